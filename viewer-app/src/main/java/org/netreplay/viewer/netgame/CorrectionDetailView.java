package org.netreplay.viewer.netgame;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * What the selected correction changed and why, on the replay page under the rebuild's line: its client, frame,
 * sizes, dif and what the status row says; the fields of the client's state the dif changed, by name; the moves the
 * logs name as its reason. Hidden while no correction is selected.
 */
public final class CorrectionDetailView {
    private final VBox box = new VBox(1);

    /** @param model the corrections' state */
    public CorrectionDetailView(CorrectionsViewModel model) {
        box.setId("correctionDetail");
        box.getStyleClass().add("correction-detail");
        Label title = new Label();
        title.setId("correctionTitle");
        title.getStyleClass().add("correction-title");
        title.setWrapText(true);
        Label fields = new Label();
        fields.setId("correctionFields");
        fields.getStyleClass().add("netgame-detail");
        fields.setWrapText(true);
        Label reasons = new Label();
        reasons.setId("correctionReasons");
        reasons.getStyleClass().add("netgame-detail");
        reasons.setWrapText(true);
        box.getChildren().addAll(title, fields, reasons);
        Runnable refresh = () -> {
            CorrectionMark selected = model.selectedProperty().get();
            CorrectionDetail detail = model.detailProperty().get();
            boolean shown = selected != null;
            box.setVisible(shown);
            box.setManaged(shown);
            if (!shown) {
                return;
            }
            CorrectionDetail known = detail != null && detail.correction() == selected ? detail
                    : CorrectionDetail.without(selected, "Comparing the client's states…");
            title.setText("Correction " + known.title());
            fields.setText(known.fieldsText());
            reasons.setText("Why: " + String.join("; ", known.reasons()) + ".");
        };
        model.selectedProperty().addListener((obs, old, now) -> refresh.run());
        model.detailProperty().addListener((obs, old, now) -> refresh.run());
        refresh.run();
    }

    /** @return the panel's node (for the replay page's header) */
    public Node view() {
        return box;
    }
}

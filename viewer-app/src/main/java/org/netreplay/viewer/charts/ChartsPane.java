package org.netreplay.viewer.charts;

import java.util.function.IntConsumer;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.controlsfx.control.CheckComboBox;

/**
 * The charts panel under the log: a field chooser, a player legend and the stacked {@link TimingChartsView}.
 */
public final class ChartsPane {
    /**
     * Left edge of the charts' plot area, px from the pane's left (the field names and value range sit left of it);
     * the desync timeline above uses the same edge so its frames line up with the charts'.
     */
    public static final double PLOT_LEFT_PX = 92;
    private final BorderPane view = new BorderPane();
    private final CheckComboBox<String> chooser = new CheckComboBox<>();
    private boolean syncing;

    /**
     * @param model          the charts' state
     * @param onFrameClicked called with the frame the user clicked in a chart
     */
    public ChartsPane(ChartsViewModel model, IntConsumer onFrameClicked) {
        view.getStyleClass().add("charts-pane");
        chooser.setId("chartFields");
        chooser.setTitle("Fields");
        chooser.setPrefWidth(130);
        Label title = new Label("Timing");
        title.getStyleClass().add("section-title");
        HBox legend = new HBox(8);
        legend.setAlignment(Pos.CENTER_LEFT);
        for (int player = 0; player < 8; player++) {
            Label entry = new Label("P" + player);
            entry.setTextFill(org.netreplay.viewer.common.PeerColours.of(player));
            entry.setStyle("-fx-text-fill: " + toHex(org.netreplay.viewer.common.PeerColours.of(player)) + ";");
            legend.getChildren().add(entry);
        }
        Label hint = new Label("click: go to frame · wheel: zoom · drag: pan · double-click: all frames");
        hint.getStyleClass().add("bar-caption");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, title, chooser, legend, spacer, hint);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("charts-bar");
        view.setTop(bar);
        view.setCenter(new TimingChartsView(model, onFrameClicked));
        model.availableFields().addListener((ListChangeListener<String>) change -> {
            syncing = true;
            try {
                // the check model keeps checked indices across an item change: cleared first, a session with fewer
                // fields than the last one left indices past the new list's end (IndexOutOfBoundsException)
                if (!chooser.getItems().isEmpty()) {
                    chooser.getCheckModel().clearChecks();
                }
                chooser.getItems().setAll(model.availableFields());
                model.shownFields().forEach(field -> chooser.getCheckModel().check(field));
            } finally {
                syncing = false;
            }
        });
        model.shownFields().addListener((ListChangeListener<String>) change -> {
            if (!syncing) {
                syncing = true;
                try {
                    if (!chooser.getItems().isEmpty()) { // CheckComboBox.clearChecks fails on an empty list
                        chooser.getCheckModel().clearChecks();
                    }
                    model.shownFields().forEach(field -> chooser.getCheckModel().check(field));
                } finally {
                    syncing = false;
                }
            }
        });
        chooser.getCheckModel().getCheckedItems().addListener((ListChangeListener<String>) change -> {
            if (!syncing) {
                syncing = true;
                model.shownFields().setAll(chooser.getCheckModel().getCheckedItems());
                syncing = false;
            }
        });
    }

    private static String toHex(javafx.scene.paint.Color colour) {
        return String.format("#%02x%02x%02x", (int) Math.round(colour.getRed() * 255),
                (int) Math.round(colour.getGreen() * 255), (int) Math.round(colour.getBlue() * 255));
    }

    /** @return the panel's root node */
    public Node view() {
        return view;
    }
}

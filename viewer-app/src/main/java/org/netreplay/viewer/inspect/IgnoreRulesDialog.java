package org.netreplay.viewer.inspect;

import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.netreplay.viewer.prefs.IgnoreRules;

/**
 * The small editor of the inspector's ignore rules: one field path pattern per line ({@code *} matches anything),
 * saved in the preferences when confirmed.
 */
public final class IgnoreRulesDialog {
    private IgnoreRulesDialog() {
    }

    /** Shows the editor over {@code owner}; OK replaces the rules of {@code model}. */
    public static void edit(Window owner, InspectorViewModel model) {
        build(owner, model).showAndWait().ifPresent(rules -> model.ignoreRulesProperty().set(rules));
    }

    /** @return the editor, not shown; its result is the edited rules (OK) or nothing (Cancel) */
    static Dialog<IgnoreRules> build(Window owner, InspectorViewModel model) {
        TextArea text = new TextArea(model.ignoreRulesText());
        text.setId("ignoreRulesText");
        text.setPrefRowCount(10);
        text.setPrefColumnCount(36);
        text.setPromptText("syn[*].draw_rot\n*.late_cdats_last_sec");
        Label help = new Label("Fields whose differences are noise: one path per line, * matches anything "
                + "(syn[*].draw_rot: every player's draw_rot). Ignored fields stay in the tree, greyed, and never "
                + "count as a difference.");
        help.setWrapText(true);
        help.setMaxWidth(420);
        Dialog<IgnoreRules> dialog = new Dialog<>();
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.getDialogPane().getStylesheets().addAll(owner.getScene().getStylesheets());
        }
        dialog.setTitle("Inspector ignore rules");
        dialog.setHeaderText("Ignore rules");
        dialog.getDialogPane().setContent(new VBox(8, help, text));
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.setResultConverter(button -> button == ButtonType.OK ? IgnoreRules.parse(text.getText()) : null);
        return dialog;
    }
}

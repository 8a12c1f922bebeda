package org.netreplay.viewer.shell;

import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

/** The key bindings table (Help ▸ Key bindings, F1). */
final class HelpDialog {
    /** Key and action, in the order shown; docs/viewer.md repeats this table. */
    static final String[][] BINDINGS = {
        {"B X P K D C T N O", "toggle the type with that key (band, stdf, stdp, stak, difa, cdat, tmaj, cpng, tmst)"},
        {"0 – 7", "toggle player 0 (server) to 7"},
        {"↑ / ↓", "previous / next line"},
        {"PgUp / PgDn", "10 lines up / down (Shift: 100, Ctrl: 1000)"},
        {"Home / End", "first / last line"},
        {"Ctrl+F", "search (regex); Enter / Shift+Enter next / previous hit; Esc back to the log"},
        {"F3 / Shift+F3", "next / previous hit"},
        {"M", "mark / unmark the selected line (cyan in the overview strip)"},
        {"F2 / Shift+F2", "next / previous mark"},
        {"Ctrl+G", "go to frame"},
        {"Ctrl+L", "go to line (120, or lane:120 such as c1:120)"},
        {"Ctrl+C", "copy the selected line whole"},
        {"Shift+wheel", "scroll the text sideways"},
        {"Ctrl+J", "show / hide the line details"},
        {"Ctrl+O / Ctrl+Shift+O", "open files / open a session folder"},
        {"F5", "reload the session (files that grew), staying at the selected frame"},
        {"Ctrl+Shift+F", "follow the files as they grow (View ▸ Follow)"},
        {"Ctrl+1 … Ctrl+5", "show / hide a pane: types and players, log, replay, inspector, timeline (View ▸ Panes)"},
        {"Ctrl+T", "show / hide the timing charts"},
        {"Ctrl+Alt+1 … 6", "collapse a pane to a strip with its name, or expand it (6: the timing charts); a "
            + "click on the strip expands it too"},
        {"Ctrl+Shift+1 … 5, T", "maximise that pane; the same key again restores the others"},
        {"Ctrl+0", "show every pane again"},
        {"F7 / Shift+F7", "next / previous desync (the timeline's red runs)"},
        {"F8 / Shift+F8", "next / previous session event (rewinds, jumps, late cdats, rejected difs, corrections)"},
        {"F9 / Shift+F9", "next / previous correction of a rebuilt netgame (Ctrl: only those of 50 px or more)"},
        {"Ctrl+D", "one pane per peer side by side (server, c1, c2 …), following one frame"},
        {"Ctrl+Shift+S", "status CSV table (per player and frame), following one frame"},
        {"Esc", "cancel opening; in a text field: back to the log"},
        {"right click", "row menu: copy, hide type / player / file, show only type, frame range"},
        {"Ctrl+Q", "quit"},
    };

    /** The most height the key table takes before it scrolls, px (the dialog fits a 700 px high screen). */
    static final double MAX_TABLE_HEIGHT = 440;

    private HelpDialog() {
    }

    static void show(Window owner) {
        build(owner).show();
    }

    /** @return the help dialog, styled like the window, not yet shown */
    static Alert build(Window owner) {
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(4);
        for (int row = 0; row < BINDINGS.length; row++) {
            Label key = new Label(BINDINGS[row][0]);
            key.getStyleClass().add("help-key");
            grid.addRow(row, key, new Label(BINDINGS[row][1]));
        }
        String[][] replay = org.netreplay.viewer.replay.ReplayKeys.BINDINGS;
        for (int row = 0; row < replay.length; row++) {
            Label key = new Label(replay[row][0]);
            key.getStyleClass().add("help-key");
            grid.addRow(BINDINGS.length + row, key, new Label(replay[row][1]));
        }
        Alert alert = new Alert(Alert.AlertType.INFORMATION);
        alert.initOwner(owner);
        alert.setTitle("Key bindings");
        alert.setHeaderText("netreplay key bindings");
        // the table is taller than a small screen: it scrolls within the dialog instead
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(grid);
        scroll.setId("helpKeys");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setPrefViewportHeight(Math.min(grid.prefHeight(-1) > 0 ? grid.prefHeight(-1) : MAX_TABLE_HEIGHT,
                MAX_TABLE_HEIGHT));
        alert.getDialogPane().setContent(scroll);
        alert.getDialogPane().getStylesheets().addAll(owner.getScene().getStylesheets());
        return alert;
    }
}

package org.netreplay.viewer.testing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.Pane;
import org.testfx.api.FxRobot;

/** Reads the rows the log list SHOWS (cells on screen, top to bottom) from their text nodes and labels. */
public final class ShownRows {
    private ShownRows() {
    }

    /** One row as drawn. */
    public record Row(int index, String lane, String line, String frame, String player, String type, String text,
                      boolean selected, int highlights) {
    }

    /** @return the main log list's rows on screen, top first (call on the FX thread or via {@code interact}) */
    public static List<Row> read(FxRobot robot) {
        return read(robot, "#logList");
    }

    /** @return the rows on screen of the list {@code listQuery} (e.g. {@code #peerList}), top first */
    public static List<Row> read(FxRobot robot, String listQuery) {
        ListView<?> list = robot.lookup(listQuery).queryAs(ListView.class);
        Bounds viewport = list.localToScene(list.getLayoutBounds());
        List<Row> rows = new ArrayList<>();
        for (Node node : list.lookupAll(".log-cell")) {
            ListCell<?> cell = (ListCell<?>) node;
            if (cell.isEmpty() || cell.getGraphic() == null || !cell.isVisible()
                    || label(cell, ".log-line").isEmpty()) {
                continue; // no row, or a blank one (every shown line has a line number)
            }
            Bounds bounds = cell.localToScene(cell.getLayoutBounds());
            double middle = (bounds.getMinY() + bounds.getMaxY()) / 2;
            if (middle < viewport.getMinY() || middle > viewport.getMaxY()) {
                continue;
            }
            Pane text = (Pane) cell.lookup(".log-text");
            StringBuilder content = new StringBuilder();
            int hits = 0;
            for (Node part : text.getChildren()) {
                content.append(textOf(part));
                if (part.getStyleClass().contains("log-hit")) {
                    hits++;
                }
            }
            rows.add(new Row(cell.getIndex(), label(cell, ".log-lane"), label(cell, ".log-line"),
                    label(cell, ".log-frame"), label(cell, ".log-player"), label(cell, ".log-type"),
                    content.toString(), cell.isSelected(), hits));
        }
        rows.sort(Comparator.comparingInt(Row::index));
        return rows;
    }

    private static String label(ListCell<?> cell, String styleClass) {
        return textOf(cell.lookup(styleClass));
    }

    /** A row's parts are {@code Text} nodes (the columns, a line's plain text) or labels (highlighted segments). */
    private static String textOf(Node part) {
        return part instanceof javafx.scene.text.Text text ? text.getText() : ((Label) part).getText();
    }
}

package org.netreplay.viewer.testing;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Point2D;
import org.netreplay.viewer.logview.DrawnRow;
import org.netreplay.viewer.logview.LogCanvasView;
import org.testfx.api.FxRobot;

/** Reads the rows the log list SHOWS (drawn in its latest frame, top to bottom, at least half on screen). */
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

    /** @return the rows on screen of the list {@code listQuery} (e.g. {@code #peerList-c1}), top first */
    public static List<Row> read(FxRobot robot, String listQuery) {
        LogCanvasView list = robot.lookup(listQuery).queryAs(LogCanvasView.class);
        List<Row> rows = new ArrayList<>();
        for (DrawnRow row : list.drawnRows()) {
            if (row.y() + list.rowHeight() / 2 > list.rowsHeight()) {
                continue; // less than half of it on screen
            }
            rows.add(new Row(row.position(), row.lane(), row.line(), row.frame(), row.player(), row.type(),
                    row.text(), row.selected(), row.hits()));
        }
        return rows;
    }

    /**
     * @return a point on the screen inside the shown row at visible position {@code index} of the list
     *         {@code listQuery}, 60 px from its left edge (a long row's middle may lie under another page)
     * @throws IllegalStateException when that row is not drawn
     */
    public static Point2D pointOf(FxRobot robot, String listQuery, int index) {
        LogCanvasView list = robot.lookup(listQuery).queryAs(LogCanvasView.class);
        for (DrawnRow row : list.drawnRows()) {
            if (row.position() == index) {
                return list.localToScreen(60, row.y() + list.rowHeight() / 2);
            }
        }
        throw new IllegalStateException("row " + index + " is not shown in " + listQuery);
    }
}

package org.netreplay.viewer.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import org.testfx.api.FxRobot;

/**
 * Reads the rows the inspector's tree table shows, in row order: a row cell the flow reuses may sit anywhere among its
 * children.
 */
public final class InspectorRows {
    private InspectorRows() {
    }

    /**
     * @param robot the test's robot (the rows are read on the FX thread)
     * @param tree  the inspector's tree table
     * @return each shown row's cell texts joined by tabs, "!" before a row marked as differing, top to bottom
     */
    public static List<String> read(FxRobot robot, Node tree) {
        TreeMap<Integer, String> rows = new TreeMap<>();
        robot.interact(() -> {
            for (Node node : tree.lookupAll(".tree-table-row-cell")) {
                TreeTableRow<?> row = (TreeTableRow<?>) node;
                if (row.isEmpty() || row.getItem() == null || !row.isVisible()) {
                    continue;
                }
                StringBuilder text = new StringBuilder(row.getPseudoClassStates()
                        .contains(PseudoClass.getPseudoClass("differs")) ? "!" : "");
                row.lookupAll(".tree-table-cell").forEach(cell -> {
                    String t = ((TreeTableCell<?, ?>) cell).getText();
                    text.append(t == null ? "" : t).append('\t');
                });
                rows.put(row.getIndex(), text.toString().trim());
            }
        });
        return new ArrayList<>(rows.values());
    }
}

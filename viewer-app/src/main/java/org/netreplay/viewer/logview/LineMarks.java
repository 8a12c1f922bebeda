package org.netreplay.viewer.logview;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import org.netreplay.log.merge.FilteredRows;

/**
 * The user's marked lines, kept as merged-log rows so they survive filter changes, and the search for the next
 * visible one. Thread safety: FX thread only.
 */
final class LineMarks {
    private final TreeSet<Integer> rows = new TreeSet<>();
    private final ReadOnlyIntegerWrapper count = new ReadOnlyIntegerWrapper(this, "count", 0);

    /** Marks {@code row}, or unmarks it if marked. */
    void toggle(int row) {
        if (!rows.remove(row)) {
            rows.add(row);
        }
        count.set(rows.size());
    }

    void clear() {
        rows.clear();
        count.set(0);
    }

    boolean contains(int row) {
        return rows.contains(row);
    }

    /** @return the marked rows, ascending (a copy) */
    List<Integer> rows() {
        return List.copyOf(rows);
    }

    /**
     * @param visible the visible rows
     * @param fromRow the row to start after (or before, going back); -1 / MAX_VALUE for the ends
     * @param forward search direction; wraps around
     * @return the visible position of the next visible mark, or -1 if no mark is visible
     */
    int nextVisible(FilteredRows visible, int fromRow, boolean forward) {
        List<Integer> order = new ArrayList<>(forward ? rows.tailSet(fromRow, false)
                : rows.headSet(fromRow, false).descendingSet());
        order.addAll(forward ? rows : rows.descendingSet());
        for (int row : order) {
            int position = visible.positionAtOrAfterRow(row);
            if (position < visible.size() && visible.row(position) == row) {
                return position;
            }
        }
        return -1;
    }

    /** Moves every mark to its row in a log merged anew ({@code toNewRow} gives -1 for a line no longer there). */
    void remap(java.util.function.IntUnaryOperator toNewRow) {
        List<Integer> old = List.copyOf(rows);
        rows.clear();
        for (int row : old) {
            int moved = toNewRow.applyAsInt(row);
            if (moved >= 0) {
                rows.add(moved);
            }
        }
        count.set(rows.size());
    }

    ReadOnlyIntegerProperty countProperty() {
        return count.getReadOnlyProperty();
    }
}

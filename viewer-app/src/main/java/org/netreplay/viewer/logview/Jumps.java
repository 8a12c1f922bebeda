package org.netreplay.viewer.logview;

import java.util.List;
import javafx.beans.property.ReadOnlyIntegerProperty;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.merge.SearchHits;

/**
 * The marked lines of a {@link LogViewModel} and the jumps between marks and between search hits. Marks are rows of
 * the merged log (0-based), so they survive filter changes; a jump selects the visible position (0-based index into
 * the visible rows) of the next or previous mark or hit, wrapping around. Also keeps the search bar's "hit n of m"
 * index in step with the selection. Thread safety: FX thread only.
 */
public final class Jumps {
    private final LogViewModel model;
    private final LineMarks marks = new LineMarks();

    Jumps(LogViewModel model) {
        this.model = model;
    }

    /** Marks the selected line, or unmarks it if marked (marks are rows, so they survive filter changes). */
    public void toggleMark() {
        FilteredRows current = model.rowsProperty().get();
        int selected = model.selectedPositionProperty().get();
        if (current != null && selected >= 0 && selected < current.size()) {
            marks.toggle(current.row(selected));
        }
    }

    /** @return whether merged-log row {@code row} is marked */
    public boolean isMarked(int row) {
        return marks.contains(row);
    }

    /** @return the marked merged-log rows, ascending (a copy) */
    public List<Integer> markedRows() {
        return marks.rows();
    }

    /** @return how many lines are marked */
    public ReadOnlyIntegerProperty markCountProperty() {
        return marks.countProperty();
    }

    /** Moves the marks to their lines' rows in a log merged anew (the session's files grew). */
    void remapMarks(java.util.function.IntUnaryOperator toNewRow) {
        marks.remap(toNewRow);
    }

    /** Removes all marks (a new session). */
    void clearMarks() {
        marks.clear();
    }

    /** Selects the next marked line that is visible after the selection (wrapping), if any. */
    public void nextMark() {
        jumpToMark(true);
    }

    /** Selects the previous marked line that is visible before the selection (wrapping), if any. */
    public void previousMark() {
        jumpToMark(false);
    }

    private void jumpToMark(boolean forward) {
        FilteredRows current = model.rowsProperty().get();
        if (current == null || marks.rows().isEmpty()) {
            return;
        }
        int position = marks.nextVisible(current, selectedRowOr(current, forward), forward);
        if (position < 0) {
            model.noticeFor("No marked line is visible under the current filter.");
        } else {
            model.navigation().selectAndReveal(position);
        }
    }

    /** Selects the next search hit after the selection (wrapping to the first), if any. */
    public void nextHit() {
        jumpToHit(true);
    }

    /** Selects the previous search hit before the selection (wrapping to the last), if any. */
    public void previousHit() {
        jumpToHit(false);
    }

    private void jumpToHit(boolean forward) {
        SearchHits found = model.hitsProperty().get();
        FilteredRows current = model.rowsProperty().get();
        if (found == null || current == null || found.size() == 0) {
            return;
        }
        int fromRow = selectedRowOr(current, forward);
        int row = forward ? found.next(fromRow) : found.previous(fromRow);
        if (row < 0) {
            row = forward ? found.row(0) : found.row(found.size() - 1);
            model.noticeFor(forward ? "Search wrapped to the first hit." : "Search wrapped to the last hit.");
        }
        int position = current.positionAtOrAfterRow(row);
        model.selectedPositionProperty().set(position);
        int first = model.firstShownProperty().get();
        int last = model.lastShownProperty().get();
        if (first < 0 || position < first || position > last) {
            model.navigation().requestScroll(position, Math.max(0, (last - first) / 3));
        }
    }

    /** @return the selected line's merged-log row, or (no selection) a row before all rows / after all rows */
    private int selectedRowOr(FilteredRows current, boolean forward) {
        int selected = model.selectedPositionProperty().get();
        return selected >= 0 && selected < current.size() ? current.row(selected)
                : forward ? -1 : Integer.MAX_VALUE;
    }

    /** Sets the search bar's "hit n of m" index from the selection and the current hits. */
    void updateHitIndex() {
        SearchHits found = model.hitsProperty().get();
        FilteredRows current = model.rowsProperty().get();
        int selected = model.selectedPositionProperty().get();
        if (found == null || current == null || selected < 0 || selected >= current.size()) {
            model.search().hitIndex.set(-1);
            return;
        }
        model.search().hitIndex.set(HitIndex.of(found, current.row(selected)));
    }
}

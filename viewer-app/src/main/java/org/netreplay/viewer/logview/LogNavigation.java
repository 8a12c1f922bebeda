package org.netreplay.viewer.logview;

import org.netreplay.session.OpenSession;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.viewer.task.JobHandle;

/**
 * Moves the selection of a {@link LogViewModel} and asks its view to scroll: by visible lines, to a frame, to a line
 * of a file and to a row of the merged log. Holds the latest {@link ScrollRequest} and the running "go to line"
 * search. Units: a <em>position</em> is a 0-based index into the visible rows, a <em>row</em> is a 0-based index into
 * the merged log, a <em>line number</em> as typed by the user is 1-based within one file (lane). Thread safety: FX
 * thread only.
 */
public final class LogNavigation {
    private final LogViewModel model;
    private final ReadOnlyObjectWrapper<ScrollRequest> scrollRequest = new ReadOnlyObjectWrapper<>(this, "scroll");
    private JobHandle gotoJob = JobHandle.NONE;
    private long scrollSequence;

    LogNavigation(LogViewModel model) {
        this.model = model;
    }

    /** Moves the selection by {@code lines} visible lines (negative = up), clamped, and keeps it in view. */
    public void moveSelection(int lines) {
        FilteredRows current = model.rowsProperty().get();
        if (current == null || current.size() == 0) {
            return;
        }
        int selected = model.selectedPositionProperty().get();
        int from = selected >= 0 ? selected : Math.max(0, model.firstShownProperty().get());
        selectAndReveal((int) Math.max(0, Math.min(current.size() - 1L, (long) from + lines)));
    }

    /** Selects the first visible line. */
    public void selectFirst() {
        moveSelection(Integer.MIN_VALUE / 2);
    }

    /** Selects the last visible line. */
    public void selectLast() {
        moveSelection(Integer.MAX_VALUE / 2);
    }

    /** Selects visible position {@code position} and scrolls only if it is off screen (to the nearer edge). */
    void selectAndReveal(int position) {
        model.selectedPositionProperty().set(position);
        int first = model.firstShownProperty().get();
        int last = model.lastShownProperty().get();
        if (first < 0 || position < first) {
            requestScroll(position, 0);
        } else if (position >= last) {
            requestScroll(position, ScrollRequest.WHOLLY_AT_BOTTOM); // the last shown row may be cut by the scroll bar
        }
    }

    private void selectAtTop(int position) {
        model.selectedPositionProperty().set(position);
        requestScroll(position, 0);
    }

    /** Asks the view to show visible position {@code position} {@code linesFromTop} lines below the top. */
    void requestScroll(int position, int linesFromTop) {
        scrollRequest.set(new ScrollRequest(position, linesFromTop, ++scrollSequence));
    }

    /** Cancels a running "go to line" search. */
    void cancel() {
        gotoJob.cancel();
    }

    /**
     * Selects the first visible line whose frame is at least {@code frame} and shows it as the first line.
     *
     * @return whether such a line exists (otherwise {@link LogViewModel#noticeProperty()} says so)
     */
    public boolean goToFrame(int frame) {
        FilteredRows current = model.rowsProperty().get();
        if (current == null || current.size() == 0) {
            return false;
        }
        int position = current.positionAtOrAfterFrame(frame);
        if (position >= current.size()) {
            model.noticeFor("No visible line at or after frame " + frame + ".");
            return false;
        }
        selectAtTop(position);
        return true;
    }

    /**
     * Goes to a line of a file: {@code "123"} is line 123 (1-based) of the selected line's lane (else the first
     * lane), {@code "c1:123"} names the lane. A hidden line goes to the next visible one. Runs in the background.
     *
     * @return false (and a notice) if the text is not a line reference or names no lane
     */
    public boolean goToLine(String reference) {
        FilteredRows current = model.rowsProperty().get();
        OpenSession loaded = model.sessionProperty().get();
        if (current == null || loaded == null) {
            return false;
        }
        DisplayLine selected = model.line(model.selectedPositionProperty().get());
        var target = LineReference.parse(reference, loaded.laneNames(), selected == null ? 0 : selected.lane());
        if (target.isEmpty()) {
            model.noticeFor("\"" + reference + "\" is not a line number (e.g. 120 or c1:120).");
            return false;
        }
        int lane = target.get().lane();
        int lineNumber = target.get().lineNumber();
        gotoJob.cancel();
        gotoJob = model.start("Finding line", progressListener -> LineReference.findRow(current.source(), lane,
                lineNumber, progressListener), row -> {
            if (model.rowsProperty().get() != current) {
                return;
            }
            if (row < 0) {
                model.noticeFor(loaded.laneNames().get(lane) + " has no line " + (lineNumber + 1) + ".");
                return;
            }
            int position = current.positionAtOrAfterRow(row);
            selectAtTop(Math.min(position, current.size() - 1));
        });
        return true;
    }

    /**
     * Selects the first visible line at or after {@code frame} without a notice when there is none, and shows it
     * {@code linesFromTop} lines below the top (a side-by-side view follows its partner with this).
     */
    public void followFrame(int frame, int linesFromTop) {
        FilteredRows current = model.rowsProperty().get();
        if (current == null || current.size() == 0) {
            return;
        }
        int position = Math.min(current.positionAtOrAfterFrame(frame), current.size() - 1);
        model.selectedPositionProperty().set(position);
        requestScroll(position, Math.max(0, linesFromTop));
    }

    /**
     * Selects the visible row at or after {@code row} and shows it in the middle of the screen (overview strip
     * clicks): the selection moves the frame cursor, so every view follows.
     *
     * @param row a row of the merged log, 0 ≤ row &lt; rowCount
     */
    public void selectRow(int row) {
        FilteredRows current = model.rowsProperty().get();
        if (current == null || current.size() == 0) {
            return;
        }
        int position = Math.min(current.positionAtOrAfterRow(Math.max(0, row)), current.size() - 1);
        int screen = Math.max(0, model.lastShownProperty().get() - model.firstShownProperty().get());
        model.selectedPositionProperty().set(position);
        requestScroll(position, screen / 2);
    }

    /** @return the latest scroll request for the view (visible position and lines from the top) */
    public ReadOnlyObjectProperty<ScrollRequest> scrollRequestProperty() {
        return scrollRequest.getReadOnlyProperty();
    }
}

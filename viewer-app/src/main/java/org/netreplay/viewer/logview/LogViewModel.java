package org.netreplay.viewer.logview;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import org.netreplay.log.FilteredRows;
import org.netreplay.log.LineFilter;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.SearchHits;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.JobTracker;
import org.netreplay.viewer.task.TaskRunner;
import org.netreplay.viewer.task.Work;

/**
 * The log view's state: the open session, the rows visible under the current filter, the search hits, the selected
 * position and what the view shows. Filtering and searching run through the {@link TaskRunner}; a newer request
 * cancels the one running. Positions are 0-based indexes into the visible rows. Thread safety: FX thread only.
 */
public final class LogViewModel {
    private final JobTracker jobs;
    private final TypeLooks looks;
    private final SearchViewModel search = new SearchViewModel();
    private final ReadOnlyObjectWrapper<LoadedSession> session = new ReadOnlyObjectWrapper<>(this, "session");
    private final ReadOnlyObjectWrapper<FilteredRows> rows = new ReadOnlyObjectWrapper<>(this, "rows");
    private final ReadOnlyObjectWrapper<SearchHits> hits = new ReadOnlyObjectWrapper<>(this, "hits");
    private final ReadOnlyObjectWrapper<OverviewMarks> overview = new ReadOnlyObjectWrapper<>(this, "overview");
    private final ReadOnlyObjectWrapper<ScrollRequest> scrollRequest = new ReadOnlyObjectWrapper<>(this, "scroll");
    private final IntegerProperty selectedPosition = new SimpleIntegerProperty(this, "selectedPosition", -1);
    private final IntegerProperty firstShown = new SimpleIntegerProperty(this, "firstShown", -1);
    private final IntegerProperty lastShown = new SimpleIntegerProperty(this, "lastShown", -1);
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final StatusTexts status = new StatusTexts(this);
    private LineFilter baseFilter = LineFilter.all();
    private VisibleLineCache cache;
    private JobHandle filterJob = JobHandle.NONE;
    private JobHandle searchJob = JobHandle.NONE;
    private JobHandle gotoJob = JobHandle.NONE;
    private boolean jumpAfterSearch;
    private final LineMarks marks = new LineMarks();
    private final List<Runnable> afterFilter = new ArrayList<>();
    private long scrollSequence;

    /**
     * @param runner   runs filtering and searching off the FX thread
     * @param registry the log types (labels and colours of the rows)
     */
    public LogViewModel(TaskRunner runner, LogTypeRegistry registry) {
        this.jobs = new JobTracker(runner);
        this.looks = new TypeLooks(registry);
        search.patternProperty().addListener((obs, old, now) -> {
            if (search.onlyMatchingProperty().get()) {
                refilter();
            } else {
                runSearch();
            }
        });
        search.onlyMatchingProperty().addListener((obs, old, now) -> refilter());
        selectedPosition.addListener((obs, old, now) -> updateHitIndex());
    }

    /**
     * Shows {@code loaded} (or nothing, when null) and filters it with the current filter. The caller owns the
     * sessions and closes the old one (two views may show the same session side by side).
     */
    public void setSession(LoadedSession loaded) {
        setSession(loaded, baseFilter);
    }

    /**
     * Shows {@code loaded} (or nothing, when null) under {@code filter} with a single filter run.
     *
     * @param loaded the session, or null
     * @param filter the type/player/frame/lane filter (the text part comes from the search bar)
     */
    public void setSession(LoadedSession loaded, LineFilter filter) {
        baseFilter = filter;
        cancelAll();
        rows.set(null);
        hits.set(null);
        cache = null;
        selectedPosition.set(-1);
        marks.clear();
        session.set(loaded);
        refilter();
    }

    /**
     * Replaces the shown session by one whose rows start with the same rows (the full index of a progressively
     * opened log replacing its head), under {@code filter}. Unlike {@link #setSession}, the selection, the scroll
     * position, the marks and the search stay; the old rows stay shown until the new ones are filtered.
     *
     * @param loaded the complete session
     * @param filter the type/player/frame/lane filter
     */
    public void replaceSession(LoadedSession loaded, LineFilter filter) {
        baseFilter = filter;
        gotoJob.cancel();
        session.set(loaded);
        refilter();
    }

    /** Sets the type/player/frame/lane part of the filter (the text part comes from the search bar). */
    public void setBaseFilter(LineFilter filter) {
        baseFilter = filter;
        refilter();
    }

    private void refilter() {
        LoadedSession loaded = session.get();
        if (loaded == null) {
            return;
        }
        filterJob.cancel();
        searchJob.cancel();
        Pattern only = search.onlyMatchingProperty().get() ? search.patternProperty().get() : null;
        LineFilter filter = new LineFilter(baseFilter.visibleTypes(), baseFilter.showUntagged(),
                baseFilter.playerMask(), baseFilter.minFrame(), baseFilter.maxFrame(), baseFilter.laneMask(), only);
        FilteredRows before = rows.get();
        int anchorPosition = selectedPosition.get() >= 0 ? selectedPosition.get() : firstShown.get();
        int anchorRow = before != null && anchorPosition >= 0 && anchorPosition < before.size()
                ? before.row(anchorPosition) : -1;
        int anchorOffset = Math.max(0, anchorPosition - Math.max(0, firstShown.get()));
        boolean keepSelection = selectedPosition.get() >= 0;
        filterJob = start("Filtering", progressListener -> {
            FilteredRows filtered = FilteredRows.apply(loaded.log(), filter, progressListener);
            return new Filtered(filtered, Overviews.visible(filtered));
        }, result -> {
            if (session.get() != loaded) {
                return;
            }
            cache = new VisibleLineCache(result.rows());
            hits.set(null);
            rows.set(result.rows());
            overview.set(result.marks());
            int size = result.rows().size();
            int anchor = anchorRow < 0 ? 0 : Math.min(result.rows().positionAtOrAfterRow(anchorRow), size - 1);
            selectedPosition.set(keepSelection && size > 0 ? anchor : -1);
            requestScroll(Math.max(anchor, 0), anchorRow < 0 ? 0 : anchorOffset);
            runSearch();
            List<Runnable> actions = List.copyOf(afterFilter);
            afterFilter.clear();
            actions.forEach(Runnable::run);
        });
    }

    private void runSearch() {
        FilteredRows scope = rows.get();
        Pattern pattern = search.patternProperty().get();
        searchJob.cancel();
        if (scope == null || pattern == null) {
            hits.set(null);
            search.hitCount.set(-1);
            search.hitIndex.set(-1);
            OverviewMarks marks = overview.get();
            if (marks != null) {
                overview.set(new OverviewMarks(marks.rowCount(), marks.visible(), new int[marks.visible().length]));
            }
            return;
        }
        searchJob = start("Searching", progressListener -> {
            SearchHits found = SearchHits.search(scope, pattern, progressListener);
            return new Searched(found, Overviews.hits(found, scope.source().rowCount()));
        }, result -> {
            if (rows.get() != scope) {
                return;
            }
            hits.set(result.hits());
            OverviewMarks marks = overview.get();
            if (marks != null) {
                overview.set(new OverviewMarks(marks.rowCount(), marks.visible(), result.hitBuckets()));
            }
            search.hitCount.set(result.hits().size());
            updateHitIndex();
            if (jumpAfterSearch) {
                jumpAfterSearch = false;
                jumpToHit(true);
            }
        });
    }

    private <V> JobHandle start(String title, Work<V> work, Consumer<V> onSuccess) {
        return jobs.start(title, work, onSuccess, failure -> error.set(describe(failure)));
    }

    private void cancelAll() {
        filterJob.cancel();
        searchJob.cancel();
        gotoJob.cancel();
    }

    private static String describe(Exception error) {
        String message = error.getMessage();
        return message == null || message.isBlank() ? error.getClass().getSimpleName() : message;
    }

    // Reading ------------------------------------------------------------------------------------------------

    /**
     * Reads the line at a visible position (a bounded, cached read; fine on the FX thread).
     *
     * @return the line, or null if the position is outside the visible rows or the file cannot be read
     *         (then {@link #errorProperty()} says why)
     */
    public DisplayLine line(int position) {
        FilteredRows current = rows.get();
        if (cache == null || current == null || position < 0 || position >= current.size()) {
            return null;
        }
        try {
            return cache.line(position);
        } catch (LogReadException e) {
            error.set(e.getMessage());
            return null;
        }
    }

    /** @return how rows of type {@code typeId} look (label and colour) */
    public TypeLook typeLook(int typeId) {
        return looks.of(typeId);
    }

    /** @return the short name of lane {@code lane}, e.g. "srv", or "" */
    public String laneName(int lane) {
        LoadedSession loaded = session.get();
        return loaded == null || lane < 0 || lane >= loaded.laneNames().size() ? "" : loaded.laneNames().get(lane);
    }

    // Navigation ---------------------------------------------------------------------------------------------

    /** Moves the selection by {@code lines} visible lines (negative = up), clamped, and keeps it in view. */
    public void moveSelection(int lines) {
        FilteredRows current = rows.get();
        if (current == null || current.size() == 0) {
            return;
        }
        int from = selectedPosition.get() >= 0 ? selectedPosition.get() : Math.max(0, firstShown.get());
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

    private void selectAndReveal(int position) {
        selectedPosition.set(position);
        int first = firstShown.get();
        int last = lastShown.get();
        if (first < 0 || position < first) {
            requestScroll(position, 0);
        } else if (position > last) {
            requestScroll(position, Math.max(0, last - first));
        }
    }

    private void selectAtTop(int position) {
        selectedPosition.set(position);
        requestScroll(position, 0);
    }

    private void requestScroll(int position, int linesFromTop) {
        scrollRequest.set(new ScrollRequest(position, linesFromTop, ++scrollSequence));
    }

    /**
     * Selects the first visible line whose frame is at least {@code frame} and shows it as the first line.
     *
     * @return whether such a line exists (otherwise {@link #noticeProperty()} says so)
     */
    public boolean goToFrame(int frame) {
        FilteredRows current = rows.get();
        if (current == null || current.size() == 0) {
            return false;
        }
        int position = current.positionAtOrAfterFrame(frame);
        if (position >= current.size()) {
            notice.set("No visible line at or after frame " + frame + ".");
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
        FilteredRows current = rows.get();
        LoadedSession loaded = session.get();
        if (current == null || loaded == null) {
            return false;
        }
        DisplayLine selected = line(selectedPosition.get());
        var target = LineReference.parse(reference, loaded.laneNames(), selected == null ? 0 : selected.lane());
        if (target.isEmpty()) {
            notice.set("\"" + reference + "\" is not a line number (e.g. 120 or c1:120).");
            return false;
        }
        int lane = target.get().lane();
        int lineNumber = target.get().lineNumber();
        gotoJob.cancel();
        gotoJob = start("Finding line", progressListener -> LineReference.findRow(current.source(), lane,
                lineNumber, progressListener), row -> {
            if (rows.get() != current) {
                return;
            }
            if (row < 0) {
                notice.set(loaded.laneNames().get(lane) + " has no line " + (lineNumber + 1) + ".");
                return;
            }
            int position = current.positionAtOrAfterRow(row);
            selectAtTop(Math.min(position, current.size() - 1));
        });
        return true;
    }

    /**
     * Sets the query and selects the next hit after the selection: at once when the query is unchanged and searched,
     * else as soon as the search finishes (Enter in the search field).
     */
    public void find(String query) {
        boolean same = query.equals(search.queryProperty().get()) && hits.get() != null;
        if (same) {
            nextHit();
            return;
        }
        jumpAfterSearch = true;
        search.queryProperty().set(query);
        if (search.patternProperty().get() == null) {
            jumpAfterSearch = false;
        }
    }

    // Marks --------------------------------------------------------------------------------------------------

    /** Marks the selected line, or unmarks it if marked (marks are rows, so they survive filter changes). */
    public void toggleMark() {
        FilteredRows current = rows.get();
        int selected = selectedPosition.get();
        if (current != null && selected >= 0 && selected < current.size()) {
            marks.toggle(current.row(selected));
        }
    }

    /** @return whether merged-log row {@code row} is marked */
    public boolean isMarked(int row) {
        return marks.contains(row);
    }

    /** @return the marked rows, ascending (a copy) */
    public List<Integer> markedRows() {
        return marks.rows();
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
        FilteredRows current = rows.get();
        if (current == null || marks.rows().isEmpty()) {
            return;
        }
        int selected = selectedPosition.get();
        int fromRow = selected >= 0 && selected < current.size() ? current.row(selected)
                : forward ? -1 : Integer.MAX_VALUE;
        int position = marks.nextVisible(current, fromRow, forward);
        if (position < 0) {
            notice.set("No marked line is visible under the current filter.");
        } else {
            selectAndReveal(position);
        }
    }

    /** @return how many lines are marked */
    public ReadOnlyIntegerProperty markCountProperty() {
        return marks.countProperty();
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
        SearchHits found = hits.get();
        FilteredRows current = rows.get();
        if (found == null || current == null || found.size() == 0) {
            return;
        }
        int selected = selectedPosition.get();
        int fromRow = selected >= 0 && selected < current.size() ? current.row(selected)
                : forward ? -1 : Integer.MAX_VALUE;
        int row = forward ? found.next(fromRow) : found.previous(fromRow);
        if (row < 0) {
            row = forward ? found.row(0) : found.row(found.size() - 1);
            notice.set(forward ? "Search wrapped to the first hit." : "Search wrapped to the last hit.");
        }
        int position = current.positionAtOrAfterRow(row);
        selectedPosition.set(position);
        int first = firstShown.get();
        int last = lastShown.get();
        if (first < 0 || position < first || position > last) {
            requestScroll(position, Math.max(0, (last - first) / 3));
        }
    }

    private void updateHitIndex() {
        SearchHits found = hits.get();
        FilteredRows current = rows.get();
        int selected = selectedPosition.get();
        if (found == null || current == null || selected < 0 || selected >= current.size()) {
            search.hitIndex.set(-1);
            return;
        }
        search.hitIndex.set(HitIndex.of(found, current.row(selected)));
    }

    /** Runs {@code action} once, right after the next filter result is shown (start-up options use it). */
    public void afterNextFilter(Runnable action) {
        afterFilter.add(action);
    }

    /** Shows {@code message} as a hint (e.g. a bad number typed in a go-to field). */
    public void noticeFor(String message) {
        notice.set(message);
    }

    /** Clears the notice and the error (after the view showed them). */
    public void clearMessages() {
        notice.set("");
        error.set("");
    }

    /**
     * Selects the first visible line at or after {@code frame} without a notice when there is none, and shows it
     * {@code linesFromTop} lines below the top (a side-by-side view follows its partner with this).
     */
    public void followFrame(int frame, int linesFromTop) {
        FilteredRows current = rows.get();
        if (current == null || current.size() == 0) {
            return;
        }
        int position = Math.min(current.positionAtOrAfterFrame(frame), current.size() - 1);
        selectedPosition.set(position);
        requestScroll(position, Math.max(0, linesFromTop));
    }

    /**
     * Reveals the visible row at or after {@code row} in the middle of the screen (overview strip clicks).
     *
     * @param row a row of the merged log, 0 ≤ row &lt; rowCount
     */
    public void revealRow(int row) {
        FilteredRows current = rows.get();
        if (current == null || current.size() == 0) {
            return;
        }
        int position = Math.min(current.positionAtOrAfterRow(Math.max(0, row)), current.size() - 1);
        int screen = Math.max(0, lastShown.get() - firstShown.get());
        requestScroll(position, screen / 2);
    }

    // Properties ---------------------------------------------------------------------------------------------

    /** @return the search bar's state */
    public SearchViewModel search() {
        return search;
    }

    /** @return the open session, or null */
    public ReadOnlyObjectProperty<LoadedSession> sessionProperty() {
        return session.getReadOnlyProperty();
    }

    /** @return the visible rows, or null before the first filter finished */
    public ReadOnlyObjectProperty<FilteredRows> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    /** @return the hits of the current search, or null */
    public ReadOnlyObjectProperty<SearchHits> hitsProperty() {
        return hits.getReadOnlyProperty();
    }

    /** @return what the overview strip draws, or null */
    public ReadOnlyObjectProperty<OverviewMarks> overviewProperty() {
        return overview.getReadOnlyProperty();
    }

    /** @return the latest scroll request for the view */
    public ReadOnlyObjectProperty<ScrollRequest> scrollRequestProperty() {
        return scrollRequest.getReadOnlyProperty();
    }

    /** @return the selected visible position, or -1; the view writes it on clicks */
    public IntegerProperty selectedPositionProperty() {
        return selectedPosition;
    }

    /** @return the first visible position on screen, or -1; written by the view */
    public IntegerProperty firstShownProperty() {
        return firstShown;
    }

    /** @return the last visible position on screen, or -1; written by the view */
    public IntegerProperty lastShownProperty() {
        return lastShown;
    }

    /** @return whether background work runs */
    public ReadOnlyBooleanProperty busyProperty() {
        return jobs.busyProperty();
    }

    /** @return progress 0..1 of the running work, -1 when unknown */
    public ReadOnlyDoubleProperty progressProperty() {
        return jobs.progressProperty();
    }

    /** @return what the running work does, e.g. "Filtering…", or "" */
    public ReadOnlyStringProperty activityProperty() {
        return jobs.activityProperty();
    }

    /** @return a hint for the user (e.g. "Search wrapped to the first hit."), or "" */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** @return the last failure (a file that cannot be read any more, a failed filter), or "" */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** @return the status bar texts */
    public StatusTexts status() {
        return status;
    }

    private record Filtered(FilteredRows rows, OverviewMarks marks) {
    }

    private record Searched(SearchHits hits, int[] hitBuckets) {
    }
}

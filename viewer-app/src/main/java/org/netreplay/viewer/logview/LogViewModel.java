package org.netreplay.viewer.logview;

import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.log.write.TextLogWriter;
import org.netreplay.viewer.common.TypeLook;
import org.netreplay.session.OpenSession;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.merge.LineFilter;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.merge.SearchHits;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.JobTracker;
import org.netreplay.viewer.task.TaskRunner;
import org.netreplay.viewer.task.Work;

/**
 * The log view's state: the open session, the rows visible under the current filter, the search hits, the selected
 * position and what the view shows. Filtering and searching run through the {@link TaskRunner}; a newer request
 * cancels the one running. Positions are 0-based indexes into the visible rows. Moving the selection is in
 * {@link #navigation()}, marks and hit jumps in {@link #jumps()}, running the search in {@link HitSearch}. Thread
 * safety: FX thread only.
 */
public final class LogViewModel {
    private final JobTracker jobs;
    private final TaskRunner runner;
    private final TypeLooks looks;
    private final SearchViewModel search = new SearchViewModel();
    private final ReadOnlyObjectWrapper<OpenSession> session = new ReadOnlyObjectWrapper<>(this, "session");
    private final ReadOnlyObjectWrapper<FilteredRows> rows = new ReadOnlyObjectWrapper<>(this, "rows");
    private final ReadOnlyObjectWrapper<OverviewMarks> overview = new ReadOnlyObjectWrapper<>(this, "overview");
    private final IntegerProperty selectedPosition = new SimpleIntegerProperty(this, "selectedPosition", -1);
    private final IntegerProperty firstShown = new SimpleIntegerProperty(this, "firstShown", -1);
    private final IntegerProperty lastShown = new SimpleIntegerProperty(this, "lastShown", -1);
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final StatusTexts status = new StatusTexts(this);
    private final LogNavigation navigation = new LogNavigation(this);
    private final Jumps jumps = new Jumps(this);
    private final HitSearch hitSearch = new HitSearch(this);
    private LineFilter baseFilter = LineFilter.all();
    private VisibleLineCache cache;
    private JobHandle filterJob = JobHandle.NONE;
    private final List<Runnable> afterFilter = new ArrayList<>();
    /** The last row is to be shown once the rows of a complete session are ({@link #showEnd}). */
    private boolean endWanted;
    private final javafx.beans.property.BooleanProperty following =
            new javafx.beans.property.SimpleBooleanProperty(this, "following");
    private FrameCursor cursor;
    /**
     * The cursor's followers (the charts' and timeline's cursor lines, the replay, the other panes) catch up with a
     * moving selection at most every {@value #FOLLOWERS_MS} ms: repainting them all every frame held PgDn to about
     * 34 frames/s (docs/benchmarks.md, "The log list on one canvas").
     */
    static final long FOLLOWERS_MS = 100;
    private final org.netreplay.viewer.task.Throttle publishing =
            org.netreplay.viewer.task.Throttle.fx(FOLLOWERS_MS, this::publishSelection);
    private boolean followingCursor;
    private boolean primary;
    private long laneScope = -1L;

    /**
     * @param runner   runs filtering and searching off the FX thread
     * @param registry the log types (labels and colours of the rows)
     */
    public LogViewModel(TaskRunner runner, LogTypeRegistry registry) {
        this.jobs = new JobTracker(runner);
        this.runner = runner;
        this.looks = new TypeLooks(registry);
        following.addListener((obs, was, now) -> {
            if (now) {
                showEnd();
            }
        });
        search.patternProperty().addListener((obs, old, now) -> {
            if (search.onlyMatchingProperty().get()) {
                refilter();
            } else {
                hitSearch.run();
            }
        });
        search.onlyMatchingProperty().addListener((obs, old, now) -> refilter());
        selectedPosition.addListener((obs, old, now) -> jumps.updateHitIndex());
        selectedPosition.addListener((obs, old, now) -> {
            if (!followingCursor) {
                publishing.request();
            }
        });
    }

    /**
     * Makes this view follow and move the session's one {@link FrameCursor}: a line the user selects here moves the
     * cursor; a cursor moved elsewhere selects this view's first visible line at or after its frame. The primary view
     * (the main log list) also answers a command (go to frame, chart click) by putting the cursor on the line it
     * selected, so the cursor's frame is always a frame that has a line.
     */
    public void attach(FrameCursor frameCursor, boolean isPrimary) {
        this.cursor = frameCursor;
        this.primary = isPrimary;
        frameCursor.positionProperty().addListener((obs, old, now) -> {
            if (now != null && now.mover() != this) {
                followCursor();
            }
        });
    }

    /** Selects this view's first visible line at or after the cursor's frame (after a filter, a session swap...). */
    public void followCursor() {
        if (cursor == null || cursor.positionProperty().get() == null) {
            return;
        }
        FrameCursor.Position p = cursor.positionProperty().get();
        publishing.cancel(); // the cursor moved elsewhere: this view's older selection is not to be published
        followingCursor = true;
        try {
            if (p.mover() == null) {
                navigation.goToFrame(p.frame());
            } else {
                navigation.followFrame(p.frame(), p.linesFromTop());
            }
        } finally {
            followingCursor = false;
        }
        if (p.mover() == null && primary) {
            publishSelection();
        }
    }

    private void publishSelection() {
        FilteredRows rows = rowsProperty().get();
        int position = selectedPosition.get();
        if (cursor == null || followingCursor || rows == null || position < 0 || position >= rows.size()) {
            return;
        }
        int row = rows.row(position);
        int lane = rows.source().lane(row);
        int offset = position - firstShownProperty().get();
        int screen = lastShownProperty().get() - firstShownProperty().get();
        cursor.select(rows.source().frame(row), lane, rows.source().lineNumber(row),
                offset < 0 || offset > screen ? 0 : offset, this);
    }

    /**
     * Shows {@code loaded} (or nothing, when null) and filters it with the current filter. The caller owns the
     * sessions and closes the old one (two views may show the same session side by side).
     */
    public void setSession(OpenSession loaded) {
        setSession(loaded, baseFilter);
    }

    /**
     * Shows {@code loaded} (or nothing, when null) under {@code filter} with a single filter run.
     *
     * @param loaded the session, or null
     * @param filter the type/player/frame/lane filter (the text part comes from the search bar)
     */
    public void setSession(OpenSession loaded, LineFilter filter) {
        baseFilter = filter;
        cancelAll();
        rows.set(null);
        hitSearch.clearHits();
        cache = null;
        selectedPosition.set(-1);
        jumps.clearMarks();
        session.set(loaded);
        endWanted = following.get();
        refilter();
    }

    /**
     * Replaces the shown session by a newer state of the same files: the full index of a progressively opened log
     * replacing its head, or the same session grown while it is followed (lines appended, merged by frame anew).
     * Unlike {@link #setSession}, the selection, the scroll position, the marks and the search stay on their lines;
     * the old rows stay shown until the new ones are filtered. Following, a view that showed the last row keeps
     * showing the last row (as {@code tail -f} does), a selected last row stays the last row, a view scrolled away
     * stays.
     *
     * @param loaded the newer session
     * @param filter the type/player/frame/lane filter
     */
    public void replaceSession(OpenSession loaded, LineFilter filter) {
        baseFilter = filter;
        navigation.cancel();
        OpenSession before = session.get();
        FilteredRows shown = rows.get();
        int size = shown == null ? 0 : shown.size();
        boolean followed = before != null && !before.partial(); // a head's last line is no end to stay at
        boolean atEnd = followed && size > 0 && lastShown.get() >= size - 1;
        boolean lastSelected = followed && size > 0 && selectedPosition.get() == size - 1;
        java.util.function.IntUnaryOperator toNewRow = before == null ? row -> -1
                : RowMapping.between(before.log(), loaded.log());
        jumps.remapMarks(toNewRow);
        session.set(loaded);
        refilter(toNewRow, atEnd, lastSelected);
    }

    /**
     * Sets the lanes this view is responsible for (bit i = lane i; -1 = all): its status texts count its lines over
     * these lanes' lines (a side-by-side pane shows one peer's lanes). Call before {@link #setSession}.
     */
    public void setLaneScope(long lanes) {
        laneScope = lanes;
    }

    /** @return the lanes this view is responsible for (bit i = lane i; -1 = all) */
    public long laneScope() {
        return laneScope;
    }

    /** Sets the type/player/frame/lane part of the filter (the text part comes from the search bar). */
    public void setBaseFilter(LineFilter filter) {
        baseFilter = filter;
        refilter();
    }

    private void refilter() {
        refilter(row -> row, false, false);
    }

    /**
     * Filters the session anew, keeping the selection (or the first shown row) on its line.
     *
     * @param toNewRow    maps a row of the rows shown now to its row in the session filtered (identity unless
     *                    the session was merged anew)
     * @param pinEnd      whether to show the last row afterwards (the view showed the last row)
     * @param selectEnd   whether to select the last row afterwards (the last row was selected)
     */
    private void refilter(java.util.function.IntUnaryOperator toNewRow, boolean pinEnd, boolean selectEnd) {
        OpenSession loaded = session.get();
        if (loaded == null) {
            return;
        }
        filterJob.cancel();
        hitSearch.cancel();
        Pattern only = search.onlyMatchingProperty().get() ? search.patternProperty().get() : null;
        LineFilter filter = new LineFilter(baseFilter.visibleTypes(), baseFilter.showUntagged(),
                baseFilter.playerMask(), baseFilter.minFrame(), baseFilter.maxFrame(), baseFilter.laneMask(), only);
        FilteredRows before = rows.get();
        int anchorPosition = selectedPosition.get() >= 0 ? selectedPosition.get() : firstShown.get();
        int anchorRow = before != null && anchorPosition >= 0 && anchorPosition < before.size()
                ? toNewRow.applyAsInt(before.row(anchorPosition)) : -1;
        int anchorOffset = Math.max(0, anchorPosition - Math.max(0, firstShown.get()));
        boolean keepSelection = selectedPosition.get() >= 0;
        filterJob = start("Filtering", progressListener -> {
            FilteredRows filtered = FilteredRows.apply(loaded.log(), filter, progressListener, runner.urgentWorkers());
            return new Filtered(filtered, Overviews.visible(filtered));
        }, result -> {
            if (session.get() != loaded) {
                return;
            }
            cache = new VisibleLineCache(result.rows());
            hitSearch.clearHits();
            rows.set(result.rows());
            overview.set(result.marks());
            int size = result.rows().size();
            int anchor = anchorRow < 0 ? 0 : Math.min(result.rows().positionAtOrAfterRow(anchorRow), size - 1);
            selectedPosition.set(selectEnd && size > 0 ? size - 1 : keepSelection && size > 0 ? anchor : -1);
            if (pinEnd && size > 0) {
                navigation.requestScroll(size - 1, ScrollRequest.WHOLLY_AT_BOTTOM);
            } else {
                navigation.requestScroll(Math.max(anchor, 0), anchorRow < 0 ? 0 : anchorOffset);
            }
            pinEndIfWanted();
            hitSearch.run();
            List<Runnable> actions = List.copyOf(afterFilter);
            afterFilter.clear();
            actions.forEach(Runnable::run);
        });
    }

    /** Shows {@code hitBuckets} (or no hits, when null) in the overview strip, if it shows anything. */
    void showHitBuckets(int[] hitBuckets) {
        OverviewMarks marks = overview.get();
        if (marks != null) {
            overview.set(new OverviewMarks(marks.rowCount(), marks.visible(),
                    hitBuckets != null ? hitBuckets : new int[marks.visible().length]));
        }
    }

    /** Starts background {@code work} titled {@code title}; a failure shows in {@link #errorProperty()}. */
    <V> JobHandle start(String title, Work<V> work, Consumer<V> onSuccess) {
        return jobs.start(title, work, onSuccess, failure -> error.set(describe(failure)));
    }

    private void cancelAll() {
        filterJob.cancel();
        hitSearch.cancel();
        navigation.cancel();
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

    /** @return the number of visible rows (0 before the first filter result) */
    public int rowCount() {
        FilteredRows current = rows.get();
        return current == null ? 0 : current.size();
    }

    /** @return the largest line count of the session's lanes (the widest line number a row can show), or 0 */
    public int maxLineNumber() {
        OpenSession loaded = session.get();
        return loaded == null ? 0 : loaded.log().lanes().stream().mapToInt(lane -> lane.lineCount()).max().orElse(0);
    }

    /** @return the session's last frame (the widest frame a row can show), or 0 */
    public int lastFrame() {
        OpenSession loaded = session.get();
        return loaded == null ? 0 : loaded.lastFrame();
    }

    /** @return what the view says while it shows no rows: no session, an empty one, or a filter hiding every line */
    public String emptyText() {
        FilteredRows current = rows.get();
        if (current == null || session.get() == null) {
            return NO_SESSION;
        }
        return current.source().rowCount() == 0 ? "The opened file(s) hold no lines."
                : "Every line is hidden by the filter or the search (see the panel on the left).";
    }

    private static final String NO_SESSION = "Open a log file or a session folder (File ▸ Open, or drop it here).";

    /** @return how rows of type {@code typeId} look (label and colour) */
    public TypeLook typeLook(int typeId) {
        return looks.of(typeId);
    }

    /** @return the short name of lane {@code lane}, e.g. "srv", or "" */
    public String laneName(int lane) {
        OpenSession loaded = session.get();
        return loaded == null || lane < 0 || lane >= loaded.lanes().size() ? "" : loaded.lanes().get(lane).name();
    }

    /**
     * Sets the query and selects the next hit after the selection: at once when the query is unchanged and searched,
     * else as soon as the search finishes (Enter in the search field).
     */
    public void find(String query) {
        hitSearch.find(query);
    }

    /**
     * Whether the session is followed (View ▸ Follow): turned on, the view shows the end ({@link #showEnd}), as does
     * each session shown while it is on.
     *
     * @return the property
     */
    public javafx.beans.property.BooleanProperty followingProperty() {
        return following;
    }

    /**
     * Shows the last row, wholly on screen: at once when the shown session is complete and filtered, else as soon as
     * it is (a progressive open's head is no end to show). Follow's start (View ▸ Follow, {@code --follow}): as
     * {@code tail -f} and klogg do, the view goes to the end, and then stays there while the session grows
     * ({@link #replaceSession}).
     */
    public void showEnd() {
        endWanted = true;
        pinEndIfWanted();
    }

    private void pinEndIfWanted() {
        FilteredRows shown = rows.get();
        OpenSession loaded = session.get();
        if (!endWanted || shown == null || loaded == null) {
            return;
        }
        if (shown.size() > 0) {
            navigation.requestScroll(shown.size() - 1, ScrollRequest.WHOLLY_AT_BOTTOM);
        }
        if (!loaded.partial()) {
            endWanted = false;
        }
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

    // Properties ---------------------------------------------------------------------------------------------

    /** @return the search bar's state */
    public SearchViewModel search() {
        return search;
    }

    /**
     * @param position a position in the visible rows
     * @return the frame of the row shown there, or -1 when no rows are shown or the position is outside them
     */
    public int frameAt(int position) {
        FilteredRows rows = rowsProperty().get();
        return rows == null || position < 0 || position >= rows.size() ? -1 : rows.source().frame(rows.row(position));
    }

    /** @return the selection moves and scroll requests (to a line, frame, file line or merged-log row) */
    public LogNavigation navigation() {
        return navigation;
    }

    /** @return the marked lines and the jumps between marks and between search hits */
    public Jumps jumps() {
        return jumps;
    }

    /** @return the open session, or null */
    public ReadOnlyObjectProperty<OpenSession> sessionProperty() {
        return session.getReadOnlyProperty();
    }

    /** @return the visible rows, or null before the first filter finished */
    public ReadOnlyObjectProperty<FilteredRows> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    /** @return the hits of the current search, or null */
    public ReadOnlyObjectProperty<SearchHits> hitsProperty() {
        return hitSearch.hitsProperty();
    }

    /** @return what the overview strip draws, or null */
    public ReadOnlyObjectProperty<OverviewMarks> overviewProperty() {
        return overview.getReadOnlyProperty();
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

    /** @return the line as the game wrote it (prefix by the game's own format, {@link TextLogWriter#prefix}) */
    public String copyText(DisplayLine line) {
        return line.tagged() ? TextLogWriter.prefix(line.typeId(), Math.max(0, line.player()), line.frame())
                + line.text() : line.text();
    }

    /** Stops this view's running filter and search jobs (its session closed). */
    public void cancelJobs() {
        jobs.cancelAll();
    }
}

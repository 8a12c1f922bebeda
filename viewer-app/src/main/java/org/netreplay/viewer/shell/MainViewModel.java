package org.netreplay.viewer.shell;

import org.netreplay.viewer.cursor.FrameCursor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.charts.ChartsViewModel;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.filter.CategoryTree;
import org.netreplay.viewer.filter.FilterViewModel;
import org.netreplay.session.FileProblem;
import org.netreplay.session.OpenSession;
import org.netreplay.viewer.logview.LogViewModel;
import org.netreplay.session.SessionLoader;
import org.netreplay.session.SessionOpenException;
import org.netreplay.viewer.common.TypeLook;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The window's state: opening sessions (in the background, with progress), the recent files, the window title and
 * the error to show. Owns the log and filter view models and keeps the filter flowing into the log view.
 * Thread safety: FX thread only.
 */
public final class MainViewModel {
    private static final System.Logger LOG = System.getLogger(MainViewModel.class.getName());
    private final TaskRunner runner;
    private final LogTypeRegistry registry;
    private final ViewerPreferences preferences;
    private final LogViewModel log;
    private final FilterViewModel filter;
    private final ChartsViewModel charts;
    private final SideBySide sideBySide;
    private final FrameCursor cursor = new FrameCursor();
    private final ObservableList<Path> recentFiles = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "netreplay");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyBooleanWrapper opening = new ReadOnlyBooleanWrapper(this, "opening", false);
    private final ReadOnlyBooleanWrapper indexing = new ReadOnlyBooleanWrapper(this, "indexing", false);
    private final ReadOnlyDoubleWrapper openProgress = new ReadOnlyDoubleWrapper(this, "openProgress", 0);
    private final ReadOnlyStringWrapper openActivity = new ReadOnlyStringWrapper(this, "openActivity", "");
    private JobHandle openJob = JobHandle.NONE;
    /** True while a new session's lists are filled in, so the old session is not filtered again meanwhile. */
    private boolean showing;

    /**
     * @param runner      runs opening, filtering and searching off the FX thread
     * @param registry    the log types
     * @param preferences remembered settings (hidden types/players, recent files)
     */
    public MainViewModel(TaskRunner runner, LogTypeRegistry registry, ViewerPreferences preferences) {
        this.runner = runner;
        this.registry = registry;
        this.preferences = preferences;
        this.log = new LogViewModel(runner, registry);
        this.filter = new FilterViewModel(registry, preferences.hiddenTypes(), preferences.hiddenPlayers());
        this.charts = new ChartsViewModel(runner, registry);
        charts.shownFields().setAll(preferences.chartFields());
        charts.shownFields().addListener((javafx.collections.ListChangeListener<String>) change -> {
            if (!charts.shownFields().isEmpty()) {
                preferences.setChartFields(List.copyOf(charts.shownFields()));
            }
        });
        this.sideBySide = new SideBySide(log, new LogViewModel(runner, registry));
        log.attach(cursor, true);
        sideBySide.peer().attach(cursor, false);
        cursor.positionProperty().addListener((obs, old, now) ->
                charts.cursorFrameProperty().set(now == null ? -1 : now.frame()));
        recentFiles.setAll(preferences.recentFiles());
        filter.minFrameProperty().addListener((obs, old, now) -> charts.fromFrameProperty().set(now.intValue()));
        filter.maxFrameProperty().addListener((obs, old, now) ->
                charts.toFrameProperty().set(Math.max(filter.minFrameProperty().get() + 1, now.intValue())));
        filter.filterProperty().addListener((obs, old, now) -> {
            preferences.setHiddenTypes(filter.hiddenTypes());
            preferences.setHiddenPlayers(filter.hiddenPlayers());
            if (!showing) {
                sideBySide.setFilter(now);
            }
        });
    }

    /**
     * Opens files and folders as one session, replacing the open one when it succeeds. Files that fail are named in
     * {@link #errorProperty()}; when none opens, the current session stays.
     */
    public void open(List<Path> paths) {
        if (paths.isEmpty()) {
            return;
        }
        openJob.cancel();
        indexing.set(false);
        opening.set(true);
        openProgress.set(-1);
        String names = paths.stream().map(p -> String.valueOf(p.getFileName())).collect(Collectors.joining(", "));
        openActivity.set("Opening " + names + "…  (Esc cancels)");
        long started = System.nanoTime();
        JobHandle handle = Job.of("Opening " + names, progress -> prepare(SessionLoader.load(paths, progress)))
                .onProgress(openProgress::set)
                .onSuccess(opened -> {
                    OpenSession session = opened.session();
                    finishOpening();
                    if (session.partial()) {
                        // index the rest once the head's rows are shown: on two cores it would delay them
                        log.afterNextFilter(() -> {
                            if (log.sessionProperty().get() == session) {
                                logTime("rows of the first %,d lines shown", session, started);
                                indexRest(session, started);
                            }
                        });
                    }
                    show(opened);
                    if (!session.partial()) {
                        log.noticeFor(String.format(java.util.Locale.ROOT,
                                "Opened %,d lines of %d file(s) in %.1f s", session.rowCount(),
                                session.laneFiles().size(), (System.nanoTime() - started) / 1e9));
                    }
                })
                .onFailure(failure -> {
                    finishOpening();
                    error.set(failure instanceof SessionOpenException e ? describe(e.problems())
                            : failure.getMessage());
                })
                .runWith(runner);
        if (!indexing.get()) { // a runner that ran the open at once may already have started indexing the rest
            openJob = handle;
        }
    }

    /**
     * Stops a running open; the session shown stays.
     *
     * @return whether an open was running
     */
    public boolean cancelOpen() {
        if (!opening.get()) {
            return false;
        }
        openJob.cancel();
        finishOpening();
        log.noticeFor("Opening cancelled.");
        return true;
    }

    /** Second step of a progressive open: indexes the whole file while the head is shown, then swaps. */
    private void indexRest(OpenSession head, long started) {
        String name = String.valueOf(head.laneFiles().get(0).getFileName());
        indexing.set(true);
        openProgress.set(0);
        openActivity.set(String.format(java.util.Locale.ROOT, "Showing the first %,d lines; indexing the rest of %s…",
                head.rowCount(), name));
        openJob = Job.of("Indexing " + name, progress -> prepare(SessionLoader.complete(head, progress)))
                .onProgress(openProgress::set)
                .onSuccess(opened -> {
                    OpenSession full = opened.session();
                    finishOpening();
                    swapIn(head, opened);
                    logTime("all %,d lines swapped in", full, started);
                    log.noticeFor(String.format(java.util.Locale.ROOT, "Opened %,d lines of %s in %.1f s",
                            full.rowCount(), name, (System.nanoTime() - started) / 1e9));
                })
                .onFailure(failure -> {
                    finishOpening();
                    error.set((failure instanceof SessionOpenException e ? describe(e.problems())
                            : failure.getMessage()) + " — only the first lines are shown.");
                })
                .runWith(runner);
    }

    private static void logTime(String what, OpenSession session, long started) {
        LOG.log(System.Logger.Level.INFO, () -> String.format(java.util.Locale.ROOT, "Progressive open: " + what
                + " after %d ms", session.rowCount(), (System.nanoTime() - started) / 1_000_000));
    }

    /** Replaces the shown head by the full session, keeping filter, selection, scroll position and marks. */
    private void swapIn(OpenSession head, Opened opened) {
        OpenSession full = opened.session();
        if (log.sessionProperty().get() != head) {
            full.close(); // another session replaced the head meanwhile
            return;
        }
        showing = true;
        try {
            filter.updateSession(opened.types(), full.typeCounts(), full.playerCounts(), full.laneNames(),
                    full.log().lanes().stream().map(LogIndex::lineCount).toList(), full.firstFrame(),
                    full.lastFrame());
        } finally {
            showing = false;
        }
        int[] readers = {sideBySide.enabledProperty().get() ? 2 : 1};
        Runnable closeHead = () -> {
            if (--readers[0] == 0) {
                head.close(); // both views show the full index now: nothing reads the head any more
            }
        };
        log.afterNextFilter(closeHead);
        if (readers[0] == 2) {
            sideBySide.peer().afterNextFilter(closeHead);
        }
        sideBySide.replaceSession(full, filter.filterProperty().get());
        charts.setSession(full.textLaneIndexes(), full.firstFrame(), full.lastFrame());
    }

    private void finishOpening() {
        opening.set(false);
        indexing.set(false);
        openProgress.set(0);
        openActivity.set("");
    }

    /** Background part of showing a session: the category panel's tree, counted and formatted. */
    private Opened prepare(OpenSession session) {
        return new Opened(session, CategoryTree.of(registry, session.typeCounts(),
                id -> TypeLook.colourOf(registry.type(id))));
    }

    /** A session and what the FX thread needs to show it, prepared in the background. */
    private record Opened(OpenSession session, CategoryTree types) {
    }

    private void show(Opened prepared) {
        OpenSession session = prepared.session();
        showing = true;
        try {
            filter.setSession(prepared.types(), session.typeCounts(), session.playerCounts(), session.laneNames(),
                    session.log().lanes().stream().map(LogIndex::lineCount).toList(), session.lanesShown(),
                    session.firstFrame(), session.lastFrame());
        } finally {
            showing = false;
        }
        OpenSession old = log.sessionProperty().get();
        sideBySide.setSession(session, filter.filterProperty().get());
        if (old != null && old != session) {
            old.close();
        }
        charts.setSession(session.textLaneIndexes(), session.firstFrame(), session.lastFrame());
        title.set(titleOf(session) + " — netreplay");
        List<Path> opened = session.opened();
        preferences.addRecent(opened);
        Path first = opened.get(0).toAbsolutePath();
        preferences.setLastFolder(Files.isDirectory(first) || first.getParent() == null ? first : first.getParent());
        recentFiles.setAll(preferences.recentFiles());
        if (!session.problems().isEmpty()) {
            error.set(describe(session.problems()));
        }
    }

    private static String titleOf(OpenSession session) {
        List<Path> opened = session.opened();
        String first = String.valueOf(opened.get(0).getFileName());
        return opened.size() == 1 ? first : first + " + " + (opened.size() - 1) + " more";
    }

    private static String describe(List<FileProblem> problems) {
        if (problems.isEmpty()) {
            return "Nothing to open.";
        }
        String text = problems.get(0).describe();
        return problems.size() == 1 ? text : text + " — and " + (problems.size() - 1) + " more file(s) failed.";
    }

    /**
     * Opens the shown session again (the files may have grown) and returns to the selected line's frame.
     *
     * @return false when no session is open
     */
    public boolean reload() {
        OpenSession session = log.sessionProperty().get();
        if (session == null) {
            return false;
        }
        int frame = frameAt(log.selectedPositionProperty().get());
        if (frame >= 0) {
            log.afterNextFilter(() -> log.navigation().goToFrame(frame));
        }
        open(session.opened());
        return true;
    }

    /** Forgets the recent files. */
    public void clearRecent() {
        preferences.clearRecent();
        recentFiles.clear();
    }

    /** Clears the error (after the view showed it). */
    public void clearError() {
        error.set("");
    }

    /** @return the session's one frame cursor, which every view follows and moves */
    public FrameCursor cursor() {
        return cursor;
    }

    /** @return the log view's model */
    public LogViewModel log() {
        return log;
    }

    /** @return the category panel's model */
    public FilterViewModel filter() {
        return filter;
    }

    /** @return the side-by-side state (server left, clients right) */
    public SideBySide sideBySide() {
        return sideBySide;
    }

    /** @return the timing charts' model */
    public ChartsViewModel charts() {
        return charts;
    }

    private int frameAt(int position) {
        FilteredRows rows = log.rowsProperty().get();
        return rows == null || position < 0 || position >= rows.size() ? -1 : rows.source().frame(rows.row(position));
    }

    /** @return the remembered settings */
    public ViewerPreferences preferences() {
        return preferences;
    }

    /** @return recently opened files and folders, newest first */
    public ObservableList<Path> recentFiles() {
        return recentFiles;
    }

    /** @return the window title */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** @return the last open failure, naming the file, or "" */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** @return whether a session is being opened */
    public ReadOnlyBooleanProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    /**
     * @return whether the whole file of a progressively opened session is being indexed in the background while
     *         its head is shown ({@link #openActivityProperty()} says so, {@link #openProgressProperty()} runs)
     */
    public ReadOnlyBooleanProperty indexingProperty() {
        return indexing.getReadOnlyProperty();
    }

    /** @return progress 0..1 of opening (or of indexing the rest), -1 when unknown */
    public ReadOnlyDoubleProperty openProgressProperty() {
        return openProgress.getReadOnlyProperty();
    }

    /** @return e.g. "Opening pm-netgame-level3…", or "" */
    public ReadOnlyStringProperty openActivityProperty() {
        return openActivity.getReadOnlyProperty();
    }
}

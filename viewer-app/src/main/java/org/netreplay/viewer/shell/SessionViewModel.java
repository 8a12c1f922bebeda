package org.netreplay.viewer.shell;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.netreplay.session.FileProblem;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.session.SessionOpenException;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.page.PageModel;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The open session of the window and its life: open (in the background, with progress and cancel), the
 * progressive open's second step and swap, reload, close. It tells every page ({@link PageModel}) to show the new
 * session, and closes the old one only after every page has let go of it; pages stop their jobs when their session
 * closes. Errors name the files. Thread safety: FX thread only.
 */
public final class SessionViewModel {
    private static final System.Logger LOG = System.getLogger(SessionViewModel.class.getName());

    private final TaskRunner runner;
    private final ViewerPreferences preferences;
    private final List<PageModel<?>> pages = new ArrayList<>();
    private final ReadOnlyObjectWrapper<OpenSession> session = new ReadOnlyObjectWrapper<>(this, "session");
    private final ObservableList<Path> recentFiles = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "netreplay");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyBooleanWrapper opening = new ReadOnlyBooleanWrapper(this, "opening", false);
    private final ReadOnlyBooleanWrapper indexing = new ReadOnlyBooleanWrapper(this, "indexing", false);
    private final ReadOnlyDoubleWrapper openProgress = new ReadOnlyDoubleWrapper(this, "openProgress", 0);
    private final ReadOnlyStringWrapper openActivity = new ReadOnlyStringWrapper(this, "openActivity", "");
    private JobHandle openJob = JobHandle.NONE;
    private Runnable afterShown = () -> { };
    private final javafx.beans.property.BooleanProperty follow =
            new javafx.beans.property.SimpleBooleanProperty(this, "follow", false);
    /** Follows the shown session's files (made when a complete session is shown), or null. */
    private org.netreplay.session.SessionFollower follower;
    private JobHandle followJob = JobHandle.NONE;

    SessionViewModel(TaskRunner runner, ViewerPreferences preferences) {
        this.runner = runner;
        this.preferences = preferences;
        recentFiles.setAll(preferences.recentFiles());
    }

    /** Adds a page that shows every session from now on. */
    void addPage(PageModel<?> page) {
        pages.add(page);
    }

    /** A session with what each page prepared for it in the background (the first pages', or every page's). */
    private record Prepared(OpenSession session, List<Object> perPage) {
    }

    /** @return what every page prepared for {@code opened} (off the FX thread) */
    private Prepared prepare(OpenSession opened) {
        return prepare(opened, pages.size());
    }

    /** @return what the first {@code count} pages prepared for {@code opened} (off the FX thread) */
    private Prepared prepare(OpenSession opened, int count) {
        List<Object> perPage = new ArrayList<>();
        for (PageModel<?> page : pages.subList(0, count)) {
            perPage.add(page.prepare(opened));
        }
        return new Prepared(opened, perPage);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Prepared prepareGrown(OpenSession shown, OpenSession grown) {
        List<Object> perPage = new ArrayList<>();
        for (PageModel page : pages) {
            perPage.add(page.prepareGrown(shown, grown));
        }
        return new Prepared(grown, perPage);
    }

    /**
     * Opens files and folders as one session, replacing the open one when it succeeds. Files that fail are named in
     * {@link #errorProperty()}; when none opens, the current session stays. {@code whenShown} runs once the new
     * session is on every page.
     */
    void open(List<Path> paths, Runnable whenShown, java.util.function.Consumer<OpenSession> whenPartial) {
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
        JobHandle handle = Job.of("Opening " + names,
                        progress -> prepare(SessionLoader.load(paths, progress, runner.workers()), 1))
                .onProgress(openProgress::set)
                .onSuccess(prepared -> {
                    OpenSession opened = prepared.session();
                    finishOpening();
                    if (opened.partial()) {
                        whenPartial.accept(opened);
                    }
                    show(prepared, () -> {
                        whenShown.run();
                        if (!opened.partial()) {
                            notice(String.format(java.util.Locale.ROOT, "Opened %,d lines of %d file(s) in %.1f s",
                                    opened.rowCount(), opened.laneFiles().size(),
                                    (System.nanoTime() - started) / 1e9));
                        }
                    });
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

    private java.util.function.Consumer<String> notices = text -> { };

    /** Where short notices go (the log list's notification). */
    void onNotice(java.util.function.Consumer<String> sink) {
        this.notices = sink;
    }

    private void notice(String text) {
        notices.accept(text);
    }

    /**
     * Stops a running open; the session shown stays.
     *
     * @return whether an open was running
     */
    boolean cancelOpen() {
        if (!opening.get()) {
            return false;
        }
        openJob.cancel();
        finishOpening();
        notice("Opening cancelled.");
        return true;
    }

    /** Second step of a progressive open: indexes the whole file while the head is shown, then swaps it in. */
    void indexRest(OpenSession head) {
        long started = System.nanoTime();
        String name = String.valueOf(head.laneFiles().get(0).getFileName());
        indexing.set(true);
        openProgress.set(0);
        openActivity.set(String.format(java.util.Locale.ROOT, "Showing the first %,d lines; indexing the rest of %s…",
                head.rowCount(), name));
        openJob = Job.of("Indexing " + name,
                        progress -> prepare(SessionLoader.complete(head, progress, runner.workers())))
                .onProgress(openProgress::set)
                .onSuccess(prepared -> {
                    OpenSession full = prepared.session();
                    finishOpening();
                    swapIn(head, prepared);
                    LOG.log(System.Logger.Level.INFO, () -> String.format(java.util.Locale.ROOT,
                            "Progressive open: all %,d lines swapped in after %d ms", full.rowCount(),
                            (System.nanoTime() - started) / 1_000_000));
                    notice(String.format(java.util.Locale.ROOT, "Opened %,d lines of %s in %.1f s",
                            full.rowCount(), name, (System.nanoTime() - started) / 1e9));
                })
                .onFailure(failure -> {
                    finishOpening();
                    error.set((failure instanceof SessionOpenException e ? describe(e.problems())
                            : failure.getMessage()) + " — only the first lines are shown.");
                })
                .runWith(runner);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void swapIn(OpenSession head, Prepared prepared) {
        OpenSession full = prepared.session();
        if (session.get() != head) {
            full.close(); // another session replaced the head meanwhile
            return;
        }
        int[] holders = {pages.size()};
        Runnable released = () -> {
            if (--holders[0] == 0) {
                head.close();
            }
        };
        session.set(full);
        if (follower == null && !full.partial()) {
            follower = new org.netreplay.session.SessionFollower(full);
        }
        for (int i = 0; i < pages.size(); i++) {
            ((PageModel) pages.get(i)).swapIn(head, full, prepared.perPage().get(i), released);
        }
    }

    /**
     * Follow mode: while on, {@link #pollFollowed} looks at the shown session's files again (as {@code tail -f} and
     * klogg's follow mode do).
     *
     * @return whether the shown session is followed
     */
    public javafx.beans.property.BooleanProperty followProperty() {
        return follow;
    }

    /**
     * One look at the followed session's files, in the background (nothing when follow is off, a look or an open is
     * under way, or the session is still a progressive open's head): when they changed, the grown session replaces
     * the shown one on every page, as a progressive open's whole does (selection, filter and marks stay; a view at the
     * last line stays at the last line), and each file truncated, replaced, joined or gone is a notice.
     */
    public void pollFollowed() {
        OpenSession shown = session.get();
        org.netreplay.session.SessionFollower looking = follower;
        if (!follow.get() || shown == null || looking == null || !followJob.isDone() || opening.get()
                || indexing.get()) {
            return;
        }
        followJob = Job.of("Following " + titleOf(shown), progress -> {
                    org.netreplay.session.SessionFollower.Refresh refresh = looking.refresh(shown, runner.workers());
                    return refresh.changed()
                            ? new Followed(refresh, prepareGrown(shown, refresh.session())) : null;
                })
                .onSuccess(followed -> {
                    if (followed == null) {
                        return;
                    }
                    if (session.get() != shown || follower != looking) {
                        followed.prepared().session().close(); // another session replaced it meanwhile
                        return;
                    }
                    followed.refresh().notices().forEach(this::notice);
                    swapIn(shown, followed.prepared());
                })
                .onFailure(failure -> {
                    follow.set(false);
                    error.set((failure instanceof SessionOpenException e ? describe(e.problems())
                            : failure.getMessage()) + " — following stopped.");
                })
                .runWith(runner);
    }

    /** A follow look that found changes, with what the pages prepared for the grown session. */
    private record Followed(org.netreplay.session.SessionFollower.Refresh refresh, Prepared prepared) {
    }

    /**
     * Shows a session on every page, in the order they were added, each as soon as what it needs is prepared: the
     * log page with the session's open (its rows come first), then each other page when its own preparation (the
     * replay page's recording) is done in a job of its own. The session shown before is closed once no page shows
     * it any more; {@code then} runs once the first page shows the new one. This is the one staging of a session's
     * show (docs/ARCHITECTURE.md, "Threading").
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void show(Prepared prepared, Runnable then) {
        OpenSession shown = prepared.session();
        OpenSession old = session.get();
        error.set(""); // a banner about the previous session does not outlive it
        if (old != null && old != shown) {
            pages.forEach(PageModel::close);
        }
        session.set(shown);
        followJob.cancel();
        follower = shown.partial() ? null : new org.netreplay.session.SessionFollower(shown);
        for (int page = 0; page < prepared.perPage().size(); page++) {
            ((PageModel) pages.get(page)).show(shown, prepared.perPage().get(page));
        }
        if (old != null && old != shown) {
            old.close();
        }
        title.set(titleOf(shown) + " — netreplay");
        List<Path> opened = shown.opened();
        preferences.addRecent(opened);
        Path first = opened.get(0).toAbsolutePath();
        preferences.setLastFolder(Files.isDirectory(first) || first.getParent() == null ? first : first.getParent());
        recentFiles.setAll(preferences.recentFiles());
        if (!shown.problems().isEmpty()) {
            error.set(describe(shown.problems()));
        }
        then.run();
        showRest(shown, prepared.perPage().size());
    }

    /** Prepares page {@code from} (and then the following ones) of the shown session and shows it when done. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void showRest(OpenSession shown, int from) {
        if (from >= pages.size()) {
            return;
        }
        PageModel page = pages.get(from);
        page.preparing(shown);
        Job.of("Preparing the " + page.title() + " page", progress -> page.prepare(shown))
                .onSuccess(preparedPage -> {
                    if (session.get() != shown) {
                        page.discard(preparedPage); // another session came meanwhile
                        return;
                    }
                    page.show(shown, preparedPage);
                    showRest(shown, from + 1);
                })
                .onFailure(failure -> error.set(failure.getMessage()))
                .runWith(runner);
    }

    private void finishOpening() {
        opening.set(false);
        indexing.set(false);
        openProgress.set(0);
        openActivity.set("");
    }

    private static String titleOf(OpenSession session) {
        List<Path> opened = session.opened();
        String first = String.valueOf(opened.get(0).getFileName());
        return opened.size() == 1 ? first : first + " + " + (opened.size() - 1) + " more";
    }

    /** Problems named one by one in the error banner; more are counted. */
    static final int MAX_NAMED_PROBLEMS = 5;

    static String describe(List<FileProblem> problems) {
        if (problems.isEmpty()) {
            return "Nothing to open.";
        }
        int named = Math.min(problems.size(), MAX_NAMED_PROBLEMS);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < named; i++) {
            text.append(i == 0 ? "" : " · ").append(problems.get(i).describe());
        }
        if (problems.size() > named) {
            text.append(" — and ").append(problems.size() - named).append(" more.");
        }
        return org.netreplay.viewer.common.VisibleControls.of(text.toString());
    }

    /** Forgets the recent files. */
    void clearRecent() {
        preferences.clearRecent();
        recentFiles.clear();
    }

    /** Clears the error (after the view showed it). */
    void clearError() {
        error.set("");
    }

    /** @return the session shown on every page, or null */
    public ReadOnlyObjectProperty<OpenSession> sessionProperty() {
        return session.getReadOnlyProperty();
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

    /** @return whether the rest of a progressively opened file is being indexed while its head is shown */
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

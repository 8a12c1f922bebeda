package org.netreplay.viewer.timeline;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import org.netreplay.session.OpenSession;
import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The desync timeline's state: the session's {@link TimelineData} made in the background by a
 * {@link TimelineLoader}, the frame range on the x axis (the frame filter's range, as the timing charts when they
 * are not zoomed: the axes line up) and the charts' shown window (a band when they are zoomed in), the cursor
 * frame, the status bar's sentence (the first divergent frame with its fields, or why there is nothing to
 * compare), and the jumps: next / previous desync and next / previous event move the window's one
 * {@link FrameCursor}. Thread safety: FX thread only.
 */
public final class TimelineViewModel {
    private static final System.Logger LOG = System.getLogger(TimelineViewModel.class.getName());
    /** Fields named in the status bar's sentence before "and N more". */
    static final int FIELDS_NAMED = 4;
    private final TaskRunner runner;
    private final FrameCursor cursor;
    private final ReadOnlyObjectWrapper<TimelineData> data = new ReadOnlyObjectWrapper<>(this, "data");
    private final IntegerProperty fromFrame = new SimpleIntegerProperty(this, "fromFrame", 0);
    private final IntegerProperty toFrame = new SimpleIntegerProperty(this, "toFrame", 1);
    private final IntegerProperty windowFrom = new SimpleIntegerProperty(this, "windowFrom", 0);
    private final IntegerProperty windowTo = new SimpleIntegerProperty(this, "windowTo", 1);
    private final ReadOnlyIntegerWrapper cursorFrame = new ReadOnlyIntegerWrapper(this, "cursorFrame", -1);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading", false);
    private TimelineLoader loader = TimelineLoader.NO_CHECKSUMS;
    private TimelineJumps jumps = TimelineJumps.NONE;
    private JobHandle job = JobHandle.NONE;
    private Consumer<String> notices = text -> { };
    private java.util.function.BiConsumer<Integer, String> desyncReached = (frame, peer) -> { };
    private final ReadOnlyObjectWrapper<TimelinePicture> picture = new ReadOnlyObjectWrapper<>(this, "picture");
    private final ReadOnlyObjectWrapper<FrameLabels> labels = new ReadOnlyObjectWrapper<>(this, "labels");
    private final org.netreplay.viewer.task.LatestOnly pictureJobs;
    /** The plot width the view last asked a picture for, px (0: not laid out yet). */
    private int plotColumns;

    /** A loaded timeline with its jumps, both made off the FX thread. */
    private record Loaded(TimelineData data, TimelineJumps jumps) {
    }

    /**
     * @param runner runs the analysis off the FX thread
     * @param cursor the window's frame cursor (followed, and moved by clicks and jumps)
     */
    public TimelineViewModel(TaskRunner runner, FrameCursor cursor) {
        this.runner = runner;
        this.cursor = cursor;
        // a failure is a cancellation by a newer range: nothing to show
        this.pictureJobs = org.netreplay.viewer.task.LatestOnly.on(runner, (title, error) -> { });
        data.addListener((obs, old, now) -> refreshPicture());
        labels.addListener((obs, old, now) -> refreshPicture());
        fromFrame.addListener((obs, old, now) -> refreshPicture());
        toFrame.addListener((obs, old, now) -> refreshPicture());
        cursor.positionProperty().addListener((obs, old, now) -> cursorFrame.set(now == null ? -1 : now.frame()));
    }

    /** Sets how sessions are analysed (the desync analysis adapter; tests pass fixtures). */
    public void setLoader(TimelineLoader loader) {
        this.loader = loader;
    }

    /** Where short notices go ("no desync after frame 812"): the status bar's hint. */
    public void onNotice(Consumer<String> sink) {
        this.notices = sink;
    }

    /**
     * Who is told, once the cursor is there, that F7 / Shift+F7 went to a desync: its frame and the name of the
     * first row diverged there ({@code srv}, {@code c1} …; "" when none is): the replay page then compares that peer.
     */
    public void onDesyncReached(java.util.function.BiConsumer<Integer, String> handler) {
        this.desyncReached = handler;
    }

    /** Analyses {@code session} in the background and shows its timeline; the first desync is announced. */
    public void show(OpenSession session) {
        job.cancel();
        waiting = null;
        data.set(null);
        jumps = TimelineJumps.NONE;
        loading.set(true);
        summary.set("Analysing desyncs…");
        TimelineLoader using = loader;
        job = Job.of("Analysing desyncs", progress -> {
                    TimelineData loaded = using.load(session, progress);
                    return new Loaded(loaded, TimelineJumps.of(loaded));
                })
                .onSuccess(this::shown)
                .onFailure(error -> {
                    org.netreplay.viewer.common.Failures.log(LOG, "desync analysis failed", error);
                    loading.set(false);
                    String why = org.netreplay.viewer.common.VisibleControls.message(error.getMessage());
                    summary.set("Desync analysis failed: " + why);
                    data.set(TimelineData.nothingToCompare(session.firstFrame(), session.lastFrame(), List.of(),
                            "desync analysis failed: " + why));
                })
                .runWith(runner);
    }

    /**
     * The same session grown (its files followed): analysed again in the background while the timeline shown stays;
     * an update while an analysis runs waits for it (the newest wins), so a session that grows every second still
     * gets its timeline.
     */
    public void update(OpenSession session) {
        if (!job.isDone()) {
            waiting = session;
            return;
        }
        waiting = null;
        TimelineLoader using = loader;
        job = Job.of("Analysing desyncs", progress -> {
                    TimelineData loaded = using.load(session, progress);
                    return new Loaded(loaded, TimelineJumps.of(loaded));
                })
                .onSuccess(both -> {
                    TimelineData loaded = both.data();
                    jumps = both.jumps();
                    data.set(loaded);
                    summary.set(sentence(loaded, jumps));
                    OpenSession next = waiting;
                    if (next != null) {
                        update(next);
                    }
                })
                .onFailure(error -> org.netreplay.viewer.common.Failures.log(LOG, "desync analysis failed", error))
                .runWith(runner);
    }

    /** A grown session that came while an analysis ran, or null. */
    private OpenSession waiting;

    private void shown(Loaded both) {
        TimelineData loaded = both.data();
        loading.set(false);
        jumps = both.jumps();
        data.set(loaded);
        summary.set(sentence(loaded, jumps));
        if (loaded.first() != null) {
            notices.accept("Desync found: F7 goes to frame " + loaded.first().frame() + ", Shift+F7 back");
        }
    }

    /**
     * Asks for the strip's picture at this plot width (the view calls it when laid out); a new timeline or range
     * asks again. Computed in the background, the newest request winning; it arrives in {@link #pictureProperty()}.
     *
     * @param columns plot width, px (values below 1 are ignored)
     */
    public void requestPicture(int columns) {
        if (columns >= 1 && columns != plotColumns) {
            plotColumns = columns;
            refreshPicture();
        }
    }

    /** @return the picture of the latest request (it may lag the current range until the newest one is done) */
    ReadOnlyObjectProperty<TimelinePicture> pictureProperty() {
        return picture.getReadOnlyProperty();
    }

    private void refreshPicture() {
        TimelineData shown = data.get();
        int columns = plotColumns;
        if (shown == null || columns < 1) {
            pictureJobs.cancel();
            return;
        }
        int from = fromFrame.get();
        int to = Math.max(from, toFrame.get());
        FrameLabels lane = labels.get();
        TimelinePicture now = picture.get();
        if (now != null && now.answers(shown, lane, from, to, columns)) {
            return;
        }
        pictureJobs.submit("Drawing the desync timeline", progress -> TimelinePicture.compute(shown, lane, from, to,
                columns), picture::set);
    }

    /** @return the status bar's sentence for a timeline */
    static String sentence(TimelineData loaded, TimelineJumps jumps) {
        if (!loaded.comparable()) {
            String reason = loaded.noDataReason();
            return reason.isEmpty() ? reason : Character.toUpperCase(reason.charAt(0)) + reason.substring(1);
        }
        if (loaded.first() != null) {
            String more = jumps.desyncCount() > 1 ? String.format(Locale.ROOT, " · %d desyncs", jumps.desyncCount())
                    : "";
            return loaded.first().sentence(FIELDS_NAMED) + more;
        }
        if (loaded.incomplete() != null) {
            return loaded.proven() != null ? capitalized(loaded.proven())
                    : "Not proven in sync: " + loaded.incomplete();
        }
        return String.format(Locale.ROOT, "In sync over frames %d–%d (%s)", loaded.firstFrame(),
                loaded.lastFrame(), loaded.proven() != null ? loaded.proven() : String.join(", ", loaded.clients()));
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** Stops the analysis (the session closes). */
    public void cancel() {
        job.cancel();
        loading.set(false);
    }

    /** Moves the cursor to the next desync start after the cursor; a notice when there is none. */
    public boolean nextDesync() {
        return desyncJump(jumps.nextDesync(from()), "desync after " + where());
    }

    /** Moves the cursor to the previous desync start before the cursor; a notice when there is none. */
    public boolean previousDesync() {
        return desyncJump(jumps.previousDesync(from()), "desync before " + where());
    }

    private boolean desyncJump(int frame, String what) {
        boolean moved = jump(frame, what);
        if (moved) {
            desyncReached.accept(frame, divergedAt(data.get(), frame));
        }
        return moved;
    }

    /** @return the name of the first row diverged at {@code frame}, or "" */
    static String divergedAt(TimelineData shown, int frame) {
        for (int row = 0; row < shown.clients().size(); row++) {
            if (shown.status(row, frame) == SyncStatus.DIVERGED) {
                return shown.clients().get(row);
            }
        }
        return "";
    }

    /** Moves the cursor to the next session event after the cursor; a notice when there is none. */
    public boolean nextEvent() {
        return jump(jumps.nextEvent(from()), "event after " + where());
    }

    /** Moves the cursor to the previous session event before the cursor; a notice when there is none. */
    public boolean previousEvent() {
        return jump(jumps.previousEvent(from()), "event before " + where());
    }

    /** Moves the window's cursor to {@code frame} (a click on the strip). */
    public void goToFrame(int frame) {
        cursor.goToFrame(frame);
    }

    /** @return the events within {@code radius} frames of {@code frame}, for the tooltip (at most 8) */
    public List<TimelineMark> marksNear(int frame, int radius) {
        TimelineData shown = data.get();
        if (shown == null) {
            return List.of();
        }
        return shown.marks().stream().filter(mark -> Math.abs(mark.frame() - frame) <= radius).limit(8).toList();
    }

    private int from() {
        int frame = cursor.frame();
        return frame < 0 ? Integer.MIN_VALUE / 2 : frame;
    }

    private String where() {
        return cursor.frame() < 0 ? "the start" : "frame " + cursor.frame();
    }

    private boolean jump(int frame, String what) {
        TimelineData shown = data.get();
        if (shown == null) {
            notices.accept(loading.get() ? "The desync analysis is still running." : "No session is open.");
            return false;
        }
        if (frame < 0) {
            boolean desync = what.startsWith("desync");
            notices.accept(!shown.comparable() && desync ? "No desyncs to go to: " + shown.noDataReason() + "."
                    : desync && shown.proven() != null ? "No " + what + ". " + capitalized(shown.proven()) + "."
                    : "No " + what + ".");
            return false;
        }
        cursor.goToFrame(frame);
        return true;
    }

    /**
     * Sets the label lane: per frame how the compared client's state is known ({@link FrameLabelLink}), or null
     * for none.
     */
    public void setLabels(FrameLabels lane) {
        labels.set(lane);
    }

    /** @return the label lane's labels, or null */
    public ReadOnlyObjectProperty<FrameLabels> labelsProperty() {
        return labels.getReadOnlyProperty();
    }

    /** @return the timeline, or null while none is shown or analysed */
    public ReadOnlyObjectProperty<TimelineData> dataProperty() {
        return data.getReadOnlyProperty();
    }

    /** @return the first frame of the x axis (the frame filter's range, the charts' frame limits) */
    public IntegerProperty fromFrameProperty() {
        return fromFrame;
    }

    /** @return the last frame of the x axis (the frame filter's range, the charts' frame limits) */
    public IntegerProperty toFrameProperty() {
        return toFrame;
    }

    /** @return the first frame the timing charts show (zoomed in: a band on the strip) */
    public IntegerProperty windowFromProperty() {
        return windowFrom;
    }

    /** @return the last frame the timing charts show */
    public IntegerProperty windowToProperty() {
        return windowTo;
    }

    /** @return true when the charts show less than the strip (they are zoomed in) */
    public boolean chartsZoomed() {
        return windowFrom.get() > fromFrame.get() || windowTo.get() < toFrame.get();
    }

    /** @return the cursor's frame, or -1 */
    public ReadOnlyIntegerProperty cursorFrameProperty() {
        return cursorFrame.getReadOnlyProperty();
    }

    /** @return the status bar's sentence: the first desync and its fields, "in sync", or why nothing compares */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** @return true while the analysis runs */
    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }
}

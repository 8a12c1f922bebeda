package org.netreplay.viewer.netgame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pmnet.RealSession;
import org.netreplay.pmnet.Reconstruction;
import org.netreplay.pmnet.ReconstructionException;
import org.netreplay.pmnet.desync.PmSessionProver;
import org.netreplay.pmnet.timeline.RebuiltSession;
import org.netreplay.pmnet.timeline.RebuiltSessions;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionFiles;
import org.netreplay.session.desync.SessionProver;
import org.netreplay.viewer.replay.LevelFinder;
import org.netreplay.viewer.replay.ReplayOpener;
import org.netreplay.viewer.replay.ReplayPageModel;
import org.netreplay.viewer.replay.ReplaySources;
import org.netreplay.viewer.replay.SessionSources;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The real netgame's rebuild on the replay page (docs/reconstruct.md): when a session folder holds the real game's
 * server log, the page first shows the server's recording replayed (the recording that covers the whole level, or
 * the one the user picked), rebuilds the server and every client from their own logs in the background with
 * progress ({@link RebuiltSessions}), then shows the rebuilt server beside each client. What was proven, what was
 * not and where anything ends early is said in plain sentences ({@link RebuildSummary}); a failure is said too, and
 * the replayed recording stays. Other sessions go to {@link ReplayOpener#forSession} unchanged.
 * Thread safety: FX thread, except {@link #open} (the replay page's background preparation).
 */
public final class NetgameRebuildViewModel implements SessionSources {
    private static final System.Logger LOG = System.getLogger(NetgameRebuildViewModel.class.getName());

    /** Where the rebuild of the shown session is. */
    public enum Phase {
        /** The shown session is not a real netgame (or nothing is shown). */
        NONE,
        /** Rebuilding in the background. */
        REBUILDING,
        /** Rebuilt, and every number of every peer was compared and matched. */
        VERIFIED,
        /** Rebuilt, and every number compared matched, but some could not be compared (a client's log missing). */
        PARTLY_VERIFIED,
        /** Rebuilt, but a number differs or nothing could be compared. */
        NOT_VERIFIED,
        /** The rebuild failed; the recording is replayed instead. */
        FAILED,
        /** The user stopped the rebuild; the recording is replayed instead. */
        STOPPED
    }

    /**
     * A session folder scanned as a real netgame, with the side shown while it is rebuilt, and the outcome of its
     * latest rebuild for the desync analysis ({@link #prover()}; any thread).
     */
    private record Pending(OpenSession session, Path folder, RealSession scan, Path levels, DeterministicGame game,
                           List<RealSession.Recording> choices, RealSession.Recording chosen, ReplaySources interim,
                           AtomicReference<CompletableFuture<RebuiltSession>> outcome) {
        /** @return the outcome of the rebuild about to start: a new one once the last is done */
        CompletableFuture<RebuiltSession> nextOutcome() {
            return outcome.updateAndGet(f -> f.isDone() ? new CompletableFuture<>() : f);
        }
    }

    private final TaskRunner runner;
    private final ReplayPageModel replay;
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.NONE);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper(this, "headline", "");
    private final ObservableList<String> details = FXCollections.observableArrayList();
    private final ObservableList<String> detailsView = FXCollections.unmodifiableObservableList(details);
    private final ReadOnlyObjectWrapper<RebuiltSession> rebuilt = new ReadOnlyObjectWrapper<>(this, "rebuilt");
    private final ObservableList<String> recordings = FXCollections.observableArrayList();
    private final ObservableList<String> recordingsView = FXCollections.unmodifiableObservableList(recordings);
    private final ReadOnlyIntegerWrapper chosenRecording = new ReadOnlyIntegerWrapper(this, "chosenRecording", -1);
    /**
     * Whether a real netgame is rebuilt when it opens: {@code -Dnetreplay.netgameRebuild=false} turns it off (the
     * session's recording is then replayed as before; the tests that open the bundled netgame only for its logs).
     */
    private volatile boolean enabled = !"false".equals(System.getProperty("netreplay.netgameRebuild"));
    /** Written by {@link #open} off the FX thread, read on it when the replay page shows its interim side. */
    private volatile Pending pending;
    /** The netgame shown (FX thread writes; the desync analysis reads it through {@link #prover()}). */
    private volatile Pending current;
    /** The folder {@link #open} last decided about (to rebuild it or not), for the analysis waiting for it. */
    private volatile Path decided;
    /** The running rebuild's progress 0..1, for the desync analysis waiting on it. */
    private volatile double rebuildProgress;
    private ReplaySources shownRebuilt;
    /** What is said about the rebuilt sides shown (restored when a rebuild with another recording is stopped). */
    private RebuildSummary shownSummary;
    /** The recording of the rebuilt sides shown (index into the choices), or -1. */
    private int shownChoice = -1;
    private JobHandle job = JobHandle.NONE;
    private long generation;

    /**
     * @param runner runs the rebuild off the FX thread
     * @param replay the replay page (its sides are replaced when the rebuild is done)
     */
    public NetgameRebuildViewModel(TaskRunner runner, ReplayPageModel replay) {
        this.runner = runner;
        this.replay = replay;
        replay.sourcesProperty().addListener((obs, old, now) -> sourcesShown(now));
    }

    // ------------------------------------------------------------------ the replay page's background preparation

    /**
     * Runs off the FX thread (the replay page's preparation of a session). A folder with the real game's server log
     * gets the server's recording replayed (numbered as the rebuilt peers are) while it is rebuilt; anything else
     * goes to {@link ReplayOpener#forSession}.
     */
    @Override
    public ReplaySources open(OpenSession session) throws IOException {
        Path folder = enabled ? folderOf(session) : null;
        try {
            return prepare(session, folder);
        } finally {
            if (folder != null) {
                decided = folder.toAbsolutePath().normalize(); // after pending: the analysis may stop waiting
            }
        }
    }

    private ReplaySources prepare(OpenSession session, Path folder) throws IOException {
        SessionFiles files = folder == null ? null : SessionFiles.scan(List.of(folder));
        if (files == null || !files.manifests().isEmpty() || !files.peerStateFiles().isEmpty()) {
            return ReplayOpener.forSession(session); // not one folder, or a simulated session
        }
        RealSession scan = RealSession.scan(folder);
        if (scan.serverLogs().isEmpty()) {
            return ReplayOpener.forSession(session);
        }
        RealSession.Recording whole;
        try {
            whole = Reconstruction.builder(scan, level -> null).build().recording();
        } catch (ReconstructionException e) {
            LOG.log(System.Logger.Level.INFO, () -> "not rebuilt: " + e.getMessage());
            return ReplayOpener.forSession(session);
        }
        Path levelFile = LevelFinder.find(whole.level(), whole.path());
        if (levelFile == null) {
            return ReplayOpener.forSession(session);
        }
        ReplaySources replayed = ReplayOpener.openRecording(whole.path(), ReplayOpener.DEFAULT_GAME);
        ReplaySources interim = interim(replayed, scan, whole);
        pending = new Pending(session, folder, scan, levelFile.getParent(), replayed.game(), choices(scan, whole),
                whole, interim, new AtomicReference<>(new CompletableFuture<>()));
        return interim;
    }

    private static ReplaySources interim(ReplaySources replayed, RealSession scan, RealSession.Recording r) {
        return new ReplaySources(r.path().getFileName() + ", level " + r.level(), replayed.game(),
                new RecordingAsGameFrames(replayed.server()), List.of(), String.format(Locale.ROOT,
                "The server's recording (%s, to frame %,d) replayed; the server and every client are being rebuilt "
                        + "from their own logs.", kindOf(r), r.lastFrame()));
    }

    /** @return the folder the session was opened from (a {@code session.json} stands for its folder), or null */
    static Path folderOf(OpenSession session) {
        if (session.opened().size() != 1) {
            return null;
        }
        Path opened = session.opened().get(0).toAbsolutePath();
        if (Files.isDirectory(opened)) {
            return opened;
        }
        return null;
    }

    /** @return the recordings the user may pick: those a netgame wrote, else those of the chosen one's level */
    static List<RealSession.Recording> choices(RealSession scan, RealSession.Recording chosen) {
        List<RealSession.Recording> out = new ArrayList<>();
        for (RealSession.Recording r : scan.recordings()) {
            if (r.savedByNetgame()) {
                out.add(r);
            }
        }
        if (out.isEmpty()) {
            scan.recordings().stream().filter(r -> r.level() == chosen.level()).forEach(out::add);
        }
        if (!out.contains(chosen)) {
            out.add(0, chosen);
        }
        return out;
    }

    static String kindOf(RealSession.Recording r) {
        return r.kind().isEmpty() ? String.valueOf(r.path().getFileName()) : r.kind();
    }

    // ------------------------------------------------------------------ FX thread

    private void sourcesShown(ReplaySources now) {
        Pending p = pending;
        if (now != null && p != null && now == p.interim()) {
            current = p; // before pending is cleared: the analysis looks at current, then pending
            pending = null;
            recordings.setAll(p.choices().stream().map(r -> label(p.scan(), r)).toList());
            chosenRecording.set(p.choices().indexOf(p.chosen()));
            start(p, p.chosen());
        } else if (now == null || now != shownRebuilt) {
            stop();
            if (current != null) {
                current.outcome().get().cancel(false); // an analysis still waiting for it stops
            }
            current = null;
            shownRebuilt = null;
            shownSummary = null;
            shownChoice = -1;
            recordings.clear();
            chosenRecording.set(-1);
            rebuilt.set(null);
            phase.set(Phase.NONE);
            headline.set("");
            details.clear();
        }
    }

    /** @return e.g. {@code autosave on level quit · level 3 · to frame 3,208 · server/2026…gm} */
    static String label(RealSession scan, RealSession.Recording r) {
        return String.format(Locale.ROOT, "%s · level %d · to frame %,d · %s", kindOf(r), r.level(), r.lastFrame(),
                scan.relative(r.path()));
    }

    private void start(Pending p, RealSession.Recording recording) {
        stop();
        long mine = ++generation;
        phase.set(Phase.REBUILDING);
        progress.set(0);
        int clients = p.scan().clientLogs().size();
        headline.set(String.format(Locale.ROOT, "Rebuilding the server and %d client%s from their logs with %s…",
                clients, clients == 1 ? "" : "s", kindOf(recording)));
        details.clear();
        CompletableFuture<RebuiltSession> outcome = p.nextOutcome();
        rebuildProgress = 0;
        job = Job.of("Rebuilding the netgame", report -> RebuiltSessions.build(p.scan(),
                        PmlFiles.inFolder(p.levels()), recording, (done, of) -> {
                            if (Thread.currentThread().isInterrupted()) {
                                throw new CancellationException("rebuild stopped");
                            }
                            rebuildProgress = of <= 0 ? 0 : (double) done / of;
                            report.progress(done, of);
                        }))
                .onProgress(progress::set)
                .onSuccess(done -> {
                    if (mine == generation && current == p) {
                        outcome.complete(done);
                        rebuiltNow(p, recording, done);
                    }
                })
                .onFailure(error -> {
                    if (mine == generation && current == p) {
                        outcome.completeExceptionally(error);
                        org.netreplay.viewer.common.Failures.log(LOG, "netgame rebuild failed", error);
                        phase.set(Phase.FAILED);
                        headline.set("The netgame could not be rebuilt: " + error.getMessage()
                                + (shownRebuilt == null ? " The server's recording is replayed instead." : ""));
                        details.clear();
                    }
                })
                .runWith(runner);
    }

    private void rebuiltNow(Pending p, RealSession.Recording recording, RebuiltSession done) {
        RebuildSummary summary = RebuildSummary.of(done, p.scan().relative(recording.path()), recording.lastFrame(),
                p.session().lastFrame());
        ReplaySources sides = RebuiltSources.of(done, p.game(), kindOf(recording));
        shownRebuilt = sides;
        shownSummary = summary;
        shownChoice = p.choices().indexOf(recording);
        int frame = replay.requestedFrame();
        rebuilt.set(done);
        phase.set(summary.phase());
        headline.set(summary.headline());
        details.setAll(summary.details());
        replay.showSources(sides, frame < 0 ? sides.firstFrame() : frame);
    }

    /**
     * Rebuilds with another of the session's recordings ({@link #recordings()}); the rebuilt sides shown stay until
     * it is done.
     *
     * @param index into {@link #recordings()}
     */
    public void chooseRecording(int index) {
        Pending p = current;
        if (p == null || index < 0 || index >= p.choices().size() || index == chosenRecording.get()) {
            return;
        }
        chosenRecording.set(index);
        start(p, p.choices().get(index));
    }

    /** Stops a running rebuild (the sides shown stay). */
    public void stop() {
        job.cancel();
        job = JobHandle.NONE;
        if (phase.get() == Phase.REBUILDING) {
            generation++;
            Pending p = current;
            if (p != null) { // an analysis waiting for this rebuild gets the one still shown, or is told
                RebuiltSession still = shownRebuilt == null ? null : rebuilt.get();
                CompletableFuture<RebuiltSession> outcome = p.outcome().get();
                if (still == null) {
                    outcome.completeExceptionally(new CancellationException("the rebuild was stopped"));
                } else if (!outcome.complete(still)) {
                    p.outcome().set(CompletableFuture.completedFuture(still));
                }
            }
            if (shownSummary == null) {
                phase.set(Phase.STOPPED);
                headline.set("The rebuild was stopped; the server's recording is replayed (reopen the session to "
                        + "rebuild).");
            } else {
                phase.set(shownSummary.phase());
                chosenRecording.set(shownChoice);
                headline.set(shownSummary.headline());
                details.setAll(shownSummary.details());
            }
        }
    }

    /**
     * The desync analysis's prover for the netgame this page rebuilds ({@code SessionDesync.analyze} with it, the
     * same rules as {@code ./netreplay desync DIR}): it waits for the page's rebuild of that folder and proves the
     * session from it ({@link PmSessionProver#proof}), so the session is not rebuilt twice. Null (the next prover,
     * or not comparable) for a folder this page does not rebuild: not a real netgame, or the rebuild turned off.
     * Any thread; the wait ends when the rebuild is done, fails, is stopped or the session closes.
     *
     * @return the prover
     */
    public SessionProver prover() {
        return (folder, progress) -> {
            RebuiltSession done = awaitRebuilt(folder, progress);
            return done == null ? null : PmSessionProver.proof(done.proof());
        };
    }

    /**
     * Waits for this page's rebuild of {@code folder} (any thread but the FX thread).
     *
     * @param folder   a session folder
     * @param progress the rebuild's progress while waiting, per mille
     * @return the rebuilt session, or null when this page does not rebuild that folder
     * @throws IOException when the rebuild failed or was stopped (the message says which)
     * @throws CancellationException when the waiting thread is interrupted (the flag stays set)
     */
    public RebuiltSession awaitRebuilt(Path folder, org.netreplay.log.ProgressListener progress)
            throws IOException {
        CompletableFuture<RebuiltSession> outcome = outcomeFor(folder);
        if (outcome == null) {
            outcome = awaitDecision(folder);
            if (outcome == null) {
                return null;
            }
        }
        try {
            while (true) {
                try {
                    return outcome.get(100, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    progress.progress(Math.min(999, Math.round(rebuildProgress * 1000)), 1000);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("stopped while waiting for the netgame's rebuild");
        } catch (CancellationException e) {
            throw new IOException("not proven: the rebuild of the netgame was stopped", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw new IOException(cause instanceof CancellationException
                    ? "not proven: the rebuild of the netgame was stopped"
                    : "the netgame could not be rebuilt: " + cause.getMessage(), cause);
        }
    }

    /**
     * The analysis may start before the replay page has prepared the session: for a folder of the real game that
     * this page would rebuild, waits (at most {@value #DECISION_WAIT_S} s) until the page has decided about it.
     *
     * @return the outcome of its rebuild, or null when the page does not rebuild it
     */
    private CompletableFuture<RebuiltSession> awaitDecision(Path folder) throws IOException {
        if (!enabled || !SessionFiles.scan(List.of(folder)).manifests().isEmpty()
                || !SessionFiles.scan(List.of(folder)).peerStateFiles().isEmpty()
                || RealSession.scan(folder).serverLogs().isEmpty()) {
            return null;
        }
        Path wanted = folder.toAbsolutePath().normalize();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DECISION_WAIT_S);
        while (true) {
            boolean done = wanted.equals(decided);
            CompletableFuture<RebuiltSession> outcome = outcomeFor(folder);
            if (outcome != null || done || System.nanoTime() > deadline) {
                return outcome;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("stopped while waiting for the netgame's rebuild");
            }
        }
    }

    /** Seconds the analysis waits for the replay page to decide whether it rebuilds a folder. */
    static final int DECISION_WAIT_S = 120;

    /** @return the latest rebuild's outcome of {@code folder} (shown, or about to be), or null */
    private CompletableFuture<RebuiltSession> outcomeFor(Path folder) {
        Path wanted = folder.toAbsolutePath().normalize();
        for (Pending p : new Pending[] {current, pending}) {
            if (p != null && p.folder().toAbsolutePath().normalize().equals(wanted)) {
                return p.outcome().get();
            }
        }
        return null;
    }

    /** Turns the rebuild of real netgames on or off for the sessions opened from now on. */
    public void setEnabled(boolean on) {
        enabled = on;
    }

    /** @return the folder of the level files the shown netgame is rebuilt with, or null */
    public Path levelsFolder() {
        Pending p = current;
        return p == null ? null : p.levels();
    }

    // ------------------------------------------------------------------ properties

    /** @return where the rebuild of the shown session is */
    public ReadOnlyObjectProperty<Phase> phaseProperty() {
        return phase.getReadOnlyProperty();
    }

    /** @return progress 0..1 while rebuilding (the server log's lines read) */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** @return one sentence: rebuilding, verified, the first mismatch, or the failure; "" when not a netgame */
    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    /** @return further sentences: where things end early, per peer what was compared and what was not */
    public ObservableList<String> details() {
        return detailsView;
    }

    /** @return the rebuilt session shown, or null */
    public ReadOnlyObjectProperty<RebuiltSession> rebuiltProperty() {
        return rebuilt.getReadOnlyProperty();
    }

    /** @return the recordings the user may rebuild with (Replay ▸ Recording), each with kind and last frame */
    public ObservableList<String> recordings() {
        return recordingsView;
    }

    /** @return the index of the recording in use, or -1 */
    public ReadOnlyIntegerProperty chosenRecordingProperty() {
        return chosenRecording.getReadOnlyProperty();
    }
}

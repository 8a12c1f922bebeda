package org.netreplay.viewer.replay;

import java.nio.file.Path;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.session.OpenSession;
import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.viewer.page.PageModel;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.LatestOnly;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The replay page's view model: the game and its {@link StateSchema}, the shown frame, the server's state bytes at
 * it and every client's ({@link #clientStatesProperty()}, one seek reads them all), the chosen client's again as
 * the side the inspector compares (null when there is nothing to compare), each side's label, the selected entity, play/pause with a speed, stepping and a slider's range. Every seek runs in the background through
 * {@link LatestOnly} (a newer request cancels an older one; only the newest result is shown), never on the FX
 * thread; a long recording is simulated to its end in chunks ({@link #BUILD_CHUNK} frames) with progress and
 * cancel, so later seeks are short. It follows and moves the session's one {@link FrameCursor}: a log line chosen
 * elsewhere seeks here; a step here moves every log lane. Thread safety: FX thread only.
 */
public final class ReplayPageModel implements PageModel<ReplayPageModel.Prepared> {
    /** Frames per second of the game at 1× speed (Purple Martians: {@code frame_speed = 40}, docs/formats.md §5.1). */
    public static final double GAME_FPS = 40;
    /** The speed value meaning "as fast as possible": the next frame is asked for as soon as one is shown. */
    public static final double AS_FAST_AS_POSSIBLE = 0;
    /** The speeds offered, slowest first; {@link #AS_FAST_AS_POSSIBLE} last. */
    public static final List<Double> SPEEDS = List.of(0.25, 0.5, 1.0, 2.0, 4.0, 8.0, AS_FAST_AS_POSSIBLE);
    /** Playback shows at most this many frames per second of wall time (each shown frame is a repaint). */
    public static final double MAX_SHOWN_PER_SECOND = 30;
    /** "As fast as possible" advances like this speed, but never asks for a frame before the last one is shown. */
    public static final double AS_FAST_AS_POSSIBLE_RATE = 64;
    /** The largest jump "as fast as possible" makes at once, frames. */
    static final int AS_FAST_AS_POSSIBLE_MAX_STEP = 400;
    /** While playing, the frame cursor (and so every log lane) follows at most this often; every frame when paused. */
    public static final long CURSOR_FOLLOW_NANOS = 300_000_000L;
    /** The label of a side that has no state at the frame shown. */
    public static final String NO_STATE = "no state at this frame";
    /** Frames simulated by one background build step (a seek waits for at most one step). */
    public static final int BUILD_CHUNK = 2048;

    /** What {@link #prepare} found for a session: its sources, or why there are none. */
    public record Prepared(ReplaySources sources, String problem) {
    }

    /** The outcome of one seek: the shown frame, the server's state and every client's (in client order). */
    private record Seeked(int frame, SideState server, List<SideState> clients) {
    }

    private final TaskRunner runner;
    private final ReplayArt art;
    private final LatestOnly seeks;
    private SessionSources sessionSources = ReplayOpener::forSession;
    private final ReadOnlyObjectWrapper<ReplaySources> sources = new ReadOnlyObjectWrapper<>(this, "sources");
    private final ReadOnlyObjectWrapper<DeterministicGame> game = new ReadOnlyObjectWrapper<>(this, "game");
    private final ReadOnlyObjectWrapper<StateSchema> schema = new ReadOnlyObjectWrapper<>(this, "schema");
    private final ReadOnlyIntegerWrapper frame = new ReadOnlyIntegerWrapper(this, "frame", -1);
    private final ReadOnlyIntegerWrapper firstFrame = new ReadOnlyIntegerWrapper(this, "firstFrame", 0);
    private final ReadOnlyIntegerWrapper lastFrame = new ReadOnlyIntegerWrapper(this, "lastFrame", 0);
    private final ReadOnlyObjectWrapper<byte[]> serverState = new ReadOnlyObjectWrapper<>(this, "serverState");
    private final ReadOnlyObjectWrapper<byte[]> clientState = new ReadOnlyObjectWrapper<>(this, "clientState");
    private final ReadOnlyStringWrapper serverLabel = new ReadOnlyStringWrapper(this, "serverLabel", "");
    private final ReadOnlyStringWrapper clientLabel = new ReadOnlyStringWrapper(this, "clientLabel", "");
    private final ReadOnlyStringWrapper serverName = new ReadOnlyStringWrapper(this, "serverName", "");
    private final ReadOnlyStringWrapper clientName = new ReadOnlyStringWrapper(this, "clientName", "");
    private final ReadOnlyObjectWrapper<List<SideState>> clientStates = new ReadOnlyObjectWrapper<>(this,
            "clientStates", List.of());
    private final ObservableList<String> clientNames = FXCollections.observableArrayList();
    /** One read-only view, kept: a fresh wrapper per call would be collected with the listeners added to it. */
    private final ObservableList<String> clientNamesView = FXCollections.unmodifiableObservableList(clientNames);
    private final IntegerProperty chosenClient = new SimpleIntegerProperty(this, "chosenClient", 0);
    private final ObjectProperty<EntityRef> selectedEntity = new SimpleObjectProperty<>(this, "selectedEntity");
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing", false);
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 1.0);
    private final IntegerProperty followPlayer = new SimpleIntegerProperty(this, "followPlayer", -1);
    private final BooleanProperty overlay = new SimpleBooleanProperty(this, "overlay", false);
    private final BooleanProperty clientOwnSimulation = new SimpleBooleanProperty(this, "clientOwnSimulation", false);
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyBooleanWrapper building = new ReadOnlyBooleanWrapper(this, "building", false);
    private final ReadOnlyDoubleWrapper buildProgress = new ReadOnlyDoubleWrapper(this, "buildProgress", 0);
    private final ReadOnlyStringWrapper activity = new ReadOnlyStringWrapper(this, "activity", "");
    private final ReadOnlyBooleanWrapper opening = new ReadOnlyBooleanWrapper(this, "opening", false);

    private FrameCursor cursor;
    private boolean followingCursor;
    private int requested = -1;
    private boolean seekRunning;
    private double clockFrames;
    private double sinceShown;
    private JobHandle buildJob = JobHandle.NONE;
    private JobHandle openJob = JobHandle.NONE;
    private long generation;
    private boolean fromPlayback;
    private long lastCursorMove;

    /** @param runner runs seeks, builds and opening off the FX thread */
    public ReplayPageModel(TaskRunner runner) {
        this.runner = runner;
        this.art = new ReplayArt(runner);
        game.addListener((obs, old, now) -> art.shown(now == null ? null : now.id()));
        this.seeks = LatestOnly.on(runner, (jobTitle, failure) -> seekFailed(failure));
        chosenClient.addListener((obs, old, now) -> {
            ReplaySources shown = sources.get();
            if (shown != null) {
                clientName.set(clientOf(shown) == null ? "" : clientOf(shown).name());
                showChosen(shown); // every client's state at the frame is already here: no seek needed
            }
        });
        playing.addListener((obs, old, now) -> {
            clockFrames = 0;
            sinceShown = 0;
            if (!now && cursor != null && requested >= 0 && cursor.frame() != requested) {
                cursor.select(requested, -1, -1, 0, this); // playback stopped: every lane shows where it stopped
            }
        });
        clientOwnSimulation.addListener((obs, old, now) -> {
            ReplaySources shown = sources.get();
            if (shown != null) {
                applyClientChoice(shown);
                reload();
            }
        });
    }

    /**
     * Follows and moves {@code frameCursor}: a frame chosen elsewhere (a log line, a chart click) seeks here; a step
     * here moves the cursor with this model as its mover, so every log lane follows to the same frame.
     */
    public void attach(FrameCursor frameCursor) {
        this.cursor = frameCursor;
        frameCursor.positionProperty().addListener((obs, old, now) -> {
            if (now != null && now.mover() != this && sources.get() != null) {
                followingCursor = true;
                try {
                    requestFrame(now.frame());
                } finally {
                    followingCursor = false;
                }
            }
        });
    }

    // ---------------------------------------------------------------- opening

    /**
     * Opens a lone {@code .gm} in the background with {@link ReplayOpener#DEFAULT_GAME}; on success it replaces
     * what is shown and goes to frame 0, on failure {@link #errorProperty()} names the file.
     */
    public void openRecording(Path gm) {
        openRecording(gm, ReplayOpener.DEFAULT_GAME);
    }

    /** As {@link #openRecording(Path)} with the game {@code gameId} (e.g. {@code pm-reference}). */
    public void openRecording(Path gm, String gameId) {
        openJob.cancel();
        opening.set(true);
        activity.set("Opening " + gm.getFileName() + "…");
        openJob = Job.of("Opening " + gm.getFileName(), progress -> ReplayOpener.openRecording(gm, gameId))
                .onSuccess(opened -> {
                    opening.set(false);
                    activity.set("");
                    close();
                    showSources(opened, 0);
                })
                .onFailure(failure -> {
                    opening.set(false);
                    activity.set("");
                    error.set(gm.getFileName() + " cannot be replayed: " + failure.getMessage());
                })
                .runWith(runner);
    }

    /** Shows {@code opened} (FX thread), replacing what was shown, at {@code startFrame} (clamped). */
    public void showSources(ReplaySources opened, int startFrame) {
        ReplaySources old = sources.get();
        if (old != null && old != opened) {
            stopJobs();
            old.close();
        }
        generation++;
        sources.set(opened);
        frame.set(-1);
        requested = -1;
        serverState.set(null);
        clientState.set(null);
        serverLabel.set("");
        clientLabel.set("");
        clientStates.set(List.of());
        selectedEntity.set(null);
        if (opened == null) {
            game.set(null);
            schema.set(null);
            note.set("");
            title.set("");
            serverName.set("");
            clientName.set("");
            clientNames.clear();
            return;
        }
        game.set(opened.game());
        schema.set(opened.game().schema());
        firstFrame.set(opened.firstFrame());
        lastFrame.set(opened.lastFrame());
        note.set(opened.note());
        title.set(opened.title());
        serverName.set(opened.server().name());
        clientNames.setAll(opened.clients().stream().map(FrameSource::name).toList());
        if (chosenClient.get() >= opened.clients().size()) {
            chosenClient.set(0);
        }
        clientName.set(clientOf(opened) == null ? "" : clientOf(opened).name());
        applyClientChoice(opened);
        build(opened);
        requestFrame(startFrame);
    }

    /**
     * Sets how a session's sources are made (off the FX thread, in {@link #prepare}); {@link ReplayOpener#forSession}
     * until then.
     */
    public void setSessionSources(SessionSources factory) {
        this.sessionSources = java.util.Objects.requireNonNull(factory, "factory");
    }

    @Override
    public String title() {
        return "Replay";
    }

    /** Runs off the FX thread: reads the session's recording and loads its level. Never throws. */
    @Override
    public Prepared prepare(OpenSession session) {
        try {
            ReplaySources sources = sessionSources.open(session);
            if (sources != null) {
                EntityDiffer.of(sources.game().schema()); // built here, off the FX thread
            }
            return new Prepared(sources, null);
        } catch (java.io.IOException | RuntimeException e) {
            return new Prepared(null, "The session's recording cannot be replayed: " + e.getMessage());
        }
    }

    @Override
    public Prepared prepareGrown(OpenSession shown, OpenSession grown) {
        // a followed session: the replay shown stays; a recording that appears (the level ended) is opened
        return sources.get() != null ? new Prepared(null, null) : prepare(grown);
    }

    @Override
    public void preparing(OpenSession session) {
        opening.set(!session.gameMoveFiles().isEmpty()); // the page takes its place while its recording opens
    }

    @Override
    public void discard(Prepared prepared) {
        if (prepared.sources() != null) {
            prepared.sources().close();
        }
    }

    @Override
    public void show(OpenSession session, Prepared prepared) {
        opening.set(false);
        showSources(prepared.sources(), cursor == null || cursor.frame() < 0 ? 0 : cursor.frame());
        if (prepared.problem() != null) {
            error.set(prepared.problem());
        }
    }

    @Override
    public void swapIn(OpenSession head, OpenSession full, Prepared prepared, Runnable releaseHead) {
        if (sources.get() == null && prepared.sources() != null) {
            show(full, prepared); // a followed session's recording appeared (the game writes it at the level's end)
        } else if (prepared.sources() != null) {
            prepared.sources().close(); // the same recordings: keep the replay already shown
        }
        releaseHead.run();
    }

    @Override
    public void close() {
        stopJobs();
        opening.set(false);
        if (sources.get() != null) {
            showSources(null, 0); // closes the sources shown
        }
    }

    private void stopJobs() {
        playing.set(false);
        seeks.cancel();
        seekRunning = false;
        cancelBuild();
    }

    // ---------------------------------------------------------------- building

    private void build(ReplaySources opened) {
        if (!(opened.server() instanceof RecordingSource recording)) {
            return;
        }
        building.set(true);
        buildProgress.set(0);
        activity.set("Replaying " + opened.title() + "…  (Esc or ✕ cancels)");
        buildStep(recording, generation);
    }

    private void buildStep(RecordingSource recording, long mine) {
        buildJob = Job.of("Replaying", progress -> recording.buildTo(BUILD_CHUNK))
                .onSuccess(built -> {
                    if (mine != generation || !building.get()) {
                        return;
                    }
                    int last = Math.max(1, recording.lastFrame());
                    buildProgress.set(Math.min(1.0, built / (double) last));
                    if (built < recording.lastFrame()) {
                        buildStep(recording, mine);
                    } else {
                        finishBuild();
                    }
                })
                .onFailure(failure -> {
                    finishBuild();
                    error.set("The replay stopped: " + failure.getMessage());
                })
                .runWith(runner);
    }

    /**
     * Stops simulating the rest of the recording in the background; seeks still work (each simulates what it
     * needs).
     *
     * @return whether a build was running
     */
    public boolean cancelBuild() {
        boolean was = building.get();
        buildJob.cancel();
        finishBuild();
        return was;
    }

    private void finishBuild() {
        building.set(false);
        buildProgress.set(0);
        activity.set("");
    }

    // ---------------------------------------------------------------- stepping

    /** Seeks to {@code target} (clamped to the first..last frame) in the background; the newest request wins. */
    public void requestFrame(int target) {
        ReplaySources shown = sources.get();
        if (shown == null) {
            return;
        }
        int clamped = Math.max(shown.firstFrame(), Math.min(shown.lastFrame(), target));
        requested = clamped;
        if (cursor != null && !followingCursor) {
            long now = System.nanoTime(); // the viewer's clock, never the game's
            if (!fromPlayback || now - lastCursorMove >= CURSOR_FOLLOW_NANOS) {
                lastCursorMove = now;
                cursor.select(clamped, -1, -1, 0, this);
            }
        }
        seek(shown, clamped);
    }

    private void reload() {
        ReplaySources shown = sources.get();
        if (shown != null && requested >= 0) {
            seek(shown, requested);
        }
    }

    private void seek(ReplaySources shown, int target) {
        long mine = generation;
        seekRunning = true;
        seeks.submit("Replaying frame " + target, progress -> {
            SideState server = shown.server().at(target);
            List<SideState> clients = new java.util.ArrayList<>(shown.clients().size());
            for (FrameSource client : shown.clients()) {
                clients.add(target < client.firstFrame() || target > client.lastFrame()
                        ? new SideState(target, null, NO_STATE) : client.at(target));
            }
            return new Seeked(target, server, List.copyOf(clients));
        }, seeked -> {
            seekRunning = false;
            if (mine == generation) {
                showSeeked(shown, seeked);
            }
        });
    }

    private void showSeeked(ReplaySources shown, Seeked seeked) {
        serverState.set(seeked.server().state());
        serverLabel.set(seeked.server().label());
        clientStates.set(seeked.clients());
        showChosen(shown);
        frame.set(seeked.frame());
    }

    /** The chosen client's state and label from the last seek (every client's is there). */
    private void showChosen(ReplaySources shown) {
        List<SideState> states = clientStates.get();
        int chosen = shown.clients().isEmpty() ? -1 : Math.max(0, Math.min(shown.clients().size() - 1,
                chosenClient.get()));
        SideState client = chosen < 0 || chosen >= states.size() ? null : states.get(chosen);
        clientLabel.set(client != null ? client.label() : chosen >= 0 ? NO_STATE : ""); // before the state: the
        clientState.set(client == null ? null : client.state()); // inspector reads the label when the state changes
    }

    private void seekFailed(Exception failure) {
        seekRunning = false;
        playing.set(false);
        error.set("The replay could not reach frame " + requested + ": "
                + (failure.getMessage() == null ? failure.toString() : failure.getMessage()));
    }

    /** Moves {@code frames} frames (±1, ±10, ±40) from the frame last asked for. */
    public void step(int frames) {
        if (sources.get() != null) {
            requestFrame((requested < 0 ? frame.get() : requested) + frames);
        }
    }

    /** Goes to the first frame. */
    public void toStart() {
        requestFrame(firstFrame.get());
    }

    /** Goes to the last frame. */
    public void toEnd() {
        requestFrame(lastFrame.get());
    }

    /** Starts or stops playing (from the start again when at the end). */
    public void togglePlaying() {
        if (!playing.get() && requested >= lastFrame.get()) {
            toStart();
        }
        playing.set(!playing.get() && sources.get() != null);
    }

    /** One step slower / faster through {@link #SPEEDS} ({@code direction} -1 or +1). */
    public void changeSpeed(int direction) {
        int at = SPEEDS.indexOf(speed.get());
        int next = Math.max(0, Math.min(SPEEDS.size() - 1, (at < 0 ? 2 : at) + direction));
        speed.set(SPEEDS.get(next));
    }

    /**
     * Playback's clock (the view calls it from its animation timer while {@link #playingProperty()} is true):
     * {@code seconds} of wall time advance {@code seconds × 40 × speed} frames, shown at most
     * {@link #MAX_SHOWN_PER_SECOND} times a second (a faster speed jumps several frames at a time); "as fast as
     * possible" advances at {@link #AS_FAST_AS_POSSIBLE_RATE}× but asks for a frame only once the previous one is
     * shown, so it goes as fast as the replay can. Stops at the last frame.
     */
    public void advanceClock(double seconds) {
        if (!playing.get() || sources.get() == null) {
            return;
        }
        boolean fastest = speed.get() == AS_FAST_AS_POSSIBLE;
        clockFrames += seconds * GAME_FPS * (fastest ? AS_FAST_AS_POSSIBLE_RATE : speed.get());
        sinceShown += seconds;
        if (sinceShown < 1 / MAX_SHOWN_PER_SECOND || (fastest && seekRunning)) {
            return;
        }
        sinceShown = 0;
        int frames = (int) Math.min(clockFrames, fastest ? AS_FAST_AS_POSSIBLE_MAX_STEP : Integer.MAX_VALUE);
        clockFrames = fastest ? 0 : clockFrames - frames;
        if (frames > 0) {
            fromPlayback = true;
            try {
                step(frames);
            } finally {
                fromPlayback = false;
            }
        }
        if (requested >= lastFrame.get()) {
            playing.set(false);
        }
    }

    private void applyClientChoice(ReplaySources shown) {
        for (FrameSource client : shown.clients()) {
            if (client instanceof OwnSimulationChoice choice) {
                choice.setOwnSimulation(clientOwnSimulation.get());
            }
        }
    }

    private FrameSource clientOf(ReplaySources shown) {
        List<FrameSource> clients = shown.clients();
        int chosen = chosenClient.get();
        return clients.isEmpty() ? null : clients.get(Math.max(0, Math.min(clients.size() - 1, chosen)));
    }

    // ---------------------------------------------------------------- properties

    /** @return what is shown (null before a replay is opened) */
    public ReadOnlyObjectProperty<ReplaySources> sourcesProperty() {
        return sources.getReadOnlyProperty();
    }

    /** @return which pictures the canvases draw the level with (the game's art or the schematic) */
    public ReplayArt art() {
        return art;
    }

    /** @return the game whose states are shown, or null */
    public ReadOnlyObjectProperty<DeterministicGame> gameProperty() {
        return game.getReadOnlyProperty();
    }

    /** @return the game's state layout, or null */
    public ReadOnlyObjectProperty<StateSchema> schemaProperty() {
        return schema.getReadOnlyProperty();
    }

    /** @return the frame whose states are shown (-1 before the first seek finished) */
    public ReadOnlyIntegerProperty frameProperty() {
        return frame.getReadOnlyProperty();
    }

    /** @return the frame last asked for (the slider's and the cursor's value; the shown frame follows it) */
    public int requestedFrame() {
        return requested;
    }

    /** @return the first frame (the slider's minimum) */
    public ReadOnlyIntegerProperty firstFrameProperty() {
        return firstFrame.getReadOnlyProperty();
    }

    /** @return the last frame (the slider's maximum) */
    public ReadOnlyIntegerProperty lastFrameProperty() {
        return lastFrame.getReadOnlyProperty();
    }

    /** @return the server side's state bytes at {@link #frameProperty()} (a copy; do not modify), or null */
    public ReadOnlyObjectProperty<byte[]> serverStateProperty() {
        return serverState.getReadOnlyProperty();
    }

    /** @return the chosen client's state bytes at the frame, or null when there is no client side to compare */
    public ReadOnlyObjectProperty<byte[]> clientStateProperty() {
        return clientState.getReadOnlyProperty();
    }

    /** @return the server state's label: {@code replayed} or {@code authoritative} */
    public ReadOnlyStringProperty serverLabelProperty() {
        return serverLabel.getReadOnlyProperty();
    }

    /** @return the client state's label ({@code confirmed}, {@code predicted}, {@code resimulated}), or "" */
    public ReadOnlyStringProperty clientLabelProperty() {
        return clientLabel.getReadOnlyProperty();
    }

    /**
     * @return every client's state and label at {@link #frameProperty()}, in the order of {@link #clientNames()}
     *         (a state null where that client has none; its label says why), or an empty list before a seek
     */
    public ReadOnlyObjectProperty<List<SideState>> clientStatesProperty() {
        return clientStates.getReadOnlyProperty();
    }

    /** @return what the server side is, e.g. {@code server, replayed from x.gm} */
    public ReadOnlyStringProperty serverNameProperty() {
        return serverName.getReadOnlyProperty();
    }

    /** @return what the chosen client side is, or "" */
    public ReadOnlyStringProperty clientNameProperty() {
        return clientName.getReadOnlyProperty();
    }

    /** @return the clients that can be compared with the server (empty when there are none) */
    public ObservableList<String> clientNames() {
        return clientNamesView;
    }

    /** @return which of {@link #clientNames()} is compared (0-based) */
    public IntegerProperty chosenClientProperty() {
        return chosenClient;
    }

    /** @return the selected entity (canvas click, inspector tree), or null */
    public ObjectProperty<EntityRef> selectedEntityProperty() {
        return selectedEntity;
    }

    /** @return whether the replay plays */
    public BooleanProperty playingProperty() {
        return playing;
    }

    /** @return playback speed: one of {@link #SPEEDS} (×1 = 40 frames/s; 0 = as fast as possible) */
    public DoubleProperty speedProperty() {
        return speed;
    }

    /** @return the player the canvas keeps in view (0..7), or -1 for none */
    public IntegerProperty followPlayerProperty() {
        return followPlayer;
    }

    /**
     * @return true: server and client drawn on one canvas with the differing entities highlighted; false: side by
     *         side
     */
    public BooleanProperty overlayProperty() {
        return overlay;
    }

    /**
     * @return false: a client shows its final state at each frame (its last {@code confirmed} record); true: its own
     *         simulation of the frame (last {@code resimulated}, else {@code predicted}), where a client's own
     *         non-deterministic step shows
     */
    public BooleanProperty clientOwnSimulationProperty() {
        return clientOwnSimulation;
    }

    /** @return one plain sentence about what is shown (e.g. why there is no client side), or "" */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** @return e.g. {@code lev003.gm, level 3}, or "" */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** @return the last failure (opening, seeking), naming the file or frame, or "" */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** Clears the error (after the view showed it). */
    public void clearError() {
        error.set("");
    }

    /** @return whether the recording is being simulated to its end in the background */
    public ReadOnlyBooleanProperty buildingProperty() {
        return building.getReadOnlyProperty();
    }

    /** @return progress 0..1 of that */
    public ReadOnlyDoubleProperty buildProgressProperty() {
        return buildProgress.getReadOnlyProperty();
    }

    /** @return what runs in the background, e.g. {@code Replaying lev003.gm…}, or "" */
    public ReadOnlyStringProperty activityProperty() {
        return activity.getReadOnlyProperty();
    }

    /** @return whether a lone recording is being opened */
    public ReadOnlyBooleanProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }
}

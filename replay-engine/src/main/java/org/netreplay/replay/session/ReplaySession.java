package org.netreplay.replay.session;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.replay.spi.StateSchema;

/**
 * A deterministic replay of a level and its game moves (docs/formats.md §4.2 processing: each frame the frame counter
 * is incremented, that frame's moves are applied in order, then the frame is simulated). Built by
 * {@link ReplaySessionBuilder}.
 *
 * <p>How it works:
 * <ul>
 *   <li>The <em>frontier</em> is the last frame simulated so far; {@link #advanceFrame()} moves it by one and
 *       records that frame's checksum and {@link FrameLabel}.</li>
 *   <li>Every K frames (and at frame 0) a keyframe (full state) is kept. {@link #seek(int)} to frame F loads the
 *       nearest keyframe ≤ F (or continues from the current frame if that is closer) and re-simulates the rest, so
 *       a seek costs at most K−1 simulated frames.</li>
 *   <li>{@link #addMove(GameMove)} with a frame at or before the frontier is a late move: keyframes after it are
 *       dropped, the state before it is restored, and every frame from it to the frontier is re-simulated and
 *       labelled {@link FrameLabel#RESIMULATED} (the server's rewind of docs/formats.md §5.6, without its 8-state
 *       limit).</li>
 *   <li>Frames after the confirmed frame (default: the frame of the last move) are {@link FrameLabel#PREDICTED}:
 *       each player keeps its last controls.</li>
 * </ul>
 *
 * <p>Thread safety: not thread-safe; one thread drives a session (it owns its {@link GameSimulation}).
 */
public final class ReplaySession {
    /** Frames between checks of the interrupt flag, minus one (a power of two minus one). */
    private static final int CANCEL_CHECK_MASK = 1023;
    private final DeterministicGame game;
    private final GameSetup setup;
    private final GameSimulation simulation;
    private final MoveTimeline timeline;
    private final int keyframeInterval;
    private final KeyframeStore keyframes = new KeyframeStore();
    private final FrameTrack track = new FrameTrack();
    private int frontier;
    private int confirmedFrame;

    ReplaySession(DeterministicGame game, GameSetup setup, List<GameMove> moves, int keyframeInterval,
                  int confirmedFrame) {
        this.game = game;
        this.setup = setup;
        this.simulation = game.start(setup);
        this.timeline = new MoveTimeline(moves);
        this.keyframeInterval = keyframeInterval;
        this.confirmedFrame = confirmedFrame < 0 ? timeline.lastFrame() : confirmedFrame;
        if (simulation.frame() != 0) {
            throw new IllegalStateException("a new simulation must start at frame 0, not " + simulation.frame());
        }
        keyframes.save(0, simulation.saveState());
        track.set(0, simulation.checksum(), FrameLabel.CONFIRMED);
    }

    /** A session that shares {@code base}'s keyframes, checksums and labels for frames 0..forkFrame. */
    ReplaySession(ReplaySession base, int forkFrame, List<GameMove> moves, int confirmedFrame) {
        this.game = base.game;
        this.setup = base.setup;
        this.simulation = game.start(setup);
        this.timeline = new MoveTimeline(moves);
        this.keyframeInterval = base.keyframeInterval;
        this.confirmedFrame = confirmedFrame < 0 ? timeline.lastFrame() : confirmedFrame;
        for (int frame : base.keyframes.frames()) {
            if (frame <= forkFrame) {
                keyframes.save(frame, base.keyframes.floor(frame).getValue());
            }
        }
        for (int frame = 0; frame <= forkFrame; frame++) {
            track.set(frame, base.track.checksum(frame), base.track.label(frame));
        }
        simulation.loadState(base.seek(forkFrame));
        frontier = forkFrame;
    }

    /**
     * Simulates the frame after the frontier, records its checksum and label, and keeps a keyframe every K frames.
     *
     * @return the new frame's record
     */
    public FrameRecord advanceFrame() {
        if (simulation.frame() != frontier) {
            moveSimulationTo(frontier);
        }
        int frame = step();
        frontier = frame;
        return record(frame, frame <= confirmedFrame ? FrameLabel.CONFIRMED : FrameLabel.PREDICTED);
    }

    /**
     * Advances the frontier to {@code frame} (nothing happens if it is already there or beyond). Every 1,024 frames
     * it checks the calling thread's interrupt flag, so a background task can cancel a long replay.
     *
     * @param frame target frame
     * @throws CancellationException if the calling thread is interrupted (the flag stays set; frames simulated so
     *                               far are kept)
     * @throws ReplayLimitException  if {@code frame} is past {@link ReplaySessionBuilder#MAX_FRAMES}, before any work
     */
    public void advanceTo(int frame) {
        if (frame > ReplaySessionBuilder.MAX_FRAMES) {
            throw new ReplayLimitException(frame);
        }
        while (frontier < frame) {
            if ((frontier & CANCEL_CHECK_MASK) == 0 && Thread.currentThread().isInterrupted()) {
                throw new CancellationException("replay cancelled at frame " + frontier);
            }
            advanceFrame();
        }
    }

    /**
     * Puts the simulation at {@code frame}: loads the nearest keyframe at or before it and re-simulates the rest, or
     * advances the frontier if {@code frame} is beyond it.
     *
     * @param frame target frame, ≥ 0
     * @return a copy of the state at that frame
     * @throws IllegalArgumentException if the frame is negative
     */
    public byte[] seek(int frame) {
        if (frame < 0) {
            throw new IllegalArgumentException("frame (" + frame + ") must be >= 0");
        }
        if (frame > frontier) {
            advanceTo(frame);
        } else {
            moveSimulationTo(frame);
        }
        return simulation.saveState();
    }

    /**
     * Adds a game move. A move for a frame already simulated triggers a rewind: the frames from the move's frame to
     * the frontier are re-simulated and labelled {@link FrameLabel#RESIMULATED}.
     *
     * @param move the move (frame ≥ 1)
     * @return the number of frames re-simulated (0 for a move after the frontier)
     * @throws IllegalArgumentException if the move's frame is below 1
     */
    public int addMove(GameMove move) {
        Objects.requireNonNull(move, "move");
        timeline.add(move);
        int from = move.frame();
        if (from > frontier) {
            return 0;
        }
        keyframes.discardAfter(from - 1);
        moveSimulationTo(from - 1);
        for (int f = from; f <= frontier; f++) {
            record(step(), FrameLabel.RESIMULATED);
        }
        return frontier - from + 1;
    }

    /**
     * Marks inputs up to {@code frame} as confirmed; frames simulated after it from now on are labelled
     * {@link FrameLabel#CONFIRMED}.
     * @param frame the frame
     */
    public void confirmUpTo(int frame) {
        confirmedFrame = Math.max(confirmedFrame, frame);
    }

    /** @return the current frame of the simulation (changes with {@link #seek(int)}) */
    public int frame() {
        return simulation.frame();
    }

    /** @return the last frame simulated so far; checksums and labels exist for frames 0..this */
    public int lastSimulatedFrame() {
        return frontier;
    }

    /** @return the last frame whose inputs are confirmed */
    public int confirmedFrame() {
        return confirmedFrame;
    }

    /**
     * @param frame 0..{@link #lastSimulatedFrame()}
     * @return the checksum recorded for that frame
     * @throws IllegalArgumentException if the frame has not been simulated
     */
    public int checksum(int frame) {
        checkSimulated(frame);
        return track.checksum(frame);
    }

    /**
     * @param frame the frame
     * @return the label of a simulated frame
     * @throws IllegalArgumentException if the frame has not been simulated
     */
    public FrameLabel label(int frame) {
        checkSimulated(frame);
        return track.label(frame);
    }

    /** @return the checksums of frames 0..{@link #lastSimulatedFrame()} (a copy) */
    public int[] checksums() {
        return track.checksums();
    }

    /** @return a copy of the state at the current frame */
    public byte[] state() {
        return simulation.saveState();
    }

    /** @return all moves, ordered by frame */
    public List<GameMove> moves() {
        return timeline.toList();
    }

    /**
     * @param fromFrame first frame, inclusive
     * @param toFrame last frame, inclusive
     * @return the moves with frames in {@code [fromFrame, toFrame]}
     */
    public List<GameMove> movesBetween(int fromFrame, int toFrame) {
        return timeline.between(fromFrame, toFrame);
    }

    /** @return the frame of the last move (0 if none) */
    public int lastMoveFrame() {
        return timeline.lastFrame();
    }

    /** @return the game's state layout */
    public StateSchema schema() {
        return game.schema();
    }

    /** @return the level and seed this session started from */
    public GameSetup setup() {
        return setup;
    }

    /** @return the game */
    public DeterministicGame game() {
        return game;
    }

    /** @return K, frames between keyframes */
    public int keyframeInterval() {
        return keyframeInterval;
    }

    /** @return the frames that have a keyframe, ascending */
    public List<Integer> keyframeFrames() {
        return keyframes.frames();
    }

    /** @return bytes held by keyframes */
    public long keyframeBytes() {
        return keyframes.bytes();
    }

    private int step() {
        int next = simulation.frame() + 1;
        simulation.advance(timeline.movesAt(next));
        if (next % keyframeInterval == 0) {
            keyframes.save(next, simulation.saveState());
        }
        return next;
    }

    private FrameRecord record(int frame, FrameLabel label) {
        int checksum = simulation.checksum();
        track.set(frame, checksum, label);
        return new FrameRecord(frame, checksum, label);
    }

    /** Puts the simulation at {@code target} ≤ frontier without recording anything. */
    private void moveSimulationTo(int target) {
        Map.Entry<Integer, byte[]> keyframe = keyframes.floor(target);
        int current = simulation.frame();
        if (current > target || current < keyframe.getKey()) {
            simulation.loadState(keyframe.getValue().clone());
        }
        while (simulation.frame() < target) {
            int next = simulation.frame() + 1;
            simulation.advance(timeline.movesAt(next));
        }
    }

    private void checkSimulated(int frame) {
        if (frame < 0 || frame > frontier) {
            throw new IllegalArgumentException("frame (" + frame + ") must be in 0.." + frontier
                    + " (the frames simulated so far)");
        }
    }
}

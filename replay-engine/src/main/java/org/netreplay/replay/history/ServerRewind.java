package org.netreplay.replay.history;

import java.util.List;
import java.util.Objects;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.spi.GameSimulation;

/**
 * The server's rewind on late input (docs/formats.md §5.6 {@code server_dirty_frame},
 * {@code apply_rewind_state}). A received game move for frame fn is
 * <ul>
 *   <li>dropped as late when fn is not newer than the oldest history state (the state before fn is gone);</li>
 *   <li>otherwise added to the game-move array; if fn is a frame already simulated, {@code server_dirty_frame} is
 *       lowered to fn.</li>
 * </ul>
 * The next {@link #advanceFrame()} first restores the history state before the dirty frame and re-simulates up to the
 * present (storing history states as it goes), then simulates the new frame. The result equals a straight replay of
 * the final move list ({@link #moves()}).
 *
 * <p>Thread safety: not thread-safe; one thread drives it, as it drives the simulation.
 */
public final class ServerRewind {
    private final GameSimulation simulation;
    private final StateHistory history;
    private final MoveTimeline timeline = new MoveTimeline();
    private int dirtyFrame = Frames.NONE;
    private int lateMoves;

    /**
     * @param simulation  the simulation, at any frame (its current state becomes the first history entry)
     * @param historySize states kept ({@link StateHistory#DEFAULT_SIZE} in the game)
     */
    public ServerRewind(GameSimulation simulation, int historySize) {
        this.simulation = Objects.requireNonNull(simulation, "simulation");
        this.history = new StateHistory(historySize);
        history.add(simulation.frame(), simulation.saveState());
    }

    /**
     * Receives a game move (a {@code cdat}, or a server-local move).
     *
     * @param move the game move
     * @return {@link MoveReceipt#LATE_DROPPED} if the frame before the move is older than the oldest history state
     */
    public MoveReceipt receive(GameMove move) {
        Objects.requireNonNull(move, "move");
        if (move.frame() - 1 < history.oldestFrame()) {
            lateMoves++;
            return MoveReceipt.LATE_DROPPED;
        }
        timeline.add(move);
        if (move.frame() <= simulation.frame() && (dirtyFrame == Frames.NONE || move.frame() < dirtyFrame)) {
            dirtyFrame = move.frame();
        }
        return MoveReceipt.ENTERED;
    }

    /**
     * Rewinds and re-simulates if a late move made a frame dirty, then simulates the next frame.
     *
     * @return what was done
     */
    public RewindStep advanceFrame() {
        int rewoundTo = dirtyFrame;
        int resimulated = 0;
        if (dirtyFrame != Frames.NONE) {
            int present = simulation.frame();
            byte[] base = history.get(dirtyFrame - 1);
            if (base == null) {
                throw new IllegalStateException("history has no state for frame " + (dirtyFrame - 1));
            }
            simulation.loadState(base);
            for (int f = dirtyFrame; f <= present; f++) {
                simulation.advance(timeline.movesAt(f));
                history.add(f, simulation.saveState());
                resimulated++;
            }
            dirtyFrame = Frames.NONE;
        }
        int next = simulation.frame() + 1;
        simulation.advance(timeline.movesAt(next));
        history.add(next, simulation.saveState());
        return new RewindStep(next, rewoundTo, resimulated);
    }

    /** @return the current frame */
    public int frame() {
        return simulation.frame();
    }

    /** @return a copy of the current state */
    public byte[] currentState() {
        return simulation.saveState();
    }

    /** @return the dirty frame, or {@link Frames#NONE} if no rewind is pending */
    public int dirtyFrame() {
        return dirtyFrame;
    }

    /** @return how many moves were dropped as late ({@code late_cdats}) */
    public int lateMoves() {
        return lateMoves;
    }

    /** @return the oldest frame in the history */
    public int oldestHistoryFrame() {
        return history.oldestFrame();
    }

    /** @return every entered move, ordered by frame (the game-move array) */
    public List<GameMove> moves() {
        return timeline.toList();
    }
}

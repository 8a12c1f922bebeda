package org.netreplay.replay.session;

import java.util.List;
import org.netreplay.replay.GameMove;

/**
 * Advance the simulation by one frame with these moves ({@code GameSimulation.advance(moves)}).
 *
 * @param frame the frame simulated (the simulation's frame after the call)
 * @param moves the moves of that frame, in order
 * @param label {@link FrameLabel#CONFIRMED} for a new frame, {@link FrameLabel#RESIMULATED} after a rollback
 */
public record AdvanceFrame(int frame, List<GameMove> moves, FrameLabel label) implements Request {
    public AdvanceFrame {
        moves = List.copyOf(moves);
    }
}

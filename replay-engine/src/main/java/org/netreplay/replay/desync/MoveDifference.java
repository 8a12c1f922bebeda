package org.netreplay.replay.desync;

import org.netreplay.replay.GameMove;

/**
 * A game move present on one side of a comparison and missing on the other (multiset difference per frame).
 *
 * @param move the move
 * @param side which side has it
 */
public record MoveDifference(GameMove move, Side side) {
    /** Which move stream holds a move. */
    public enum Side {
        /** Only in stream A (e.g. the server's). */
        ONLY_IN_A,
        /** Only in stream B (e.g. a client's). */
        ONLY_IN_B
    }
}

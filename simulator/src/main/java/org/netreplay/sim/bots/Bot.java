package org.netreplay.sim.bots;

/**
 * A player's hands: the full control state ({@code comp_move} bits, docs/formats.md §4.4) the player holds on each
 * frame. The peer compares it with the previous frame's and, when it changed, enters a game move and sends a
 * {@code cdat} (@upstream src/mwPlayer.cpp#proc_player_input).
 */
@FunctionalInterface
public interface Bot {
    /**
     * @param frame the frame about to be simulated on this peer (frames start at 1); called once per frame in
     *              increasing order, never again for a frame (re-simulations reuse the peer's own game moves)
     * @return comp_move bits 0..127
     */
    int controls(int frame);
}

package org.netreplay.sim.lockstep;

/**
 * What the lockstep server did with one {@code cdat} (the server's {@code c_sync}, docs/simulator.md §7.1).
 *
 * @param player       the client
 * @param passcount    the cdat's frame (client passcount + lead)
 * @param compMove     the comp_move bits
 * @param cSync        {@code pc − passcount} at the server, frames
 * @param previousSync the c_sync of the player's previous cdat (what the game's {@code rx cdat} line prints)
 * @param entered      true if added to the master array, false if dropped as late ({@code c_sync ≤ 1})
 * @param entryCount   the master array's size after the cdat
 */
public record CdatResult(int player, int passcount, int compMove, int cSync, int previousSync, boolean entered,
        int entryCount) {
}

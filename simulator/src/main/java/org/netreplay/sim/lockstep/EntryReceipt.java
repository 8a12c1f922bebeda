package org.netreplay.sim.lockstep;

import org.netreplay.replay.GameMove;

/**
 * One game-move entry of an {@code sdat} as a client read it (the client's {@code c_sync}, docs/simulator.md §7.1).
 *
 * @param position  the entry's position in the game-move array
 * @param move      the entry
 * @param entered   false if the client already held it (a duplicate, skipped)
 * @param frameLead {@code c_sync} = the move's frame − the client's passcount (meaningful when entered)
 */
public record EntryReceipt(int position, GameMove move, boolean entered, int frameLead) {
    /** @return whether the entry came too late: entered for a frame the client has already simulated */
    public boolean late() {
        return entered && frameLead < 0;
    }
}

package org.netreplay.sim.lockstep;

import java.util.List;
import org.netreplay.replay.GameMove;

/**
 * A lockstep {@code sdat} packet, server to one client (docs/simulator.md §7.1: a header of the server's passcount, the
 * start entry and the number of entries, then one {@code passcount,type,data1,data2} row per entry of the master
 * game-move array from {@code startEntry} on). With no entries it only carries the server's passcount for timing.
 *
 * @param passcount  the server's passcount when sent
 * @param startEntry the position in the master game-move array of the first entry
 * @param entries    the entries {@code startEntry .. startEntry + entries.size() - 1}, in array order
 */
public record Sdat(int passcount, int startEntry, List<GameMove> entries) {
    /** Copies the entries. */
    public Sdat {
        entries = List.copyOf(entries);
    }

    /** @return the number of entries (the header's "number of entries") */
    public int count() {
        return entries.size();
    }

    /** @return the position after the last entry: the client's new entry position once entered */
    public int endEntry() {
        return startEntry + entries.size();
    }
}

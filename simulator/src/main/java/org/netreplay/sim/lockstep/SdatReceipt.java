package org.netreplay.sim.lockstep;

import java.util.List;

/**
 * What a lockstep client did with one {@code sdat} (the client's {@code server_sync} and {@code c_sync},
 * docs/simulator.md §7.1).
 *
 * @param sdat       the packet
 * @param serverSync {@code last_sdat_fpc − passcount}, frames
 * @param chaseFps   the new passcount timer rate, fps
 * @param entries    each entry read, in order (empty when the sdat held nothing newer)
 * @param newMoves   whether the sdat extended the client's array
 * @param reply      the {@code sdak} the client sends back
 */
public record SdatReceipt(Sdat sdat, int serverSync, int chaseFps, List<EntryReceipt> entries, boolean newMoves,
        Sdak reply) {
    /** Copies the list. */
    public SdatReceipt {
        entries = List.copyOf(entries);
    }

    /** @return the text the lockstep-era game logged for the sdat: "sync only", "new moves" or "no new moves" */
    public String summary() {
        if (sdat.count() == 0) {
            return "sync only";
        }
        return newMoves ? "new moves" : "no new moves";
    }
}

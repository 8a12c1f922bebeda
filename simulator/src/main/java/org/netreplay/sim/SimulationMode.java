package org.netreplay.sim;

import java.io.IOException;

/**
 * A way of running the peers (authoritative, lockstep). Found with {@link java.util.ServiceLoader}
 * ({@code META-INF/services/org.netreplay.sim.SimulationMode}); a mode builds its peers from the {@link SimContext},
 * schedules them on its clock, and returns when the last frame has been simulated and written.
 */
public interface SimulationMode {
    /** @return the mode this runs */
    SimMode mode();

    /**
     * @param policy a sync policy
     * @return whether this mode runs with it
     */
    boolean supports(SyncPolicy policy);

    /**
     * Runs the whole session.
     *
     * @param ctx the clock, network, game, outputs, bots and faults
     * @throws IOException if output cannot be written
     */
    void run(SimContext ctx) throws IOException;
}

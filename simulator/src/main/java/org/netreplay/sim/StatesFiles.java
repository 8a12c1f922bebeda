package org.netreplay.sim;

import org.netreplay.sim.out.SessionOutput;

/**
 * The per-peer states files (WAVE3.md): the {@code session} module's {@code PeerStateWriter} when it is present.
 * Until then no states file is written (type-60 lines only).
 */
final class StatesFiles {
    private StatesFiles() {
    }

    /** @return the factory of the states files, or null when the session module has no writer yet */
    static SessionOutput.StatesFactory factory() {
        return null;
    }
}

package org.netreplay.replay.sim.archfixture;

import java.time.Instant;

/** Violates: java.time. */
public final class JavaTimeFixture {
    /** @return the current instant */
    public static Instant now() {
        return Instant.now();
    }
}

package org.netreplay.replay.sim.archfixture;

/** Violates: System.currentTimeMillis. */
public final class WallClockFixture {
    /** @return the wall clock */
    public static long now() {
        return System.currentTimeMillis();
    }
}

package org.netreplay.replay.sim.archfixture;

/** Violates: System.nanoTime. */
public final class NanoTimeFixture {
    /** @return the monotonic clock */
    public static long now() {
        return System.nanoTime();
    }
}

package org.netreplay.replay.sim.archfixture;

/** Violates: float arithmetic on local variables only (invisible to signature rules). */
public final class FloatingLocalFixture {
    /** @return {@code value * 1.5} truncated */
    public static int scale(int value) {
        float scaled = value * 1.5f;
        return (int) scaled;
    }
}

package org.netreplay.replay.sim.archfixture;

/** Violates: Math.random. */
public final class MathRandomFixture {
    /** @return whether a coin flip came up heads */
    public static boolean heads() {
        return Math.random() < 0.5;
    }
}

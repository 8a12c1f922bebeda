package org.netreplay.replay.sim.archfixture;

/** Violates: calls a floating-point API (Math.sqrt) although its own signature is integer only. */
public final class FloatingCallFixture {
    /** @return a rounded square root */
    public static int root(int value) {
        return (int) Math.sqrt(value);
    }
}

package org.netreplay.replay.sim.archfixture;

/** Violates: a double parameter and return type. */
public final class DoubleSignatureFixture {
    /** @return half of {@code value} */
    public static double half(double value) {
        return value / 2;
    }
}

package org.netreplay.pm.sim.archfixture;

/** Violates: a fused multiply-add, which the game (SSE2, no FMA) never does. */
public final class FmaFixture {
    /** @return a*b+c rounded once */
    public static float mulAdd(float a, float b, float c) {
        return StrictMath.fma(a, b, c);
    }
}

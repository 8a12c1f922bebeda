package org.netreplay.pm.sim.archfixture;

/** Violates: Math.sin, an intrinsic whose last bit may differ between JVMs and CPUs. */
public final class InexactMathFixture {
    /** @return the sine through Math */
    public static float sine(float a) {
        return (float) Math.sin(a);
    }
}

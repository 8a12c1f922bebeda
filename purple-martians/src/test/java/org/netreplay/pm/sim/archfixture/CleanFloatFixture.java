package org.netreplay.pm.sim.archfixture;

/** Float code as the port writes it (float32, C++ promotions, StrictMath, exact Math helpers): every rule accepts it. */
public final class CleanFloatFixture {
    private float x = 980f;
    private float xinc;

    /** One step of a walk: accelerate by 0.12, clamp at 4, move. */
    public float step() {
        xinc += 0.12;
        xinc = Math.min(xinc, 4f);
        x += xinc;
        return (float) StrictMath.sqrt(Math.abs(x));
    }
}

package org.netreplay.replay.sim.archfixture;

/** Violates: a float field. */
public final class FloatFieldFixture {
    /** Not allowed in the simulation. */
    public float speed;
}

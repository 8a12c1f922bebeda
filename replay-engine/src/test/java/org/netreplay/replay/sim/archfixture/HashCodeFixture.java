package org.netreplay.replay.sim.archfixture;

/** Violates: Object.hashCode (identity hash, differs between runs). */
public final class HashCodeFixture {
    /** @return the identity-based hash of a new object */
    public static int seed() {
        return new Object().hashCode();
    }
}

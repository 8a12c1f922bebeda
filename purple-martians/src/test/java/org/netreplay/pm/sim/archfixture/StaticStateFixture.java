package org.netreplay.pm.sim.archfixture;

/**
 * Violates: state kept in a static field, shared by every simulation in the JVM (a client predicting on a second
 * thread would read the server's).
 */
public final class StaticStateFixture {
    private static int frames;

    /** @return the frames counted by every instance */
    public static int step() {
        return ++frames;
    }
}

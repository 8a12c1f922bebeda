package org.netreplay.replay.sim.archfixture;

/** Violates: writes to System.out. */
public final class StandardStreamFixture {
    /** Prints a frame number. */
    public static void log(int frame) {
        System.out.println(frame);
    }
}

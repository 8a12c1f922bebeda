package org.netreplay.replay.sim.archfixture;

/** Violates: Thread. */
public final class ThreadFixture {
    /** Sleeps a bit. */
    public static void pause() throws InterruptedException {
        Thread.sleep(1);
    }
}

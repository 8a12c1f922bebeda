package org.netreplay.replay.sim.archfixture;

import java.io.File;

/** Violates: I/O. */
public final class IoFixture {
    /** @return whether a file exists */
    public static boolean exists(String name) {
        return new File(name).exists();
    }
}

package org.netreplay.replay.game;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where tests find the shared real data (system property {@code netreplay.sharedData}, set by Maven). */
final class TestData {
    private TestData() {
    }

    /** @return the folder of the real levels ({@code level001.pml} ...) */
    static Path levels() {
        String shared = System.getProperty("netreplay.sharedData");
        if (shared != null && Files.isDirectory(Path.of(shared, "pm-levels"))) {
            return Path.of(shared, "pm-levels");
        }
        String root = System.getProperty("netreplay.rootDir", ".");
        return Path.of(root, "sample-logs", "levels");
    }

    /** @return the real level file {@code levelNNN.pml} */
    static Path level(int number) {
        return levels().resolve(String.format("level%03d.pml", number));
    }
}

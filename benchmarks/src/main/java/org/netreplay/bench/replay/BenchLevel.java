package org.netreplay.bench.replay;

import java.nio.file.Files;
import java.nio.file.Path;
import org.netreplay.replay.session.LevelArgument;

/** The level the replay benchmarks run on: the real level006.pml when found, else the game's built-in map 6. */
final class BenchLevel {
    static final int LEVEL = 6;

    private BenchLevel() {
    }

    /** @return sample-logs/levels/level006.pml under -Dnetreplay.rootDir, $NETREPLAY_HOME or the current folder */
    static Path file() {
        Path file = LevelArgument.defaultLevelsDir().resolve("level006.pml");
        return Files.isRegularFile(file) ? file : null;
    }
}

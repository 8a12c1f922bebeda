package org.netreplay.sim;

import java.nio.file.Files;
import java.nio.file.Path;

/** Paths for the simulator's tests: the repository root (system property or walking up) and its level files. */
final class TestFiles {
    private TestFiles() {
    }

    static Path root() {
        String prop = System.getProperty("netreplay.rootDir");
        if (prop != null && Files.isDirectory(Path.of(prop, "sample-logs"))) {
            return Path.of(prop);
        }
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("sample-logs/levels"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("cannot find the repository root (sample-logs/levels) above "
                    + Path.of("").toAbsolutePath());
        }
        return p;
    }

    static Path level(int n) {
        return root().resolve(String.format("sample-logs/levels/level%03d.pml", n));
    }
}

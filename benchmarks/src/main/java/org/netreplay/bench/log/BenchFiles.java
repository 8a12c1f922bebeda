package org.netreplay.bench.log;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Generated benchmark logs, cached in {@code java.io.tmpdir} (or {@code -Dnetreplay.benchDir}) by size and seed. */
final class BenchFiles {
    static final long SEED = 42;

    private BenchFiles() {
    }

    static Path log(int megabytes) throws IOException {
        Path dir = Path.of(System.getProperty("netreplay.benchDir", System.getProperty("java.io.tmpdir")));
        Path file = dir.resolve("netreplay-bench-" + megabytes + "mb-seed" + SEED + ".txt");
        if (!Files.exists(file)) {
            Path tmp = dir.resolve(file.getFileName() + ".tmp");
            new LogGenerator(SEED).write(tmp, (long) megabytes << 20);
            Files.move(tmp, file);
        }
        return file;
    }
}

package org.netreplay.bench.log;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Generated benchmark logs, cached in {@code java.io.tmpdir} (or {@code -Dnetreplay.benchDir}) by size and seed. */
final class BenchFiles {
    static final long SEED = 42;
    /** The bulk work's threads of a benchmark: one per core (daemon threads, the JMH fork's life). */
    static final java.util.concurrent.ExecutorService ALL_CORES = java.util.concurrent.Executors.newFixedThreadPool(
            Runtime.getRuntime().availableProcessors(), runnable -> {
                Thread thread = new Thread(runnable, "bench-worker");
                thread.setDaemon(true);
                return thread;
            });

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

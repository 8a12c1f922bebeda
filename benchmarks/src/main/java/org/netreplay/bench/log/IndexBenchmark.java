package org.netreplay.bench.log;

import org.netreplay.log.index.Indexer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Full index of a generated log (warm page cache): indexes per second, plus bytes/s and lines/s as auxiliary
 * counters. Run: {@code java -jar benchmarks/target/benchmarks.jar IndexBenchmark -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class IndexBenchmark {
    /** Generated log size in MB. */
    @Param({"256"})
    public int megabytes;

    private Path file;
    private long fileBytes;

    /** Rates per second reported by JMH next to the time. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Rates {
        /** Bytes indexed. */
        public long bytes;
        /** Lines indexed. */
        public long lines;

        /** Resets per iteration. */
        @Setup(Level.Iteration)
        public void reset() {
            bytes = 0;
            lines = 0;
        }
    }

    /** Generates (once) and reads the file so it is in the page cache. */
    @Setup
    public void setUp() throws IOException {
        file = BenchFiles.log(megabytes);
        fileBytes = Files.size(file);
        byte[] buf = new byte[1 << 20];
        try (InputStream in = Files.newInputStream(file)) {
            while (in.read(buf) > 0) {
                // warm the page cache
            }
        }
    }

    /** Builds the full index. */
    @Benchmark
    public int index(Rates rates) throws LogReadException {
        try (LogIndex index = Indexer.build(file, ProgressListener.NONE, BenchFiles.ALL_CORES)) {
            rates.bytes += fileBytes;
            rates.lines += index.lineCount();
            return index.lineCount();
        }
    }
}

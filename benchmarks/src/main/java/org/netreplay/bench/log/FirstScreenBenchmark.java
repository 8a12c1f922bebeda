package org.netreplay.bench.log;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.nio.file.Path;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.index.Indexer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Time to first screen (60 lines) of a generated log: with a full index first, and with a head index of the first
 * 4 MB ({@link Indexer#buildHead}) while the full index would continue in the background.
 * Run: {@code java -jar benchmarks/target/benchmarks.jar FirstScreenBenchmark -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class FirstScreenBenchmark {
    /** Generated log size in MB. */
    @Param({"1024"})
    public int megabytes;

    private Path file;

    /** Generates the file once. */
    @Setup
    public void setUp() throws IOException {
        file = BenchFiles.log(megabytes);
    }

    /** Full index, then the first 60 lines. */
    @Benchmark
    public int fullIndexThenFirstScreen() throws LogReadException {
        try (LogIndex index = Indexer.build(file, ProgressListener.NONE)) {
            return index.readLines(0, 60).size();
        }
    }

    /** Head index of 4 MB, then the first 60 lines. */
    @Benchmark
    public int headIndexThenFirstScreen() throws LogReadException {
        try (LogIndex index = Indexer.buildHead(file, 4 << 20)) {
            return index.readLines(0, 60).size();
        }
    }
}

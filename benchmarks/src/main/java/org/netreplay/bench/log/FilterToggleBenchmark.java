package org.netreplay.bench.log;

import java.util.BitSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.merge.LineFilter;
import org.netreplay.log.LogReadException;
import org.netreplay.log.merge.MergedLog;
import org.netreplay.log.ProgressListener;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Toggling one category (type 44 off) on a 10M-line log, one lane and three lanes (server + 2 clients).
 * Run: {@code java -jar benchmarks/target/benchmarks.jar FilterToggleBenchmark -f 1 -wi 3 -i 5}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class FilterToggleBenchmark {
    /** Total rows. */
    @Param({"10000000"})
    public int lines;

    private MergedLog single;
    private MergedLog threeLanes;
    private LineFilter hide44;

    /** Builds the synthetic indexes and the merged views. */
    @Setup
    public void setUp() {
        single = MergedLog.merge(List.of(new SyntheticColumnsIndex(lines, 1)), ProgressListener.NONE);
        threeLanes = MergedLog.merge(List.of(new SyntheticColumnsIndex(lines / 2, 2),
                new SyntheticColumnsIndex(lines / 4, 3), new SyntheticColumnsIndex(lines - lines / 2 - lines / 4, 4)),
                ProgressListener.NONE);
        BitSet types = LineFilter.all().visibleTypes();
        types.clear(44);
        hide44 = new LineFilter(types, true, 0xFF, Integer.MIN_VALUE, Integer.MAX_VALUE, -1L, null);
    }

    /** One lane: the columns loop. */
    @Benchmark
    public int toggleSingleLane() throws LogReadException {
        return FilteredRows.apply(single, hide44, ProgressListener.NONE, BenchFiles.ALL_CORES).size();
    }

    /** Three lanes merged by frame. */
    @Benchmark
    public int toggleThreeLanes() throws LogReadException {
        return FilteredRows.apply(threeLanes, hide44, ProgressListener.NONE, BenchFiles.ALL_CORES).size();
    }
}

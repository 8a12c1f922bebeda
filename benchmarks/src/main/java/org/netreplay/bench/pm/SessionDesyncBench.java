package org.netreplay.bench.pm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The session-folder desync analysis ({@link SessionDesync}, docs/desync.md) of a simulated session: every log read
 * for type-60 lines and events, the states files indexed, the server's moves replayed by the Purple Martians game, and
 * every client record checked. {@code session} is a folder: the committed samples (run from the repository root), or
 * a bigger one written by {@code ./netreplay simulate}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SessionDesyncBench {
    @Param({"sample-logs/sessions/sim-stress-8p"})
    public String session;

    /** @return the report (in sync or not) */
    @Benchmark
    public SessionDesyncReport analyze() throws IOException {
        return SessionDesync.analyze(Path.of(session));
    }
}

package org.netreplay.bench.replay;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.desync.DesyncFinder;
import org.netreplay.replay.desync.DesyncReport;
import org.netreplay.replay.session.Games;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * First-desync search between two 72,000-frame 8-player move streams that differ in one move near frame 50,000:
 * both replays with per-frame checksums, the first-mismatch scan, the field diff and the move diff. Target: < 1 s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DesyncSearchBench {
    private DesyncFinder finder;
    private List<GameMove> server;
    private List<GameMove> client;

    @Setup
    public void setUp() {
        finder = DesyncFinder.create(Games.find(Games.REFERENCE_GAME_ID)).withLevel(BenchLevel.LEVEL)
                .withLevelFile(BenchLevel.file());
        server = SessionGenerator.moves(SessionGenerator.SEED, SessionGenerator.PLAYERS, SessionGenerator.FRAMES);
        client = SessionGenerator.withOneMoveChanged(server, 50_000);
    }

    /** @return the report (its first divergent frame is near 50,000) */
    @Benchmark
    public DesyncReport findFirstDesync() {
        DesyncReport report = finder.compare(server, client, SessionGenerator.FRAMES);
        if (report.inSync()) {
            throw new IllegalStateException("the changed move was not found");
        }
        return report;
    }
}

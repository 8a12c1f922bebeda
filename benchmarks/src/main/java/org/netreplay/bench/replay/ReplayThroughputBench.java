package org.netreplay.bench.replay;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;
import org.netreplay.replay.spi.DeterministicGame;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Replay of a generated 72,000-frame 8-player session with the reference game, through a {@link ReplaySession}
 * (per-frame checksum, keyframe every 64 frames, the default). Target: ≥ 72,000 frames/s, i.e. ≤ 1,000 ms per
 * operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ReplayThroughputBench {
    private DeterministicGame game;
    private List<GameMove> moves;

    @Setup
    public void setUp() {
        game = Games.find(Games.REFERENCE_GAME_ID);
        moves = SessionGenerator.moves(SessionGenerator.SEED, SessionGenerator.PLAYERS, SessionGenerator.FRAMES);
    }

    /** @return the final checksum (one operation = 72,000 frames) */
    @Benchmark
    public int replay72000Frames() {
        ReplaySession session = ReplaySessionBuilder.create().withGame(game).withLevel(BenchLevel.LEVEL)
                .withLevelFile(BenchLevel.file()).withMoves(moves).start();
        session.advanceTo(SessionGenerator.FRAMES);
        return session.checksum(SessionGenerator.FRAMES);
    }
}

package org.netreplay.bench.replay;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;
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
 * Seek to a random frame of an already replayed 72,000-frame 8-player session: load the nearest keyframe, then
 * re-simulate up to K−1 frames. Target: < 5 ms at p99 (SampleTime).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SeekBench {
    @Param({"64", "128"})
    public int keyframeInterval;

    private ReplaySession session;
    private SplittableRandom random;
    private int frame;

    @Setup(Level.Trial)
    public void setUp() {
        session = ReplaySessionBuilder.create().withGame(Games.find(Games.REFERENCE_GAME_ID))
                .withLevel(BenchLevel.LEVEL).withLevelFile(BenchLevel.file())
                .withMoves(SessionGenerator.moves(SessionGenerator.SEED, SessionGenerator.PLAYERS,
                        SessionGenerator.FRAMES))
                .withKeyframeInterval(keyframeInterval).start();
        session.advanceTo(SessionGenerator.FRAMES);
        random = new SplittableRandom(7);
    }

    @Setup(Level.Invocation)
    public void pickFrame() {
        frame = random.nextInt(SessionGenerator.FRAMES + 1);
    }

    /** @return the state at a random frame */
    @Benchmark
    public byte[] seekRandomFrame() {
        return session.seek(frame);
    }
}

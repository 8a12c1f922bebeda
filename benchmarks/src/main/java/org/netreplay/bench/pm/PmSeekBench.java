package org.netreplay.bench.pm;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.netreplay.pm.game.PmReplay;
import org.netreplay.replay.gm.GmRecording;
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
 * Seek to a random frame of the longest real demo (lev042, 14,453 frames) replayed by the Purple Martians game
 * through a {@link ReplaySession} (keyframes compressed with the dif codec). Target: < 5 ms at p99
 * (SampleTime mode prints the percentiles). Also prints the keyframe bytes per frame.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PmSeekBench {
    @Param({"32", "64"})
    public int keyframeInterval;

    private ReplaySession session;
    private int last;
    private SplittableRandom random;

    @Setup(Level.Trial)
    public void setUp() {
        GmRecording rec = PmDemos.longestOfLevel42();
        session = ReplaySessionBuilder.create().withGame(Games.find(PmReplay.GAME_ID)).withLevel(rec.level())
                .withMoves(rec.moves()).withKeyframeInterval(keyframeInterval).start();
        last = rec.lastMoveFrame();
        session.advanceTo(last);
        random = new SplittableRandom(42);
        System.out.printf("%nkeyframes: %d bytes for %d frames = %.1f bytes/frame%n", session.keyframeBytes(),
                last, session.keyframeBytes() / (double) last);
    }

    /** @return the state at a random frame */
    @Benchmark
    public byte[] seekRandomFrame() {
        return session.seek(random.nextInt(last + 1));
    }
}

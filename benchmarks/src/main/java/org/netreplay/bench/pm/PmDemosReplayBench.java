package org.netreplay.bench.pm;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.netreplay.pm.game.DemoPlayer;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.replay.gm.GmRecording;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * All 96 real demos played by the Purple Martians simulation as the demo player plays them (frame 0 to its end),
 * with the CRC-32 of the whole 113,344-byte state every frame. One operation = every demo once; frames/s = the
 * frames counted by {@link #framesPerOperation()} / the time. Target: ≥ 20,000 frames/s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PmDemosReplayBench {
    private List<GmRecording> demos;
    private final byte[] state = new byte[PmStateCodec.STATE_SIZE];

    @Setup
    public void setUp() {
        demos = PmDemos.all();
        System.out.println("\nframes per operation: " + framesPerOperation());
    }

    /** @return the total frames of one operation (printed at setup) */
    long framesPerOperation() {
        long frames = 0;
        for (GmRecording r : demos) {
            DemoPlayer dp = DemoPlayer.start(r.moves(), r.level(), r.header().lastFrame(), PmDemos.LEVELS, false);
            while (!dp.finished()) {
                dp.advance();
            }
            frames += dp.frame() + 1;
        }
        return frames;
    }

    /** @return the same without checksums: the simulation alone (the last frame's CRC only) */
    @Benchmark
    public int allDemosSimulationOnly() {
        int acc = 0;
        for (GmRecording r : demos) {
            DemoPlayer dp = DemoPlayer.start(r.moves(), r.level(), r.header().lastFrame(), PmDemos.LEVELS, false);
            while (!dp.finished()) {
                dp.advance();
            }
            PmStateCodec.write(dp.world(), state);
            acc ^= PmStateCodec.crc32(state);
        }
        return acc;
    }

    /**
     * The target's measure: the state written every frame and {@code java.util.zip.CRC32} over all its 113,344
     * bytes (as {@code PmSimulation.checksum} does).
     *
     * @return the xor of every frame's CRC (so nothing is optimised away)
     */
    @Benchmark
    public int allDemosWithStateCrcEveryFrame() {
        int acc = 0;
        for (GmRecording r : demos) {
            DemoPlayer dp = DemoPlayer.start(r.moves(), r.level(), r.header().lastFrame(), PmDemos.LEVELS, false);
            PmStateCodec.write(dp.world(), state);
            acc ^= PmStateCodec.crc32(state);
            while (!dp.finished()) {
                dp.advance();
                PmStateCodec.write(dp.world(), state);
                acc ^= PmStateCodec.crc32(state);
            }
        }
        return acc;
    }
}

package org.netreplay.bench.pm;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.netreplay.pm.game.PmSimulation;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmRecording;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Cost of one saved state of Purple Martians ({@link PmSimulation#saveStateInto}, {@link PmSimulation#SAVED_SIZE}
 * bytes into a reused array) and of one load ({@link PmSimulation#loadState}), on the states of the longest level-42
 * demo: the simulator saves after every step of every peer (about 750,000 saves in {@code simulate --players 8
 * --minutes 30}) and loads at every rewind.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PmSaveLoadBench {
    private static final int STATES = 500;

    private final List<byte[]> states = new ArrayList<>();
    private PmSimulation sim;
    private byte[] reuse;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        GmRecording rec = PmDemos.longestOfLevel42();
        sim = (PmSimulation) PmDemos.start(rec);
        for (List<GameMove> now : PmDemos.movesPerFrame(rec, STATES)) {
            sim.advance(now);
            states.add(sim.saveState());
        }
        reuse = new byte[PmSimulation.SAVED_SIZE];
    }

    /** Saves the simulation's state (the last demo state) into the same array each time. */
    @Benchmark
    public byte[] save() {
        return sim.saveStateInto(reuse);
    }

    /** Loads the next of the demo's states (a loop over 500 consecutive frames). */
    @Benchmark
    public int load() {
        int i = next;
        next = (i + 1) % states.size();
        sim.loadState(states.get(i));
        return i;
    }
}

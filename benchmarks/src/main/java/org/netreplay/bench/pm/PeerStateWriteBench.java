package org.netreplay.bench.pm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.netreplay.pm.game.PmReplay;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.session.peerstate.PeerStateWriter;
import org.netreplay.session.peerstate.StateLabel;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Cost of one states-file record with a whole Purple Martians state (113,344 bytes, docs/formats.md §5.3): the writer
 * of docs/peer-states.md appending consecutive real states of the longest level-42 demo, each with its frame's moves.
 * Target: well under 50 µs per state on average, since a 30-minute 8-player session writes about
 * 600,000 of them within 60 s. Prints the bytes written per record at the end of each iteration.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PeerStateWriteBench {
    private static final int STATES = 2_000;

    /** Where the file goes: the disk, or tmpfs to see the writer's own cost without the disk's. */
    @Param({"/tmp", "/dev/shm"})
    public String folder;

    private final List<byte[]> states = new ArrayList<>();
    private final List<List<GameMove>> moves = new ArrayList<>();
    private Path file;
    private PeerStateWriter writer;
    private int next;
    private long written;

    @Setup(Level.Trial)
    public void setUp() {
        GmRecording rec = PmDemos.longestOfLevel42();
        GameSimulation sim = PmDemos.start(rec);
        for (List<GameMove> now : PmDemos.movesPerFrame(rec, STATES)) {
            sim.advance(now);
            states.add(sim.saveState());
            moves.add(now);
        }
        System.out.printf("%n%d states of %d bytes%n", states.size(), states.get(0).length);
    }

    @Setup(Level.Iteration)
    public void open() throws IOException {
        file = Files.createTempFile(Path.of(folder), "bench", ".states");
        writer = PeerStateWriter.create(file, PmReplay.GAME_ID, 42, 1, states.get(0).length);
        next = 0;
        written = 0;
    }

    @TearDown(Level.Iteration)
    public void close() throws IOException {
        writer.close();
        System.out.printf("%n%d records, %.1f bytes per record%n", written, Files.size(file) / (double) written);
        Files.delete(file);
    }

    /** Appends the next real state (the 2,000 states are written in a loop; the loop's jump is one big dif). */
    @Benchmark
    public void writeStateRecord() throws IOException {
        int i = next;
        next = next + 1 == STATES ? 0 : next + 1;
        writer.write(i + 1, StateLabel.CONFIRMED, i, states.get(i), moves.get(i));
        written++;
    }
}

package org.netreplay.bench.pm;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.Deflater;

import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.dif.DifCompression;
import org.netreplay.replay.dif.StateDif;
import org.netreplay.replay.dif.ZlibDeflater;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.spi.GameSimulation;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One state dif's zlib compression at the game's level 7 (docs/formats.md §5.4): the JDK's {@link Deflater} (native
 * zlib) against {@link ZlibDeflater} (the same bytes, in Java), on the difs between real states of the longest
 * level-42 demo three frames apart (a client's usual ack distance; about 230 of 113,344 bytes are not zero, more than
 * in the simulator's sessions, about 140).
 * Run: {@code java -jar benchmarks/target/benchmarks.jar DifDeflateBench -f 1 -wi 5 -i 5}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class DifDeflateBench {
    private static final int DIFS = 500;
    private static final int ACK_DISTANCE = 3;

    private final List<byte[]> difs = new ArrayList<>();
    private final Deflater jdk = new Deflater(DifCompression.DEFAULT_LEVEL);
    private final ZlibDeflater port = new ZlibDeflater(DifCompression.DEFAULT_LEVEL);
    private final byte[] buffer = new byte[1 << 16];
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        GmRecording rec = PmDemos.longestOfLevel42();
        GameSimulation sim = PmDemos.start(rec);
        List<byte[]> states = new ArrayList<>();
        for (List<GameMove> now : PmDemos.movesPerFrame(rec, DIFS + ACK_DISTANCE)) {
            sim.advance(now);
            // the net state, the part a dif covers (the save has the simulation's own variables after it)
            states.add(java.util.Arrays.copyOf(sim.saveState(), PmStateCodec.STATE_SIZE));
        }
        long nonZero = 0;
        for (int i = 0; i < DIFS; i++) {
            byte[] dif = StateDif.create(states.get(i), states.get(i + ACK_DISTANCE));
            difs.add(dif);
            for (byte b : dif) {
                nonZero += b != 0 ? 1 : 0;
            }
            if (!java.util.Arrays.equals(port.compress(dif), jdk(dif))) {
                throw new IllegalStateException("dif " + i + ": ZlibDeflater and the JDK's zlib differ");
            }
        }
        System.out.printf("%n%d difs of %d bytes, %d not zero on average%n", DIFS, difs.get(0).length,
                nonZero / DIFS);
    }

    private byte[] jdk(byte[] dif) {
        jdk.reset();
        jdk.setInput(dif);
        jdk.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while (!jdk.finished()) {
            out.write(buffer, 0, jdk.deflate(buffer));
        }
        return out.toByteArray();
    }

    private byte[] nextDif() {
        byte[] d = difs.get(next);
        next = (next + 1) % DIFS;
        return d;
    }

    /** The JDK's Deflater (native zlib), reset and reused as the simulator used it. */
    @Benchmark
    public int jdkDeflater() {
        return jdk(nextDif()).length;
    }

    /** ZlibDeflater, reused. */
    @Benchmark
    public int zlibDeflater() {
        return port.compress(nextDif()).length;
    }
}

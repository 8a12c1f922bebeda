package org.netreplay.pm.state;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.zip.CRC32;

import org.netreplay.pm.sim.EShot;
import org.netreplay.pm.sim.LiftCur;
import org.netreplay.pm.sim.PShot;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.sim.Psyn;
import org.netreplay.pm.sim.StructCodecs;

/**
 * The game's state, byte for byte: the 113,344-byte raw copy of the synced arrays that
 * {@code src/mwNetgame.cpp#game_vars_to_state} builds, in docs/formats.md §5.3's order, little-endian
 * ints and IEEE-754 floats. {@link #write} and {@link #read} are exact inverses on every byte but struct padding
 * (psyn bytes 125–127, always 0 in the game and written as 0). The structs go through {@link StructCodecs}.
 */
public final class PmStateCodec {
    /** {@code STATE_SIZE} in src/pm.h, bytes. */
    public static final int STATE_SIZE = 113_344;

    private PmStateCodec() {
    }

    /** @return a new {@link #STATE_SIZE}-byte state of {@code w} */
    public static byte[] write(PmWorld w) {
        byte[] out = new byte[STATE_SIZE];
        write(w, out);
        return out;
    }

    /** Writes the state of {@code w} into {@code out} ({@link #STATE_SIZE} bytes; every byte is overwritten). */
    public static void write(PmWorld w, byte[] out) {
        if (out.length != STATE_SIZE) {
            throw new IllegalArgumentException("state buffer is " + out.length + " bytes, not " + STATE_SIZE);
        }
        writeAt0(w, out);
    }

    /**
     * Writes the state of {@code w} into the first {@link #STATE_SIZE} bytes of {@code out} (a longer buffer, e.g. a
     * saved state with the simulation's own variables after the game's; its later bytes are left as they are).
     *
     * @throws IllegalArgumentException if {@code out} is shorter than {@link #STATE_SIZE}
     */
    public static void writeInto(PmWorld w, byte[] out) {
        if (out.length < STATE_SIZE) {
            throw new IllegalArgumentException("state buffer is " + out.length + " bytes, less than " + STATE_SIZE);
        }
        writeAt0(w, out);
    }

    private static void writeAt0(PmWorld w, byte[] out) {
        ByteBuffer b = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
        IntBuffer ints = b.asIntBuffer();
        Psyn[] syn = w.player.syn;
        for (int p = 0; p < 8; p++) {
            StructCodecs.write(syn[p], b, PmSections.SYN.offset() + p * Psyn.SIZE);
        }
        putInts(ints, PmSections.EI.offset(), w.enemy.Ei);
        putFloats(ints, PmSections.EF.offset(), w.enemy.Ef);
        putInts(ints, PmSections.ITEM.offset(), w.item.item);
        putFloats(ints, PmSections.ITEMF.offset(), w.item.itemf);
        LiftCur[] cur = w.lift.cur;
        for (int l = 0; l < cur.length; l++) {
            StructCodecs.write(cur[l], b, PmSections.LIFT.offset() + l * LiftCur.SIZE);
        }
        putInts(ints, PmSections.L.offset(), w.level.l);
        PShot[] ps = w.shot.p;
        for (int i = 0; i < ps.length; i++) {
            StructCodecs.write(ps[i], b, PmSections.PSHOT.offset() + i * PShot.SIZE);
        }
        EShot[] es = w.shot.e;
        for (int i = 0; i < es.length; i++) {
            StructCodecs.write(es[i], b, PmSections.ESHOT.offset() + i * EShot.SIZE);
        }
        putInts(ints, PmSections.EVENT.offset(), w.triggerEvent.event);
    }

    /**
     * Replaces the synced arrays of {@code w} with those of {@code state}.
     *
     * @throws IllegalArgumentException if {@code state} is not {@link #STATE_SIZE} bytes
     */
    public static void read(PmWorld w, byte[] state) {
        if (state.length != STATE_SIZE) {
            throw new IllegalArgumentException("state is " + state.length + " bytes, not " + STATE_SIZE);
        }
        readAt0(w, state);
    }

    /**
     * Replaces the synced arrays of {@code w} with the first {@link #STATE_SIZE} bytes of {@code state} (a longer
     * buffer, e.g. a saved state with the simulation's own variables after the game's).
     *
     * @throws IllegalArgumentException if {@code state} is shorter than {@link #STATE_SIZE}
     */
    public static void readFrom(PmWorld w, byte[] state) {
        if (state.length < STATE_SIZE) {
            throw new IllegalArgumentException("state is " + state.length + " bytes, less than " + STATE_SIZE);
        }
        readAt0(w, state);
    }

    private static void readAt0(PmWorld w, byte[] state) {
        ByteBuffer b = ByteBuffer.wrap(state).order(ByteOrder.LITTLE_ENDIAN);
        IntBuffer ints = b.asIntBuffer();
        for (int p = 0; p < 8; p++) {
            StructCodecs.read(w.player.syn[p], b, PmSections.SYN.offset() + p * Psyn.SIZE);
        }
        getInts(ints, PmSections.EI.offset(), w.enemy.Ei);
        getFloats(ints, PmSections.EF.offset(), w.enemy.Ef);
        getInts(ints, PmSections.ITEM.offset(), w.item.item);
        getFloats(ints, PmSections.ITEMF.offset(), w.item.itemf);
        for (int l = 0; l < w.lift.cur.length; l++) {
            StructCodecs.read(w.lift.cur[l], b, PmSections.LIFT.offset() + l * LiftCur.SIZE);
        }
        w.lift.activeMayHaveChanged();
        getInts(ints, PmSections.L.offset(), w.level.l);
        for (int i = 0; i < w.shot.p.length; i++) {
            StructCodecs.read(w.shot.p[i], b, PmSections.PSHOT.offset() + i * PShot.SIZE);
        }
        for (int i = 0; i < w.shot.e.length; i++) {
            StructCodecs.read(w.shot.e[i], b, PmSections.ESHOT.offset() + i * EShot.SIZE);
        }
        getInts(ints, PmSections.EVENT.offset(), w.triggerEvent.event);
    }

    /** @return the zlib CRC-32 of {@code length} bytes of {@code state} from {@code offset} (as the golden dumps) */
    public static int crc32(byte[] state, int offset, int length) {
        CRC32 crc = new CRC32();
        crc.update(state, offset, length);
        return (int) crc.getValue();
    }

    /** @return the zlib CRC-32 of a whole state */
    public static int crc32(byte[] state) {
        return crc32(state, 0, state.length);
    }

    /**
     * A section's ints, row after row, for one bulk copy to or from the state's bytes: a buffer view's bulk copy costs
     * about as much to set up as to copy a short row, and the sections have up to 500 rows. Per thread: the simulator
     * saves and loads states on two threads at once. Large enough for the largest section (the level's 10,000).
     */
    private static final ThreadLocal<int[]> FLAT = ThreadLocal.withInitial(() -> new int[10_000]);

    private static int[] flat(int n) {
        int[] f = FLAT.get();
        if (f.length < n) {
            f = new int[n];
            FLAT.set(f);
        }
        return f;
    }

    /** @return the cells of a section's rows, all as long as the first (the world's arrays are rectangular) */
    private static int cells(int[][] rows) {
        return rows.length * rows[0].length;
    }

    private static int cells(float[][] rows) {
        return rows.length * rows[0].length;
    }

    // the state's int view is indexed in ints: every section starts at a multiple of 4 bytes (PmSections)

    private static void putInts(IntBuffer ints, int base, int[] row) {
        ints.put(base >> 2, row, 0, row.length);
    }

    private static void getInts(IntBuffer ints, int base, int[] row) {
        ints.get(base >> 2, row, 0, row.length);
    }

    private static void putInts(IntBuffer ints, int base, int[][] a) {
        int[] f = flat(cells(a));
        int n = 0;
        for (int[] row : a) {
            System.arraycopy(row, 0, f, n, row.length);
            n += row.length;
        }
        ints.put(base >> 2, f, 0, n);
    }

    /** Floats as their raw bits (NaN payloads kept), as {@link ByteBuffer#putFloat} writes them. */
    private static void putFloats(IntBuffer ints, int base, float[][] a) {
        int[] f = flat(cells(a));
        int n = 0;
        for (float[] row : a) {
            for (float v : row) {
                f[n++] = Float.floatToRawIntBits(v);
            }
        }
        ints.put(base >> 2, f, 0, n);
    }

    private static void getInts(IntBuffer ints, int base, int[][] a) {
        int total = cells(a);
        int[] f = flat(total);
        ints.get(base >> 2, f, 0, total);
        int n = 0;
        for (int[] row : a) {
            System.arraycopy(f, n, row, 0, row.length);
            n += row.length;
        }
    }

    private static void getFloats(IntBuffer ints, int base, float[][] a) {
        int total = cells(a);
        int[] f = flat(total);
        ints.get(base >> 2, f, 0, total);
        int n = 0;
        for (float[] row : a) {
            for (int k = 0; k < row.length; k++) {
                row[k] = Float.intBitsToFloat(f[n++]);
            }
        }
    }
}

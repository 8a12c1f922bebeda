package org.netreplay.replay.dif;

import java.io.ByteArrayOutputStream;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * zlib compression of a state dif as the game does it (docs/formats.md §5.4: {@code compress2} at level
 * {@code zlib_cmp}, default 7), and bounded decompression: {@link #inflate} never allocates more than the state size
 * and rejects corrupt, truncated, oversize and wrong-length input with a {@link StateDifException}.
 *
 * <p>Levels 4 to 9 compress with {@link ZlibDeflater} (zlib 1.2.13's bytes on every machine), levels 0 to 3 with the
 * JDK's {@link Deflater} (the zlib it links).
 *
 * <p>Thread safety: any thread; each thread has its own {@link ZlibDeflater} per level, each call of the other levels
 * its own {@link Deflater}, each {@link #inflate} its own {@link Inflater}.
 */
public final class DifCompression {
    /** The game's default compression level ({@code zlib_cmp = 7}). */
    public static final int DEFAULT_LEVEL = 7;

    /** per thread, per level 4..9 (index level − 4): made on first use */
    private static final ThreadLocal<ZlibDeflater[]> DEFLATERS = ThreadLocal.withInitial(() -> new ZlibDeflater[6]);

    private DifCompression() {
    }

    /**
     * @param dif   the dif (any length)
     * @param level zlib level 0..9
     * @return zlib data (with zlib header and adler32, as {@code compress2} writes)
     * @throws IllegalArgumentException if the level is outside 0..9
     */
    public static byte[] deflate(byte[] dif, int level) {
        if (level < 0 || level > 9) {
            throw new IllegalArgumentException("level (" + level + ") must be in 0..9");
        }
        if (level >= 4) {
            ZlibDeflater[] mine = DEFLATERS.get();
            if (mine[level - 4] == null) {
                mine[level - 4] = new ZlibDeflater(level);
            }
            return mine[level - 4].compress(dif);
        }
        Deflater deflater = new Deflater(level);
        try {
            deflater.setInput(dif);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, dif.length / 8));
            byte[] buffer = new byte[8192];
            while (!deflater.finished()) {
                int n = deflater.deflate(buffer);
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    /**
     * @param dif the dif bytes
     * @return {@link #deflate(byte[], int)} at {@link #DEFAULT_LEVEL}
     */
    public static byte[] deflate(byte[] dif) {
        return deflate(dif, DEFAULT_LEVEL);
    }

    /**
     * Inflates zlib data that must expand to exactly {@code stateSize} bytes (the client's "bad uncompress" check).
     *
     * @param compressed zlib data
     * @param stateSize  expected size in bytes; the only buffer allocated has this size
     * @return the dif, {@code stateSize} bytes
     * @throws StateDifException if the data is corrupt, truncated, needs a dictionary, expands to more or fewer
     *                           than {@code stateSize} bytes, or has bytes after the zlib stream
     */
    public static byte[] inflate(byte[] compressed, int stateSize) throws StateDifException {
        if (stateSize < 0) {
            throw new IllegalArgumentException("stateSize (" + stateSize + ") must be >= 0");
        }
        byte[] out = new byte[stateSize];
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(compressed);
            int length = 0;
            while (length < stateSize && !inflater.finished()) {
                int n = inflater.inflate(out, length, stateSize - length);
                length += n;
                if (n == 0 && !inflater.finished()) {
                    throw new StateDifException(inflater.needsDictionary()
                            ? "compressed dif needs a preset dictionary; the game never uses one"
                            : "compressed dif is truncated: " + compressed.length + " bytes inflate to only "
                            + length + " of " + stateSize + " bytes");
                }
            }
            if (!inflater.finished()) {
                byte[] probe = new byte[1];
                if (inflater.inflate(probe) > 0) {
                    throw new StateDifException("compressed dif inflates to more than the state size ("
                            + stateSize + " bytes)");
                }
                if (!inflater.finished()) {
                    throw new StateDifException("compressed dif is truncated: the zlib stream does not end after "
                            + stateSize + " bytes");
                }
            }
            if (length != stateSize) {
                throw new StateDifException("compressed dif inflates to " + length + " bytes, expected the state size "
                        + stateSize + " bytes");
            }
            if (inflater.getRemaining() > 0) {
                throw new StateDifException("compressed dif has " + inflater.getRemaining()
                        + " bytes after the end of the zlib stream");
            }
            return out;
        } catch (DataFormatException e) {
            throw new StateDifException("compressed dif is corrupt: " + e.getMessage());
        } finally {
            inflater.end();
        }
    }
}

package org.netreplay.pm.state;

import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * The zlib CRC-32 of successive states of one size, computed incrementally: the state is cut into
 * {@value #CHUNK}-byte chunks; a chunk whose bytes equal the previous state's keeps its CRC, the others are
 * recomputed, and the chunk CRCs are joined with zlib's {@code crc32_combine} identity
 * {@code crc(A‖B) = Z^|B|(crc(A)) xor crc(B)}, where {@code Z^n} is the linear map that feeds n zero bytes through
 * the CRC register (applied here with four 256-entry tables). Each call compares the actual bytes, so the result is
 * always exactly {@code CRC32} of the whole state, whatever changed between calls (a replay, a seek, a load). From
 * frame to frame most of the game's 113,344 bytes (tiles, idle items, unused slots) do not change.
 *
 * <p>Thread safety: not thread-safe (one instance per replay).
 */
public final class StateCrc {
    /** Bytes per chunk (113,344 = 161 × 704). */
    public static final int CHUNK = 704;

    private final int size;
    private final int chunks;
    private final int lastChunk;
    private final int[][] shiftChunk;
    private final int[][] shiftLast;
    private final byte[] previous;
    private final int[] chunkCrc;
    private final CRC32 crc = new CRC32();
    private boolean primed;

    /** @param size the state size, bytes (&gt; 0) */
    public StateCrc(int size) {
        if (size <= 0) {
            throw new IllegalArgumentException("state size " + size + " must be > 0");
        }
        this.size = size;
        this.chunks = (size + CHUNK - 1) / CHUNK;
        this.lastChunk = size - (chunks - 1) * CHUNK;
        this.shiftChunk = zeroBytesTables(CHUNK);
        this.shiftLast = zeroBytesTables(lastChunk);
        this.previous = new byte[size];
        this.chunkCrc = new int[chunks];
    }

    /**
     * @param state a state of the size given at construction
     * @return the zlib CRC-32 of all its bytes (as {@link PmStateCodec#crc32(byte[])})
     * @throws IllegalArgumentException if the state has another size
     */
    public int update(byte[] state) {
        if (state.length != size) {
            throw new IllegalArgumentException("state is " + state.length + " bytes, not " + size);
        }
        int total = 0;
        for (int c = 0; c < chunks; c++) {
            int from = c * CHUNK;
            int len = c == chunks - 1 ? lastChunk : CHUNK;
            if (!primed || !Arrays.equals(state, from, from + len, previous, from, from + len)) {
                crc.reset();
                crc.update(state, from, len);
                chunkCrc[c] = (int) crc.getValue();
                System.arraycopy(state, from, previous, from, len);
            }
            total = c == 0 ? chunkCrc[0] : shift(c == chunks - 1 ? shiftLast : shiftChunk, total) ^ chunkCrc[c];
        }
        primed = true;
        return total;
    }

    private static int shift(int[][] t, int v) {
        return t[0][v & 0xff] ^ t[1][(v >>> 8) & 0xff] ^ t[2][(v >>> 16) & 0xff] ^ t[3][v >>> 24];
    }

    /** @return tables of the linear map Z^n (n zero bytes through the reflected CRC-32 register), by register byte */
    private static int[][] zeroBytesTables(int n) {
        int[] table = new int[256];
        for (int i = 0; i < 256; i++) {
            int r = i;
            for (int k = 0; k < 8; k++) {
                r = (r & 1) != 0 ? (r >>> 1) ^ 0xEDB88320 : r >>> 1;
            }
            table[i] = r;
        }
        int[] bit = new int[32];
        for (int b = 0; b < 32; b++) {
            int r = 1 << b;
            for (int i = 0; i < n; i++) {
                r = (r >>> 8) ^ table[r & 0xff];
            }
            bit[b] = r;
        }
        int[][] t = new int[4][256];
        for (int k = 0; k < 4; k++) {
            for (int v = 0; v < 256; v++) {
                int out = 0;
                for (int b = 0; b < 8; b++) {
                    if ((v & (1 << b)) != 0) {
                        out ^= bit[8 * k + b];
                    }
                }
                t[k][v] = out;
            }
        }
        return t;
    }
}

package org.netreplay.session.peerstate;

import java.nio.charset.StandardCharsets;

/**
 * Constants and the byte-level codec of the states file (docs/peer-states.md): big-endian ints, unsigned LEB128
 * varints, zigzag for signed varints, and a state stored as runs of changed bytes against a base state.
 */
final class PeerStateFormat {
    /** The first 8 bytes of every states file. */
    static final byte[] MAGIC = "NRSTATES".getBytes(StandardCharsets.US_ASCII);
    /** The format version this build reads and writes. */
    static final int VERSION = 1;
    /** The byte that starts every record. */
    static final int RECORD_MARK = 0xA5;
    /** Bytes of a record body before its inputs: frame (4), label (1), checksum (4), flags (1). */
    static final int RECORD_FIXED_BYTES = 10;
    /** Flag bit: the record stores a state. */
    static final int FLAG_STATE = 1;
    /** Flag bit: the stored state is a dif against all zeros (a keyframe), not against the previous stored state. */
    static final int FLAG_KEYFRAME = 2;
    /** Longest game id, chars. */
    static final int MAX_GAME_ID = 64;
    /** Lowest level number in a header (the range of {@code session.json}'s level, docs/session-manifest.md). */
    static final int MIN_LEVEL = 0;
    /** Highest level number in a header. */
    static final int MAX_LEVEL = 999;
    /** Most bytes one input takes: four varints of at most 5 bytes. */
    static final int MAX_INPUT_BYTES = 20;
    /** Equal bytes that end a run of changed bytes (shorter gaps are stored inside the run). */
    static final int GAP = 8;
    /** A stored state is a keyframe (against zeros) every this many stored states. */
    static final int KEYFRAME_INTERVAL = 256;

    private PeerStateFormat() {
    }

    /** @return the most bytes the runs of one state of {@code stateSize} bytes can take */
    static long maxRunBytes(int stateSize) {
        // every run holds at least one changed byte and is followed by at least GAP equal ones; each costs two varints
        return stateSize + 10L * (stateSize / (GAP + 1) + 1);
    }

    /**
     * Encodes {@code state} as runs against {@code base}: (varint skip, varint length, length bytes)..., each skip
     * counted from the end of the previous run. Unchanged stretches of at least {@link #GAP} bytes are skipped.
     *
     * @param update when true, the changed bytes are also copied into {@code base}, which then equals {@code state}
     * @return the new write position in {@code out}
     */
    static int encodeRuns(byte[] state, byte[] base, boolean update, byte[] out, int pos) {
        int n = state.length;
        int i = 0;
        while (i < n) {
            int m = java.util.Arrays.mismatch(state, i, n, base, i, n);
            if (m < 0) {
                break;
            }
            int start = i + m;
            int j = start + 1;
            int end;
            while (true) {
                while (j < n && state[j] != base[j]) {
                    j++;
                }
                if (j >= n) {
                    end = n;
                    break;
                }
                int to = Math.min(n, j + GAP);
                int k = java.util.Arrays.mismatch(state, j, to, base, j, to);
                if (k < 0) {
                    end = j;
                    break;
                }
                j += k;
            }
            pos = putVarint(out, pos, start - i);
            pos = putVarint(out, pos, end - start);
            System.arraycopy(state, start, out, pos, end - start);
            if (update) {
                System.arraycopy(state, start, base, start, end - start);
            }
            pos += end - start;
            i = end;
        }
        return pos;
    }

    static int putVarint(byte[] out, int pos, int value) {
        int v = value;
        while ((v & ~0x7F) != 0) {
            out[pos++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out[pos++] = (byte) v;
        return pos;
    }

    static int putInt(byte[] out, int pos, int value) {
        out[pos] = (byte) (value >>> 24);
        out[pos + 1] = (byte) (value >>> 16);
        out[pos + 2] = (byte) (value >>> 8);
        out[pos + 3] = (byte) value;
        return pos + 4;
    }

    static int getInt(byte[] in, int pos) {
        return ((in[pos] & 0xFF) << 24) | ((in[pos + 1] & 0xFF) << 16) | ((in[pos + 2] & 0xFF) << 8)
                | (in[pos + 3] & 0xFF);
    }

    static int zigzag(int value) {
        return (value << 1) ^ (value >> 31);
    }

    static int unzigzag(int value) {
        return (value >>> 1) ^ -(value & 1);
    }
}

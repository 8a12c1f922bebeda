package org.netreplay.log.index;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.netreplay.log.LogTypes;

/**
 * Hand-written parser of the line prefix {@code [%2d][%d][%d]} (docs/formats.md §1.3), equivalent to the regex
 * {@code ^\[\s*(\d+)\]\[(-?\d+)\]\[(-?\d+)\]} restricted to type 0..99, player 0..7 and a frame that fits an
 * {@code int}. No regex and no allocation: this runs once per line while indexing.
 *
 * <p>A prefix is looked for only in the first {@link #MAX_PREFIX_BYTES} bytes of a line, so every code path
 * (indexer, reader, CSV) classifies a line the same way. Whitespace allowed before the type is space, tab,
 * vertical tab, form feed and carriage return (Java's {@code \s} without the line feed that ends the line).
 */
public final class PrefixParser {
    /** Bytes of a line looked at when searching for the prefix; a longer prefix makes the line untagged. */
    public static final int MAX_PREFIX_BYTES = 256;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Result of {@link #parse} for a line without a valid prefix. */
    public static final long UNTAGGED = -1L;

    private PrefixParser() {
    }

    /**
     * Parses the prefix of the line starting at {@code pos}.
     *
     * @param buf   bytes holding the line
     * @param pos   index of the line's first byte
     * @param limit index after the last byte that may be examined (the line end or buffer end)
     * @return {@link #UNTAGGED}, or a packed value read with {@link #type}, {@link #player}, {@link #frame},
     *         {@link #prefixLength}
     */
    public static long parse(byte[] buf, int pos, int limit) {
        return parse(buf, pos, limit, null);
    }

    /**
     * Remembers where the previous line's frame digits are, so that a line with the same frame (most lines: the
     * game logs many lines per frame) is recognised with one 8-byte compare instead of a digit loop. One hint per
     * buffer; reset it when the buffer's contents change. Not thread-safe.
     */
    public static final class FrameHint {
        int start = -1;
        int length;
        int frame;
    }

    /**
     * As {@link #parse(byte[], int, int)}, faster for runs of lines with the same frame in one buffer.
     *
     * @param hint the hint of this buffer, or null
     */
    public static long parse(byte[] buf, int pos, int limit, FrameHint hint) {
        int end = Math.min(limit, pos + MAX_PREFIX_BYTES);
        if (end - pos >= 10) {
            long fast = parseCommonShape(buf, pos, end, hint);
            if (fast != UNTAGGED) {
                return fast;
            }
        }
        return parseGeneral(buf, pos, end);
    }

    /**
     * Fast path for the shape the game writes, {@code [tt][p][frame]} with a two-character type ({@code %2d}) and
     * a one-digit player; anything else (or an invalid frame) returns UNTAGGED and goes to the general parser.
     */
    private static long parseCommonShape(byte[] buf, int pos, int end, FrameHint hint) {
        if (buf[pos] != '[' || buf[pos + 3] != ']' || buf[pos + 4] != '[' || buf[pos + 6] != ']'
                || buf[pos + 7] != '[') {
            return UNTAGGED;
        }
        int t1 = buf[pos + 1] - '0';
        int t2 = buf[pos + 2] - '0';
        int player = buf[pos + 5] - '0';
        if (t2 < 0 || t2 > 9 || player < 0 || player >= LogTypes.MAX_PLAYERS) {
            return UNTAGGED;
        }
        int type;
        if (t1 >= 0 && t1 <= 9) {
            type = t1 * 10 + t2;
        } else if (buf[pos + 1] == ' ') {
            type = t2;
        } else {
            return UNTAGGED;
        }
        int i = pos + 8;
        if (hint != null && hint.start >= 0 && i + 8 <= buf.length && hint.start + 8 <= buf.length
                && i + hint.length < end) {
            // same bytes as the previous frame, closing bracket included?
            long mask = -1L >>> (64 - 8 * (hint.length + 1));
            long a = (long) LONGS.get(buf, i);
            long b = (long) LONGS.get(buf, hint.start);
            if (((a ^ b) & mask) == 0) {
                long length = i + hint.length + 1 - pos;
                return (length << 44) | ((long) type << 37) | ((long) player << 33) | (hint.frame & 0xFFFF_FFFFL);
            }
        }
        int frameStart = i;
        boolean negative = buf[i] == '-';
        if (negative) {
            i++;
        }
        int first = i;
        int value = 0;
        while (i < end && i - first < 9) {
            int d = buf[i] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            value = value * 10 + d;
            i++;
        }
        if (i == first || i >= end || buf[i] != ']') {
            return UNTAGGED; // no digits, 9+ digits (general parser checks overflow) or no closing bracket
        }
        int frame = negative ? -value : value;
        if (hint != null && i - frameStart <= 7 && frameStart + 8 <= buf.length) {
            hint.start = frameStart;
            hint.length = i - frameStart;
            hint.frame = frame;
        }
        long length = i + 1 - pos;
        return (length << 44) | ((long) type << 37) | ((long) player << 33) | (frame & 0xFFFF_FFFFL);
    }

    private static long parseGeneral(byte[] buf, int pos, int end) {
        int i = pos;
        if (i >= end || buf[i] != '[') {
            return UNTAGGED;
        }
        i++;
        while (i < end && isSpace(buf[i])) {
            i++;
        }
        // type: \d+ , value 0..99
        int type = 0;
        int digits = 0;
        while (i < end) {
            int d = buf[i] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            if (type <= LogTypes.MAX_TYPE_ID) {
                type = type * 10 + d;
            }
            digits++;
            i++;
        }
        if (digits == 0 || type > LogTypes.MAX_TYPE_ID || i + 1 >= end || buf[i] != ']' || buf[i + 1] != '[') {
            return UNTAGGED;
        }
        i += 2;
        long player = parseSignedInt(buf, i, end);
        if (player == Long.MIN_VALUE) {
            return UNTAGGED;
        }
        i = (int) (player >>> 40) + i;
        int playerNum = (int) player;
        if (playerNum < 0 || playerNum >= LogTypes.MAX_PLAYERS) {
            return UNTAGGED;
        }
        if (i + 1 >= end || buf[i] != ']' || buf[i + 1] != '[') {
            return UNTAGGED;
        }
        i += 2;
        long frame = parseSignedInt(buf, i, end);
        if (frame == Long.MIN_VALUE) {
            return UNTAGGED;
        }
        i = (int) (frame >>> 40) + i;
        int frameValue = (int) (frame & 0xFFFF_FFFFL);
        if (i >= end || buf[i] != ']') {
            return UNTAGGED;
        }
        i++;
        int length = i - pos;
        return ((long) length << 44) | ((long) type << 37) | ((long) playerNum << 33) | (frameValue & 0xFFFF_FFFFL);
    }

    /** Parses {@code -?\d+} fitting an int; returns Long.MIN_VALUE or (consumed bytes << 40 | value as 32 bits). */
    private static long parseSignedInt(byte[] buf, int start, int end) {
        int i = start;
        boolean negative = false;
        if (i < end && buf[i] == '-') {
            negative = true;
            i++;
        }
        long value = 0;
        int digits = 0;
        while (i < end) {
            int d = buf[i] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            value = value * 10 + d;
            if (value > 2_147_483_648L) {
                return Long.MIN_VALUE;
            }
            digits++;
            i++;
        }
        if (digits == 0) {
            return Long.MIN_VALUE;
        }
        if (negative) {
            value = -value;
        }
        if (value > Integer.MAX_VALUE || value < Integer.MIN_VALUE) {
            return Long.MIN_VALUE;
        }
        return ((long) (i - start) << 40) | (value & 0xFFFF_FFFFL);
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == 0x0B || b == '\f' || b == '\r';
    }

    /** @return the type id 0..99 of a packed result */
    public static int type(long packed) {
        return (int) ((packed >>> 37) & 0x7F);
    }

    /** @return the player 0..7 of a packed result */
    public static int player(long packed) {
        return (int) ((packed >>> 33) & 0xF);
    }

    /** @return the frame of a packed result */
    public static int frame(long packed) {
        return (int) packed;
    }

    /** @return the number of bytes of the prefix (the text starts after them) */
    public static int prefixLength(long packed) {
        return (int) (packed >>> 44);
    }
}

package org.netreplay.replay.dif;

import java.util.Arrays;
import java.util.zip.Adler32;

/**
 * zlib's {@code compress2} in Java, bit for bit as zlib 1.2.13 writes it at levels 4 to 9 (lazy matching, default
 * strategy, 15-bit window, memory level 8): the same bytes on every machine, whatever zlib the JDK links (a system
 * zlib-ng, for one, writes other bytes), and several times faster than the native call on a state dif, which is
 * almost all zeros (docs/benchmarks.md, "A state dif's compression in Java").
 *
 * <p>The algorithm is zlib's ({@code deflate.c}: {@code deflate_slow}, {@code longest_match}, {@code fill_window},
 * {@code slide_hash}; the blocks: {@link DeflateBlock}); the speed comes from three changes that keep its bytes: a
 * match's length is found with a vectorised {@link Arrays#mismatch} instead of a byte at a time, a stretch of zeros
 * goes into the hash chains at once, and the chains hold input positions, so that sliding the window costs nothing.
 * Reusable, not thread-safe: one per thread.
 */
public final class ZlibDeflater {
    private static final int W_BITS = 15;
    private static final int W_SIZE = 1 << W_BITS;
    private static final int W_MASK = W_SIZE - 1;
    private static final int WINDOW_SIZE = 2 * W_SIZE;
    private static final int HASH_BITS = 8 + 7; // memLevel 8
    private static final int HASH_SIZE = 1 << HASH_BITS;
    private static final int HASH_MASK = HASH_SIZE - 1;
    private static final int HASH_SHIFT = (HASH_BITS + 3 - 1) / 3;
    private static final int MIN_MATCH = 3;
    private static final int MAX_MATCH = 258;
    private static final int MIN_LOOKAHEAD = MAX_MATCH + MIN_MATCH + 1;
    private static final int MAX_DIST = W_SIZE - MIN_LOOKAHEAD;
    private static final int TOO_FAR = 4096;
    private static final int LIT_BUFSIZE = 1 << (8 + 6);

    /** The longest input, bytes: its positions and the window's must fit an int. */
    public static final int MAX_INPUT = Integer.MAX_VALUE - 4 * W_SIZE;

    /** zlib's configuration table from level 4: good length, max lazy, nice length, max chain */
    private static final int[][] CONFIG = {
            {4, 4, 16, 16}, {8, 16, 32, 32}, {8, 16, 128, 128}, {8, 32, 128, 256}, {32, 128, 258, 1024},
            {32, 258, 258, 4096}};

    private final int level;
    private final int goodMatch;
    private final int maxLazyMatch;
    private final int niceMatch;
    private final int maxChainLength;

    private final byte[] window = new byte[WINDOW_SIZE];
    /*
     * The hash chains hold positions in the input (window position + base), not in the window, so that sliding the
     * window is one addition instead of zlib's pass over both tables (slide_hash); reading a position back gives
     * zlib's value: max(position - base, 0), NIL for one that slid out. head: a hash's latest position. prev: for the
     * position at index i (mod 32 K), its previous position on the chain, minus the start of the 32 K block that
     * holds the position itself, so that a stretch of zeros, whose chain is "the position before", is a copy of IOTA.
     */
    private final int[] prev = new int[W_SIZE];
    private final int[] head = new int[HASH_SIZE];
    /** IOTA[i] = i − 1: prev's entries along a stretch of zeros */
    private static final int[] IOTA = new int[W_SIZE];

    static {
        for (int i = 0; i < W_SIZE; i++) {
            IOTA[i] = i - 1;
        }
    }

    /** the input position of window[0]: a multiple of the window's half, raised by each slide */
    private int base;
    private final BitSink out = new BitSink();
    private final DeflateBlock block = new DeflateBlock(LIT_BUFSIZE, out);
    private final Adler32 adler = new Adler32();

    private byte[] input;
    private int nextIn;
    private int insH;
    private int strStart;
    private int blockStart;
    private int lookahead;
    private int insert;
    private int matchLength;
    private int prevLength;
    private int matchStart;
    private int prevMatch;
    private boolean matchAvailable;

    /**
     * @param level zlib level, 4..9 (the game's {@code zlib_cmp} is 7: {@link DifCompression#DEFAULT_LEVEL})
     * @throws IllegalArgumentException for a level outside 4..9 (levels 1–3 are zlib's other algorithm, not ported)
     */
    public ZlibDeflater(int level) {
        if (level < 4 || level > 9) {
            throw new IllegalArgumentException("level (" + level + ") must be in 4..9");
        }
        this.level = level;
        int[] c = CONFIG[level - 4];
        goodMatch = c[0];
        maxLazyMatch = c[1];
        niceMatch = c[2];
        maxChainLength = c[3];
    }

    /** @return the level given to the constructor, 4..9 */
    public int level() {
        return level;
    }

    /**
     * @param data any bytes (any length)
     * @return the zlib stream {@code compress2(data, level)} writes: a 2-byte header, deflate blocks, Adler-32
     * @throws IllegalArgumentException if {@code data} is longer than {@link #MAX_INPUT} bytes
     */
    public byte[] compress(byte[] data) {
        if (data.length > MAX_INPUT) {
            throw new IllegalArgumentException("input is " + data.length + " bytes, more than " + MAX_INPUT);
        }
        start(data);
        deflateSlow();
        out.shortMsb((int) (adler.getValue() >>> 16));
        out.shortMsb((int) adler.getValue());
        input = null;
        return out.toByteArray();
    }

    private void start(byte[] data) {
        input = data;
        nextIn = 0;
        adler.reset();
        adler.update(data, 0, data.length);
        out.reset();
        block.initBlock();
        int header = (8 + ((W_BITS - 8) << 4)) << 8;
        int levelFlags = level < 6 ? 1 : level == 6 ? 2 : 3;
        header |= levelFlags << 6;
        header += 31 - header % 31;
        out.shortMsb(header);
        Arrays.fill(head, 0);
        strStart = 0;
        base = 0;
        blockStart = 0;
        lookahead = 0;
        insert = 0;
        matchLength = prevLength = MIN_MATCH - 1;
        matchAvailable = false;
        insH = 0;
    }

    private int updateHash(int h, int c) {
        return ((h << HASH_SHIFT) ^ c) & HASH_MASK;
    }

    /** Inserts the string at {@code str} and returns the previous head of its chain (zlib's INSERT_STRING). */
    private int insertString(int str) {
        insH = updateHash(insH, window[str + MIN_MATCH - 1] & 0xff);
        int h = head[insH];
        int at = str + base;
        prev[str & W_MASK] = h - (at & ~W_MASK);
        head[insH] = at;
        return Math.max(h - base, 0);
    }

    private static final byte[] ZEROS = new byte[MAX_MATCH + MIN_MATCH + 1];

    /**
     * Inserts the strings at {@code from..to} (inclusive; none when {@code to < from}), as many INSERT_STRINGs in turn
     * would. A stretch of zeros, the bulk of a state dif, is inserted at once: with the running hash at 0 and a zero
     * byte coming, the hash stays 0, so each position's previous one on the chain is the position before it.
     */
    private void insertStrings(int from, int to) {
        int p = from;
        while (p <= to) {
            if (insH == 0 && window[p + MIN_MATCH - 1] == 0) {
                int span = to - p + 1;
                int nonZero = Arrays.mismatch(window, p + MIN_MATCH - 1, p + MIN_MATCH - 1 + span, ZEROS, 0, span);
                int k = nonZero < 0 ? span : nonZero;
                prev[p & W_MASK] = head[0] - ((p + base) & ~W_MASK);
                for (int q = p + 1; q < p + k; ) {
                    int i = q & W_MASK;
                    int n = Math.min(p + k - q, W_SIZE - i);
                    System.arraycopy(IOTA, i, prev, i, n);
                    q += n;
                }
                head[0] = p + k - 1 + base;
                p += k;
            } else {
                insertString(p);
                p++;
            }
        }
    }

    /** zlib's {@code deflate_slow} with {@code Z_FINISH}: the whole input, then the last block. */
    private void deflateSlow() {
        for (;;) {
            if (lookahead < MIN_LOOKAHEAD) {
                fillWindow();
                if (lookahead == 0) {
                    break;
                }
            }
            int hashHead = 0;
            if (lookahead >= MIN_MATCH) {
                hashHead = insertString(strStart);
            }
            prevLength = matchLength;
            prevMatch = matchStart;
            matchLength = MIN_MATCH - 1;
            if (hashHead != 0 && prevLength < maxLazyMatch && strStart - hashHead <= MAX_DIST) {
                matchLength = longestMatch(hashHead);
                if (matchLength <= 5 && matchLength == MIN_MATCH && strStart - matchStart > TOO_FAR) {
                    matchLength = MIN_MATCH - 1;
                }
            }
            if (prevLength >= MIN_MATCH && matchLength <= prevLength) {
                int maxInsert = strStart + lookahead - MIN_MATCH;
                boolean flush = block.tallyMatch(strStart - 1 - prevMatch, prevLength - MIN_MATCH);
                lookahead -= prevLength - 1;
                int last = strStart + prevLength - 2;
                insertStrings(strStart + 1, Math.min(last, maxInsert));
                strStart = last;
                prevLength = 0;
                matchAvailable = false;
                matchLength = MIN_MATCH - 1;
                strStart++;
                if (flush) {
                    flushBlock(false);
                }
            } else if (matchAvailable) {
                if (block.tallyLiteral(window[strStart - 1] & 0xff)) {
                    flushBlock(false);
                }
                strStart++;
                lookahead--;
            } else {
                matchAvailable = true;
                strStart++;
                lookahead--;
            }
        }
        if (matchAvailable) {
            block.tallyLiteral(window[strStart - 1] & 0xff);
            matchAvailable = false;
        }
        insert = Math.min(strStart, MIN_MATCH - 1);
        flushBlock(true);
    }

    private void flushBlock(boolean last) {
        block.flush(blockStart >= 0 ? window : null, Math.max(blockStart, 0), strStart - blockStart, last);
        blockStart = strStart;
    }

    /** zlib's {@code longest_match} (without UNALIGNED_OK: the same result, compared a byte at a time there). */
    private int longestMatch(int curMatch) {
        int chainLength = maxChainLength;
        int scan = strStart;
        int bestLen = prevLength;
        int nice = niceMatch;
        int limit = strStart > MAX_DIST ? strStart - MAX_DIST : 0;
        byte[] w = window;
        byte scanEnd1 = w[scan + bestLen - 1];
        byte scanEnd = w[scan + bestLen];
        if (prevLength >= goodMatch) {
            chainLength >>= 2;
        }
        if (nice > lookahead) {
            nice = lookahead;
        }
        do {
            int match = curMatch;
            if (w[match + bestLen] != scanEnd || w[match + bestLen - 1] != scanEnd1
                    || w[match] != w[scan] || w[match + 1] != w[scan + 1]) {
                continue;
            }
            // bytes 0 and 1 are equal, byte 2 too (same hash); zlib compares from byte 3 up to byte 258
            int m = Arrays.mismatch(w, scan + 3, scan + MAX_MATCH, w, match + 3, match + MAX_MATCH);
            int len = m < 0 ? MAX_MATCH : 3 + m;
            if (len > bestLen) {
                matchStart = curMatch;
                bestLen = len;
                if (len >= nice) {
                    break;
                }
                scanEnd1 = w[scan + bestLen - 1];
                scanEnd = w[scan + bestLen];
            }
        } while ((curMatch = previous(curMatch)) > limit && --chainLength != 0);
        return Math.min(bestLen, lookahead);
    }

    /** @return the window position before {@code pos} on its hash chain, 0 (NIL) when it slid out */
    private int previous(int pos) {
        int at = pos + base;
        return Math.max(prev[pos & W_MASK] + (at & ~W_MASK) - base, 0);
    }

    /** zlib's {@code fill_window}: slides the window when needed and reads input into it. */
    private void fillWindow() {
        do {
            int more = WINDOW_SIZE - lookahead - strStart;
            if (strStart >= W_SIZE + MAX_DIST) {
                System.arraycopy(window, W_SIZE, window, 0, W_SIZE - more);
                matchStart -= W_SIZE;
                strStart -= W_SIZE;
                blockStart -= W_SIZE;
                if (insert > strStart) {
                    insert = strStart;
                }
                base += W_SIZE;
                more += W_SIZE;
            }
            int avail = input.length - nextIn;
            if (avail == 0) {
                break;
            }
            int n = Math.min(avail, more);
            System.arraycopy(input, nextIn, window, strStart + lookahead, n);
            nextIn += n;
            lookahead += n;
            if (lookahead + insert >= MIN_MATCH) {
                int str = strStart - insert;
                insH = window[str] & 0xff;
                insH = updateHash(insH, window[str + 1] & 0xff);
                while (insert != 0) {
                    insH = updateHash(insH, window[str + MIN_MATCH - 1] & 0xff);
                    int at = str + base;
                    prev[str & W_MASK] = head[insH] - (at & ~W_MASK);
                    head[insH] = at;
                    str++;
                    insert--;
                    if (lookahead + insert < MIN_MATCH) {
                        break;
                    }
                }
            }
        } while (lookahead < MIN_LOOKAHEAD && nextIn < input.length);
    }
}

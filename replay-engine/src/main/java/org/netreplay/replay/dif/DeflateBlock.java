package org.netreplay.replay.dif;

import java.util.Arrays;

/**
 * The symbols of one deflate block and their Huffman coding, written as zlib 1.2.13 writes them: a stored, static or
 * dynamic block, whichever its size estimates choose, with zlib's tree construction and tie-breaking, so that the
 * bits are zlib's own. Used by {@link ZlibDeflater}; not thread-safe.
 *
 * <p>Behaviour of zlib's {@code trees.c} ({@code _tr_tally}, {@code _tr_flush_block}, {@code build_tree},
 * {@code gen_bitlen}, {@code gen_codes}, {@code scan_tree} and {@code send_tree} as one walk, {@code compress_block}), format RFC 1951.
 */
final class DeflateBlock {
    static final int LITERALS = 256;
    static final int LENGTH_CODES = 29;
    static final int L_CODES = LITERALS + 1 + LENGTH_CODES;
    static final int D_CODES = 30;
    static final int BL_CODES = 19;
    private static final int HEAP_SIZE = 2 * L_CODES + 1;
    private static final int MAX_BITS = 15;
    private static final int MAX_BL_BITS = 7;
    private static final int END_BLOCK = 256;
    private static final int REP_3_6 = 16;
    private static final int REPZ_3_10 = 17;
    private static final int REPZ_11_138 = 18;

    private static final int[] EXTRA_LBITS =
            {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    private static final int[] EXTRA_DBITS =
            {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
    private static final int[] EXTRA_BLBITS = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};
    private static final int[] BL_ORDER = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

    /** length − 3 (0..255) → length code (0..28) */
    private static final byte[] LENGTH_CODE = new byte[256];
    /** distance − 1 → distance code: [0, 256) directly, then 256 + (distance − 1) / 128 */
    private static final byte[] DIST_CODE = new byte[512];
    private static final int[] BASE_LENGTH = new int[LENGTH_CODES];
    private static final int[] BASE_DIST = new int[D_CODES];
    private static final int[] STATIC_LTREE_LEN = new int[L_CODES + 2];
    private static final int[] STATIC_LTREE_CODE = new int[L_CODES + 2];
    private static final int[] STATIC_DTREE_LEN = new int[D_CODES];
    private static final int[] STATIC_DTREE_CODE = new int[D_CODES];

    static {
        int length = 0;
        int code;
        for (code = 0; code < LENGTH_CODES - 1; code++) {
            BASE_LENGTH[code] = length;
            for (int n = 0; n < (1 << EXTRA_LBITS[code]); n++) {
                LENGTH_CODE[length++] = (byte) code;
            }
        }
        LENGTH_CODE[length - 1] = (byte) code; // length 258: code 285, not 284 with 5 extra bits
        int dist = 0;
        for (code = 0; code < 16; code++) {
            BASE_DIST[code] = dist;
            for (int n = 0; n < (1 << EXTRA_DBITS[code]); n++) {
                DIST_CODE[dist++] = (byte) code;
            }
        }
        dist >>= 7;
        for (; code < D_CODES; code++) {
            BASE_DIST[code] = dist << 7;
            for (int n = 0; n < (1 << (EXTRA_DBITS[code] - 7)); n++) {
                DIST_CODE[256 + dist++] = (byte) code;
            }
        }
        int[] blCount = new int[MAX_BITS + 1];
        int n = 0;
        while (n <= 143) {
            STATIC_LTREE_LEN[n++] = 8;
            blCount[8]++;
        }
        while (n <= 255) {
            STATIC_LTREE_LEN[n++] = 9;
            blCount[9]++;
        }
        while (n <= 279) {
            STATIC_LTREE_LEN[n++] = 7;
            blCount[7]++;
        }
        while (n <= 287) {
            STATIC_LTREE_LEN[n++] = 8;
            blCount[8]++;
        }
        genCodes(STATIC_LTREE_LEN, STATIC_LTREE_CODE, L_CODES + 1, blCount);
        for (n = 0; n < D_CODES; n++) {
            STATIC_DTREE_LEN[n] = 5;
            STATIC_DTREE_CODE[n] = reverse(n, 5);
        }
    }

    /** One tree's nodes (leaves, then internal nodes) and its static counterpart. */
    private static final class Tree {
        final int[] freq = new int[HEAP_SIZE];
        final int[] code = new int[HEAP_SIZE];
        final int[] dad = new int[HEAP_SIZE];
        final int[] len = new int[HEAP_SIZE];
        final int[] staticLen;
        final int[] extraBits;
        final int extraBase;
        final int elems;
        final int maxLength;
        int maxCode;

        Tree(int[] staticLen, int[] extraBits, int extraBase, int elems, int maxLength) {
            this.staticLen = staticLen;
            this.extraBits = extraBits;
            this.extraBase = extraBase;
            this.elems = elems;
            this.maxLength = maxLength;
        }
    }

    private final Tree ltree = new Tree(STATIC_LTREE_LEN, EXTRA_LBITS, LITERALS + 1, L_CODES, MAX_BITS);
    private final Tree dtree = new Tree(STATIC_DTREE_LEN, EXTRA_DBITS, 0, D_CODES, MAX_BITS);
    private final Tree bltree = new Tree(null, EXTRA_BLBITS, 0, BL_CODES, MAX_BL_BITS);
    private final int[] heap = new int[HEAP_SIZE];
    private final int[] depth = new int[HEAP_SIZE];
    private final int[] blCount = new int[MAX_BITS + 1];
    private int heapLen;
    private int heapMax;
    private long optLen;
    private long staticLen;

    /** Symbols: distance (0 for a literal) and length − 3 or the literal byte. zlib's sym_buf. */
    private final int[] symDist;
    private final int[] symLc;
    private final int symEnd;
    private int symNext;

    private final BitSink out;

    /**
     * @param litBufSize zlib's {@code lit_bufsize} (16,384 at memLevel 8): a block holds at most this many symbols − 1
     * @param out        where the block's bits go
     */
    DeflateBlock(int litBufSize, BitSink out) {
        this.symDist = new int[litBufSize];
        this.symLc = new int[litBufSize];
        this.symEnd = litBufSize - 1;
        this.out = out;
        initBlock();
    }

    void initBlock() {
        Arrays.fill(ltree.freq, 0, L_CODES, 0);
        Arrays.fill(dtree.freq, 0, D_CODES, 0);
        Arrays.fill(bltree.freq, 0, BL_CODES, 0);
        ltree.freq[END_BLOCK] = 1;
        optLen = 0;
        staticLen = 0;
        symNext = 0;
    }

    /** @return true when the block is full and must be flushed ({@code _tr_tally_lit}) */
    boolean tallyLiteral(int c) {
        symDist[symNext] = 0;
        symLc[symNext++] = c;
        ltree.freq[c]++;
        return symNext == symEnd;
    }

    /**
     * @param distance 1..32,768 bytes back
     * @param lengthMinus3 match length − 3, 0..255
     * @return true when the block is full and must be flushed ({@code _tr_tally_dist})
     */
    boolean tallyMatch(int distance, int lengthMinus3) {
        symDist[symNext] = distance;
        symLc[symNext++] = lengthMinus3;
        ltree.freq[(LENGTH_CODE[lengthMinus3] & 0xff) + LITERALS + 1]++;
        dtree.freq[distCode(distance - 1)]++;
        return symNext == symEnd;
    }

    boolean isEmpty() {
        return symNext == 0;
    }

    private static int distCode(int dist) {
        return dist < 256 ? DIST_CODE[dist] : DIST_CODE[256 + (dist >>> 7)];
    }

    /**
     * Writes the block ({@code _tr_flush_block} at a level above 0, default strategy).
     *
     * @param window    the window holding the block's input, or null when it has slid past the block's start
     * @param start     where the block's input starts in {@code window}
     * @param storedLen the block's input, bytes
     * @param last      whether this is the stream's last block
     */
    void flush(byte[] window, int start, int storedLen, boolean last) {
        buildTree(ltree);
        buildTree(dtree);
        int maxBlIndex = buildBlTree();
        long optLenb = (optLen + 3 + 7) >>> 3;
        long staticLenb = (staticLen + 3 + 7) >>> 3;
        if (staticLenb <= optLenb) {
            optLenb = staticLenb;
        }
        int lastBit = last ? 1 : 0;
        if (storedLen + 4 <= optLenb && window != null) {
            out.bits(lastBit, 3); // STORED_BLOCK << 1
            out.windup();
            out.shortLsb(storedLen);
            out.shortLsb(~storedLen & 0xffff);
            out.bytes(window, start, storedLen);
        } else if (staticLenb == optLenb) {
            out.bits((1 << 1) + lastBit, 3);
            compressBlock(STATIC_LTREE_LEN, STATIC_LTREE_CODE, STATIC_DTREE_LEN, STATIC_DTREE_CODE);
        } else {
            out.bits((2 << 1) + lastBit, 3);
            sendAllTrees(ltree.maxCode + 1, dtree.maxCode + 1, maxBlIndex + 1);
            compressBlock(ltree.len, ltree.code, dtree.len, dtree.code);
        }
        initBlock();
        if (last) {
            out.windup();
        }
    }

    private boolean smaller(int[] freq, int n, int m) {
        return freq[n] < freq[m] || (freq[n] == freq[m] && depth[n] <= depth[m]);
    }

    private void pqDownHeap(int[] freq, int k) {
        int v = heap[k];
        int j = k << 1;
        while (j <= heapLen) {
            if (j < heapLen && smaller(freq, heap[j + 1], heap[j])) {
                j++;
            }
            if (smaller(freq, v, heap[j])) {
                break;
            }
            heap[k] = heap[j];
            k = j;
            j <<= 1;
        }
        heap[k] = v;
    }

    private void buildTree(Tree t) {
        int[] freq = t.freq;
        int maxCode = -1;
        heapLen = 0;
        heapMax = HEAP_SIZE;
        for (int n = 0; n < t.elems; n++) {
            if (freq[n] != 0) {
                heap[++heapLen] = maxCode = n;
                depth[n] = 0;
            } else {
                t.len[n] = 0;
            }
        }
        while (heapLen < 2) {
            int node = heap[++heapLen] = maxCode < 2 ? ++maxCode : 0;
            freq[node] = 1;
            depth[node] = 0;
            optLen--;
            if (t.staticLen != null) {
                staticLen -= t.staticLen[node];
            }
        }
        t.maxCode = maxCode;
        for (int n = heapLen / 2; n >= 1; n--) {
            pqDownHeap(freq, n);
        }
        int node = t.elems;
        do {
            int n = heap[1];
            heap[1] = heap[heapLen--];
            pqDownHeap(freq, 1);
            int m = heap[1];
            heap[--heapMax] = n;
            heap[--heapMax] = m;
            freq[node] = freq[n] + freq[m];
            depth[node] = (depth[n] >= depth[m] ? depth[n] : depth[m]) + 1;
            t.dad[n] = t.dad[m] = node;
            heap[1] = node++;
            pqDownHeap(freq, 1);
        } while (heapLen >= 2);
        heap[--heapMax] = heap[1];
        genBitLen(t);
        genCodes(t.len, t.code, maxCode, blCount);
    }

    private void genBitLen(Tree t) {
        int[] len = t.len;
        int overflow = 0;
        Arrays.fill(blCount, 0);
        len[heap[heapMax]] = 0;
        int h;
        for (h = heapMax + 1; h < HEAP_SIZE; h++) {
            int n = heap[h];
            int bits = len[t.dad[n]] + 1;
            if (bits > t.maxLength) {
                bits = t.maxLength;
                overflow++;
            }
            len[n] = bits;
            if (n > t.maxCode) {
                continue;
            }
            blCount[bits]++;
            int xbits = n >= t.extraBase ? t.extraBits[n - t.extraBase] : 0;
            int f = t.freq[n];
            optLen += (long) f * (bits + xbits);
            if (t.staticLen != null) {
                staticLen += (long) f * (t.staticLen[n] + xbits);
            }
        }
        if (overflow == 0) {
            return;
        }
        do {
            int bits = t.maxLength - 1;
            while (blCount[bits] == 0) {
                bits--;
            }
            blCount[bits]--;
            blCount[bits + 1] += 2;
            blCount[t.maxLength]--;
            overflow -= 2;
        } while (overflow > 0);
        for (int bits = t.maxLength; bits != 0; bits--) {
            int n = blCount[bits];
            while (n != 0) {
                int m = heap[--h];
                if (m > t.maxCode) {
                    continue;
                }
                if (len[m] != bits) {
                    optLen += (long) (bits - len[m]) * t.freq[m];
                    len[m] = bits;
                }
                n--;
            }
        }
    }

    private static void genCodes(int[] len, int[] code, int maxCode, int[] blCount) {
        int[] nextCode = new int[MAX_BITS + 1];
        int c = 0;
        for (int bits = 1; bits <= MAX_BITS; bits++) {
            c = (c + blCount[bits - 1]) << 1;
            nextCode[bits] = c & 0xffff;
        }
        for (int n = 0; n <= maxCode; n++) {
            int l = len[n];
            if (l != 0) {
                code[n] = reverse(nextCode[l]++, l);
            }
        }
    }

    private static int reverse(int code, int len) {
        return Integer.reverse(code) >>> (32 - len);
    }

    /**
     * zlib's {@code scan_tree} ({@code send} false: counts the bit-length codes that will describe {@code t}'s code
     * lengths) and {@code send_tree} ({@code send} true: writes them), one walk over the runs of equal lengths.
     */
    private void treeRuns(Tree t, int maxCode, boolean send) {
        int[] len = t.len;
        int prevLen = -1;
        int nextLen = len[0];
        int count = 0;
        int maxCount = 7;
        int minCount = 4;
        if (nextLen == 0) {
            maxCount = 138;
            minCount = 3;
        }
        if (!send) {
            len[maxCode + 1] = 0xffff; // guard, still there when the tree is sent
        }
        for (int n = 0; n <= maxCode; n++) {
            int curLen = nextLen;
            nextLen = len[n + 1];
            if (++count < maxCount && curLen == nextLen) {
                continue;
            } else if (count < minCount) {
                do {
                    blCode(curLen, 0, 0, send);
                } while (--count != 0);
            } else if (curLen != 0) {
                if (curLen != prevLen) {
                    blCode(curLen, 0, 0, send);
                    count--;
                }
                blCode(REP_3_6, count - 3, 2, send);
            } else if (count <= 10) {
                blCode(REPZ_3_10, count - 3, 3, send);
            } else {
                blCode(REPZ_11_138, count - 11, 7, send);
            }
            count = 0;
            prevLen = curLen;
            if (nextLen == 0) {
                maxCount = 138;
                minCount = 3;
            } else if (curLen == nextLen) {
                maxCount = 6;
                minCount = 3;
            } else {
                maxCount = 7;
                minCount = 4;
            }
        }
    }

    /** One bit-length code and its extra bits: written, or counted in the bit-length tree's frequencies. */
    private void blCode(int c, int extra, int extraBits, boolean send) {
        if (!send) {
            bltree.freq[c]++;
            return;
        }
        out.bits(bltree.code[c], bltree.len[c]);
        if (extraBits != 0) {
            out.bits(extra, extraBits);
        }
    }

    private int buildBlTree() {
        treeRuns(ltree, ltree.maxCode, false);
        treeRuns(dtree, dtree.maxCode, false);
        buildTree(bltree);
        int maxBlIndex;
        for (maxBlIndex = BL_CODES - 1; maxBlIndex >= 3; maxBlIndex--) {
            if (bltree.len[BL_ORDER[maxBlIndex]] != 0) {
                break;
            }
        }
        optLen += 3L * (maxBlIndex + 1) + 5 + 5 + 4;
        return maxBlIndex;
    }

    private void sendAllTrees(int lcodes, int dcodes, int blcodes) {
        out.bits(lcodes - 257, 5);
        out.bits(dcodes - 1, 5);
        out.bits(blcodes - 4, 4);
        for (int rank = 0; rank < blcodes; rank++) {
            out.bits(bltree.len[BL_ORDER[rank]], 3);
        }
        treeRuns(ltree, lcodes - 1, true);
        treeRuns(dtree, dcodes - 1, true);
    }

    private void compressBlock(int[] lLen, int[] lCode, int[] dLen, int[] dCode) {
        for (int sx = 0; sx < symNext; sx++) {
            int dist = symDist[sx];
            int lc = symLc[sx];
            if (dist == 0) {
                out.bits(lCode[lc], lLen[lc]);
            } else {
                int code = LENGTH_CODE[lc] & 0xff;
                out.bits(lCode[code + LITERALS + 1], lLen[code + LITERALS + 1]);
                int extra = EXTRA_LBITS[code];
                if (extra != 0) {
                    out.bits(lc - BASE_LENGTH[code], extra);
                }
                dist--;
                code = distCode(dist);
                out.bits(dCode[code], dLen[code]);
                extra = EXTRA_DBITS[code];
                if (extra != 0) {
                    out.bits(dist - BASE_DIST[code], extra);
                }
            }
        }
        out.bits(lCode[END_BLOCK], lLen[END_BLOCK]);
    }
}

package org.netreplay.log.index;

import java.util.Arrays;

/**
 * Start offsets (bytes) of the lines of a file, compressed: lines are grouped in blocks of {@value #BLOCK_LINES};
 * each block stores one {@code long} base (the first line's offset) and every line a 16-bit delta from it
 * (2.125 bytes per line). A block whose lines span more than 65535 bytes (long lines) is stored "wide": its 64
 * offsets go to a separate {@code long[]} area (escape). Offsets are {@code long}, so files over 2 GB work.
 * Lookup is O(1). Thread safety: immutable after {@link Builder#build(long)}.
 */
public final class LineOffsets {
    /** Lines per block. */
    public static final int BLOCK_LINES = 64;
    static final int BLOCK_SHIFT = 6;
    private static final int MAX_DELTA = 0xFFFF;

    private final int lineCount;
    private final long endOffset;
    private final long[] blockBase;
    private final char[] deltas;
    private final int[] wideSlot;
    private final long[] wide;

    private LineOffsets(int lineCount, long endOffset, long[] blockBase, char[] deltas, int[] wideSlot,
                        long[] wide) {
        this.lineCount = lineCount;
        this.endOffset = endOffset;
        this.blockBase = blockBase;
        this.deltas = deltas;
        this.wideSlot = wideSlot;
        this.wide = wide;
    }

    /** @return number of lines stored */
    public int lineCount() {
        return lineCount;
    }

    /** @return byte offset where line {@code lineNumber} starts */
    public long start(int lineNumber) {
        if (lineNumber < 0 || lineNumber >= lineCount) {
            throw new IndexOutOfBoundsException("line " + lineNumber + " of " + lineCount);
        }
        int block = lineNumber >>> BLOCK_SHIFT;
        int slot = wideSlot[block];
        if (slot >= 0) {
            return wide[(slot << BLOCK_SHIFT) + (lineNumber & (BLOCK_LINES - 1))];
        }
        return blockBase[block] + deltas[lineNumber];
    }

    /** @return byte offset after line {@code lineNumber} (the next line's start, or the end offset) */
    public long end(int lineNumber) {
        return lineNumber + 1 < lineCount ? start(lineNumber + 1) : endOffset;
    }

    /** @return the offset after the last line (the file size when indexed) */
    public long endOffset() {
        return endOffset;
    }

    /** @return heap bytes held by the arrays of this object (approximate, excluding object headers) */
    public long heapBytes() {
        return 8L * blockBase.length + 2L * deltas.length + 4L * wideSlot.length + 8L * wide.length + 64;
    }

    /**
     * Keeps a builder's array as the final one when its slack is at most 1/8 of the used length, so that building
     * an index never holds two copies of a per-line column at once (the peak that made a file of short lines run out
     * of memory); otherwise copies it to the exact length.
     */
    static char[] fit(char[] a, int used) {
        return a.length - used <= used >>> 3 ? a : Arrays.copyOf(a, used);
    }

    static byte[] fit(byte[] a, int used) {
        return a.length - used <= used >>> 3 ? a : Arrays.copyOf(a, used);
    }

    static short[] fit(short[] a, int used) {
        return a.length - used <= used >>> 3 ? a : Arrays.copyOf(a, used);
    }

    /** Appends offsets in increasing order. Not thread-safe. */
    public static final class Builder {
        private long[] blockBase = new long[16];
        private char[] deltas = new char[1024];
        private int[] wideSlot = new int[16];
        private long[] wide = new long[0];
        private int wideCount;
        private final long[] pending = new long[BLOCK_LINES];
        private int pendingCount;
        private int lineCount;
        private long last = Long.MIN_VALUE;

        /**
         * Adds the start offset of the next line.
         *
         * @throws IllegalArgumentException if {@code offset} is smaller than the previous one or negative
         */
        public void add(long offset) {
            if (offset < last || offset < 0) {
                throw new IllegalArgumentException("offset (" + offset + ") must be >= previous (" + last + ")");
            }
            last = offset;
            pending[pendingCount++] = offset;
            lineCount++;
            if (pendingCount == BLOCK_LINES) {
                flush();
            }
        }

        /** @return lines added so far */
        public int lineCount() {
            return lineCount;
        }

        /**
         * Makes room for {@code lines} lines in total, so that a good estimate avoids repeated growth copies.
         *
         * @param lines expected total lines
         */
        public void ensureCapacity(int lines) {
            ensureDeltas(lines);
        }

        private void flush() {
            if (pendingCount == 0) {
                return;
            }
            int block = (lineCount - 1) >>> BLOCK_SHIFT;
            if (block >= blockBase.length) {
                int n = Math.max(block + 1, blockBase.length + (blockBase.length >> 1));
                blockBase = Arrays.copyOf(blockBase, n);
                wideSlot = Arrays.copyOf(wideSlot, n);
            }
            int firstLine = block << BLOCK_SHIFT;
            long base = pending[0];
            blockBase[block] = base;
            if (pending[pendingCount - 1] - base <= MAX_DELTA) {
                wideSlot[block] = -1;
                ensureDeltas(firstLine + BLOCK_LINES);
                for (int i = 0; i < pendingCount; i++) {
                    deltas[firstLine + i] = (char) (pending[i] - base);
                }
            } else {
                wideSlot[block] = wideCount;
                int need = (wideCount + 1) << BLOCK_SHIFT;
                if (need > wide.length) {
                    wide = Arrays.copyOf(wide, Math.max(need, wide.length * 2));
                }
                System.arraycopy(pending, 0, wide, wideCount << BLOCK_SHIFT, pendingCount);
                wideCount++;
                ensureDeltas(firstLine + BLOCK_LINES);
            }
            pendingCount = 0;
        }

        private void ensureDeltas(int size) {
            if (size > deltas.length) {
                long n = Math.max((long) size, deltas.length + ((long) deltas.length >> 1));
                deltas = Arrays.copyOf(deltas, (int) Math.min(n, Integer.MAX_VALUE - 8));
            }
        }

        /**
         * Finishes the storage.
         *
         * @param endOffset the offset after the last line (file size)
         */
        public LineOffsets build(long endOffset) {
            flush();
            int blocks = (lineCount + BLOCK_LINES - 1) >>> BLOCK_SHIFT;
            return new LineOffsets(lineCount, endOffset, Arrays.copyOf(blockBase, blocks),
                    fit(deltas, lineCount), Arrays.copyOf(wideSlot, blocks),
                    Arrays.copyOf(wide, wideCount << BLOCK_SHIFT));
        }
    }
}

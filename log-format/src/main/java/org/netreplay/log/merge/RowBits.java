package org.netreplay.log.merge;

/**
 * A set of rows as a bitmap with a rank table: 1 bit per row plus an {@code int} per 64 rows. Rank (visible rows
 * before a row) is O(1); select (the row at a visible position) is a binary search over the rank table.
 * Immutable once {@link #seal()}ed.
 */
final class RowBits {
    private final long[] words;
    private final int rowCount;
    private int[] rankBefore;
    private int size;

    RowBits(int rowCount) {
        this.rowCount = rowCount;
        this.words = new long[(rowCount + 63) >>> 6];
    }

    long[] words() {
        return words;
    }

    void set(int row) {
        words[row >>> 6] |= 1L << row;
    }

    boolean get(int row) {
        return (words[row >>> 6] & (1L << row)) != 0;
    }

    RowBits seal() {
        rankBefore = new int[words.length];
        int count = 0;
        for (int w = 0; w < words.length; w++) {
            rankBefore[w] = count;
            count += Long.bitCount(words[w]);
        }
        size = count;
        return this;
    }

    int size() {
        return size;
    }

    int rowCount() {
        return rowCount;
    }

    /** @return the first set row ≥ {@code row}, or -1 if none */
    int next(int row) {
        if (row >= rowCount) {
            return -1;
        }
        int w = row >>> 6;
        long word = words[w] & (-1L << row);
        while (word == 0) {
            if (++w == words.length) {
                return -1;
            }
            word = words[w];
        }
        int found = (w << 6) + Long.numberOfTrailingZeros(word);
        return found < rowCount ? found : -1;
    }

    /** @return rows set strictly before {@code row} (for row ≥ rowCount: size) */
    int rank(int row) {
        if (row >= rowCount) {
            return size;
        }
        if (row <= 0) {
            return 0;
        }
        int w = row >>> 6;
        return rankBefore[w] + Long.bitCount(words[w] & ((1L << (row & 63)) - 1));
    }

    /** @return the row at position {@code position} among set rows */
    int select(int position) {
        if (position < 0 || position >= size) {
            throw new IndexOutOfBoundsException("position " + position + " of " + size);
        }
        int lo = 0;
        int hi = words.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (rankBefore[mid] <= position) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        // several words may share rankBefore (empty words): lo is the last; step back to the word holding the bit
        long word = words[lo];
        while (Long.bitCount(word) <= position - rankBefore[lo]) {
            lo--;
            word = words[lo];
        }
        int k = position - rankBefore[lo];
        for (int i = 0; i < k; i++) {
            word &= word - 1;
        }
        return (lo << 6) + Long.numberOfTrailingZeros(word);
    }
}

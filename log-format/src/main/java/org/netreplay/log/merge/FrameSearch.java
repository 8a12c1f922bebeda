package org.netreplay.log.merge;

import java.util.concurrent.CancellationException;
import java.util.function.IntUnaryOperator;

/**
 * Finds the first row whose frame is at least a given frame when frames are mostly, but not always, increasing
 * (client rewinds go back). Keeps the running maximum frame at the end of each block of {@value #BLOCK} rows
 * (0.06 bytes per row), binary-searches the first block whose running maximum reaches the frame and scans it.
 */
final class FrameSearch {
    static final int BLOCK = 64;
    private final int[] runningMax;
    private final int rowCount;
    private final IntUnaryOperator frameOf;

    /** Uses running maxima computed by the caller ({@code runningMax[b]} = largest frame in blocks 0..b). */
    FrameSearch(int rowCount, IntUnaryOperator frameOf, int[] runningMax) {
        if (runningMax.length != (rowCount + BLOCK - 1) / BLOCK) {
            throw new IllegalArgumentException("runningMax (" + runningMax.length + " blocks) does not fit "
                    + rowCount + " rows");
        }
        this.rowCount = rowCount;
        this.frameOf = frameOf;
        this.runningMax = runningMax;
    }

    FrameSearch(int rowCount, IntUnaryOperator frameOf) {
        this.rowCount = rowCount;
        this.frameOf = frameOf;
        int blocks = (rowCount + BLOCK - 1) / BLOCK;
        runningMax = new int[blocks];
        int max = Integer.MIN_VALUE;
        for (int b = 0; b < blocks; b++) {
            if ((b & 0xFFF) == 0 && Thread.currentThread().isInterrupted()) {
                throw new CancellationException("cancelled");
            }
            int end = Math.min(rowCount, (b + 1) * BLOCK);
            for (int r = b * BLOCK; r < end; r++) {
                int f = frameOf.applyAsInt(r);
                if (f > max) {
                    max = f;
                }
            }
            runningMax[b] = max;
        }
    }

    /** @return the first row whose frame ≥ {@code frame}, or the row count if none */
    int firstAtOrAfter(int frame) {
        int lo = 0;
        int hi = runningMax.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (runningMax[mid] >= frame) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        if (lo == runningMax.length) {
            return rowCount;
        }
        int end = Math.min(rowCount, (lo + 1) * BLOCK);
        for (int r = lo * BLOCK; r < end; r++) {
            if (frameOf.applyAsInt(r) >= frame) {
                return r;
            }
        }
        return rowCount; // not reached: the block's running maximum is reached inside it
    }
}

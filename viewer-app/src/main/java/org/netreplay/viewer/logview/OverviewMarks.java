package org.netreplay.viewer.logview;

/**
 * What the overview strip draws: the session's rows cut into {@code visible.length} equal buckets (top = first
 * row), with the number of visible rows and of search hits in each.
 *
 * @param rowCount rows of the whole session
 * @param visible  visible rows per bucket
 * @param hits     search hits per bucket (all zero without a search)
 */
public record OverviewMarks(int rowCount, int[] visible, int[] hits) {
    /** Buckets per strip; enough for a screen-high strip at one bucket per pixel. */
    public static final int BUCKETS = 1024;

    /** @return the bucket holding {@code row} */
    public int bucketOf(int row) {
        return rowCount <= 0 ? 0 : (int) ((long) row * visible.length / rowCount);
    }

    /** @return the first row of {@code bucket} */
    public int firstRowOf(int bucket) {
        return (int) ((long) bucket * rowCount / visible.length);
    }
}

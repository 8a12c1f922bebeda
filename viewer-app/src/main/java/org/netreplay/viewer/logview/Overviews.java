package org.netreplay.viewer.logview;

import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.merge.SearchHits;

/** Computes the overview strip's buckets in the background (one pass over the visible rows or the hits). */
final class Overviews {
    private Overviews() {
    }

    /**
     * @return the visible rows per bucket, with no hits: bucket b holds the rows r with
     *         {@link OverviewMarks#bucketOf}(r) = b, i.e. from ⌈b·rows/BUCKETS⌉ on, and its count is the difference of
     *         two visible positions ({@link FilteredRows#positionAtOrAfterRow}, a rank), so the cost is per bucket,
     *         not per row
     */
    static OverviewMarks visible(FilteredRows rows) {
        int rowCount = rows.source().rowCount();
        int buckets = OverviewMarks.BUCKETS;
        int[] visible = new int[buckets];
        int before = 0;
        for (int b = 0; b < buckets; b++) {
            long nextStart = ((long) (b + 1) * rowCount + buckets - 1) / buckets;
            int after = rows.positionAtOrAfterRow((int) nextStart);
            visible[b] = after - before;
            before = after;
        }
        return new OverviewMarks(rowCount, visible, new int[buckets]);
    }

    /** @return the hits per bucket for a session of {@code rowCount} rows */
    static int[] hits(SearchHits hits, int rowCount) {
        int[] buckets = new int[OverviewMarks.BUCKETS];
        OverviewMarks marks = new OverviewMarks(rowCount, buckets, buckets);
        for (int i = 0; i < hits.size(); i++) {
            buckets[marks.bucketOf(hits.row(i))]++;
        }
        return buckets;
    }
}

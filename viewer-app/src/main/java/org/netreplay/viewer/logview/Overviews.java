package org.netreplay.viewer.logview;

import java.util.concurrent.CancellationException;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.merge.SearchHits;

/** Computes the overview strip's buckets in the background (one pass over the visible rows or the hits). */
final class Overviews {
    private static final int CHECK_EVERY = 1 << 18;

    private Overviews() {
    }

    /** @return the visible rows per bucket, with no hits */
    static OverviewMarks visible(FilteredRows rows) {
        int rowCount = rows.source().rowCount();
        int[] visible = new int[OverviewMarks.BUCKETS];
        OverviewMarks marks = new OverviewMarks(rowCount, visible, new int[OverviewMarks.BUCKETS]);
        for (int position = 0; position < rows.size(); position++) {
            if ((position & (CHECK_EVERY - 1)) == 0 && Thread.currentThread().isInterrupted()) {
                throw new CancellationException("overview cancelled");
            }
            visible[marks.bucketOf(rows.row(position))]++;
        }
        return marks;
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

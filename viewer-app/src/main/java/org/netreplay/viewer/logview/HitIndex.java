package org.netreplay.viewer.logview;

import org.netreplay.log.merge.SearchHits;

/** Finds which hit a row is, by binary search over the hits (sorted by row). */
final class HitIndex {
    private HitIndex() {
    }

    /** @return the 0-based index of {@code row} among {@code hits}, or -1 if the row is not a hit */
    static int of(SearchHits hits, int row) {
        int low = 0;
        int high = hits.size() - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int hitRow = hits.row(mid);
            if (hitRow == row) {
                return mid;
            }
            if (hitRow < row) {
                low = mid + 1;
            } else {
                high = mid - 1;
            }
        }
        return -1;
    }
}

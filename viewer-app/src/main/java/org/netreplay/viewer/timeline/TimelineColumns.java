package org.netreplay.viewer.timeline;

/**
 * Decimates a client's per-frame status to one status per pixel column, so a 72,000-frame session fits any width
 * and no desync vanishes: a column is {@link SyncStatus#DIVERGED} if any of its frames diverged, else
 * {@link SyncStatus#IN_SYNC} if any was in sync, else {@link SyncStatus#NO_DATA}. Column {@code c} covers frames
 * {@code from + floor(c * n / columns)} up to the next column's first frame (at least one frame), n = to − from + 1,
 * the same mapping as the timing charts' x axis. Stateless.
 */
public final class TimelineColumns {
    private TimelineColumns() {
    }

    /**
     * @param data    the timeline
     * @param client  the client's row
     * @param from    first frame shown
     * @param to      last frame shown (≥ from)
     * @param columns pixel columns (≥ 1)
     * @return one {@link SyncStatus#code()} per column
     */
    public static byte[] of(TimelineData data, int client, int from, int to, int columns) {
        byte[] out = new byte[columns];
        long frames = (long) to - from + 1;
        for (int c = 0; c < columns; c++) {
            int first = (int) (from + c * frames / columns);
            int last = (int) Math.max(first, from + (c + 1) * frames / columns - 1);
            out[c] = worst(data, client, first, Math.min(last, to)).code();
        }
        return out;
    }

    private static SyncStatus worst(TimelineData data, int client, int first, int last) {
        byte[] row = data.status().get(client);
        int lo = Math.max(first - data.firstFrame(), 0);
        int hi = Math.min(last - data.firstFrame(), row.length - 1);
        SyncStatus worst = SyncStatus.NO_DATA;
        for (int i = lo; i <= hi; i++) {
            if (row[i] == SyncStatus.DIVERGED.code()) {
                return SyncStatus.DIVERGED;
            }
            if (row[i] == SyncStatus.IN_SYNC.code()) {
                worst = SyncStatus.IN_SYNC;
            }
        }
        return worst;
    }
}

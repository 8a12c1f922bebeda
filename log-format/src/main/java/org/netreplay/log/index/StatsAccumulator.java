package org.netreplay.log.index;

import java.util.SortedMap;
import java.util.TreeMap;
import org.netreplay.log.IndexStats;
import org.netreplay.log.LogTypes;

/** Gathers {@link IndexStats} while lines are stitched. Not thread-safe. */
final class StatsAccumulator {
    private final long[] typeCounts = new long[LogTypes.MAX_TYPE_ID + 1];
    private final long[] playerCounts = new long[LogTypes.MAX_PLAYERS];
    private long lines;
    private long untagged;
    private int firstFrame = Integer.MAX_VALUE;
    private int lastFrame = Integer.MIN_VALUE;

    void tagged(int type, int player, int frame) {
        lines++;
        typeCounts[type]++;
        playerCounts[player]++;
        if (frame < firstFrame) {
            firstFrame = frame;
        }
        if (frame > lastFrame) {
            lastFrame = frame;
        }
    }

    /** Adds the counts of a chunk; frame bounds are of its tagged lines (MAX_VALUE/MIN_VALUE if none). */
    void merge(long[] chunkTypes, long[] chunkPlayers, long chunkUntagged, int chunkMinFrame, int chunkMaxFrame) {
        long tagged = 0;
        for (int t = 0; t < typeCounts.length; t++) {
            typeCounts[t] += chunkTypes[t];
            tagged += chunkTypes[t];
        }
        for (int p = 0; p < playerCounts.length; p++) {
            playerCounts[p] += chunkPlayers[p];
        }
        lines += tagged + chunkUntagged;
        untagged += chunkUntagged;
        if (chunkMinFrame < firstFrame) {
            firstFrame = chunkMinFrame;
        }
        if (chunkMaxFrame > lastFrame) {
            lastFrame = chunkMaxFrame;
        }
    }

    void untagged() {
        lines++;
        untagged++;
    }

    IndexStats build() {
        SortedMap<Integer, Long> types = new TreeMap<>();
        for (int t = 0; t < typeCounts.length; t++) {
            if (typeCounts[t] > 0) {
                types.put(t, typeCounts[t]);
            }
        }
        SortedMap<Integer, Long> players = new TreeMap<>();
        for (int p = 0; p < playerCounts.length; p++) {
            if (playerCounts[p] > 0) {
                players.put(p, playerCounts[p]);
            }
        }
        boolean any = lines > untagged;
        return new IndexStats(lines, untagged, java.util.Collections.unmodifiableSortedMap(types),
                java.util.Collections.unmodifiableSortedMap(players), any ? firstFrame : 0, any ? lastFrame : 0);
    }
}

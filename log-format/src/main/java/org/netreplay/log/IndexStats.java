package org.netreplay.log;

import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Counts gathered while indexing one file (the contract of {@code netreplay stats}).
 *
 * @param lines        total lines
 * @param untagged     lines without the prefix (blank lines included)
 * @param typeCounts   tagged lines per type id (only ids that occur)
 * @param playerCounts tagged lines per player (only players that occur)
 * @param firstFrame   smallest frame of a tagged line, or 0 if none
 * @param lastFrame    largest frame of a tagged line, or 0 if none
 */
public record IndexStats(long lines, long untagged, SortedMap<Integer, Long> typeCounts,
                         SortedMap<Integer, Long> playerCounts, int firstFrame, int lastFrame) {
    /** @return the players that have at least one tagged line */
    public SortedSet<Integer> players() {
        return new java.util.TreeSet<>(playerCounts.keySet());
    }
}

package org.netreplay.log.merge;

import org.netreplay.log.LogTypes;
import java.util.BitSet;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * What rows to show. A row is visible when its type is visible (untagged rows follow the type they inherit; rows
 * before any tagged line follow {@code showUntagged}), its player is visible, its frame is in range, its lane is
 * visible and, when {@code onlyMatching} is set, its text matches.
 *
 * @param visibleTypes   bit i set = type id i visible (0..99)
 * @param showUntagged   visibility of rows of type {@link LogTypes#UNTAGGED}
 * @param playerMask     bit p set = player p visible (0..7); rows with player -1 are always shown
 * @param minFrame       smallest visible frame, inclusive
 * @param maxFrame       largest visible frame, inclusive
 * @param laneMask       bit l set = lane l visible
 * @param onlyMatching   only rows whose text (after the prefix) matches this, or null for all rows
 */
public record LineFilter(BitSet visibleTypes, boolean showUntagged, int playerMask, int minFrame, int maxFrame,
                         long laneMask, Pattern onlyMatching) {
    public LineFilter {
        visibleTypes = (BitSet) Objects.requireNonNull(visibleTypes, "visibleTypes").clone();
    }

    /** @return a filter that shows every row */
    public static LineFilter all() {
        BitSet types = new BitSet();
        types.set(0, LogTypes.MAX_TYPE_ID + 1);
        return new LineFilter(types, true, 0xFF, Integer.MIN_VALUE, Integer.MAX_VALUE, -1L, null);
    }

    @Override
    public BitSet visibleTypes() {
        return (BitSet) visibleTypes.clone();
    }

    /** @return whether type id {@code typeId} is visible ({@link LogTypes#UNTAGGED} answers showUntagged) */
    public boolean isTypeVisible(int typeId) {
        return typeId == LogTypes.UNTAGGED ? showUntagged : visibleTypes.get(typeId);
    }
}

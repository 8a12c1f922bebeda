package org.netreplay.replay.gm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.netreplay.replay.GameMove;

/**
 * Counts over a recording for {@code gm-info}: players that joined and rows per game-move type.
 *
 * <p>Type keys: the raw type column, except that PLAYER_ACTIVE rows with embedded name ({@code 0x800000 + colour*256
 * + player}) are counted under {@code 1}, the PLAYER_ACTIVE type, so the map stays readable (one key per kind of move,
 * not one per player and colour). Keys are sorted numerically.
 *
 * @param level      LEVEL
 * @param lastFrame  LAST_FRAME from the header (-1 if absent)
 * @param entries    number of rows
 * @param joins      decoded PLAYER_ACTIVE rows in file order
 * @param typeCounts rows per type key
 */
public record GmSummary(int level, int lastFrame, int entries, List<PlayerJoin> joins,
                        Map<Integer, Integer> typeCounts) {
    public GmSummary {
        joins = List.copyOf(joins);
        typeCounts = java.util.Collections.unmodifiableMap(new TreeMap<>(typeCounts));
    }

    /**
     * @param recording the recording
     * @return the summary of a recording
     */
    public static GmSummary of(GmRecording recording) {
        List<PlayerJoin> joins = new ArrayList<>();
        Map<Integer, Integer> counts = new TreeMap<>();
        for (GameMove m : recording.moves()) {
            if (m.isActive()) {
                joins.add(PlayerJoin.of(m));
            }
            counts.merge(typeKey(m), 1, Integer::sum);
        }
        return new GmSummary(recording.level(), recording.header().lastFrame(), recording.moves().size(), joins,
                counts);
    }

    /**
     * @param move the game move
     * @return the type key of a move: 1 for any PLAYER_ACTIVE, else the raw type
     */
    public static int typeKey(GameMove move) {
        return move.isActive() ? GameMove.TYPE_ACTIVE_LEGACY : move.type();
    }
}

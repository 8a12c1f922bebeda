package org.netreplay.pmnet.server;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import org.netreplay.replay.GameMove;

/**
 * The rows of the server's recording of one level, looked up as the live game entered them: the game saves its
 * game-move array sorted, so the order in which each row arrived comes from the server log, and the row itself from
 * here. Each row is handed out once; what is never handed out is reported.
 */
final class RecordingRows {
    private static final int PLAYER_ACTIVE_FLAG = 1 << 23;

    private final List<GameMove> rows;
    private final boolean[] used;
    /** frame → indexes of rows at that frame, in file order. */
    private final TreeMap<Integer, List<Integer>> byFrame = new TreeMap<>();

    RecordingRows(List<GameMove> rows) {
        this.rows = List.copyOf(rows);
        this.used = new boolean[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            byFrame.computeIfAbsent(rows.get(i).frame(), k -> new ArrayList<>()).add(i);
        }
    }

    /** @return the player a row is about (the embedded one for a player-active row) */
    static int playerOf(GameMove m) {
        return (m.type() & PLAYER_ACTIVE_FLAG) != 0 ? m.type() & 0b111 : m.data1();
    }

    /** @return whether a row is a player-active row (old or with an embedded name) */
    static boolean isActive(GameMove m) {
        return (m.type() & PLAYER_ACTIVE_FLAG) != 0 || m.type() == GameMove.TYPE_ACTIVE_LEGACY;
    }

    /**
     * Takes the first unused row at {@code frame} for {@code player} of {@code type} (a player-active row when type is
     * 1), optionally with {@code data2}.
     *
     * @return the row, or null when there is none
     */
    GameMove take(int frame, int player, int type, Integer data2) {
        List<Integer> at = byFrame.get(frame);
        if (at == null) {
            return null;
        }
        for (int i : at) {
            GameMove m = rows.get(i);
            if (used[i] || playerOf(m) != player) {
                continue;
            }
            boolean typeOk = type == GameMove.TYPE_ACTIVE_LEGACY ? isActive(m) : m.type() == type;
            if (typeOk && (data2 == null || m.data2() == data2)) {
                used[i] = true;
                return m;
            }
        }
        return null;
    }

    /** Takes the first unused row at {@code frame} of {@code type}, whatever its data, or null. */
    GameMove takeType(int frame, int type) {
        List<Integer> at = byFrame.get(frame);
        if (at == null) {
            return null;
        }
        for (int i : at) {
            if (!used[i] && rows.get(i).type() == type) {
                used[i] = true;
                return rows.get(i);
            }
        }
        return null;
    }

    /** @return whether an unused row like {@link #take} would find exists, without taking it */
    boolean has(int frame, int player, int type, Integer data2) {
        List<Integer> at = byFrame.get(frame);
        if (at == null) {
            return false;
        }
        for (int i : at) {
            GameMove m = rows.get(i);
            boolean typeOk = type == GameMove.TYPE_ACTIVE_LEGACY ? isActive(m) : m.type() == type;
            if (!used[i] && playerOf(m) == player && typeOk && (data2 == null || m.data2() == data2)) {
                return true;
            }
        }
        return false;
    }

    /** @return rows never handed out, in file order */
    List<GameMove> unused() {
        List<GameMove> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (!used[i]) {
                out.add(rows.get(i));
            }
        }
        return out;
    }

    /** @return the last row's frame, or 0 */
    int lastFrame() {
        return rows.isEmpty() ? 0 : rows.get(rows.size() - 1).frame();
    }
}

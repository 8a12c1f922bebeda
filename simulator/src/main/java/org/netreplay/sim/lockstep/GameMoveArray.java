package org.netreplay.sim.lockstep;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.netreplay.replay.GameMove;

/**
 * The game's {@code game_moves} array as lockstep uses it (docs/simulator.md §7.1: the server's master array,
 * copied to every client): entries addressed by position, the server appending, a
 * client writing the positions an {@code sdat} names. The moves of one frame are applied in position order, which is
 * the order of a {@code .gm} written from the array (docs/formats.md §4.1 keeps insertion order within a frame).
 *
 * <p>Thread safety: not thread-safe.
 */
public final class GameMoveArray {
    private final List<GameMove> entries = new ArrayList<>();
    private final TreeMap<Integer, List<Integer>> positionsByFrame = new TreeMap<>();

    /** @return the number of positions filled (the game's {@code game_move_entry_pos}) */
    public int size() {
        return entries.size();
    }

    /**
     * @param position a position below {@link #size()}
     * @return the entry there
     */
    public GameMove get(int position) {
        return entries.get(position);
    }

    /**
     * Appends an entry (server: {@code add_game_move}).
     *
     * @param move the move
     * @return its position
     */
    public int append(GameMove move) {
        int position = entries.size();
        entries.add(move);
        positionsByFrame.computeIfAbsent(move.frame(), f -> new ArrayList<>(4)).add(position);
        return position;
    }

    /**
     * Writes an entry at a position (client: {@code read_game_step_from_packet}); a position past the end may only be
     * {@link #size()}.
     *
     * @param position the position, at most {@link #size()}
     * @param move the move
     * @return true if entered, false if that position already held an equal entry (a duplicate, skipped)
     * @throws IllegalArgumentException if the position leaves a gap or would replace a different entry
     */
    public boolean put(int position, GameMove move) {
        if (position < entries.size()) {
            GameMove old = entries.get(position);
            if (old.equals(move)) {
                return false;
            }
            throw new IllegalArgumentException("game move entry " + position + " already holds " + old
                    + ", not " + move);
        }
        if (position > entries.size()) {
            throw new IllegalArgumentException("game move entry " + position + " leaves a gap after "
                    + entries.size() + " entries");
        }
        append(move);
        return true;
    }

    /**
     * @param frame a frame
     * @return the entries for that frame in position order (empty if none)
     */
    public List<GameMove> movesAt(int frame) {
        List<Integer> positions = positionsByFrame.get(frame);
        if (positions == null) {
            return List.of();
        }
        List<GameMove> out = new ArrayList<>(positions.size());
        for (int p : positions) {
            out.add(entries.get(p));
        }
        return out;
    }

    /**
     * @param from first position, inclusive
     * @param to   last position, exclusive
     * @return the entries in {@code [from, to)}
     */
    public List<GameMove> range(int from, int to) {
        return new ArrayList<>(entries.subList(from, to));
    }

    /** @return every entry in position order (a copy) */
    public List<GameMove> toList() {
        return new ArrayList<>(entries);
    }
}

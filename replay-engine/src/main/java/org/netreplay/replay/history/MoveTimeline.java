package org.netreplay.replay.history;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.netreplay.replay.GameMove;

/**
 * The game-move array ordered by frame (docs/formats.md §4.1 {@code gm_sort}, docs/formats.md §4.2): moves of one frame
 * keep the order in which they were added (a {@code .gm} file is already sorted). Backed by a {@link TreeMap}, so
 * iteration order is deterministic.
 *
 * <p>Thread safety: not thread-safe.
 */
public final class MoveTimeline {
    private final TreeMap<Integer, List<GameMove>> byFrame = new TreeMap<>();
    private int size;

    /** An empty timeline. */
    public MoveTimeline() {
    }

    /** @param moves moves to add in order */
    public MoveTimeline(List<GameMove> moves) {
        moves.forEach(this::add);
    }

    /**
     * @param move a move with frame ≥ 1
     * @throws IllegalArgumentException if the frame is below 1
     */
    public void add(GameMove move) {
        Objects.requireNonNull(move, "move");
        if (move.frame() < 1) {
            throw new IllegalArgumentException("move frame (" + move.frame() + ") must be >= 1");
        }
        byFrame.computeIfAbsent(move.frame(), f -> new ArrayList<>(4)).add(move);
        size++;
    }

    /**
     * @param frame the frame
     * @return the moves applied on {@code frame}, in order (an empty list if none); do not modify
     */
    public List<GameMove> movesAt(int frame) {
        List<GameMove> moves = byFrame.get(frame);
        return moves == null ? List.of() : Collections.unmodifiableList(moves);
    }

    /** @return the frame of the last move, or 0 if empty */
    public int lastFrame() {
        return byFrame.isEmpty() ? 0 : byFrame.lastKey();
    }

    /** @return the number of moves */
    public int size() {
        return size;
    }

    /** @return all moves ordered by frame, moves of a frame in insertion order */
    public List<GameMove> toList() {
        List<GameMove> all = new ArrayList<>(size);
        for (Map.Entry<Integer, List<GameMove>> e : byFrame.entrySet()) {
            all.addAll(e.getValue());
        }
        return all;
    }

    /**
     * @param fromFrame first frame, inclusive
     * @param toFrame last frame, inclusive
     * @return the moves with frames in {@code [fromFrame, toFrame]}, ordered
     */
    public List<GameMove> between(int fromFrame, int toFrame) {
        List<GameMove> out = new ArrayList<>();
        if (fromFrame > toFrame) {
            return out;
        }
        for (List<GameMove> moves : byFrame.subMap(fromFrame, true, toFrame, true).values()) {
            out.addAll(moves);
        }
        return out;
    }
}

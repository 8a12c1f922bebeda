package org.netreplay.replay.history;

import java.util.Objects;

/**
 * The game's state history (docs/formats.md §5.5, {@code mwStateHistory}): a fixed ring of N full states with their
 * frame numbers ({@code NUM_HISTORY_STATES = 8}). {@link #add} overwrites the entry with the same frame, otherwise an
 * empty slot, otherwise the oldest one. Memory is bounded by N states; only arrays are used, so behaviour is
 * deterministic.
 *
 * <p>Frame numbering: an entry for frame f holds the state after frame f was simulated ({@code GameSimulation.frame()
 * == f}); the game labels the same state f+1 ("start of the next frame", {@code stdf save state:%d}).
 *
 * <p>Thread safety: not thread-safe.
 */
public final class StateHistory {
    /** {@code NUM_HISTORY_STATES}. */
    public static final int DEFAULT_SIZE = 8;

    private final int[] frames;
    private final byte[][] states;

    /**
     * @param size number of states kept, ≥ 1
     * @throws IllegalArgumentException if size is below 1
     */
    public StateHistory(int size) {
        if (size < 1) {
            throw new IllegalArgumentException("history size (" + size + ") must be >= 1");
        }
        frames = new int[size];
        states = new byte[size][];
        java.util.Arrays.fill(frames, Frames.NONE);
    }

    /** @return the number of slots */
    public int capacity() {
        return frames.length;
    }

    /**
     * Stores a copy of {@code state} for {@code frame}.
     *
     * @param frame ≥ 0
     * @param state the state bytes (copied)
     */
    public void add(int frame, byte[] state) {
        Objects.requireNonNull(state, "state");
        if (frame < 0) {
            throw new IllegalArgumentException("frame (" + frame + ") must be >= 0");
        }
        int slot = Frames.NONE;
        for (int i = 0; i < frames.length && slot == Frames.NONE; i++) {
            if (frames[i] == frame) {
                slot = i;
            }
        }
        for (int i = 0; i < frames.length && slot == Frames.NONE; i++) {
            if (frames[i] == Frames.NONE) {
                slot = i;
            }
        }
        if (slot == Frames.NONE) {
            slot = 0;
            for (int i = 1; i < frames.length; i++) {
                if (frames[i] < frames[slot]) {
                    slot = i;
                }
            }
        }
        frames[slot] = frame;
        if (states[slot] == null || states[slot].length != state.length) {
            states[slot] = state.clone();
        } else {
            System.arraycopy(state, 0, states[slot], 0, state.length);
        }
    }

    /**
     * @param frame the frame
     * @return a copy of the state for {@code frame}, or null if it is not kept
     */
    public byte[] get(int frame) {
        for (int i = 0; i < frames.length; i++) {
            if (frames[i] == frame && frame != Frames.NONE) {
                return states[i].clone();
            }
        }
        return null;
    }

    /** @return the oldest kept frame, or {@link Frames#NONE} if empty */
    public int oldestFrame() {
        int oldest = Frames.NONE;
        for (int f : frames) {
            if (f != Frames.NONE && (oldest == Frames.NONE || f < oldest)) {
                oldest = f;
            }
        }
        return oldest;
    }

    /** @return the newest kept frame, or {@link Frames#NONE} if empty */
    public int newestFrame() {
        int newest = Frames.NONE;
        for (int f : frames) {
            newest = Math.max(newest, f);
        }
        return newest;
    }

    /**
     * Drops every entry newer than {@code frame}.
     * @param frame the frame
     */
    public void discardAfter(int frame) {
        for (int i = 0; i < frames.length; i++) {
            if (frames[i] > frame) {
                frames[i] = Frames.NONE;
            }
        }
    }

    /** Drops every entry. */
    public void clear() {
        java.util.Arrays.fill(frames, Frames.NONE);
    }
}

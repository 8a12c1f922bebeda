package org.netreplay.sim.auth;

import java.util.Arrays;

import org.netreplay.replay.history.Frames;

/**
 * The game's state history ring (docs/formats.md §5.5, {@code mwStateHistory}; the same slot policy as the engine's
 * {@link org.netreplay.replay.history.StateHistory}: the entry with the same frame, else an empty slot, else the
 * oldest) holding references instead of copies: the simulator's states are never changed after they are stored, so
 * the server can keep one array per frame for its own rewinds and for every client's dif bases.
 */
final class RefHistory {
    private final int[] frames;
    private final byte[][] states;

    RefHistory(int size) {
        frames = new int[size];
        states = new byte[size][];
        Arrays.fill(frames, Frames.NONE);
    }

    /**
     * Stores {@code state} (not copied: the caller never changes it again) for {@code frame}.
     *
     * @return the array this drops (the frame's earlier state, or the oldest one's), or null
     */
    byte[] add(int frame, byte[] state) {
        int slot = -1;
        for (int i = 0; i < frames.length && slot < 0; i++) {
            if (frames[i] == frame) {
                slot = i;
            }
        }
        for (int i = 0; i < frames.length && slot < 0; i++) {
            if (frames[i] == Frames.NONE) {
                slot = i;
            }
        }
        if (slot < 0) {
            slot = 0;
            for (int i = 1; i < frames.length; i++) {
                if (frames[i] < frames[slot]) {
                    slot = i;
                }
            }
        }
        byte[] dropped = states[slot];
        frames[slot] = frame;
        states[slot] = state;
        return dropped;
    }

    /** @return the stored array for {@code frame} (do not change it), or null */
    byte[] get(int frame) {
        for (int i = 0; i < frames.length; i++) {
            if (frames[i] == frame && frame != Frames.NONE) {
                return states[i];
            }
        }
        return null;
    }

    /** @return the oldest frame kept, or {@link Frames#NONE} */
    int oldestFrame() {
        int oldest = Frames.NONE;
        for (int f : frames) {
            if (f != Frames.NONE && (oldest == Frames.NONE || f < oldest)) {
                oldest = f;
            }
        }
        return oldest;
    }

    /** @return the newest frame kept, or {@link Frames#NONE} */
    int newestFrame() {
        int newest = Frames.NONE;
        for (int f : frames) {
            newest = Math.max(newest, f);
        }
        return newest;
    }

    /** @return the newest frame kept that is older than {@code frame}, or -1 */
    int newestBefore(int frame) {
        int best = -1;
        for (int f : frames) {
            if (f != Frames.NONE && f < frame && f > best) {
                best = f;
            }
        }
        return best;
    }

    /** Drops every entry. */
    void clear() {
        Arrays.fill(frames, Frames.NONE);
        Arrays.fill(states, null);
    }
}

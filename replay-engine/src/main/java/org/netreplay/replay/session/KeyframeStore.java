package org.netreplay.replay.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Full-state snapshots ("keyframes") by frame, so that seeking to frame F loads the nearest keyframe at or before F
 * and re-simulates the rest. Ordered ({@link TreeMap}), never hashed. Memory: one state per keyframe, so a 72,000-frame
 * replay of the 15,480-byte pm-reference state at interval 64 holds 1,126 keyframes, about 17 MB (a 113,344-byte
 * state of the real game would need about 128 MB: raise the interval).
 *
 * <p>Thread safety: not thread-safe.
 */
final class KeyframeStore {
    private final TreeMap<Integer, byte[]> states = new TreeMap<>();
    private long bytes;

    void save(int frame, byte[] state) {
        byte[] old = states.put(frame, state);
        bytes += state.length - (old == null ? 0 : old.length);
    }

    /** @return the keyframe with the greatest frame ≤ {@code frame}, or null */
    Map.Entry<Integer, byte[]> floor(int frame) {
        return states.floorEntry(frame);
    }

    /** Drops keyframes for frames after {@code frame}. */
    void discardAfter(int frame) {
        Map<Integer, byte[]> tail = states.tailMap(frame, false);
        for (byte[] s : tail.values()) {
            bytes -= s.length;
        }
        tail.clear();
    }

    List<Integer> frames() {
        return new ArrayList<>(states.keySet());
    }

    long bytes() {
        return bytes;
    }
}

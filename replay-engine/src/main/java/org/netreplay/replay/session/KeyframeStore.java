package org.netreplay.replay.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.netreplay.replay.dif.DifCompression;
import org.netreplay.replay.dif.StateDif;
import org.netreplay.replay.dif.StateDifException;

/**
 * Snapshots of the state ("keyframes") by frame, so that seeking to frame F loads the nearest keyframe at or before
 * F and re-simulates the rest. Stored compactly with the game's own state-dif codec (docs/formats.md §5.4): every
 * {@value #ANCHOR_EVERY}th keyframe is an anchor, its state zlib-compressed whole; the others are the zlib-compressed
 * dif against their anchor. Reading one costs at most two inflates and one dif apply. Ordered ({@link TreeMap}),
 * never hashed. Memory: the compressed sizes (a 113,344-byte Purple Martians state compresses to a few KB, a dif
 * against a nearby anchor to about 1 KB), reported by {@link #bytes()}.
 *
 * <p>Thread safety: not thread-safe.
 */
final class KeyframeStore {
    /** Keyframes per anchor. */
    static final int ANCHOR_EVERY = 16;
    /** zlib level: fast, since keyframes are written while replaying. */
    private static final int LEVEL = 1;

    private record Stored(byte[] compressed, int anchorFrame, int stateSize) {
    }

    private final TreeMap<Integer, Stored> states = new TreeMap<>();
    private long bytes;
    private int sinceAnchor = ANCHOR_EVERY;
    private int lastAnchorFrame = -1;
    private byte[] lastAnchorState;
    private int cachedFrame = -1;
    private byte[] cachedState;

    /** Stores {@code state} for {@code frame}; keyframes after {@code frame} are dropped (they followed old states). */
    void save(int frame, byte[] state) {
        if (!states.isEmpty() && frame <= states.lastKey()) {
            discardAfter(frame - 1);
        }
        Stored s;
        if (sinceAnchor >= ANCHOR_EVERY || lastAnchorState == null || lastAnchorState.length != state.length) {
            s = new Stored(DifCompression.deflate(state, LEVEL), frame, state.length);
            lastAnchorFrame = frame;
            lastAnchorState = state.clone();
            sinceAnchor = 1;
        } else {
            s = new Stored(DifCompression.deflate(StateDif.create(lastAnchorState, state), LEVEL), lastAnchorFrame,
                    state.length);
            sinceAnchor++;
        }
        states.put(frame, s);
        bytes += s.compressed().length;
    }

    /** @return the keyframe with the greatest frame ≤ {@code frame} (a fresh copy of its state), or null */
    Map.Entry<Integer, byte[]> floor(int frame) {
        Map.Entry<Integer, Stored> e = states.floorEntry(frame);
        return e == null ? null : Map.entry(e.getKey(), decode(e.getKey(), e.getValue()));
    }

    private byte[] decode(int frame, Stored s) {
        try {
            byte[] raw = DifCompression.inflate(s.compressed(), s.stateSize());
            if (s.anchorFrame() == frame) {
                return raw;
            }
            byte[] anchor = anchorState(s.anchorFrame());
            return StateDif.apply(anchor, raw);
        } catch (StateDifException e) {
            throw new IllegalStateException("keyframe " + frame + " cannot be decoded: " + e.getMessage(), e);
        }
    }

    private byte[] anchorState(int anchorFrame) throws StateDifException {
        if (anchorFrame != cachedFrame) {
            Stored a = states.get(anchorFrame);
            cachedState = DifCompression.inflate(a.compressed(), a.stateSize());
            cachedFrame = anchorFrame;
        }
        return cachedState;
    }

    /** Drops keyframes for frames after {@code frame}. */
    void discardAfter(int frame) {
        Map<Integer, Stored> tail = states.tailMap(frame, false);
        for (Stored s : tail.values()) {
            bytes -= s.compressed().length;
        }
        tail.clear();
        if (cachedFrame > frame) {
            cachedFrame = -1;
            cachedState = null;
        }
        if (lastAnchorFrame > frame) {
            lastAnchorState = null;
            lastAnchorFrame = -1;
            sinceAnchor = ANCHOR_EVERY;
        } else if (lastAnchorState != null) {
            sinceAnchor = states.tailMap(lastAnchorFrame, true).size();
        }
    }

    List<Integer> frames() {
        return new ArrayList<>(states.keySet());
    }

    /** @return the bytes the stored keyframes take (compressed) */
    long bytes() {
        return bytes;
    }
}

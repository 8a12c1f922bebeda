package org.netreplay.pmnet.timeline;

import java.util.TreeMap;

import org.netreplay.replay.dif.DifCompression;
import org.netreplay.replay.dif.StateDif;
import org.netreplay.replay.dif.StateDifException;

/**
 * A peer's states by frame, kept compact: every {@value #ANCHOR_EVERY}th state is stored whole (zlib), the others as
 * the zlib-compressed dif against their anchor, so reading one costs at most two inflates. A rebuilt session of
 * 3,200 frames keeps a few hundred bytes a frame per peer. A frame stored again replaces the earlier state. Ordered
 * (a {@link TreeMap}), never hashed. Thread-safe for reads after the rebuild has finished writing.
 */
public final class StateStore {
    /** States per anchor. */
    public static final int ANCHOR_EVERY = 32;
    private static final int LEVEL = 1;

    private record Stored(byte[] compressed, int anchorFrame) {
    }

    private final TreeMap<Integer, Stored> byFrame = new TreeMap<>();
    private final TreeMap<Integer, byte[]> anchors = new TreeMap<>();
    private int sinceAnchor = ANCHOR_EVERY;
    private int anchorFrame = -1;
    private byte[] anchorState;
    private long bytes;

    /** Stores {@code state} (not kept) for {@code frame}. */
    public synchronized void put(int frame, byte[] state) {
        Stored s;
        if (sinceAnchor >= ANCHOR_EVERY || anchorState == null) {
            byte[] c = DifCompression.deflate(state, LEVEL);
            anchors.put(frame, c);
            anchorFrame = frame;
            anchorState = state.clone();
            sinceAnchor = 1;
            s = new Stored(null, frame);
            bytes += c.length;
        } else {
            byte[] c = DifCompression.deflate(StateDif.create(anchorState, state), LEVEL);
            s = new Stored(c, anchorFrame);
            sinceAnchor++;
            bytes += c.length;
        }
        Stored old = byFrame.put(frame, s);
        if (old != null && old.compressed() != null) {
            bytes -= old.compressed().length;
        }
    }

    /**
     * @return the state stored for {@code frame}, or null
     * @throws IllegalStateException if stored data does not inflate (never written by this store)
     */
    public synchronized byte[] get(int frame) {
        Stored s = byFrame.get(frame);
        if (s == null) {
            return null;
        }
        try {
            byte[] anchor = DifCompression.inflate(anchors.get(s.anchorFrame()), org.netreplay.pm.state.PmStateCodec.STATE_SIZE);
            if (s.compressed() == null) {
                return anchor;
            }
            byte[] dif = DifCompression.inflate(s.compressed(), anchor.length);
            return StateDif.apply(anchor, dif);
        } catch (StateDifException e) {
            throw new IllegalStateException("stored state of frame " + frame + " is damaged", e);
        }
    }

    /** @return the frame stored at or before {@code frame}, or null */
    public synchronized Integer floorFrame(int frame) {
        return byFrame.floorKey(frame);
    }

    /** @return the first frame stored, or -1 */
    public synchronized int firstFrame() {
        return byFrame.isEmpty() ? -1 : byFrame.firstKey();
    }

    /** @return the last frame stored, or -1 */
    public synchronized int lastFrame() {
        return byFrame.isEmpty() ? -1 : byFrame.lastKey();
    }

    /** @return frames stored */
    public synchronized int size() {
        return byFrame.size();
    }

    /** @return compressed bytes held */
    public synchronized long bytes() {
        return bytes;
    }
}

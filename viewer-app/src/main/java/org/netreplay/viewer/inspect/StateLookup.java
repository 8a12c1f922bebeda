package org.netreplay.viewer.inspect;

import java.io.IOException;

/**
 * States at any frame, for a field's history: the replay page's seeks or a session's per-peer states. Called off
 * the FX thread; may be slow (a seek replays from a keyframe) and stops with
 * {@link java.util.concurrent.CancellationException} when its thread is interrupted.
 */
@FunctionalInterface
public interface StateLookup {
    /** Which side of the comparison. */
    enum Side { SERVER, CLIENT }

    /**
     * @param side  server or client
     * @param frame the frame whose end state is wanted
     * @return the state bytes, or null when that side has no state at that frame
     * @throws IOException when a states file cannot be read
     */
    byte[] state(Side side, int frame) throws IOException;
}

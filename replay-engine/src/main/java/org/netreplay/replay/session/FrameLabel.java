package org.netreplay.replay.session;

/** How the inputs of a simulated frame are known (ggrs's {@code InputStatus}, per frame). */
public enum FrameLabel {
    /** Every input up to this frame is known: the frame is at or before the last confirmed frame. */
    CONFIRMED,
    /** Beyond the last confirmed frame: each player's controls are assumed to stay as last seen. */
    PREDICTED,
    /** Simulated again after a late game move changed an earlier frame (the server's rewind, docs/formats.md §5.6). */
    RESIMULATED
}

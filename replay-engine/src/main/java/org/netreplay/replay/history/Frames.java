package org.netreplay.replay.history;

/** Frame vocabulary shared by history, session and desync finder. Frames start at 1; frame 0 is the level start. */
public final class Frames {
    /** "No frame" (no history entry, no desync, no rewind). */
    public static final int NONE = -1;

    private Frames() {
    }
}

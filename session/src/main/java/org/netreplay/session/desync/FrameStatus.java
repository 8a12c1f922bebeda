package org.netreplay.session.desync;

/** One peer's state at one frame, for the desync timeline. */
public enum FrameStatus {
    /** The peer's checksum for the frame was compared and matched (see docs/desync.md for the rules). */
    IN_SYNC,
    /** The peer's checksum for the frame was compared and did not match. */
    DIVERGED,
    /** Nothing could be compared at that frame (no confirmed line, or no server line for it). */
    NO_DATA
}

package org.netreplay.viewer.timeline;

/** A client's state at one frame compared with the server's (from the session's desync analysis). */
public enum SyncStatus {
    /** No checksum of this client (or of the server) for the frame. */
    NO_DATA,
    /** The client's confirmed checksum equals one the server wrote for the frame. */
    IN_SYNC,
    /** The client's confirmed checksum differs from every one the server wrote for the frame. */
    DIVERGED;

    private static final SyncStatus[] VALUES = values();

    /** @return the status stored as {@code code} ({@link #ordinal()}) */
    public static SyncStatus of(byte code) {
        return VALUES[code];
    }

    /** @return the status as one byte (its ordinal), for compact per-frame arrays */
    public byte code() {
        return (byte) ordinal();
    }
}

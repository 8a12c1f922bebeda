package org.netreplay.replay.history;

/** What the server did with a received game move (@upstream src/mwNetgameServer.cpp#server_proc_cdat_packet). */
public enum MoveReceipt {
    /** Added to the game-move array ({@code "gmep:[%d] - entered"}); a rewind follows if it is for a past frame. */
    ENTERED,
    /** Older than the oldest history state: dropped ({@code "late - dropped"}, {@code late_cdats++}). */
    LATE_DROPPED
}

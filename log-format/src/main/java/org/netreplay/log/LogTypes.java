package org.netreplay.log;

/** Named sentinels and limits of the line prefix {@code [%2d][%d][%d]} (docs/formats.md §1.3). */
public final class LogTypes {
    /** Type id reported for a line with no prefix and no tagged line before it. */
    public static final int UNTAGGED = -1;
    /** Largest type id the prefix parser accepts (the prefix is {@code %2d}). */
    public static final int MAX_TYPE_ID = 99;
    /** Number of players of the game (0 = server, 1..7 clients). */
    public static final int MAX_PLAYERS = 8;
    /** Frames per second of the game (docs/formats.md §5.1); seconds = frame / 40. */
    public static final int FRAMES_PER_SECOND = 40;

    private LogTypes() {
    }
}

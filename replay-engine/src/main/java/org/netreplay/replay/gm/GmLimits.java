package org.netreplay.replay.gm;

/**
 * The bounds a {@code .gm} reader enforces before it allocates (as jackson-core's {@code StreamReadConstraints}):
 * each has a name, used in the error message, and a default that every real recording is far below.
 *
 * @param maxEntries  most rows ({@code gm.maxEntries}); default 1,000,000, the game's own array size
 *                    ({@code GAME_MOVES_SIZE}, docs/formats.md §4.1)
 * @param maxFrame    largest frame a row or LAST_FRAME may name ({@code gm.maxFrame}); default 1,440,000 = 10 hours at
 *                    40 fps
 * @param maxLineChars longest line ({@code gm.maxLineChars}); default 4,096 (real lines are under 100: the game reads
 *                    them with {@code fgets(…, 100)})
 * @param maxHeaderLines most header lines ({@code gm.maxHeaderLines}); default 1,000
 */
public record GmLimits(int maxEntries, int maxFrame, int maxLineChars, int maxHeaderLines) {
    /** The defaults. */
    public static final GmLimits DEFAULT = new GmLimits(1_000_000, 1_440_000, 4_096, 1_000);

    /** Smallest row in bytes ({@code 1,5,0,0} and a line end): a file of n bytes holds at most n/8 rows. */
    public static final int MIN_ROW_BYTES = 8;

    public GmLimits {
        if (maxEntries < 1 || maxFrame < 1 || maxLineChars < 16 || maxHeaderLines < 1) {
            throw new IllegalArgumentException("gm limits must be positive (line at least 16 chars)");
        }
    }
}

package org.netreplay.viewer.common;

import java.util.Locale;
import org.netreplay.log.LogTypes;

/**
 * Display formatting. Line numbers are 0-based everywhere except on screen, where this class adds 1; frames are
 * shown as they are; seconds are frames / {@link LogTypes#FRAMES_PER_SECOND}.
 */
public final class Formats {
    private Formats() {
    }

    /** @return the 1-based screen form of a 0-based line number, e.g. 0 → "1" */
    public static String lineNumber(long zeroBasedLine) {
        return Long.toString(zeroBasedLine + 1);
    }

    /** @return a count with thousands separators, e.g. 172554 → "172,554" */
    public static String count(long count) {
        return String.format(Locale.ROOT, "%,d", count);
    }

    /** @return game seconds of a frame with one decimal, e.g. frame 100 → "2.5" */
    public static String seconds(int frame) {
        return String.format(Locale.ROOT, "%.1f", frame / (double) LogTypes.FRAMES_PER_SECOND);
    }
}

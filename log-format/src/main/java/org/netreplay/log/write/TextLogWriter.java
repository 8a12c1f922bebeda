package org.netreplay.log.write;

import java.io.IOException;

/**
 * Writes the real game's {@code [type][player][frame]text} log lines (docs/formats.md §1.3; src/mwLog.cpp
 * log_add_prefixed_text, add_fw, add_header, add_tmr): the prefix {@code "[%2d][%d][%d]"}, 76-column boxed lines,
 * headers and {@code tmst} timer lines, each ended by {@code \n}. The lines parse back with the log index's prefix
 * parser to the same type, player, frame and text (tested).
 */
public final class TextLogWriter {
    /** Width of every boxed line in the game. */
    public static final int BOX_WIDTH = 76;
    /** The column where boxed text starts in the game's usual call (pos 10: border + 8 fill). */
    public static final int BOX_POS = 10;

    private final Appendable out;

    /** @param out where lines go (a Writer, a StringBuilder...) */
    public TextLogWriter(Appendable out) {
        this.out = out;
    }

    /** @return the prefix {@code [type][player][frame]} with the type right-aligned in 2 columns */
    public static String prefix(int type, int player, int frame) {
        String t = Integer.toString(type);
        return "[" + (t.length() < 2 ? " " + t : t) + "][" + player + "][" + frame + "]";
    }

    /**
     * Writes {@code [type][player][frame]text\n}.
     *
     * @throws IllegalArgumentException if {@code text} holds a line end, the type is outside 0–99 or the player
     *                                  outside 0–7 (the game writes the logging peer's own number for player −1)
     */
    public TextLogWriter line(int type, int player, int frame, String text) throws IOException {
        if (type < 0 || type > 99 || player < 0 || player > 7 || frame < 0) {
            throw new IllegalArgumentException("type " + type + " (0-99), player " + player + " (0-7), frame "
                    + frame + " (>= 0)");
        }
        if (text.indexOf('\n') >= 0) {
            throw new IllegalArgumentException("a log line's text holds no line end: " + text);
        }
        out.append(prefix(type, player, frame)).append(text).append('\n');
        return this;
    }

    /**
     * Writes a boxed line as {@code add_fw(type, player, 76, pos, border, fill, text)} does for pos > 1:
     * {@code border + fill×(pos−2) + text + fill×(76−len−pos) + border}.
     */
    public TextLogWriter boxed(int type, int player, int frame, int pos, char border, char fill, String text)
            throws IOException {
        return line(type, player, frame, box(pos, border, fill, text));
    }

    /** @return the boxed text of {@link #boxed} without the prefix */
    public static String box(int pos, char border, char fill, String text) {
        if (pos < 2) {
            throw new IllegalArgumentException("pos (" + pos + ") must be >= 2 (the game's variants 0 and 1 are unused)");
        }
        int right = Math.max(0, BOX_WIDTH - text.length() - pos);
        return border + String.valueOf(fill).repeat(pos - 2) + text + String.valueOf(fill).repeat(right) + border;
    }

    /** Writes a header block as {@code add_header(type, p, blankLines, text)}: rule, blanks, centred text, blanks, rule. */
    public TextLogWriter header(int type, int player, int frame, int blankLines, String text) throws IOException {
        String rule = "+" + "-".repeat(BOX_WIDTH - 2) + "+";
        line(type, player, frame, rule);
        for (int i = 0; i < blankLines; i++) {
            boxed(type, player, frame, BOX_POS, '|', ' ', "");
        }
        boxed(type, player, frame, Math.max(2, (BOX_WIDTH - text.length()) / 2), '|', ' ', text);
        for (int i = 0; i < blankLines; i++) {
            boxed(type, player, frame, BOX_POS, '|', ' ', "");
        }
        return line(type, player, frame, rule);
    }

    /** Writes a timer line {@code [44][player][frame]tmst name:[value]...} with values as {@code %0.4f} ms. */
    public TextLogWriter timers(int player, int frame, String[] names, double[] milliseconds) throws IOException {
        StringBuilder sb = new StringBuilder("tmst");
        for (int i = 0; i < names.length; i++) {
            sb.append(' ').append(names[i]).append(":[").append(CNumbers.fixed(milliseconds[i], 0, 4)).append(']');
        }
        return line(44, player, frame, sb.toString());
    }
}

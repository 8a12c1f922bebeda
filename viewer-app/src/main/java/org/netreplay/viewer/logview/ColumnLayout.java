package org.netreplay.viewer.logview;

import javafx.scene.text.Font;
import org.netreplay.viewer.common.Fonts;

/**
 * Widths in pixels of the log view's fixed columns, sized to the session (digits of the largest line number and
 * frame) so that the text column gets the rest. Immutable.
 *
 * @param font       the monospace font of the rows
 * @param charWidth  the width in pixels of one character of {@code font}
 * @param rowHeight  the fixed row height in pixels
 * @param lane       lane column width
 * @param line       line-number column width
 * @param frame      frame column width
 * @param player     player column width
 * @param type       type-label column width
 */
record ColumnLayout(Font font, double charWidth, double rowHeight, double lane, double line, double frame,
                    double player, double type) {
    /** Font size of the rows in points. */
    static final double FONT_SIZE = 12;
    private static final double PAD = 10;

    /**
     * @param maxLineNumber largest 1-based line number that can be shown
     * @param maxFrame      largest frame of the session
     */
    static ColumnLayout forSession(int maxLineNumber, int maxFrame) {
        Font font = Fonts.monospace(FONT_SIZE);
        double ch = Fonts.charWidth(font);
        return new ColumnLayout(font, ch, Math.ceil(FONT_SIZE * 1.5), ch * 4 + PAD,
                ch * Math.max(4, digits(maxLineNumber)) + PAD, ch * Math.max(5, digits(maxFrame)) + PAD,
                ch * 1 + PAD, ch * 5 + PAD);
    }

    /** @return the width in pixels of the fixed columns together (where the text column starts) */
    double gutter() {
        return lane + line + frame + player + type;
    }

    private static int digits(long value) {
        return Long.toString(Math.max(0, value)).length();
    }
}

package org.netreplay.viewer.logview;

/**
 * One row as the log view drew it in its latest frame (what a user sees; tests read it).
 *
 * @param position   the visible position (0-based index into the filtered rows)
 * @param y          the row's top in the view, px
 * @param lane       the lane column, e.g. {@code srv}
 * @param line       the line-number column (1-based), e.g. {@code 120}
 * @param frame      the frame column
 * @param player     the player column ("" when the line has no player)
 * @param type       the type column ("" for a line without its own prefix)
 * @param source      the line read for the row (its whole text, however little of it was drawn)
 * @param drawnFrom  the first character of the text drawn (the horizontal scroll, in characters)
 * @param drawnTo    the character after the last one drawn
 * @param hits       how many highlighted search hits were drawn
 * @param selected   whether the row is drawn selected
 * @param marked     whether the row is drawn marked
 */
public record DrawnRow(int position, double y, String lane, String line, String frame, String player, String type,
                DisplayLine source, int drawnFrom, int drawnTo, int hits, boolean selected, boolean marked) {

    /** @return the row's whole text as shown (control characters made visible), not only the part drawn */
    public String text() {
        return org.netreplay.viewer.common.VisibleControls.of(source.text());
    }
}

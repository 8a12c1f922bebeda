package org.netreplay.viewer.logview;

/**
 * One visible row as a cell draws it.
 *
 * @param position   the visible position (0-based index in the filtered list)
 * @param row        the row in the merged log
 * @param lane       the lane (source file) index
 * @param lineNumber the 0-based line number in its file (shown 1-based)
 * @param typeId     the line's type id (inherited when untagged)
 * @param player     the player 0..7, or -1
 * @param frame      the frame
 * @param tagged     whether the line has its own prefix
 * @param text       the text after the prefix
 */
public record DisplayLine(int position, int row, int lane, int lineNumber, int typeId, int player, int frame,
                          boolean tagged, String text) {
}

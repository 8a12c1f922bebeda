package org.netreplay.log;

/**
 * One line of a log as shown to the user.
 *
 * @param lineNumber 0-based line number in its file
 * @param typeId     the prefix type, or for an untagged line the type it inherits (or {@link LogTypes#UNTAGGED})
 * @param player     the prefix player, or the inherited one (0..7; -1 before any tagged line)
 * @param frame      the prefix frame, or the inherited one (0 before any tagged line)
 * @param tagged     true when the line itself starts with the prefix
 * @param text       the text after the prefix (the whole line when untagged), without the line terminator;
 *                   bytes that are not valid UTF-8 are replaced with U+FFFD
 */
public record LogLine(int lineNumber, int typeId, int player, int frame, boolean tagged, String text) {
}

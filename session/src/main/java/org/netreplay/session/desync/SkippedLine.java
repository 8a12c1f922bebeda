package org.netreplay.session.desync;

/**
 * A line the desync analysis could not use.
 *
 * @param file the file, as given to the analysis
 * @param line its 1-based line number
 * @param why  the field that is wrong and why, e.g. {@code field chk: 'x' is not a hex digit}
 */
public record SkippedLine(String file, long line, String why) {
}

package org.netreplay.log.merge;

import org.netreplay.log.LogLine;
/**
 * One row of a {@link MergedLog}.
 *
 * @param row  the row number in the merged view
 * @param lane the lane (source file) the line comes from
 * @param line the line itself, with its file line number
 */
public record LogRow(int row, int lane, LogLine line) {
}

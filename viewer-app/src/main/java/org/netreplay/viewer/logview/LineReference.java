package org.netreplay.viewer.logview;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import org.netreplay.log.merge.MergedLog;
import org.netreplay.log.ProgressListener;

/**
 * A line of one lane, as typed in "Go to line": {@code 120} or {@code c1:120} (1-based on screen).
 *
 * @param lane       the lane index
 * @param lineNumber the 0-based line number in that lane's file
 */
record LineReference(int lane, int lineNumber) {

    /**
     * @param text        what the user typed
     * @param laneNames   the session's lane names
     * @param defaultLane the lane used when the text names none
     * @return the reference, or empty if the text is not one
     */
    static Optional<LineReference> parse(String text, List<String> laneNames, int defaultLane) {
        String trimmed = text == null ? "" : text.trim().replace(",", "");
        int lane = defaultLane;
        int colon = trimmed.lastIndexOf(':');
        if (colon >= 0) {
            String name = trimmed.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            lane = laneNames.stream().map(n -> n.toLowerCase(Locale.ROOT)).toList().indexOf(name);
            trimmed = trimmed.substring(colon + 1).trim();
            if (lane < 0) {
                return Optional.empty();
            }
        }
        try {
            int oneBased = Integer.parseInt(trimmed);
            return oneBased < 1 ? Optional.empty() : Optional.of(new LineReference(lane, oneBased - 1));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /**
     * Finds the row of a lane's line by a scan over the rows (a lane's lines keep their order in the merge, but
     * other lanes interleave). Blocking.
     *
     * @return the row, or -1 if the lane has no such line
     */
    static int findRow(MergedLog log, int lane, int lineNumber, ProgressListener progress) {
        if (log.lanes().size() == 1) {
            return lineNumber < log.rowCount() ? lineNumber : -1;
        }
        int rowCount = log.rowCount();
        for (int row = 0; row < rowCount; row++) {
            if ((row & 0xFFFF) == 0) {
                if (Thread.currentThread().isInterrupted()) {
                    throw new CancellationException("go to line cancelled");
                }
                progress.progress(row, rowCount);
            }
            if (log.lane(row) == lane && log.lineNumber(row) == lineNumber) {
                return row;
            }
        }
        return -1;
    }
}

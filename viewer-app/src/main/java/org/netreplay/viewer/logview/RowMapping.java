package org.netreplay.viewer.logview;

import java.nio.file.Path;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.netreplay.log.LogIndex;
import org.netreplay.log.merge.MergedLog;

/**
 * Where a row of one merged log is in another merge of the same files (the session grew and its lanes were merged
 * anew: a line keeps its file and line number, not its row). Lanes are matched by file.
 */
final class RowMapping {
    private RowMapping() {
    }

    /**
     * @return a function from a row of {@code before} to the row of the same line in {@code after}, or -1 when the
     *         line is not there (its file is gone, or was truncated); the identity when both are the same log
     */
    static IntUnaryOperator between(MergedLog before, MergedLog after) {
        if (before == after) {
            return row -> row;
        }
        List<LogIndex> oldLanes = before.lanes();
        int[] laneTo = new int[oldLanes.size()];
        for (int lane = 0; lane < laneTo.length; lane++) {
            laneTo[lane] = indexOf(after.lanes(), oldLanes.get(lane).path());
        }
        return row -> {
            if (row < 0 || row >= before.rowCount()) {
                return -1;
            }
            int lane = laneTo[before.lane(row)];
            return lane < 0 ? -1 : after.rowOf(lane, before.lineNumber(row));
        };
    }

    private static int indexOf(List<LogIndex> lanes, Path file) {
        for (int i = 0; i < lanes.size(); i++) {
            if (lanes.get(i).path().equals(file)) {
                return i;
            }
        }
        return -1;
    }
}

package org.netreplay.log.merge;

import org.netreplay.log.LogIndex;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import java.util.List;

/**
 * Several logs (server and clients, a net CSV stream) merged into one view ordered by frame. Each input is a
 * lane; within a lane the file order is kept (a k-way merge that takes the lane whose next line has the smallest
 * frame, lower lane first on ties), so client rewinds, whose frames go back, are not reordered. A row is one line
 * of one lane. With one lane, row == line number. Thread safety: immutable once built.
 */
public interface MergedLog {

    /** Most lanes (files) of one merged log: a filter keeps one bit per lane ({@code session.maxLogs}). */
    int MAX_LANES = Long.SIZE;

    /**
     * Merges the lanes. Blocks; reports progress in rows. One lane gives an identity view without per-row arrays;
     * several lanes cost 3 bytes per row (lane, type, player) plus 4 bytes per lane per 64 rows.
     *
     * @throws IllegalArgumentException if there are more than 64 lanes or more than 2^31 - 9 rows in total
     * @throws java.util.concurrent.CancellationException if the calling thread is interrupted
     */
    static MergedLog merge(List<? extends LogIndex> lanes, ProgressListener progress) {
        java.util.Objects.requireNonNull(lanes, "lanes");
        ProgressListener listener = progress == null ? ProgressListener.NONE : progress;
        if (lanes.size() > MAX_LANES) {
            throw new IllegalArgumentException("a merged log holds at most " + MAX_LANES + " files, not "
                    + lanes.size() + " (limit session.maxLogs)");
        }
        if (lanes.size() == 1) {
            MergedLog single = new SingleLaneLog(lanes.get(0));
            listener.progress(single.rowCount(), single.rowCount());
            return single;
        }
        return new KWayMergedLog(List.copyOf(lanes), listener);
    }

    /** @return the lanes, in the order given */
    List<LogIndex> lanes();

    /** @return total rows = sum of the lanes' line counts */
    int rowCount();

    /** @return the lane (index into {@link #lanes()}) of a row */
    int lane(int row);

    /** @return the line number of a row in its lane's file */
    int lineNumber(int row);

    /** @return type id of a row's line (see {@link LogIndex#typeId}) */
    int typeId(int row);

    /** @return player of a row's line */
    int player(int row);

    /** @return frame of a row's line */
    int frame(int row);

    /** @return whether the row's line has its own prefix */
    boolean isTagged(int row);

    /**
     * Reads the lines of {@code count} consecutive rows from {@code firstRow} (clamped).
     *
     * @throws LogReadException if a file cannot be read any more
     */
    List<LogRow> readRows(int firstRow, int count) throws LogReadException;

    /**
     * @return the row of line {@code lineNumber} of lane {@code lane}, or -1 if the lane has no such line (finds a
     *         line again after the lanes were merged anew, e.g. while following growing files)
     */
    int rowOf(int lane, int lineNumber);

    /** @return the first row whose frame is at least {@code frame}, or {@link #rowCount()} if none */
    int firstRowAtOrAfterFrame(int frame);
}

package org.netreplay.log.merge;

import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
/**
 * The rows of a {@link MergedLog} that pass a {@link LineFilter}, as a sorted row list. Visible positions are
 * separate from row and file line numbers, so hiding lines never renumbers the file. Thread safety: immutable.
 */
public interface FilteredRows {

    /**
     * Applies {@code filter} to every row on the calling thread; see
     * {@link #apply(MergedLog, LineFilter, ProgressListener, java.util.concurrent.Executor)}.
     *
     * @throws LogReadException if the text must be read and a file cannot be read any more
     * @throws java.util.concurrent.CancellationException if the calling thread is interrupted
     */
    static FilteredRows apply(MergedLog log, LineFilter filter, ProgressListener progress) throws LogReadException {
        return apply(log, filter, progress, org.netreplay.log.Workers.CALLING_THREAD);
    }

    /**
     * Applies {@code filter} to every row. Type/player/frame/lane tests use the index columns only, in ranges of a
     * million rows run on {@code workers}; the text is read only when {@code filter.onlyMatching()} is set. Reports
     * progress in rows (twice the row count when the text is read: one pass over the columns, one over the text).
     * The result holds about 1.5 bits per row.
     *
     * @param workers runs the column ranges (the caller's threads)
     * @throws LogReadException if the text must be read and a file cannot be read any more
     * @throws java.util.concurrent.CancellationException if the calling thread is interrupted
     */
    static FilteredRows apply(MergedLog log, LineFilter filter, ProgressListener progress,
                              java.util.concurrent.Executor workers) throws LogReadException {
        java.util.Objects.requireNonNull(log, "log");
        java.util.Objects.requireNonNull(filter, "filter");
        java.util.Objects.requireNonNull(workers, "workers");
        ProgressListener listener = progress == null ? ProgressListener.NONE : progress;
        return new BitmapFilteredRows(log, filter, RowFilterPass.run(log, filter, listener, workers));
    }

    /** @return the merged log filtered */
    MergedLog source();

    /** @return the filter applied */
    LineFilter filter();

    /** @return number of visible rows */
    int size();

    /** @return the row at visible position {@code position} (0 ≤ position &lt; size) */
    int row(int position);

    /**
     * @return the first visible row ≥ {@code row}, or -1 if none. Walking the visible rows with it costs
     *         O(rows / 64 + visible), where {@link #row(int)} per position costs a search each.
     */
    default int nextVisibleRow(int row) {
        int position = positionAtOrAfterRow(Math.max(0, row));
        return position < size() ? row(position) : -1;
    }

    /** @return whether merged-log row {@code row} passes the filter */
    default boolean isVisible(int row) {
        int position = positionAtOrAfterRow(row);
        return position < size() && row(position) == row;
    }

    /** @return the visible position of the first visible row ≥ {@code row}, or {@link #size()} if none */
    int positionAtOrAfterRow(int row);

    /** @return the visible position of the first visible row whose frame ≥ {@code frame}, or size() if none */
    int positionAtOrAfterFrame(int frame);
}

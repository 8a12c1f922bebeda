package org.netreplay.log.merge;

import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@link SearchHits} as a sorted {@code int[]} of rows (4 bytes per hit). Immutable. */
final class ArraySearchHits implements SearchHits {
    private final Pattern pattern;
    private final int[] rows;

    private ArraySearchHits(Pattern pattern, int[] rows) {
        this.pattern = pattern;
        this.rows = rows;
    }

    static SearchHits search(FilteredRows scope, Pattern pattern, ProgressListener progress)
            throws LogReadException {
        MergedLog log = scope.source();
        Matcher matcher = pattern.matcher("");
        int[] hits = new int[64];
        int count = 0;
        int visible = scope.size();
        int position = 0;
        while (position < visible) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("Search was cancelled");
            }
            int first = scope.row(position);
            int window = (int) Math.min(log.rowCount(), (long) first + RowFilterPass.TEXT_BATCH_ROWS);
            int endPosition = scope.positionAtOrAfterRow(window);
            int last = scope.row(endPosition - 1) + 1; // do not read hidden rows after the last visible one
            List<LogRow> batch = log.readRows(first, last - first);
            for (LogRow row : batch) {
                if (!scope.isVisible(row.row())) {
                    continue;
                }
                if (matcher.reset(row.line().text()).find()) {
                    if (count == hits.length) {
                        hits = Arrays.copyOf(hits, count * 2);
                    }
                    hits[count++] = row.row();
                }
            }
            position = endPosition;
            progress.progress(position, visible);
        }
        if (visible == 0) {
            progress.progress(0, 0);
        }
        return new ArraySearchHits(pattern, Arrays.copyOf(hits, count));
    }

    @Override
    public Pattern pattern() {
        return pattern;
    }

    @Override
    public int size() {
        return rows.length;
    }

    @Override
    public int row(int i) {
        return rows[i];
    }

    @Override
    public int next(int row) {
        int i = Arrays.binarySearch(rows, row);
        int idx = i >= 0 ? i + 1 : -i - 1;
        return idx < rows.length ? rows[idx] : -1;
    }

    @Override
    public int previous(int row) {
        int i = Arrays.binarySearch(rows, row);
        int idx = i >= 0 ? i - 1 : -i - 2;
        return idx >= 0 ? rows[idx] : -1;
    }
}

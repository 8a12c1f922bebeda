package org.netreplay.log.merge;

import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import java.util.regex.Pattern;

/**
 * Rows among a {@link FilteredRows} whose text (after the prefix) matches a regex, sorted by row.
 * Thread safety: immutable.
 */
public interface SearchHits {

    /**
     * Searches the visible rows with {@link java.util.regex.Matcher#find()} on the text after the prefix. Reads the
     * text in batches of 4096 rows, skipping runs of hidden rows. Reports progress in visible rows.
     *
     * @throws LogReadException if a file cannot be read any more
     * @throws java.util.concurrent.CancellationException if the calling thread is interrupted
     */
    static SearchHits search(FilteredRows scope, Pattern pattern, ProgressListener progress) throws LogReadException {
        java.util.Objects.requireNonNull(scope, "scope");
        java.util.Objects.requireNonNull(pattern, "pattern");
        return ArraySearchHits.search(scope, pattern, progress == null ? ProgressListener.NONE : progress);
    }

    /** @return the pattern searched for */
    Pattern pattern();

    /** @return number of matching rows */
    int size();

    /** @return the i-th matching row, in row order */
    int row(int i);

    /** @return the first matching row strictly after {@code row}, or -1 */
    int next(int row);

    /** @return the last matching row strictly before {@code row}, or -1 */
    int previous(int row);
}

package org.netreplay.log;

import java.util.regex.Pattern;

/**
 * Rows among a {@link FilteredRows} whose text (after the prefix) matches a regex, sorted by row.
 * Thread safety: immutable.
 */
public interface SearchHits {

    /**
     * Searches the visible rows. Reports progress in rows.
     *
     * @throws LogReadException if a file cannot be read any more
     * @throws java.util.concurrent.CancellationException if the calling thread is interrupted
     */
    static SearchHits search(FilteredRows scope, Pattern pattern, ProgressListener progress) throws LogReadException {
        throw new UnsupportedOperationException("not built yet");
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

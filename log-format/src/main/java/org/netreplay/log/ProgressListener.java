package org.netreplay.log;

/** Receives progress of long work (indexing, filtering, search) on the thread doing the work. */
@FunctionalInterface
public interface ProgressListener {
    /** A listener that ignores progress. */
    ProgressListener NONE = (done, total) -> { };

    /**
     * @param done  work done so far, in the unit of {@code total} (bytes for indexing, rows for filtering)
     * @param total total work; {@code done == total} is reported once at the end
     */
    void progress(long done, long total);
}

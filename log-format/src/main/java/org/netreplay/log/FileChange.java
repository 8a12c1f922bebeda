package org.netreplay.log;

/** How a followed log file changed since it was indexed ({@code Indexer.change}), as klogg's file watcher tells. */
public enum FileChange {
    /** The same file, the same size. */
    UNCHANGED,
    /** The same file, grown: its new lines can be appended to the index. */
    APPENDED,
    /** Shorter than when indexed: it must be indexed again from the start. */
    TRUNCATED,
    /** Another file now has its name, or its first bytes differ: it must be indexed again from the start. */
    REPLACED
}

package org.netreplay.log;

import java.nio.file.Path;
import java.util.List;

/**
 * The index of one log file: line offsets plus compact type/player/frame columns. The file itself is not loaded
 * into the heap; {@link #readLines} reads bytes on demand. Thread safety: immutable once built, safe to share.
 *
 * <p>Untagged lines (box continuations, blank lines, garbage) inherit type, player and frame of the previous tagged
 * line, so hiding a type hides its continuation lines too, and {@link #isTagged} tells them apart.
 */
public interface LogIndex extends AutoCloseable {

    /**
     * Builds the index of {@code file}, in parallel chunks, reporting progress in bytes. Blocks until done.
     *
     * @throws LogReadException     if the file is missing, a directory, unreadable, or shrinks while reading
     * @throws java.util.concurrent.CancellationException if the calling thread is interrupted
     */
    static LogIndex build(Path file, ProgressListener progress) throws LogReadException {
        return org.netreplay.log.index.Indexer.build(file, progress);
    }

    /**
     * Indexes only the head of {@code file}: the whole lines that end within its first {@code maxBytes} bytes (if
     * no line ends there, the first {@code maxBytes} bytes as one cut line; the whole file if it is no larger).
     * Takes milliseconds for a few megabytes whatever the file size, so a viewer can show the first screen of a
     * huge log at once and swap in {@link #build} when that finishes. Guarantee: for every line {@code n} of the
     * head, {@link #typeId}, {@link #player}, {@link #frame}, {@link #isTagged} and the text read by
     * {@link #readLines} equal those of the full index of the same file (a cut single line excepted). Blocks.
     *
     * @param file     the log file
     * @param maxBytes bytes of the head, at least 1
     * @return the head's index; close it to release the file
     * @throws LogReadException         if the file is missing, a directory or unreadable
     * @throws IllegalArgumentException if {@code maxBytes} is below 1
     * @throws java.util.concurrent.CancellationException if the calling thread is interrupted
     */
    static LogIndex buildHead(Path file, long maxBytes) throws LogReadException {
        return org.netreplay.log.index.Indexer.buildHead(file, maxBytes);
    }

    /** @return the indexed file */
    Path path();

    /** @return the file size in bytes when indexed */
    long byteSize();

    /** @return number of lines; a final line without terminator counts, an empty file has 0 lines */
    int lineCount();

    /** @return type id of the line (inherited when untagged), or {@link LogTypes#UNTAGGED} */
    int typeId(int lineNumber);

    /** @return player 0..7 of the line (inherited when untagged), or -1 */
    int player(int lineNumber);

    /** @return frame of the line (inherited when untagged) */
    int frame(int lineNumber);

    /** @return whether the line itself starts with the prefix */
    boolean isTagged(int lineNumber);

    /**
     * Reads {@code count} lines starting at {@code firstLine} (clamped to the file).
     *
     * @throws LogReadException if the file cannot be read any more
     */
    List<LogLine> readLines(int firstLine, int count) throws LogReadException;

    /** @return per-file counts gathered while indexing */
    IndexStats stats();

    /** Releases the open file channel. */
    @Override
    void close();
}

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

    /**
     * Reads lines as {@link #readLines(int, int)} does, each cut after {@code maxLineBytes} bytes of the file (the
     * rest is not read) and then marked {@code " …[N more bytes not shown]"}: a report quoting lines keeps bounded
     * memory however long they are.
     *
     * @param maxLineBytes bytes of each line kept, at least 1
     * @throws LogReadException if the file cannot be read any more
     */
    default List<LogLine> readLines(int firstLine, int count, int maxLineBytes) throws LogReadException {
        List<LogLine> lines = readLines(firstLine, count);
        List<LogLine> out = new java.util.ArrayList<>(lines.size());
        for (LogLine l : lines) {
            byte[] text = l.text().getBytes(java.nio.charset.StandardCharsets.UTF_8);
            out.add(text.length <= maxLineBytes ? l : new LogLine(l.lineNumber(), l.typeId(), l.player(), l.frame(),
                    l.tagged(), new String(text, 0, maxLineBytes, java.nio.charset.StandardCharsets.UTF_8)
                    + " \u2026[" + (text.length - maxLineBytes) + " more bytes not shown]"));
        }
        return out;
    }

    /** @return per-file counts gathered while indexing */
    IndexStats stats();

    /** Releases the open file channel. */
    @Override
    void close();
}

package org.netreplay.log.index;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.netreplay.log.IndexStats;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;

/**
 * The index of one text log (see {@link org.netreplay.log.LogIndex}): compact line offsets and columns, and an
 * open reader for the text. Immutable once built; thread-safe.
 */
final class FileLogIndex implements ColumnarLogIndex {
    /** Lines longer than this (bytes) are shown cut, with a marker naming the bytes left out. */
    static final int MAX_TEXT_BYTES = 16 << 20;
    private static final int MAX_BATCH_BYTES = 4 << 20;

    private final PositionalReader reader;
    private final long byteSize;
    private final LineOffsets offsets;
    private final LineColumns columns;
    private final IndexStats stats;
    private final FileIdentity identity;

    FileLogIndex(PositionalReader reader, long byteSize, LineOffsets offsets, LineColumns columns, IndexStats stats,
                 FileIdentity identity) {
        this.reader = reader;
        this.byteSize = byteSize;
        this.offsets = offsets;
        this.columns = columns;
        this.stats = stats;
        this.identity = identity;
    }

    /** @return the reader of the file (its path, for following the file) */
    PositionalReader reader() {
        return reader;
    }

    /** @return what tells this file from another one given its name later */
    FileIdentity identity() {
        return identity;
    }

    @Override
    public Path path() {
        return reader.displayPath();
    }

    @Override
    public long byteSize() {
        return byteSize;
    }

    @Override
    public int lineCount() {
        return offsets.lineCount();
    }

    @Override
    public LineColumns columns() {
        return columns;
    }

    /** @return the line offsets */
    LineOffsets offsets() {
        return offsets;
    }

    @Override
    public long indexHeapBytes() {
        return offsets.heapBytes() + columns.heapBytes();
    }

    @Override
    public List<LogLine> readLines(int firstLine, int count) throws LogReadException {
        return readLines(firstLine, count, MAX_TEXT_BYTES);
    }

    @Override
    public List<LogLine> readLines(int firstLine, int count, int maxLineBytes) throws LogReadException {
        int cap = Math.max(1, Math.min(maxLineBytes, MAX_TEXT_BYTES));
        int from = Math.max(0, firstLine);
        int to = (int) Math.min((long) lineCount(), (long) from + Math.max(0, count));
        List<LogLine> out = new ArrayList<>(Math.max(0, to - from));
        int line = from;
        while (line < to) {
            long start = offsets.start(line);
            int batchEnd = line;
            while (batchEnd < to && offsets.end(batchEnd) - start <= MAX_BATCH_BYTES
                    && offsets.end(batchEnd) - offsets.start(batchEnd) <= cap) {
                batchEnd++;
            }
            if (batchEnd == line) {
                out.add(readLongLine(line, cap));
                line++;
                continue;
            }
            long end = offsets.end(batchEnd - 1);
            byte[] buf = new byte[(int) (end - start)];
            readFully(start, buf, buf.length, line);
            for (int l = line; l < batchEnd; l++) {
                int s = (int) (offsets.start(l) - start);
                int e = (int) (offsets.end(l) - start);
                out.add(toLine(l, buf, s, e));
            }
            line = batchEnd;
        }
        return out;
    }

    /** @return the line, its first {@code cap} bytes only when it is longer, marked with the bytes left out */
    private LogLine readLongLine(int line, int cap) throws LogReadException {
        long start = offsets.start(line);
        long length = offsets.end(line) - start;
        int keep = (int) Math.min(length, cap);
        byte[] buf = new byte[keep];
        readFully(start, buf, keep, line);
        LogLine cut = toLine(line, buf, 0, keep);
        if (keep == length) {
            return cut;
        }
        int tail = (int) Math.min(2, length - keep);
        byte[] end = new byte[tail];
        readFully(start + length - tail, end, tail, line);
        int terminator = end[tail - 1] != '\n' ? 0 : tail == 2 && end[0] == '\r' ? 2 : 1;
        long hidden = length - keep - terminator;
        if (hidden <= 0) {
            return cut; // only the line end was left out
        }
        return new LogLine(line, cut.typeId(), cut.player(), cut.frame(), cut.tagged(),
                cut.text() + " \u2026[" + hidden + " more bytes not shown]");
    }

    private void readFully(long start, byte[] buf, int length, int line) throws LogReadException {
        int got = reader.read(start, buf, 0, length);
        if (got < length) {
            throw new LogReadException(path(), line, "The log file shrank after it was indexed", null);
        }
    }

    private LogLine toLine(int line, byte[] buf, int start, int end) {
        int textStart = start;
        if (columns.isTagged(line)) {
            long prefix = PrefixParser.parse(buf, start, end);
            if (prefix != PrefixParser.UNTAGGED) {
                textStart = start + PrefixParser.prefixLength(prefix);
            }
        }
        return new LogLine(line, columns.typeId(line), columns.player(line), columns.frame(line),
                columns.isTagged(line), LineText.decode(buf, textStart, end));
    }

    @Override
    public IndexStats stats() {
        return stats;
    }

    @Override
    public void close() {
        reader.close();
    }

    @Override
    public String toString() {
        return "FileLogIndex[" + path() + ", " + lineCount() + " lines]";
    }
}

package org.netreplay.bench.log;

import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.netreplay.log.IndexStats;
import org.netreplay.log.LogLine;
import org.netreplay.log.index.ColumnarLogIndex;
import org.netreplay.log.index.LineColumns;

/**
 * An in-memory index of {@code lines} lines with the real server log's type mix, for filter benchmarks that
 * need 10M lines without a 600 MB file. It has columns only: reading text is not supported.
 */
final class SyntheticColumnsIndex implements ColumnarLogIndex {
    private static final int[] TYPES = {44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 28, 27, 35, 33, 26, 25, 23};
    private final LineColumns columns;

    SyntheticColumnsIndex(int lines, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        LineColumns.Builder b = new LineColumns.Builder();
        for (int i = 0; i < lines; i++) {
            int type = TYPES[r.nextInt(TYPES.length)];
            b.add(type, r.nextInt(200) != 0, r.nextInt(3), i / 23);
        }
        columns = b.build();
    }

    @Override
    public LineColumns columns() {
        return columns;
    }

    @Override
    public long indexHeapBytes() {
        return columns.heapBytes();
    }

    @Override
    public Path path() {
        return Path.of("synthetic");
    }

    @Override
    public long byteSize() {
        return 0;
    }

    @Override
    public int lineCount() {
        return columns.lineCount();
    }

    @Override
    public int typeId(int lineNumber) {
        return columns.typeId(lineNumber);
    }

    @Override
    public int player(int lineNumber) {
        return columns.player(lineNumber);
    }

    @Override
    public int frame(int lineNumber) {
        return columns.frame(lineNumber);
    }

    @Override
    public boolean isTagged(int lineNumber) {
        return columns.isTagged(lineNumber);
    }

    @Override
    public List<LogLine> readLines(int firstLine, int count) {
        throw new UnsupportedOperationException("synthetic index has no text");
    }

    @Override
    public IndexStats stats() {
        throw new UnsupportedOperationException("synthetic index has no stats");
    }

    @Override
    public void close() {
    }
}

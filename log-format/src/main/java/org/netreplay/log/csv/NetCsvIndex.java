package org.netreplay.log.csv;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.netreplay.log.IndexStats;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ParseIssue;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.index.ColumnarLogIndex;
import org.netreplay.log.index.IndexAppender;
import org.netreplay.log.index.LineColumns;
import org.netreplay.log.index.LineOffsets;
import org.netreplay.log.index.LineText;
import org.netreplay.log.index.PositionalReader;
import org.netreplay.log.index.PrefixParser;

/**
 * A {@link org.netreplay.log.LogIndex} over the net CSV files of a session stitched in time order
 * (docs/formats.md §1.4), so the CSV stream can be a lane of a {@link org.netreplay.log.merge.MergedLog}. Row = line:
 * type = column 1, frame = column 5, player = column 6, text = column 8 (the message). Blank and malformed rows are
 * kept as untagged rows that inherit from the previous good row; malformed (non-blank) rows are also reported as
 * {@link ParseIssue}s. Line numbers count across the stitched files; {@link #fileOf} and {@link #lineInFile} map
 * back. Same compact index as text logs; the files are read on demand. Thread-safe once built.
 */
public final class NetCsvIndex implements ColumnarLogIndex {
    /** Largest single CSV file accepted (the game rolls files at 100 MB). */
    public static final long MAX_FILE_BYTES = 1L << 30;

    private final List<Path> files;
    private final long[] fileBase;
    private final int[] fileFirstLine;
    private final LineOffsets offsets;
    private final LineColumns columns;
    private final IndexStats stats;
    private final List<ParseIssue> issues;
    private final long issueCount;
    private final PositionalReader[] readers;

    private NetCsvIndex(List<Path> files, long[] fileBase, int[] fileFirstLine, LineOffsets offsets,
                        LineColumns columns, IndexStats stats, List<ParseIssue> issues, long issueCount) {
        this.files = files;
        this.fileBase = fileBase;
        this.fileFirstLine = fileFirstLine;
        this.offsets = offsets;
        this.columns = columns;
        this.stats = stats;
        this.issues = issues;
        this.issueCount = issueCount;
        this.readers = new PositionalReader[files.size()];
    }

    /**
     * Indexes the net CSV files, sorted by {@link CsvFileOrder#BY_TIME_IN_NAME}. Reports progress in bytes.
     *
     * @param files    at least one file
     * @param progress receives bytes done / total bytes, or null
     * @return the index; close it to release the files
     * @throws LogReadException      naming the file if one is missing, unreadable or larger than
     *                               {@link #MAX_FILE_BYTES}
     * @throws CancellationException if the calling thread is interrupted
     */
    public static NetCsvIndex build(List<Path> files, ProgressListener progress) throws LogReadException {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("files must not be empty");
        }
        ProgressListener listener = progress == null ? ProgressListener.NONE : progress;
        List<Path> sorted = CsvFileOrder.sorted(files);
        long[] sizes = new long[sorted.size()];
        long total = 0;
        for (int k = 0; k < sorted.size(); k++) {
            Path f = sorted.get(k);
            if (!Files.isRegularFile(f)) {
                throw new LogReadException(f, -1, "Net CSV file not found", null);
            }
            try (PositionalReader r = new PositionalReader(f)) {
                sizes[k] = r.size();
            }
            if (sizes[k] > MAX_FILE_BYTES) {
                throw new LogReadException(f, -1, "Net CSV file larger than " + MAX_FILE_BYTES + " bytes", null);
            }
            total += sizes[k];
        }
        IndexAppender appender = new IndexAppender();
        List<ParseIssue> issues = new ArrayList<>();
        long issueCount = 0;
        long[] fileBase = new long[sorted.size() + 1];
        int[] fileFirstLine = new int[sorted.size() + 1];
        long base = 0;
        for (int k = 0; k < sorted.size(); k++) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("Indexing net CSV was cancelled");
            }
            Path f = sorted.get(k);
            fileBase[k] = base;
            fileFirstLine[k] = appender.lineCount();
            byte[] bytes = new byte[(int) sizes[k]];
            try (PositionalReader r = new PositionalReader(f)) {
                if (r.read(0, bytes, 0, bytes.length) < bytes.length) {
                    throw new LogReadException(f, -1, "The net CSV file shrank while it was read", null);
                }
            }
            int lineInFile = 0;
            int start = 0;
            while (start < bytes.length) {
                int end = start;
                while (end < bytes.length && bytes[end] != '\n') {
                    end++;
                }
                end = Math.min(bytes.length, end + 1);
                long row = NetCsvRowParser.parse(bytes, start, end);
                if (row == PrefixParser.UNTAGGED) {
                    appender.addUntagged(base + start);
                    if (!LineText.decode(bytes, start, end).isBlank()) {
                        issueCount++;
                        if (issues.size() < ParseIssue.MAX_REPORTED) {
                            issues.add(new ParseIssue(f, lineInFile, "Malformed net CSV row (need 8 columns, "
                                    + "type 0..99, integer frame, player 0..7)"));
                        }
                    }
                } else {
                    appender.add(base + start, row);
                }
                lineInFile++;
                start = end;
            }
            base += sizes[k];
            if (base < total) {
                listener.progress(base, total);
            }
        }
        fileBase[sorted.size()] = base;
        fileFirstLine[sorted.size()] = appender.lineCount();
        listener.progress(total, total);
        return new NetCsvIndex(List.copyOf(sorted), fileBase, fileFirstLine, appender.buildOffsets(base),
                appender.buildColumns(), appender.buildStats(), List.copyOf(issues), issueCount);
    }

    /** @return the CSV files in time order */
    public List<Path> files() {
        return files;
    }

    /** @return the first {@link ParseIssue#MAX_REPORTED} malformed rows */
    public List<ParseIssue> issues() {
        return issues;
    }

    /** @return the number of malformed (non-blank) rows */
    public long issueCount() {
        return issueCount;
    }

    /** @return the index into {@link #files()} of the file holding a line */
    public int fileOf(int lineNumber) {
        int i = Arrays.binarySearch(fileFirstLine, 0, files.size(), lineNumber);
        if (i < 0) {
            return -i - 2;
        }
        while (i + 1 < files.size() && fileFirstLine[i + 1] == lineNumber) {
            i++; // skip empty files
        }
        return i;
    }

    /** @return the 0-based line number of a line inside its own file */
    public int lineInFile(int lineNumber) {
        return lineNumber - fileFirstLine[fileOf(lineNumber)];
    }

    /** @return the folder of the first CSV file (the {@code net} folder) */
    @Override
    public Path path() {
        Path parent = files.get(0).toAbsolutePath().getParent();
        return parent == null ? files.get(0) : parent;
    }

    @Override
    public long byteSize() {
        return fileBase[files.size()];
    }

    @Override
    public int lineCount() {
        return offsets.lineCount();
    }

    @Override
    public LineColumns columns() {
        return columns;
    }

    @Override
    public long indexHeapBytes() {
        return offsets.heapBytes() + columns.heapBytes();
    }

    @Override
    public List<LogLine> readLines(int firstLine, int count) throws LogReadException {
        int from = Math.max(0, firstLine);
        int to = (int) Math.min((long) lineCount(), (long) from + Math.max(0, count));
        List<LogLine> out = new ArrayList<>(Math.max(0, to - from));
        int line = from;
        while (line < to) {
            int k = fileOf(line);
            int runEnd = Math.min(to, fileFirstLine[k + 1]);
            long start = offsets.start(line);
            long end = offsets.end(runEnd - 1);
            byte[] buf = new byte[(int) (end - start)];
            PositionalReader reader = reader(k);
            if (reader.read(start - fileBase[k], buf, 0, buf.length) < buf.length) {
                throw new LogReadException(files.get(k), lineInFile(line), "The net CSV file shrank after indexing",
                        null);
            }
            for (int l = line; l < runEnd; l++) {
                int s = (int) (offsets.start(l) - start);
                int e = (int) (offsets.end(l) - start);
                int textStart = s;
                if (columns.isTagged(l)) {
                    long row = NetCsvRowParser.parse(buf, s, e);
                    if (row != PrefixParser.UNTAGGED) {
                        textStart = s + PrefixParser.prefixLength(row);
                    }
                }
                out.add(new LogLine(l, columns.typeId(l), columns.player(l), columns.frame(l), columns.isTagged(l),
                        LineText.decode(buf, textStart, e)));
            }
            line = runEnd;
        }
        return out;
    }

    private synchronized PositionalReader reader(int k) throws LogReadException {
        if (readers[k] == null) {
            readers[k] = new PositionalReader(files.get(k));
        }
        return readers[k];
    }

    @Override
    public IndexStats stats() {
        return stats;
    }

    @Override
    public synchronized void close() {
        for (int k = 0; k < readers.length; k++) {
            if (readers[k] != null) {
                readers[k].close();
                readers[k] = null;
            }
        }
    }
}

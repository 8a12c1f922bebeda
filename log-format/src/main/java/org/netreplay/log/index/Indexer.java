package org.netreplay.log.index;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import org.netreplay.log.FileChange;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLimitException;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;

/**
 * Builds {@link LogIndex}es. The file is split into chunks of {@link #DEFAULT_CHUNK_BYTES} at arbitrary offsets;
 * chunks are scanned on the executor the caller gives (its threads, their number and their priority are the
 * caller's; without one, on the calling thread), at most {@value #IN_FLIGHT} at a time so memory stays bounded, and
 * stitched in order on the calling thread. Each chunk does the inheritance of its own untagged lines; stitching fixes
 * the lines before a chunk's first tagged line from the chunks before it. Progress is reported in bytes after each
 * stitched chunk. Cancel by interrupting the calling thread.
 */
public final class Indexer {
    /** Default chunk size in bytes. */
    public static final int DEFAULT_CHUNK_BYTES = 4 << 20;
    /** Most lines one index holds (line numbers are {@code int}s; arrays are at most this long). */
    public static final int MAX_LINES = Integer.MAX_VALUE - 8;
    /** Largest chunk; larger requests are capped (a chunk is read into one array). */
    public static final int MAX_CHUNK_BYTES = 1 << 30;
    /** Chunks scanned or waiting at once (4 MiB each by default). */
    static final int IN_FLIGHT = 4;
    /** Runs each task at once on the thread that hands it over. */
    private static final Executor CALLING_THREAD = Runnable::run;

    private Indexer() {
    }

    /**
     * Indexes a file on the calling thread alone.
     *
     * @param file     the log file
     * @param progress receives bytes done / file size, or null
     * @return the index; close it to release the file
     * @throws LogReadException      if the file is missing, a folder, unreadable or shrinks while reading
     * @throws CancellationException if the calling thread is interrupted
     */
    public static LogIndex build(Path file, ProgressListener progress) throws LogReadException {
        return build(file, progress, DEFAULT_CHUNK_BYTES, CALLING_THREAD);
    }

    /**
     * Indexes a file, its chunks scanned on {@code workers} (the caller's threads: a viewer gives threads that leave
     * the UI a core, a command line all cores).
     *
     * @param file     the log file
     * @param progress receives bytes done / file size, or null
     * @param workers  runs the chunk scans (each takes a few milliseconds); {@code Runnable::run} for the calling thread
     * @return the index; close it to release the file
     * @throws LogReadException      if the file is missing, a folder, unreadable or shrinks while reading
     * @throws CancellationException if the calling thread is interrupted
     */
    public static LogIndex build(Path file, ProgressListener progress, Executor workers) throws LogReadException {
        return build(file, progress, DEFAULT_CHUNK_BYTES, workers);
    }

    /**
     * Builds the index with a given chunk size (tests use tiny chunks to exercise chunk boundaries).
     *
     * @param file       the log file
     * @param progress   receives bytes done / file size, or null
     * @param chunkBytes bytes per chunk, at least 1 (capped at {@link #MAX_CHUNK_BYTES})
     * @return the index; close it to release the file
     * @throws LogReadException      if the file is missing, a folder, unreadable or shrinks while reading
     * @throws CancellationException if the calling thread is interrupted
     */
    public static LogIndex build(Path file, ProgressListener progress, int chunkBytes) throws LogReadException {
        return build(file, progress, chunkBytes, CALLING_THREAD);
    }

    /** Indexes in chunks of {@code chunkBytes} scanned on {@code workers} (tests use tiny chunks on a pool). */
    static LogIndex build(Path file, ProgressListener progress, int chunkBytes, Executor workers)
            throws LogReadException {
        java.util.Objects.requireNonNull(workers, "workers");
        if (chunkBytes < 1) {
            throw new IllegalArgumentException("chunkBytes (" + chunkBytes + ") must be at least 1");
        }
        ProgressListener listener = progress == null ? ProgressListener.NONE : progress;
        int chunk = Math.min(chunkBytes, MAX_CHUNK_BYTES);
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("Indexing " + file + " was cancelled");
        }
        PositionalReader reader = openReader(file);
        boolean ok = false;
        try {
            LogIndex index = index(reader, new IndexAppender(), 0, reader.size(), listener, chunk, workers);
            ok = true;
            return index;
        } finally {
            if (!ok) {
                reader.close();
            }
        }
    }

    /**
     * Indexes only the head of a file: the lines that end within its first {@code maxBytes} bytes (if no line ends
     * there, the first {@code maxBytes} bytes as one cut line). This serves the first screen of a huge file at
     * once while {@link org.netreplay.log.index.Indexer#build} indexes the whole file in the background; the caller then swaps the indexes.
     * Line numbers, types, players and frames of the head equal those of the full index.
     *
     * @param file     the log file
     * @param maxBytes bytes of the head, at least 1
     * @return the index of the head; close it to release the file
     * @throws LogReadException      as {@link org.netreplay.log.index.Indexer#build}
     * @throws CancellationException if the calling thread is interrupted
     */
    public static LogIndex buildHead(Path file, long maxBytes) throws LogReadException {
        if (maxBytes < 1) {
            throw new IllegalArgumentException("maxBytes (" + maxBytes + ") must be at least 1");
        }
        PositionalReader reader = openReader(file);
        boolean ok = false;
        try {
            long size = reader.size();
            long head = size;
            if (size > maxBytes) {
                int probe = (int) Math.min(maxBytes, 1 << 20);
                byte[] tail = new byte[probe];
                int got = reader.read(maxBytes - probe, tail, 0, probe);
                head = maxBytes;
                for (int i = got - 1; i >= 0; i--) {
                    if (tail[i] == '\n') {
                        head = maxBytes - probe + i + 1;
                        break;
                    }
                }
            }
            LogIndex index = index(reader, new IndexAppender(), 0, head, ProgressListener.NONE, DEFAULT_CHUNK_BYTES,
                    CALLING_THREAD);
            ok = true;
            return index;
        } finally {
            if (!ok) {
                reader.close();
            }
        }
    }

    /**
     * Scans bytes {@code from}..{@code size} of the file (from a line start) and adds their lines after those the
     * appender holds.
     */
    private static LogIndex index(PositionalReader reader, IndexAppender appender, long from, long size,
                                  ProgressListener listener, int chunkBytes, Executor workers)
            throws LogReadException {
        Deque<Future<ChunkScanner.Result>> inFlight = new ArrayDeque<>();
        long nextStart = from;
        try {
            while (nextStart < size || !inFlight.isEmpty()) {
                while (nextStart < size && inFlight.size() < IN_FLIGHT) {
                    long end = Math.min(size, nextStart + chunkBytes);
                    inFlight.add(scan(reader, nextStart, end, size, workers));
                    nextStart = end;
                }
                ChunkScanner.Result chunk = await(inFlight.peekFirst(), reader.file());
                inFlight.removeFirst();
                if (chunk.chunkStart == 0 && chunk.chunkEnd < size && chunk.count > 0) {
                    // size the columns from the first chunk's line density (+10%) instead of growing repeatedly
                    long expected = (long) ((double) size / chunk.chunkEnd * chunk.count * 1.1);
                    checkHeapFor(reader.displayPath(), expected);
                    appender.ensureCapacity(expected);
                }
                if ((long) appender.lineCount() + chunk.count > MAX_LINES) {
                    throw new LogLimitException(reader.displayPath(), MAX_LINES, "The log has more lines than the "
                            + "index supports (" + MAX_LINES + ", Indexer.MAX_LINES: line numbers are ints)");
                }
                appender.addChunk(chunk);
                if (Thread.currentThread().isInterrupted()) {
                    throw new CancellationException("Indexing " + reader.file() + " was cancelled");
                }
                if (chunk.chunkEnd < size) {
                    listener.progress(chunk.chunkEnd, size);
                }
            }
        } finally {
            for (Future<?> f : inFlight) {
                f.cancel(true);
            }
        }
        listener.progress(size, size);
        return new FileLogIndex(reader, size, appender.buildOffsets(size), appender.buildColumns(),
                appender.buildStats(), FileIdentity.of(reader, size));
    }

    // Following a file that grows ------------------------------------------------------------------------------

    /**
     * How the file of {@code indexed} changed since it was indexed: shorter ({@link FileChange#TRUNCATED}), another
     * file or other first bytes ({@link FileChange#REPLACED}), longer ({@link FileChange#APPENDED}) or not at all.
     *
     * @param indexed an index built by this class
     * @return the change
     * @throws LogReadException         if the file cannot be read any more (deleted, unreadable)
     * @throws IllegalArgumentException if {@code indexed} is not a text log's index, or indexes a copy of a stream
     */
    public static FileChange change(LogIndex indexed) throws LogReadException {
        FileLogIndex old = followable(indexed);
        try (PositionalReader now = openReader(old.reader().file())) {
            long size = now.size();
            if (size < old.byteSize()) {
                return FileChange.TRUNCATED;
            }
            if (!old.identity().sameFileAs(now)) {
                return FileChange.REPLACED;
            }
            return size > old.byteSize() ? FileChange.APPENDED : FileChange.UNCHANGED;
        }
    }

    /**
     * Indexes the lines appended to the file of {@code indexed} since it was indexed (klogg's partial index): the
     * result holds the old lines, unchanged, then the new ones, as a full index of the file would; a last line that
     * had no line feed yet is indexed again with what was written after it. Use it when {@link #change} says
     * {@link FileChange#APPENDED} (or {@link FileChange#UNCHANGED}: the same lines, read through a reader of its own).
     * The result has its own reader: closing one index leaves the other readable.
     *
     * @param indexed an index built by this class, of a file that only grew since
     * @param workers runs the chunk scans of the new bytes
     * @return the index of the whole file as it is now
     * @throws LogReadException         if the file cannot be read, or shrank meanwhile
     * @throws IllegalArgumentException if {@code indexed} is not a text log's index, or indexes a copy of a stream
     * @throws CancellationException    if the calling thread is interrupted
     */
    public static LogIndex extend(LogIndex indexed, Executor workers) throws LogReadException {
        FileLogIndex old = followable(indexed);
        PositionalReader reader = openReader(old.reader().file());
        boolean ok = false;
        try {
            long size = reader.size();
            if (size < old.byteSize()) {
                throw new LogReadException(reader.file(), -1, "The log file shrank after it was indexed", null);
            }
            int keep = old.lineCount();
            long from = old.byteSize();
            if (keep > 0 && !endsWithLineFeed(reader, from)) {
                keep--; // its last line was still being written: index it again, whole
                from = old.offsets().start(keep);
            }
            IndexAppender appender = new IndexAppender();
            appender.ensureCapacity(keep + (size - from) / 32 + 1);
            appender.addLinesOf(old.offsets(), old.columns(), keep);
            LogIndex index = size == from ? new FileLogIndex(reader, size, appender.buildOffsets(size),
                    appender.buildColumns(), appender.buildStats(), old.identity())
                    : index(reader, appender, from, size, ProgressListener.NONE, DEFAULT_CHUNK_BYTES, workers);
            ok = true;
            return index;
        } finally {
            if (!ok) {
                reader.close();
            }
        }
    }

    private static FileLogIndex followable(LogIndex indexed) {
        if (!(indexed instanceof FileLogIndex index)) {
            throw new IllegalArgumentException("not a text log's index: " + indexed);
        }
        if (!index.reader().file().equals(index.reader().displayPath())) {
            throw new IllegalArgumentException("a copy of a stream cannot be followed: " + index.path());
        }
        return index;
    }

    private static boolean endsWithLineFeed(PositionalReader reader, long end) throws LogReadException {
        byte[] last = new byte[1];
        return end == 0 || (reader.read(end - 1, last, 0, 1) == 1 && last[0] == '\n');
    }

    /** Scans one chunk on {@code workers}; its failure comes out of the future. */
    private static Future<ChunkScanner.Result> scan(PositionalReader reader, long start, long end, long size,
                                                    Executor workers) {
        CompletableFuture<ChunkScanner.Result> result = new CompletableFuture<>();
        workers.execute(() -> {
            try {
                result.complete(ChunkScanner.scan(reader, start, end, size));
            } catch (LogReadException | RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        });
        return result;
    }

    private static ChunkScanner.Result await(Future<ChunkScanner.Result> future, Path file) throws LogReadException {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("Indexing " + file + " was cancelled");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof LogReadException lre) {
                throw lre;
            }
            if (cause instanceof CancellationException ce) {
                throw ce;
            }
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new LogReadException(file, -1, "Indexing failed: " + cause, cause);
        }
    }

    /** Heap bytes per line that an index needs at most while it is built (columns and offsets, 1/8 slack). */
    public static final int BYTES_PER_LINE_BUDGET = 8;

    /**
     * Refuses, before the index is built, a file whose projected line count needs more heap than is free: the
     * message names the need, the heap and how to raise it.
     */
    private static void checkHeapFor(Path file, long expectedLines) throws LogLimitException {
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        long need = expectedLines * BYTES_PER_LINE_BUDGET;
        if (need > free) {
            throw new LogLimitException(file, -1, String.format("Its index needs about %,d MB (about %,d lines at "
                    + "%d bytes), more than the %,d MB of heap left: give Java more memory (NETREPLAY_JAVA_OPTS="
                    + "-Xmx%dg)", need >> 20, expectedLines, BYTES_PER_LINE_BUDGET, free >> 20,
                    Math.max(2, ((need + (need >> 2)) >> 30) + 1)));
        }
    }

    private static PositionalReader openReader(Path file) throws LogReadException {
        if (Files.isDirectory(file)) {
            throw new LogReadException(file, -1, "This is a folder, not a log file", null);
        }
        if (!Files.exists(file)) {
            throw new LogReadException(file, -1, "Log file not found", null);
        }
        if (!Files.isRegularFile(file)) {
            throw new LogReadException(file, -1, "Not a regular file (a pipe, socket or device; a FIFO would block "
                    + "until a writer opens it): save it to a file first", null);
        }
        try {
            if (Files.size(file) == 0) {
                return spoolIfNotEmpty(file);
            }
        } catch (IOException e) {
            throw new LogReadException(file, -1, "Cannot read the size of the log file: " + e.getMessage(), e);
        }
        return new PositionalReader(file);
    }

    /**
     * A file that reports size 0 may still have content ({@code /proc/cpuinfo}): it is read as a stream into a
     * temporary copy (bounded only by the disk) that the returned reader deletes when closed.
     */
    private static PositionalReader spoolIfNotEmpty(Path file) throws LogReadException {
        try (java.io.InputStream in = Files.newInputStream(file)) {
            int first = in.read();
            if (first < 0) {
                return new PositionalReader(file);
            }
            Path copy = Files.createTempFile("netreplay-stream-", ".log");
            try (java.io.OutputStream out = Files.newOutputStream(copy)) {
                out.write(first);
                in.transferTo(out);
            } catch (IOException e) {
                Files.deleteIfExists(copy);
                throw e;
            }
            return PositionalReader.owningTemporary(copy, file);
        } catch (IOException e) {
            throw new LogReadException(file, -1, "Cannot read the log file as a stream: " + e.getMessage(), e);
        }
    }
}

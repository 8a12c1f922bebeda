package org.netreplay.log.index;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CancellationException;
import org.netreplay.log.LogReadException;

/**
 * Reads byte ranges of one file with {@link FileChannel} positional reads (no mmap: a mapping cannot be released
 * on demand in Java 17 and would keep the game from deleting its log on Windows). Safe for concurrent use.
 *
 * <p>A {@code FileChannel} is closed when a thread blocked in it is interrupted. This class reopens the channel
 * for the other readers and reports the interrupted read as a {@link CancellationException}.
 */
public final class PositionalReader implements AutoCloseable {
    private final Path file;
    private volatile FileChannel channel;
    private volatile boolean closed;
    private boolean deleteOnClose;
    private Path shown;

    /**
     * Opens {@code file} for reading.
     *
     * @throws LogReadException if the file cannot be opened
     */
    public PositionalReader(Path file) throws LogReadException {
        this.file = file;
        this.channel = open();
    }

    private FileChannel open() throws LogReadException {
        try {
            return FileChannel.open(file, StandardOpenOption.READ);
        } catch (IOException e) {
            throw new LogReadException(file, -1, "Cannot open the log file: " + e.getMessage(), e);
        }
    }

    /**
     * Opens a temporary copy that this reader owns: {@link #close()} deletes it.
     *
     * @throws LogReadException if the file cannot be opened
     */
    static PositionalReader owningTemporary(Path temporary, Path original) throws LogReadException {
        PositionalReader r = new PositionalReader(temporary);
        r.deleteOnClose = true;
        r.shown = original;
        return r;
    }

    /** @return the path the user opened (for a temporary copy of a stream, the original's) */
    public Path displayPath() {
        return shown != null ? shown : file;
    }

    /** @return the file read */
    public Path file() {
        return file;
    }

    /**
     * @return the current size of the file in bytes
     * @throws LogReadException if the size cannot be read
     */
    public long size() throws LogReadException {
        try {
            return current().size();
        } catch (ClosedByInterruptException e) {
            reopen();
            throw new CancellationException("Reading " + file + " was interrupted");
        } catch (IOException e) {
            throw new LogReadException(file, -1, "Cannot read the size of the log file", e);
        }
    }

    /**
     * Reads up to {@code length} bytes at {@code position} into {@code dst[offset..]}, fewer only at end of file.
     *
     * @return the number of bytes read
     * @throws LogReadException      if reading fails
     * @throws CancellationException if the calling thread is interrupted
     */
    public int read(long position, byte[] dst, int offset, int length) throws LogReadException {
        ByteBuffer buffer = ByteBuffer.wrap(dst, offset, length);
        int total = 0;
        while (buffer.hasRemaining()) {
            int n;
            try {
                n = current().read(buffer, position + total);
            } catch (ClosedByInterruptException e) {
                reopen();
                throw new CancellationException("Reading " + file + " was interrupted");
            } catch (AsynchronousCloseException e) {
                // another reader was interrupted and closed the shared channel: reopen and retry
                reopen();
                continue;
            } catch (IOException e) {
                throw new LogReadException(file, -1, "Cannot read the log file at byte " + (position + total), e);
            }
            if (n < 0) {
                break;
            }
            total += n;
        }
        return total;
    }

    private FileChannel current() throws LogReadException {
        FileChannel c = channel;
        if (!c.isOpen()) {
            reopen();
            c = channel;
        }
        return c;
    }

    private synchronized void reopen() throws LogReadException {
        if (closed) {
            throw new LogReadException(file, -1, "The log file was closed", null);
        }
        if (!channel.isOpen()) {
            boolean interrupted = Thread.interrupted();
            try {
                channel = open();
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        try {
            channel.close();
        } catch (IOException e) {
            // closing a read-only channel cannot lose data; nothing to report
        }
        if (deleteOnClose) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                file.toFile().deleteOnExit();
            }
        }
    }
}

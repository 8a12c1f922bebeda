package org.netreplay.sim.out;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A folder of CSV files written the way the game flushes its CSV buffers (docs/formats.md §1.4, §1.5): a new file
 * {@code YYYYMMDD-HHMMSS.<ms>.csv} (milliseconds not zero-padded) as soon as the current one holds more than 1000
 * lines, named by the virtual time it was started.
 */
final class RollingCsv implements Appendable, AutoCloseable {
    static final int LINES_PER_FILE = 1000;
    private final Path dir;
    private final SessionStamp stamp;
    private final List<Path> files = new ArrayList<>();
    private Writer out;
    private int lines;

    RollingCsv(Path dir, SessionStamp stamp) {
        this.dir = dir;
        this.stamp = stamp;
    }

    /** Hands the rows written so far to the file (a reader following the folder sees them). */
    void flush() throws IOException {
        if (out != null) {
            out.flush();
        }
    }

    /** Called before each row: opens the first or next file when needed. */
    void beforeRow(long virtualMicros) throws IOException {
        if (out != null && lines <= LINES_PER_FILE) {
            return;
        }
        if (out != null) {
            out.close();
        }
        Files.createDirectories(dir);
        long ms = (virtualMicros / 1000) % 1000;
        Path file = dir.resolve(stamp.fileStamp(virtualMicros) + "." + ms + ".csv");
        while (Files.exists(file)) {
            ms++;
            file = dir.resolve(stamp.fileStamp(virtualMicros) + "." + ms + ".csv");
        }
        files.add(file);
        out = new Latin1Writer(Files.newOutputStream(file), 1 << 16);
        lines = 0;
    }

    @Override
    public Appendable append(CharSequence csq) throws IOException {
        out.append(csq);
        return this;
    }

    @Override
    public Appendable append(CharSequence csq, int start, int end) throws IOException {
        out.append(csq, start, end);
        return this;
    }

    @Override
    public Appendable append(char c) throws IOException {
        out.append(c);
        if (c == '\n') {
            lines++;
        }
        return this;
    }

    /** @return the files written so far, in order */
    List<Path> files() {
        return files;
    }

    @Override
    public void close() throws IOException {
        if (out != null) {
            out.close();
            out = null;
        }
    }
}

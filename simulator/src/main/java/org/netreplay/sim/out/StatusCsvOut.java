package org.netreplay.sim.out;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.netreplay.log.write.StatusCsvWriter;

/**
 * The server's status CSV folder ({@code server/status/}, docs/formats.md §1.5; src/mwLog.cpp
 * add_log_status_db_rows): one row per active player per server frame, rolled every 1000 lines.
 */
public final class StatusCsvOut implements AutoCloseable {
    private final RollingCsv files;
    private final StatusCsvWriter writer;
    private final SessionStamp stamp;

    StatusCsvOut(Path dir, SessionStamp stamp) {
        this.files = new RollingCsv(dir, stamp);
        this.writer = new StatusCsvWriter(files);
        this.stamp = stamp;
    }

    /**
     * One row; units as docs/formats.md §1.5: rewind frames, cpu %, sync and ping ms, dif bytes, lcor/rcor px, tx/rx
     * bytes and packets this frame.
     */
    public void row(long virtualMicros, int frame, int player, int rewind, double cpu, double syncMs, double pingMs,
                    double difBytes, double lcor, double rcor, double txBytes, double rxBytes, double txPackets,
                    double rxPackets) throws IOException {
        files.beforeRow(virtualMicros);
        writer.row(stamp.utc(virtualMicros), frame, player, rewind, cpu, syncMs, pingMs, difBytes, lcor, rcor, txBytes,
                rxBytes, txPackets, rxPackets);
    }

    /** @return the files written so far */
    public List<Path> files() {
        return files.files();
    }

    /** Hands the rows written so far to the files. */
    public void flush() throws IOException {
        files.flush();
    }

    @Override
    public void close() throws IOException {
        files.close();
    }
}

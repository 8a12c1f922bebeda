package org.netreplay.sim.out;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.netreplay.log.write.NetCsvWriter;

/**
 * The server's net CSV folder ({@code server/net/}, docs/formats.md §1.4): the server's own rows and the rows its
 * clients send it ({@code clog}), each {@code type,0,created(UTC, server),agt(producer's clock),frame,player,client,
 * message}, rolled every 1000 lines.
 */
public final class NetCsvOut implements AutoCloseable {
    private final RollingCsv files;
    private final NetCsvWriter writer;
    private final SessionStamp stamp;
    /** rows written while held ({@link #hold}), in order: they follow the rows of the action that held them */
    private final List<Held> held = new ArrayList<>();
    private boolean holding;

    private record Held(long virtualMicros, double agt, int type, int frame, int player, int client, String message) {
    }

    /** Rows written by a peer's own actions, run by {@link #release} before the rows held meanwhile. */
    public interface Rows {
        /** @throws IOException if a row cannot be written */
        void write() throws IOException;
    }

    NetCsvOut(Path dir, SessionStamp stamp) {
        this.files = new RollingCsv(dir, stamp);
        this.writer = new NetCsvWriter(files);
        this.stamp = stamp;
    }

    /**
     * @param virtualMicros when the row is added on the server (its {@code created} column)
     * @param agt           the producing peer's {@code al_get_time()}, seconds
     * @param type          log type
     * @param frame         the producer's frame
     * @param player        the producer (0 for server rows, the client's number for client rows)
     * @param client        the client a server row concerns, 0 otherwise
     * @param message       the text log body
     */
    public void row(long virtualMicros, double agt, int type, int frame, int player, int client, String message)
            throws IOException {
        if (holding) {
            held.add(new Held(virtualMicros, agt, type, frame, player, client, message));
            return;
        }
        files.beforeRow(virtualMicros);
        writer.row(type, 0, stamp.utc(virtualMicros), agt, frame, player, client, message);
    }

    /** Writes the empty record the game's rewind message leaves (its text ends in a line end). */
    public void blank(long virtualMicros) throws IOException {
        if (holding) {
            held.add(new Held(virtualMicros, 0, 0, 0, 0, 0, null));
            return;
        }
        files.beforeRow(virtualMicros);
        files.append('\n');
    }

    /**
     * Keeps the rows written from now on (by any peer) until {@link #release}: a peer that defers rows it would
     * write now ({@link org.netreplay.sim.clock.EventQueue#defer}) holds the others' later rows, so that the files
     * get every row in the order it would have had.
     */
    public void hold() {
        holding = true;
    }

    /**
     * Writes the held peer's own rows, then the rows held since {@link #hold}, in their order, and stops holding.
     *
     * @param own the rows the holding peer deferred
     * @throws IOException if a row cannot be written
     */
    public void release(Rows own) throws IOException {
        holding = false;
        own.write();
        for (Held h : held) {
            if (h.message() == null) {
                blank(h.virtualMicros());
            } else {
                row(h.virtualMicros(), h.agt(), h.type(), h.frame(), h.player(), h.client(), h.message());
            }
        }
        held.clear();
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

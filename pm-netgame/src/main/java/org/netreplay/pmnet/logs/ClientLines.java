package org.netreplay.pmnet.logs;

import java.io.Closeable;
import java.io.IOException;

/**
 * What a client's rebuild reads, in the order the client did it: its own log ({@link ClientLog}), or, for a client
 * whose log is not in the folder, what the server's log and files say it did ({@link ServerSideClientLines}).
 */
public interface ClientLines extends Closeable {
    /**
     * @return the next line, or null at the end
     * @throws IOException if a file cannot be read
     */
    ClientLine next() throws IOException;
}

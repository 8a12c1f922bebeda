package org.netreplay.log;

import java.nio.file.Path;

/**
 * A log that is readable but goes past a documented limit (the heap its index would need, {@link
 * org.netreplay.log.index.Indexer#MAX_LINES}); the message names the limit and what to do. The CLI exits with 3.
 */
public final class LogLimitException extends LogReadException {
    private static final long serialVersionUID = 1L;

    /** @param file the log; @param message what limit and by how much */
    public LogLimitException(Path file, long lineNumber, String message) {
        super(file, lineNumber, message, null);
    }
}

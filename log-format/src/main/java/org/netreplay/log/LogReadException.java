package org.netreplay.log;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The environment failed while reading a log: the file is missing, a directory, unreadable, or changed mid-read.
 * The message names the file, and the line when one is known.
 */
public class LogReadException extends IOException {
    private static final long serialVersionUID = 1L;
    private final transient Path file;
    private final long lineNumber;

    /**
     * @param file       the file that failed
     * @param lineNumber 0-based line number, or -1 when no line applies
     * @param message    one plain sentence
     * @param cause      the underlying error, or null
     */
    public LogReadException(Path file, long lineNumber, String message, Throwable cause) {
        super(message + " (" + file + (lineNumber >= 0 ? ":" + (lineNumber + 1) : "") + ")", cause);
        this.file = file;
        this.lineNumber = lineNumber;
    }

    /** @return the file that failed */
    public Path file() {
        return file;
    }

    /** @return 0-based line number, or -1 */
    public long lineNumber() {
        return lineNumber;
    }
}

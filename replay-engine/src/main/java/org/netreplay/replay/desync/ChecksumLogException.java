package org.netreplay.replay.desync;

import java.io.IOException;
import java.nio.file.Path;

/** A checksum log line that does not follow {@link ChecksumLog}'s format; the message names file and 1-based line. */
public class ChecksumLogException extends IOException {
    private static final long serialVersionUID = 1L;

    /** 1-based line. */
    private final int lineNumber;

    /**
     * @param file       the log file
     * @param lineNumber 1-based line
     * @param message    what was expected and found
     */
    public ChecksumLogException(Path file, int lineNumber, String message) {
        super(file + ":" + lineNumber + ": " + message);
        this.lineNumber = lineNumber;
    }

    /** @return the 1-based line number */
    public int lineNumber() {
        return lineNumber;
    }
}

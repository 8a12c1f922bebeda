package org.netreplay.replay.gm;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A {@code .gm} recording that does not follow the PMSAVEGAME format (docs/formats.md §4.1). The message names the
 * file, the 1-based line and what was expected, e.g. {@code "lev002.gm:12: expected frame,type,data1,data2 but
 * found '3,5,0'"}.
 */
public class GmFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    /** The file read (not serialized). */
    private final transient Path file;
    /** 1-based line, or 0. */
    private final int lineNumber;
    /** The message without file and line. */
    private final String originalMessage;

    /**
     * @param file       the file read (its name appears in the message)
     * @param lineNumber 1-based line number, or 0 if the problem is not on one line
     * @param message    what was expected and what was found
     */
    public GmFormatException(Path file, int lineNumber, String message) {
        super(file + (lineNumber > 0 ? ":" + lineNumber : "") + ": " + message);
        this.file = file;
        this.lineNumber = lineNumber;
        this.originalMessage = message;
    }

    /** @return the file that was read */
    public Path file() {
        return file;
    }

    /** @return the 1-based line number, or 0 when the problem is not on one line (e.g. missing rows at the end) */
    public int lineNumber() {
        return lineNumber;
    }

    /** @return the message without the file and line prefix */
    public String originalMessage() {
        return originalMessage;
    }
}

package org.netreplay.replay.desync;

import java.nio.file.Path;

/**
 * A checksum log that goes past one of {@link ChecksumLog}'s limits ({@code checksumLog.maxLineChars},
 * {@code checksumLog.maxFrame}; the message names it). The CLI exits with 3 for it.
 */
public final class ChecksumLogLimitException extends ChecksumLogException {
    private static final long serialVersionUID = 1L;

    /** As {@link ChecksumLogException}; {@code message} ends with the limit's name. */
    public ChecksumLogLimitException(Path file, int lineNumber, String message) {
        super(file, lineNumber, message);
    }
}

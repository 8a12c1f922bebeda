package org.netreplay.replay.gm;

import java.nio.file.Path;

/**
 * A {@code .gm} recording that is well-formed so far but goes past one of the {@link GmLimits}; the message names the
 * limit (e.g. {@code gm.maxEntries}). The CLI exits with code 3 for it.
 */
public final class GmLimitException extends GmFormatException {
    private static final long serialVersionUID = 1L;

    /** @param limit the limit's name, e.g. {@code gm.maxFrame} */
    public GmLimitException(Path file, int lineNumber, String message, String limit) {
        super(file, lineNumber, message + " (limit " + limit + ")");
    }
}

package org.netreplay.session.output;

import java.io.IOException;

/**
 * An output a command refuses to write: it is one of the command's inputs, lies inside a folder the command reads,
 * holds an input, is the same file as another output, or is a folder that is not empty. The message names both
 * paths. The CLI exits with 2 for it.
 */
public final class OutputConflictException extends IOException {
    private static final long serialVersionUID = 1L;

    /** @param message names the output, the path it collides with and why */
    public OutputConflictException(String message) {
        super(message);
    }
}

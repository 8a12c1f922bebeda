package org.netreplay.session.manifest;

import java.io.IOException;
import java.nio.file.Path;

/** A {@code session.json} that cannot be taken; the message names the file, the line (when known) and the field. */
public class ManifestException extends IOException {
    private static final long serialVersionUID = 1L;

    /** @param line 1-based line, or 0 when the problem is not on one line */
    public ManifestException(Path file, int line, String message) {
        super(file + (line > 0 ? ":" + line : "") + ": " + message);
    }
}

package org.netreplay.session.manifest;

import java.nio.file.Path;

/**
 * A {@code session.json} over a limit of {@link SessionManifests} ({@code manifest.maxBytes}, or Jackson's string,
 * number and nesting bounds; the message names it). The CLI exits with 3 for it.
 */
public final class ManifestLimitException extends ManifestException {
    private static final long serialVersionUID = 1L;

    /** As {@link ManifestException}; {@code message} names the limit. */
    public ManifestLimitException(Path file, int line, String message) {
        super(file, line, message);
    }
}

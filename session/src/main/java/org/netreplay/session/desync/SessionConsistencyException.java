package org.netreplay.session.desync;

import java.io.IOException;

/**
 * The files of a session contradict each other (docs/desync.md, "Consistency"): the manifest and a file's own
 * header or lines name different peers, two files claim one peer, a record's frame lies outside the session, a
 * {@code .states} file and its log disagree on a record. The message names the file (and the record or line and the
 * field). The CLI exits with code 2 (bad input).
 */
public final class SessionConsistencyException extends IOException {
    private static final long serialVersionUID = 1L;

    /** @param message names the file, the record or line, and the field */
    public SessionConsistencyException(String message) {
        super(message);
    }
}

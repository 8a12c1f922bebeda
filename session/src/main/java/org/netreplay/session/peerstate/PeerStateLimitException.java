package org.netreplay.session.peerstate;

import java.nio.file.Path;

/**
 * A states file that goes past one of the {@link PeerStateLimits} (the message names it, e.g.
 * {@code peerStates.maxRecords}). The CLI exits with 3 for it.
 */
public final class PeerStateLimitException extends PeerStateFormatException {
    private static final long serialVersionUID = 1L;

    /** As {@link PeerStateFormatException}; {@code problem} ends with the limit's name. */
    PeerStateLimitException(Path file, int record, long offset, String field, String problem) {
        super(file, record, offset, field, problem);
    }
}

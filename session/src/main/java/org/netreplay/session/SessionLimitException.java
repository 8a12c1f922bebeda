package org.netreplay.session;

import java.util.List;

/**
 * A session over a documented limit ({@code session.maxLogs}: at most
 * {@link org.netreplay.log.merge.MergedLog#MAX_LANES} logs merged into one view); the problem names it. The CLI
 * exits with 3 for it.
 */
public final class SessionLimitException extends SessionOpenException {
    private static final long serialVersionUID = 1L;

    /** @param problems the one problem naming the limit */
    public SessionLimitException(List<FileProblem> problems) {
        super(problems);
    }
}

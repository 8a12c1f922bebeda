package org.netreplay.viewer.timeline;

import org.netreplay.log.ProgressListener;
import org.netreplay.session.OpenSession;

/**
 * Makes a session's {@link TimelineData} off the FX thread: the adapter over the session module's desync analysis
 * (the one code path the {@code desync} CLI uses too), or a test's fixture.
 */
@FunctionalInterface
public interface TimelineLoader {
    /**
     * @param session  the opened session (its folder or manifest is {@code session.opened()})
     * @param progress receives work done and total
     * @return the timeline; {@link TimelineData#nothingToCompare} when the session has no checksums
     * @throws Exception when the analysis fails (the timeline says so)
     */
    TimelineData load(OpenSession session, ProgressListener progress) throws Exception;

    /** A loader for when no analysis is available: every session has nothing to compare. */
    TimelineLoader NO_CHECKSUMS = (session, progress) -> TimelineData.nothingToCompare(session.firstFrame(),
            session.lastFrame(), java.util.List.of(), "no checksums in this session");
}

package org.netreplay.viewer.replay;

import java.io.IOException;
import org.netreplay.session.OpenSession;

/**
 * Makes what the replay page shows for an opened session, off the FX thread ({@link ReplayOpener#forSession} by
 * default; the real netgame's rebuild puts its own first side in front of it).
 */
@FunctionalInterface
public interface SessionSources {
    /**
     * @param session an opened session
     * @return its sources, or null when it has nothing to replay
     * @throws IOException              if a file cannot be read (the message names it)
     * @throws IllegalArgumentException if a level file is not found
     */
    ReplaySources open(OpenSession session) throws IOException;
}

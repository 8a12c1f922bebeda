package org.netreplay.replay.archfixture;

/** Broken fixture: the replay engine reaching into the log format (replayDoesNotKnowLog). */
public final class ReplayUsesLogFixture {
    /** @return a log type */
    public org.netreplay.log.LogIndex index() {
        return null;
    }
}

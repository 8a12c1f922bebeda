package org.netreplay.log.index;

import java.nio.file.Path;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;

/** Builds {@link LogIndex}es. */
public final class Indexer {
    private Indexer() {
    }

    /** See {@link LogIndex#build}. */
    public static LogIndex build(Path file, ProgressListener progress) throws LogReadException {
        throw new UnsupportedOperationException("not built yet");
    }
}

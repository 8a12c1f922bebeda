package org.netreplay.log;

import org.netreplay.log.index.Indexer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes small logs into a temp folder and indexes them. */
public final class TestLogs {
    private TestLogs() {
    }

    public static LogIndex index(Path dir, String name, String content) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return Indexer.build(f, ProgressListener.NONE);
    }
}

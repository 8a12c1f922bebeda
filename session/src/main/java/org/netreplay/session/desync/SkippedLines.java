package org.netreplay.session.desync;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The type-60 lines of one file that the desync analysis could not take, each named by file, line and why (a
 * malformed field, a line cut short, a line too long). Keeps the count of all and the first {@link #LISTED} of them.
 */
final class SkippedLines {
    /** Skipped lines named one by one per file; the rest are counted. */
    static final int LISTED = 20;
    private final Path file;
    private final List<SkippedLine> first = new ArrayList<>();
    private long count;

    SkippedLines(Path file) {
        this.file = file;
    }

    void add(long line, String why) {
        count++;
        if (first.size() < LISTED) {
            first.add(new SkippedLine(file.toString(), line, why));
        }
    }

    long count() {
        return count;
    }

    List<SkippedLine> first() {
        return first;
    }
}

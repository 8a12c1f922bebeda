package org.netreplay.session.desync;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.index.Indexer;
import org.netreplay.session.peerstate.StateChecksumLine;

/**
 * One pass over a text log (indexed by the project's {@link Indexer}): its type-60 lines (docs/peer-states.md) per
 * peer, the timeline's events (types 25, 27, 30, 35; pm-formats.md §2.4, §2.6, §2.8, §2.10) and the peer that wrote
 * it (the prefix player of most lines, as {@code SessionLoader} names lanes).
 */
final class LogScan {
    private static final int CHUNK = 8_192;
    /** §2.4 {@code stdf rewind to:%d [%d]}; the bracket is −ff. */
    private static final Pattern REWIND = Pattern.compile("^stdf rewind to:(-?\\d+) \\[(-?\\d+)\\]$");
    /** §2.8 applied detail. */
    private static final Pattern APPLIED = Pattern.compile(
            "^----- Apply dif \\[(-?\\d+) to (-?\\d+)\\] \\[applied\\] \\[(?:rewound \\[(\\d+)\\] frames"
                    + "|jumped ahead (-?\\d+) frames|exact frame match \\[-?\\d+\\]|initial state)\\]$");
    /** §2.8 not applied. */
    private static final Pattern NOT_APPLIED = Pattern.compile(
            "^----- Apply dif \\[(-?\\d+) to (-?\\d+)\\] \\[not applied\\] \\[([^\\]]*)\\].*$");
    /** §2.6 client, bad uncompress. */
    private static final Pattern BAD_UNCOMPRESS = Pattern.compile(
            "^rx dif complete \\[(-?\\d+) to (-?\\d+)\\] - bad uncompress$");
    /** §2.10 server, late cdat. */
    private static final Pattern LATE_CDAT = Pattern.compile(
            "^rx cdat p:(\\d+) fn:\\[(-?\\d+)\\] sync:\\[-?\\d+\\] slsn:\\[\\d+\\] late - dropped$");

    final Path file;
    /** type-60 lines by the P of their prefix */
    final TreeMap<Integer, ChecksumTrack> tracks = new TreeMap<>();
    final List<SessionEvent> events = new ArrayList<>();
    int mainPlayer = -1;

    private LogScan(Path file) {
        this.file = file;
    }

    /**
     * @throws LogReadException naming the file when it cannot be indexed or read
     */
    static LogScan scan(Path file) throws LogReadException {
        LogScan s = new LogScan(file);
        int[] players = new int[9];
        try (LogIndex index = Indexer.build(file, ProgressListener.NONE)) {
            int n = index.lineCount();
            for (int first = 0; first < n; first += CHUNK) {
                if (Thread.currentThread().isInterrupted()) {
                    throw new java.util.concurrent.CancellationException("desync analysis cancelled while reading "
                            + file);
                }
                int end = Math.min(n, first + CHUNK);
                int line = first;
                while (line < end) {
                    // only the lines of the types taken are read back; the rest is decided from the index columns
                    if (!index.isTagged(line)) {
                        line++;
                        continue;
                    }
                    int player = index.player(line);
                    if (player >= 0 && player < 8) {
                        players[player]++;
                    }
                    if (!taken(index.typeId(line))) {
                        line++;
                        continue;
                    }
                    int runEnd = line + 1;
                    while (runEnd < end && index.isTagged(runEnd) && taken(index.typeId(runEnd))) {
                        int p = index.player(runEnd);
                        if (p >= 0 && p < 8) {
                            players[p]++;
                        }
                        runEnd++;
                    }
                    for (LogLine read : index.readLines(line, runEnd - line)) {
                        s.take(read);
                    }
                    line = runEnd;
                }
            }
        }
        int best = -1;
        for (int p = 0; p < 8; p++) {
            if (players[p] > 0 && (best < 0 || players[p] > players[best])) {
                best = p;
            }
        }
        s.mainPlayer = best;
        return s;
    }

    /** @return whether {@link #take} uses lines of this type */
    private static boolean taken(int typeId) {
        return typeId == StateChecksumLine.LOG_TYPE || typeId == 25 || typeId == 27 || typeId == 30 || typeId == 35;
    }

    private void take(LogLine line) {
        String text = line.text();
        switch (line.typeId()) {
            case StateChecksumLine.LOG_TYPE -> {
                Optional<StateChecksumLine> c = StateChecksumLine.parse(line.player(), line.frame(), text);
                c.ifPresent(v -> tracks.computeIfAbsent(v.peer(), p -> new ChecksumTrack())
                        .add(v.frame(), v.checksum(), v.label()));
            }
            case 25 -> {
                Matcher m = REWIND.matcher(text);
                if (m.matches()) {
                    events.add(new SessionEvent(line.frame(), 0, SessionEvent.Kind.SERVER_REWIND,
                            -Integer.parseInt(m.group(2)), text));
                }
            }
            case 27 -> {
                if (BAD_UNCOMPRESS.matcher(text).matches()) {
                    events.add(new SessionEvent(line.frame(), line.player(), SessionEvent.Kind.REJECTED_DIF, 0, text));
                }
            }
            case 30 -> {
                Matcher m = APPLIED.matcher(text);
                if (m.matches()) {
                    if (m.group(3) != null) {
                        events.add(new SessionEvent(line.frame(), line.player(), SessionEvent.Kind.CLIENT_REWIND,
                                Integer.parseInt(m.group(3)), text));
                    } else if (m.group(4) != null) {
                        events.add(new SessionEvent(line.frame(), line.player(), SessionEvent.Kind.CLIENT_JUMP,
                                Integer.parseInt(m.group(4)), text));
                    }
                } else if (NOT_APPLIED.matcher(text).matches()) {
                    events.add(new SessionEvent(line.frame(), line.player(), SessionEvent.Kind.REJECTED_DIF, 0, text));
                }
            }
            case 35 -> {
                Matcher m = LATE_CDAT.matcher(text);
                if (m.matches()) {
                    events.add(new SessionEvent(line.frame(), Integer.parseInt(m.group(1)),
                            SessionEvent.Kind.LATE_CDAT, Integer.parseInt(m.group(2)), text));
                }
            }
            default -> {
            }
        }
    }
}

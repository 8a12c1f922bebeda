package org.netreplay.session.desync;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.netreplay.log.LogReadException;
import org.netreplay.log.index.PrefixParser;
import org.netreplay.replay.io.InputFiles;
import org.netreplay.session.peerstate.StateChecksumLine;

/**
 * One streaming pass over a text log: its type-60 lines (docs/peer-states.md) per peer, the timeline's events (types
 * 25, 27, 30, 35; docs/log-format.md), the peer that wrote it (the prefix player of most lines, as
 * {@code SessionLoader} names lanes), its last frame, whether it ends with the game's shutdown lines, and every
 * type-60 line it could not take (file, line, field). Lines end with LF, CRLF or a lone CR (the game writes LF; an
 * edited copy may have either); the prefix is parsed by the log-format module's {@link PrefixParser}, so a line is
 * tagged here exactly when the indexer tags it. Memory: one buffer of {@link #MAX_LINE} bytes plus the results.
 */
final class LogScan {
    /** The longest line read whole, bytes; a longer line is skipped (and named when it is a type-60 line). */
    static final int MAX_LINE = 64 * 1024;
    /** docs/log-format.md: {@code stdf rewind to:%d [%d]}; the bracket is −ff. */
    private static final Pattern REWIND = Pattern.compile("^stdf rewind to:(-?\\d+) \\[(-?\\d+)\\]$");
    /** Applied dif detail (type 30). */
    private static final Pattern APPLIED = Pattern.compile(
            "^----- Apply dif \\[(-?\\d+) to (-?\\d+)\\] \\[applied\\] \\[(?:rewound \\[(\\d+)\\] frames"
                    + "|jumped ahead (-?\\d+) frames|exact frame match \\[-?\\d+\\]|initial state)\\]$");
    /** Not applied (type 30). */
    private static final Pattern NOT_APPLIED = Pattern.compile(
            "^----- Apply dif \\[(-?\\d+) to (-?\\d+)\\] \\[not applied\\] \\[([^\\]]*)\\].*$");
    /** Client, bad uncompress (type 27). */
    private static final Pattern BAD_UNCOMPRESS = Pattern.compile(
            "^rx dif complete \\[(-?\\d+) to (-?\\d+)\\] - bad uncompress$");
    /** Server, late cdat (type 35). */
    private static final Pattern LATE_CDAT = Pattern.compile(
            "^rx cdat p:(\\d+) fn:\\[(-?\\d+)\\] sync:\\[-?\\d+\\] slsn:\\[\\d+\\] late - dropped$");
    /** The game's last header of a log (type 10, src/mwNetgame*.cpp: "Shutting down the client/server network"). */
    private static final String SHUTDOWN = "Shutting down the ";
    /** The ending-stats header of a peer (type 22, src/mwLog.cpp log_ending_stats_*). */
    private static final Pattern ENDING_STATS = Pattern.compile("(Server|Client (\\d)) \\([^)]*\\) ending stats");

    final Path file;
    /** type-60 lines by the P of their prefix */
    final TreeMap<Integer, ChecksumTrack> tracks = new TreeMap<>();
    final List<SessionEvent> events = new ArrayList<>();
    /** type-60 lines not taken, in line order */
    final SkippedLines skipped;
    int mainPlayer = -1;
    /** the largest frame of a tagged line, or -1 */
    int lastFrame = -1;
    /** the frame of the shutdown header, or -1 when the log has none (cut, or still being written) */
    int shutdownFrame = -1;
    /** the frame of each peer's ending-stats header (0 = server), when the log has one */
    final TreeMap<Integer, Integer> endingStats = new TreeMap<>();
    /** lines read */
    int lines;
    /** whether the last line has no line end (the file was cut while written) */
    boolean lastLineCut;

    /**
     * @return the frame where the log says its peer stopped (the shutdown header, else the peer's own ending stats),
     *         or -1 when it says nothing (a log cut short, or one still being written)
     */
    int endFrame() {
        if (shutdownFrame >= 0) {
            return shutdownFrame;
        }
        Integer own = endingStats.get(mainPlayer);
        return own == null ? -1 : own;
    }

    private LogScan(Path file) {
        this.file = file;
        this.skipped = new SkippedLines(file);
    }

    /**
     * @throws LogReadException naming the file when it cannot be read
     */
    static LogScan scan(Path file) throws LogReadException {
        LogScan s = new LogScan(file);
        int[] players = new int[8];
        try (InputStream in = InputFiles.open(file)) {
            s.read(in, players);
        } catch (IOException e) {
            throw new LogReadException(file, -1, e.getMessage(), e);
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

    private void read(InputStream in, int[] players) throws IOException {
        byte[] buf = new byte[1 << 16];
        byte[] line = new byte[MAX_LINE];
        int len = 0;
        boolean tooLong = false;
        boolean afterCr = false;
        boolean pending = false;
        int n;
        long bytes = 0;
        while ((n = in.read(buf)) > 0) {
            if ((bytes += n) % (1 << 24) < n && Thread.currentThread().isInterrupted()) {
                throw new java.util.concurrent.CancellationException("desync analysis cancelled while reading "
                        + file);
            }
            for (int i = 0; i < n; i++) {
                byte b = buf[i];
                if (b == '\n' && afterCr) {
                    afterCr = false; // the LF of a CRLF: the line ended at its CR
                    continue;
                }
                afterCr = false;
                if (b == '\n' || b == '\r') {
                    take(line, len, tooLong, players);
                    len = 0;
                    tooLong = false;
                    pending = false;
                    afterCr = b == '\r';
                    continue;
                }
                pending = true;
                if (len < line.length) {
                    line[len++] = b;
                } else {
                    tooLong = true;
                }
            }
        }
        if (pending) {
            lastLineCut = true;
            lines++;
            long prefix = PrefixParser.parse(line, 0, len);
            if (prefix != PrefixParser.UNTAGGED && PrefixParser.type(prefix) == StateChecksumLine.LOG_TYPE) {
                skipped.add(lines, "cut: the file's last line has no line end");
            }
        }
    }

    private void take(byte[] line, int len, boolean tooLong, int[] players) {
        lines++;
        long prefix = PrefixParser.parse(line, 0, len);
        if (prefix == PrefixParser.UNTAGGED) {
            return;
        }
        int type = PrefixParser.type(prefix);
        int player = PrefixParser.player(prefix);
        int frame = PrefixParser.frame(prefix);
        if (player >= 0 && player < 8) {
            players[player]++;
        }
        lastFrame = Math.max(lastFrame, frame);
        if (!taken(type)) {
            return;
        }
        if (tooLong) {
            if (type == StateChecksumLine.LOG_TYPE) {
                skipped.add(lines, "longer than " + MAX_LINE + " bytes");
            }
            return;
        }
        int start = PrefixParser.prefixLength(prefix);
        String text = new String(line, start, len - start, StandardCharsets.UTF_8);
        take(type, player, frame, text);
    }

    /** @return whether {@link #take} uses lines of this type */
    private static boolean taken(int typeId) {
        return typeId == StateChecksumLine.LOG_TYPE || typeId == 10 || typeId == 22 || typeId == 25 || typeId == 27 || typeId == 30
                || typeId == 35;
    }

    private void take(int type, int player, int frame, String text) {
        switch (type) {
            case StateChecksumLine.LOG_TYPE -> {
                Optional<StateChecksumLine> c = StateChecksumLine.parse(player, frame, text);
                if (c.isPresent()) {
                    StateChecksumLine v = c.get();
                    tracks.computeIfAbsent(v.peer(), p -> new ChecksumTrack()).add(v.frame(), v.checksum(),
                            v.label(), (int) Math.min(Integer.MAX_VALUE, lines));
                } else {
                    skipped.add(lines, StateChecksumLine.problem(text));
                }
            }
            case 10 -> {
                if (shutdownFrame < 0 && text.contains(SHUTDOWN) && text.contains(" network")) {
                    shutdownFrame = frame;
                }
            }
            case 22 -> {
                Matcher m = ENDING_STATS.matcher(text);
                if (m.find()) {
                    endingStats.putIfAbsent(m.group(2) == null ? 0 : Integer.parseInt(m.group(2)), frame);
                }
            }
            case 25 -> {
                Matcher m = REWIND.matcher(text);
                if (m.matches()) {
                    events.add(new SessionEvent(frame, 0, SessionEvent.Kind.SERVER_REWIND,
                            -Integer.parseInt(m.group(2)), text));
                }
            }
            case 27 -> {
                if (BAD_UNCOMPRESS.matcher(text).matches()) {
                    events.add(new SessionEvent(frame, player, SessionEvent.Kind.REJECTED_DIF, 0, text));
                }
            }
            case 30 -> {
                Matcher m = APPLIED.matcher(text);
                if (m.matches()) {
                    if (m.group(3) != null) {
                        events.add(new SessionEvent(frame, player, SessionEvent.Kind.CLIENT_REWIND,
                                Integer.parseInt(m.group(3)), text));
                    } else if (m.group(4) != null) {
                        events.add(new SessionEvent(frame, player, SessionEvent.Kind.CLIENT_JUMP,
                                Integer.parseInt(m.group(4)), text));
                    }
                } else if (NOT_APPLIED.matcher(text).matches()) {
                    events.add(new SessionEvent(frame, player, SessionEvent.Kind.REJECTED_DIF, 0, text));
                }
            }
            case 35 -> {
                Matcher m = LATE_CDAT.matcher(text);
                if (m.matches()) {
                    events.add(new SessionEvent(frame, Integer.parseInt(m.group(1)),
                            SessionEvent.Kind.LATE_CDAT, Integer.parseInt(m.group(2)), text));
                }
            }
            default -> {
            }
        }
    }
}

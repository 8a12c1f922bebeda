package org.netreplay.pmnet.logs;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a line of the server's text log says, for the lines the rebuild reads (docs/formats.md, the net log
 * types). Every other line is {@code null} from {@link #parse}. Each record keeps its {@link LogLine} for messages.
 */
public sealed interface ServerLine {
    /** @return the line this was read from */
    LogLine source();

    /**
     * Type 35 {@code rx cdat}: a client's game move arrived. {@code outcome} says what the server did with it.
     *
     * @param p       the client
     * @param fn      the frame of the move
     * @param outcome entered into the game-move array, dropped as late, or dropped for a wrong slsn
     * @param gmep    the array's entry count after entering it (entered only; else -1)
     */
    record CdatRx(LogLine source, int p, int fn, Outcome outcome, int gmep) implements ServerLine {
        /** What the server did with a cdat. */
        public enum Outcome { ENTERED, LATE, WRONG_SLSN }
    }

    /**
     * Type 33 {@code rx stak}: a client acknowledged a state.
     *
     * @param p        the client
     * @param ack      the acknowledged frame
     * @param cur      the client's frame when it sent the stak
     * @param accepted false when dropped for a wrong slsn
     */
    record StakRx(LogLine source, int p, int ack, int cur, boolean accepted) implements ServerLine {
    }

    /**
     * Type 25 {@code stdf rewind}: the server's rewind this frame.
     *
     * @param to     the frame rewound to, or -1 for {@code [none]}
     * @param frames frames re-simulated (0 for none)
     * @param found  false when the line says the frame was not in the history
     */
    record Rewind(LogLine source, int to, int frames, boolean found) implements ServerLine {
    }

    /**
     * Type 27 {@code tx stdf}: a dif sent.
     *
     * @param p   the client
     * @param src the base frame (0: no base, the whole state)
     * @param dst the frame the dif gives
     * @param cmp its compressed size, bytes
     */
    record DifTx(LogLine source, int p, int src, int dst, int cmp) implements ServerLine {
    }

    /** Type 26 {@code stdf save state:N}: the state at the end of this frame, saved as the start of frame N. */
    record SaveState(LogLine source, int frame) implements ServerLine {
    }

    /**
     * Type 10, the join box's last line: client {@code p} was made active with {@code color}, in the game-move array
     * at the server's current frame ({@code @upstream src/mwNetgameServer.cpp#server_proc_cjon_packet}).
     */
    record Joined(LogLine source, int p, int color) implements ServerLine {
    }

    /** Type 10 {@code Server received join request}: the first line of a join. */
    record JoinRequest(LogLine source) implements ServerLine {
    }

    /** Type 39 {@code saved:...}: a recording was saved, which sorts the live game-move array. */
    record RecordingSaved(LogLine source, String file) implements ServerLine {
    }

    /** Type 10 {@code Server dropped player:N}: the server gave up on a client (no stak for 200 frames). */
    record Dropped(LogLine source, int p) implements ServerLine {
    }

    /** Type 10 {@code LEVEL N STARTED}. */
    record LevelStarted(LogLine source, int level) implements ServerLine {
    }

    /** Type 10 {@code NEXT LEVEL:N}. */
    record NextLevel(LogLine source, int level) implements ServerLine {
    }

    private static Pattern p(String regex) {
        return Pattern.compile(regex);
    }

    /** The text inside a {@code |...|} box line, trimmed, or null. */
    private static String boxed(String text) {
        if (text.length() < 2 || text.charAt(0) != '|') {
            return null;
        }
        int end = text.lastIndexOf('|');
        if (end <= 0) {
            return null;
        }
        return text.substring(1, end).trim();
    }

    /**
     * @param l a prefixed line of a server log
     * @return what it says, or null when the rebuild does not read it
     */
    static ServerLine parse(LogLine l) {
        String t = l.text();
        Matcher m;
        switch (l.type()) {
            case 35 -> {
                if ((m = Patterns.CDAT.matcher(t)).matches()) {
                    int p = Integer.parseInt(m.group(1));
                    int fn = Integer.parseInt(m.group(2));
                    if (m.group(3) != null) {
                        return new CdatRx(l, p, fn, CdatRx.Outcome.ENTERED, Integer.parseInt(m.group(3)));
                    }
                    return new CdatRx(l, p, fn, m.group(4) != null ? CdatRx.Outcome.LATE : CdatRx.Outcome.WRONG_SLSN,
                            -1);
                }
            }
            case 33 -> {
                if ((m = Patterns.STAK.matcher(t)).matches()) {
                    return new StakRx(l, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                            Integer.parseInt(m.group(3)), m.group(4) == null);
                }
            }
            case 25 -> {
                if (t.equals("stdf rewind [none]")) {
                    return new Rewind(l, -1, 0, true);
                }
                if ((m = Patterns.REWIND.matcher(t)).matches()) {
                    return new Rewind(l, Integer.parseInt(m.group(1)), -Integer.parseInt(m.group(2)), true);
                }
                if ((m = Patterns.REWIND_NOT_FOUND.matcher(t)).matches()) {
                    return new Rewind(l, Integer.parseInt(m.group(1)), 0, false);
                }
            }
            case 27 -> {
                if ((m = Patterns.DIF_TX.matcher(t)).matches()) {
                    return new DifTx(l, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                            Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)));
                }
            }
            case 26 -> {
                if ((m = Patterns.SAVE.matcher(t)).matches()) {
                    return new SaveState(l, Integer.parseInt(m.group(1)));
                }
            }
            case 39 -> {
                if (t.startsWith("saved:")) {
                    return new RecordingSaved(l, t.substring("saved:".length()));
                }
            }
            case 10 -> {
                String b = boxed(t);
                if (b == null) {
                    return null;
                }
                if (b.startsWith("Server received join request from ")) {
                    return new JoinRequest(l);
                }
                if ((m = Patterns.DROPPED.matcher(b)).matches()) {
                    return new Dropped(l, Integer.parseInt(m.group(1)));
                }
                if ((m = Patterns.LEVEL_STARTED.matcher(b)).matches()) {
                    return new LevelStarted(l, Integer.parseInt(m.group(1)));
                }
                if ((m = Patterns.NEXT_LEVEL.matcher(b)).matches()) {
                    return new NextLevel(l, Integer.parseInt(m.group(1)));
                }
            }
            default -> {
                return null;
            }
        }
        return null;
    }

    /** The line formats, from the game's printf formats (docs/formats.md). */
    final class Patterns {
        static final Pattern CDAT = p("^rx cdat p:(\\d+) fn:\\[(-?\\d+)\\] sync:\\[-?\\d+\\] slsn:\\[\\d+\\]"
                + "(?: gmep:\\[(\\d+)\\] - entered|( late - dropped)| - wrong slsn:\\[\\d+\\] - dropped)$");
        static final Pattern STAK = p("^rx stak p:(\\d+) ack:\\[(-?\\d+)\\] cur:\\[(-?\\d+)\\] slsn:\\[\\d+\\]"
                + "(?: dsync:\\[.*\\] chase:\\[.*\\]|( - wrong slsn:\\[\\d+\\] - ignoring))$");
        static final Pattern REWIND = p("^stdf rewind to:(-?\\d+) \\[(-?\\d+)\\]$");
        static final Pattern REWIND_NOT_FOUND = p("^stdf rewind \\[(-?\\d+)\\] not found - .*$");
        static final Pattern DIF_TX = p("^tx stdf p:(\\d+) \\[s:(-?\\d+) d:(-?\\d+)\\] cmp:(\\d+) ratio:[\\d.]+"
                + " \\[\\d+ packets needed\\]$");
        static final Pattern SAVE = p("^stdf save state:(-?\\d+)$");
        static final Pattern DROPPED = p("^Server dropped player:(\\d+) \\(last stak rx:-?\\d+\\)$");
        static final Pattern LEVEL_STARTED = p("^LEVEL (\\d+) STARTED$");
        static final Pattern NEXT_LEVEL = p("^NEXT LEVEL:(-?\\d+)$");

        private Patterns() {
        }
    }
}

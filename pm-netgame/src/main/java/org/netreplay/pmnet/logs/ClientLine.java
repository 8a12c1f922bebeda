package org.netreplay.pmnet.logs;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a line of a client's text log says, for the lines the rebuild reads (docs/formats.md, the net log types;
 * {@code @upstream src/mwNetgameClient.cpp#client_apply_dif}). Other lines are {@code null} from {@link #parse}.
 */
public sealed interface ClientLine {
    /** @return the line this was read from */
    LogLine source();

    /**
     * Type 30, a dif applied. The client was at frame {@code at} when it applied it ({@code dst + rewound} for a
     * rewind, {@code dst - jumped} for a jump ahead, {@code dst} for an exact match, 0 for the initial state).
     *
     * @param src     the base frame
     * @param dst     the dif's frame
     * @param rewound frames re-simulated (0 unless it rewound)
     * @param jumped  frames jumped ahead (0 unless it jumped)
     * @param initial the first state the client got
     */
    record DifApplied(LogLine source, int src, int dst, int rewound, int jumped, boolean initial) implements ClientLine {
        /** @return the client's frame before it applied the dif */
        public int at() {
            return initial ? 0 : dst + rewound - jumped;
        }

        /** @return {@code loc[p].rewind} as the game sets it: frame before minus dst */
        public int ff() {
            return at() - dst;
        }
    }

    /**
     * Type 30, a dif not applied.
     *
     * @param reason     the game's bracketed reason
     * @param resentStak the ack of the stak sent again, or -1 when none was sent
     */
    record DifRejected(LogLine source, int src, int dst, String reason, int resentStak) implements ClientLine {
    }

    /** Type 27 {@code rx dif complete [src to dst]}; {@code ok} false for a bad uncompress. */
    record DifComplete(LogLine source, int src, int dst, boolean ok) implements ClientLine {
    }

    /**
     * Type 28, one piece of a dif received.
     *
     * @param seq  the piece, 1-based
     * @param of   pieces in the dif
     * @param size bytes in this piece
     * @param nextLevel the level the piece says to load (slsn of the next level), or -1
     * @param bad  the slsn did not fit
     */
    record PieceRx(LogLine source, int seq, int of, int src, int dst, int size, int nextLevel, boolean bad)
            implements ClientLine {
    }

    /** Type 35 {@code tx cdat - move:N}: the client's own game move at its current frame. */
    record CdatTx(LogLine source, int move) implements ClientLine {
    }

    /** Type 33 {@code tx stak}: a state acknowledged at client frame {@code cur}. */
    record StakTx(LogLine source, int ack, int cur) implements ClientLine {
    }

    /** Type 10 join box: the server gave this client player {@code p}, colour and level. */
    record JoinAccepted(LogLine source, int p, int color, int level) implements ClientLine {
    }

    /** Type 10 {@code LEVEL N STARTED}. */
    record LevelStarted(LogLine source, int level) implements ClientLine {
    }

    /** Type 10 {@code NEXT LEVEL:N}. */
    record NextLevel(LogLine source, int level) implements ClientLine {
    }

    /**
     * @param l a prefixed line of a client log
     * @return what it says, or null when the rebuild does not read it (the join box is read by {@link ClientLog})
     */
    static ClientLine parse(LogLine l) {
        String t = l.text();
        Matcher m;
        switch (l.type()) {
            case 30 -> {
                if ((m = Patterns.APPLIED.matcher(t)).matches()) {
                    int src = Integer.parseInt(m.group(1));
                    int dst = Integer.parseInt(m.group(2));
                    int rewound = m.group(4) != null ? Integer.parseInt(m.group(4)) : 0;
                    int jumped = m.group(5) != null ? Integer.parseInt(m.group(5)) : 0;
                    return new DifApplied(l, src, dst, rewound, jumped, m.group(6) != null);
                }
                if ((m = Patterns.REJECTED.matcher(t)).matches()) {
                    return new DifRejected(l, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(3),
                            m.group(4) != null ? Integer.parseInt(m.group(4)) : -1);
                }
            }
            case 27 -> {
                if ((m = Patterns.COMPLETE.matcher(t)).matches()) {
                    return new DifComplete(l, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                            m.group(3).equals("uncompressed"));
                }
            }
            case 28 -> {
                if ((m = Patterns.PIECE.matcher(t)).matches()) {
                    String tail = m.group(6);
                    Matcher n = Patterns.NEXT.matcher(tail);
                    int next = n.find() ? Integer.parseInt(n.group(1)) : -1;
                    return new PieceRx(l, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                            Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)),
                            next, tail.endsWith("bad!"));
                }
            }
            case 35 -> {
                if ((m = Patterns.CDAT.matcher(t)).matches()) {
                    return new CdatTx(l, Integer.parseInt(m.group(1)));
                }
            }
            case 33 -> {
                if ((m = Patterns.STAK.matcher(t)).matches()) {
                    return new StakTx(l, Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
                }
            }
            case 10 -> {
                if (t.startsWith("|")) {
                    String b = t.substring(1, Math.max(1, t.lastIndexOf('|'))).trim();
                    if ((m = Patterns.LEVEL_STARTED.matcher(b)).matches()) {
                        return new LevelStarted(l, Integer.parseInt(m.group(1)));
                    }
                    if ((m = Patterns.NEXT_LEVEL.matcher(b)).matches()) {
                        return new NextLevel(l, Integer.parseInt(m.group(1)));
                    }
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
        static final Pattern APPLIED = Pattern.compile("^----- Apply dif \\[(-?\\d+) to (-?\\d+)\\] \\[applied\\]"
                + " \\[(?:exact frame match \\[(-?\\d+)\\]|rewound \\[(\\d+)\\] frames|jumped ahead (\\d+) frames"
                + "|(initial state))\\]$");
        static final Pattern REJECTED = Pattern.compile("^----- Apply dif \\[(-?\\d+) to (-?\\d+)\\] \\[not applied\\]"
                + " \\[([^\\]]*)\\](?: - resending stak \\[(-?\\d+)\\])?$");
        static final Pattern COMPLETE = Pattern.compile("^rx dif complete \\[(-?\\d+) to (-?\\d+)\\] - "
                + "(uncompressed|bad uncompress)$");
        static final Pattern PIECE = Pattern.compile("^rx stdf piece \\[(\\d+) of (\\d+)\\] \\[(-?\\d+) to (-?\\d+)\\]"
                + " st:\\s*-?\\d+ sz:\\s*(-?\\d+) sdln:-?\\d+ slsn:\\d+(.*)$");
        static final Pattern NEXT = Pattern.compile("setting next level:(-?\\d+)");
        static final Pattern CDAT = Pattern.compile("^tx cdat - move:(-?\\d+)$");
        static final Pattern STAK = Pattern.compile("^tx stak p:(\\d+) ack:\\[(-?\\d+)\\] cur:\\[(-?\\d+)\\]$");
        static final Pattern LEVEL_STARTED = Pattern.compile("^LEVEL (\\d+) STARTED$");
        static final Pattern NEXT_LEVEL = Pattern.compile("^NEXT LEVEL:(-?\\d+)$");

        private Patterns() {
        }
    }
}

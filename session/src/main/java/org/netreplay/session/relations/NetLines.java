package org.netreplay.session.relations;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parsers for the net lines the relations read, each the regex docs/formats.md §2 gives for that format (the text after
 * the {@code [type][player][frame]} prefix). Each returns null when the text is not in that form.
 */
final class NetLines {
    private static final String NUM = "-?(?:\\d+(?:\\.\\d+)?|nan|inf)";
    /** docs/formats.md §2.12 {@code timer adjust dsc[%5.1f] dsa[%5.1f] off[%3.1f] chs[%3.3f]}. */
    private static final Pattern TIMER = Pattern.compile("^timer adjust dsc\\[\\s*(" + NUM + ")\\] dsa\\[\\s*(" + NUM
            + ")\\] off\\[\\s*(" + NUM + ")\\] chs\\[\\s*(" + NUM + ")\\]$");
    /** docs/formats.md §2.6 server {@code tx stdf p:%d [s:%d d:%d] cmp:%d ratio:%3.2f [%d packets needed]}. */
    private static final Pattern STDF_TX = Pattern.compile("^tx stdf p:(\\d+) \\[s:(-?\\d+) d:(-?\\d+)\\] cmp:(\\d+)"
            + " ratio:([\\d.]+) \\[(\\d+) packets needed\\]$");
    /** docs/formats.md §2.7 server {@code tx stdf p:%d piece [%d of %d] [%d to %d] st:%4d sz:%4d slsn:%d}. */
    private static final Pattern PIECE_TX = Pattern.compile("^tx stdf p:(\\d+) piece \\[(\\d+) of (\\d+)\\] \\[(-?\\d+)"
            + " to (-?\\d+)\\] st:\\s*(\\d+) sz:\\s*(\\d+) slsn:(\\d+)$");
    /** docs/formats.md §2.7 client {@code rx stdf piece [%d of %d] [%d to %d] st:%4d sz:%4d sdln:%d slsn:%d...}. */
    private static final Pattern PIECE_RX = Pattern.compile("^rx stdf piece \\[(\\d+) of (\\d+)\\] \\[(-?\\d+) to"
            + " (-?\\d+)\\] st:\\s*(-?\\d+) sz:\\s*(-?\\d+) sdln:(-?\\d+) slsn:(\\d+)(.*)$");
    /** docs/formats.md §2.8 applied. */
    private static final Pattern APPLIED = Pattern.compile("^----- Apply dif \\[(-?\\d+) to (-?\\d+)\\] \\[applied\\]"
            + " \\[(?:exact frame match \\[(-?\\d+)\\]|rewound \\[(\\d+)\\] frames|jumped ahead (-?\\d+) frames"
            + "|(initial state))\\]$");
    /** docs/formats.md §2.8 not applied, with the stak it re-sends. */
    private static final Pattern RESEND = Pattern.compile("^----- Apply dif \\[(-?\\d+) to (-?\\d+)\\] \\[not applied\\]"
            + " \\[[^\\]]*\\] - resending stak \\[(-?\\d+)\\]$");
    /** docs/formats.md §2.9 client {@code tx stak p:%d ack:[%d] cur:[%d]}. */
    private static final Pattern STAK_TX = Pattern.compile("^tx stak p:(\\d+) ack:\\[(-?\\d+)\\] cur:\\[(-?\\d+)\\]$");
    /** docs/formats.md §2.10 server {@code rx cdat p:%d fn:[%d] sync:[%d] slsn:[%d] gmep:[%d] - entered}. */
    private static final Pattern CDAT_ENTERED = Pattern.compile("^rx cdat p:(\\d+) fn:\\[(-?\\d+)\\] sync:\\[(-?\\d+)\\]"
            + " slsn:\\[(\\d+)\\] gmep:\\[(\\d+)\\] - entered$");
    /** docs/formats.md §2.4 {@code stdf rewind to:%d [%d]}. */
    private static final Pattern REWIND = Pattern.compile("^stdf rewind to:(-?\\d+) \\[(-?\\d+)\\]$");
    /** docs/formats.md §2.4 {@code stdf rewind [none]}. */
    static final String REWIND_NONE = "stdf rewind [none]";
    /** docs/formats.md §2.5 {@code stdf save state:%d}. */
    private static final Pattern SAVE = Pattern.compile("^stdf save state:(-?\\d+)$");

    private NetLines() {
    }

    /** Type 37, values in ms and fps. */
    record TimerAdjust(double dsc, double dsa, double off, double chs) {
    }

    /** Type 27 server: one dif sent. */
    record StdfTx(int p, int src, int dst, int cmp, double ratio, int packets) {
    }

    /** Type 28 server: one piece sent. */
    record PieceTx(int p, int seq, int of, int src, int dst, int st, int sz) {
    }

    /** Type 28 client: one piece received. */
    record PieceRx(int seq, int of, int src, int dst, int st, int sz) {
    }

    /** Type 30: a dif applied; ff = frames rewound (0 for exact, jumped or initial), jumped = frames jumped. */
    record Applied(int src, int dst, int ff, int jumped, boolean initial) {
    }

    /** Type 33 client: a stak sent. */
    record StakTx(int p, int ack, int cur) {
    }

    /** Type 35 server: a cdat entered. */
    record CdatEntered(int p, int fn) {
    }

    /** Type 25: a rewind to {@code to}, the bracket {@code negFf} (−frames). */
    record Rewind(int to, int negFf) {
    }

    static TimerAdjust timerAdjust(String text) {
        Matcher m = TIMER.matcher(text);
        return m.matches() ? new TimerAdjust(num(m.group(1)), num(m.group(2)), num(m.group(3)), num(m.group(4)))
                : null;
    }

    static StdfTx stdfTx(String text) {
        Matcher m = STDF_TX.matcher(text);
        return m.matches() ? new StdfTx(i(m, 1), i(m, 2), i(m, 3), i(m, 4), Double.parseDouble(m.group(5)), i(m, 6))
                : null;
    }

    static PieceTx pieceTx(String text) {
        Matcher m = PIECE_TX.matcher(text);
        return m.matches() ? new PieceTx(i(m, 1), i(m, 2), i(m, 3), i(m, 4), i(m, 5), i(m, 6), i(m, 7)) : null;
    }

    static PieceRx pieceRx(String text) {
        Matcher m = PIECE_RX.matcher(text);
        return m.matches() ? new PieceRx(i(m, 1), i(m, 2), i(m, 3), i(m, 4), i(m, 5), i(m, 6)) : null;
    }

    static Applied applied(String text) {
        Matcher m = APPLIED.matcher(text);
        if (!m.matches()) {
            return null;
        }
        int ff = m.group(4) != null ? i(m, 4) : 0;
        int jumped = m.group(5) != null ? i(m, 5) : 0;
        return new Applied(i(m, 1), i(m, 2), ff, jumped, m.group(6) != null);
    }

    /** @return the stak frame a "not applied ... resending stak [n]" line re-sends, or null */
    static Integer resend(String text) {
        Matcher m = RESEND.matcher(text);
        return m.matches() ? i(m, 3) : null;
    }

    static StakTx stakTx(String text) {
        Matcher m = STAK_TX.matcher(text);
        return m.matches() ? new StakTx(i(m, 1), i(m, 2), i(m, 3)) : null;
    }

    static CdatEntered cdatEntered(String text) {
        Matcher m = CDAT_ENTERED.matcher(text);
        return m.matches() ? new CdatEntered(i(m, 1), i(m, 2)) : null;
    }

    static Rewind rewind(String text) {
        Matcher m = REWIND.matcher(text);
        return m.matches() ? new Rewind(i(m, 1), i(m, 2)) : null;
    }

    /** @return the frame a {@code stdf save state:} line names, or null */
    static Integer saveState(String text) {
        Matcher m = SAVE.matcher(text);
        return m.matches() ? i(m, 1) : null;
    }

    private static int i(Matcher m, int group) {
        return Integer.parseInt(m.group(group));
    }

    private static double num(String s) {
        return switch (s) {
            case "nan", "-nan" -> Double.NaN;
            case "inf" -> Double.POSITIVE_INFINITY;
            case "-inf" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(s);
        };
    }
}

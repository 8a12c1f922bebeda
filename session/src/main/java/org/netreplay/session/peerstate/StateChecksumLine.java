package org.netreplay.session.peerstate;

import java.util.Objects;
import java.util.Optional;

/**
 * One type-60 log line, {@code [60][P][F]state chk:[xxxxxxxx] <label>} (docs/simulator.md §2.1,
 * docs/peer-states.md): peer P's game-state checksum at the end of frame F. The checksum is the game's own CRC-32
 * over the state bytes, the one {@code ReplaySession} computes, written as 8 lower-case hex digits.
 *
 * @param peer     the peer's player number (0 = server)
 * @param frame    the frame F whose end state was checksummed
 * @param checksum the CRC-32, as an int (its bits; printed unsigned)
 * @param label    what the state is (authoritative, confirmed, predicted, resimulated)
 */
public record StateChecksumLine(int peer, int frame, int checksum, StateLabel label) {
    /** The log type number of these lines. */
    public static final int LOG_TYPE = 60;

    private static final String HEAD = "state chk:[";

    public StateChecksumLine {
        Objects.requireNonNull(label, "label");
    }

    /** @return the line's text after the {@code [60][P][F]} prefix: {@code state chk:[%08x] <label>} */
    public String text() {
        return HEAD + hex8(checksum) + "] " + label.text();
    }

    /** @return the whole log line without its line end: {@code [60][P][F]state chk:[%08x] <label>} */
    public String line() {
        return "[" + LOG_TYPE + "][" + peer + "][" + frame + "]" + text();
    }

    /**
     * Parses the text after a {@code [60][P][F]} prefix: {@code state chk:[} 8 hex digits (either case) {@code ] }
     * and one of the four labels; trailing blanks (spaces, tabs) and a {@code \r} (a CRLF or CR log) are allowed,
     * anything else is not.
     *
     * @return the line, or empty when the text is not in this form ({@link #problem} says why)
     */
    public static Optional<StateChecksumLine> parse(int peer, int frame, String text) {
        if (problem(text) != null) {
            return Optional.empty();
        }
        String t = strip(text);
        int n = HEAD.length();
        int value = 0;
        for (int i = n; i < n + 8; i++) {
            value = (value << 4) | Character.digit(t.charAt(i), 16);
        }
        return Optional.of(new StateChecksumLine(peer, frame, value, StateLabel.parseOrNull(t.substring(n + 10))));
    }

    /**
     * @param text the text after a {@code [60][P][F]} prefix
     * @return null when {@link #parse} accepts it, else the field that is wrong and why, e.g.
     *         {@code field chk: 'x' is not a hex digit}
     */
    public static String problem(String text) {
        String t = strip(text);
        int n = HEAD.length();
        if (!t.startsWith(HEAD)) {
            return "field text: does not start with 'state chk:['";
        }
        if (t.length() < n + 8) {
            return "field chk: fewer than 8 hex digits (line cut?)";
        }
        for (int i = n; i < n + 8; i++) {
            if (Character.digit(t.charAt(i), 16) < 0 || t.charAt(i) > 'f') {
                return "field chk: '" + t.charAt(i) + "' is not a hex digit";
            }
        }
        if (t.length() < n + 10 || t.charAt(n + 8) != ']' || t.charAt(n + 9) != ' ') {
            return "field chk: not 8 hex digits followed by '] '";
        }
        if (StateLabel.parseOrNull(t.substring(n + 10)) == null) {
            return "field label: '" + t.substring(n + 10) + "' is not authoritative, confirmed, predicted or"
                    + " resimulated";
        }
        return null;
    }

    /** @return the text without trailing spaces, tabs and carriage returns */
    private static String strip(String text) {
        int end = text.length();
        while (end > 0 && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t'
                || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return text.substring(0, end);
    }

    /** @return {@code value} as 8 lower-case hex digits */
    static String hex8(int value) {
        String h = Integer.toHexString(value);
        return "00000000".substring(h.length()) + h;
    }
}

package org.netreplay.session.peerstate;

import java.util.Objects;
import java.util.Optional;

/**
 * One type-60 log line, {@code [60][P][F]state chk:[xxxxxxxx] <label>} (issue 8, Deliver 6; WAVE3 "Type 60";
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
     * Parses the text after a {@code [60][P][F]} prefix. Exact: 8 lower-case hex digits, one space, one of the four
     * labels, nothing after (a trailing {@code \r} is allowed, as a CRLF log leaves one).
     *
     * @return the line, or empty when the text is not in this form
     */
    public static Optional<StateChecksumLine> parse(int peer, int frame, String text) {
        String t = text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
        int n = HEAD.length();
        if (t.length() < n + 10 || !t.startsWith(HEAD) || t.charAt(n + 8) != ']' || t.charAt(n + 9) != ' ') {
            return Optional.empty();
        }
        int value = 0;
        for (int i = n; i < n + 8; i++) {
            char c = t.charAt(i);
            int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            if (digit < 0) {
                return Optional.empty();
            }
            value = (value << 4) | digit;
        }
        StateLabel label = StateLabel.parseOrNull(t.subSequence(n + 10, t.length()));
        return label == null ? Optional.empty() : Optional.of(new StateChecksumLine(peer, frame, value, label));
    }

    /** @return {@code value} as 8 lower-case hex digits */
    static String hex8(int value) {
        String h = Integer.toHexString(value);
        return "00000000".substring(h.length()) + h;
    }
}

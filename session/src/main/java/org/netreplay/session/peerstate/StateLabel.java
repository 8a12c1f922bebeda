package org.netreplay.session.peerstate;

import java.util.Locale;

/**
 * What a type-60 line ({@code [60][P][F]state chk:[xxxxxxxx] <label>}) says about the state at the end of frame F
 * (docs/peer-states.md).
 */
public enum StateLabel {
    /** The server's state; a server rewind writes frame F again and the last line for F is final. */
    AUTHORITATIVE,
    /**
     * A client's state at F computed from F's final inputs: every frame of a lockstep client; in authoritative mode
     * the state right after applying a dif for F.
     */
    CONFIRMED,
    /** A client's first simulation of F, with guessed remote input. */
    PREDICTED,
    /** A client's F simulated again after a dif was applied. */
    RESIMULATED;

    private static final StateLabel[] VALUES = values();
    private final String text = name().toLowerCase(Locale.ROOT);

    /** @return the label as written in the log: the lower-case name ({@code authoritative}, ...) */
    public String text() {
        return text;
    }

    /**
     * @param text a label as written in the log (exact, lower case)
     * @return the label
     * @throws IllegalArgumentException naming the text and the four labels when it is none of them
     */
    public static StateLabel parse(String text) {
        StateLabel label = parseOrNull(text);
        if (label == null) {
            throw new IllegalArgumentException("\"" + text
                    + "\" is not a state label (authoritative, confirmed, predicted, resimulated)");
        }
        return label;
    }

    /** @return the label written exactly as {@code text}, or null */
    static StateLabel parseOrNull(CharSequence text) {
        for (StateLabel label : VALUES) {
            if (label.text().contentEquals(text)) {
                return label;
            }
        }
        return null;
    }

    /** @return the label with this ordinal (the byte stored in a states file), or null when out of range */
    static StateLabel ofOrdinal(int ordinal) {
        return ordinal >= 0 && ordinal < VALUES.length ? VALUES[ordinal] : null;
    }
}

package org.netreplay.viewer.common;

/**
 * Text from a file as the viewer shows it: a tab becomes a space, every other control character becomes its
 * visible Unicode picture (U+2400–U+241F for C0, U+2421 for DEL, U+FFFD for C1), and every format character (the
 * bidi overrides U+202A–U+202E and isolates U+2066–U+2069, zero-width characters), line or paragraph separator and
 * lone surrogate becomes U+FFFD, one character for one, so column positions and search hits stay where they were, no
 * escape sequence reaches the screen raw and no text is drawn reversed.
 */
public final class VisibleControls {
    /** Longest message shown in the message bar, characters; the rest is cut with a count. */
    public static final int MAX_MESSAGE_CHARS = 1_000;

    private VisibleControls() {
    }

    /** @return {@code s} with control and format characters made visible (the same string if it has none) */
    public static String of(String s) {
        char[] out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            char shown = c == '\t' ? ' ' : c < 0x20 ? (char) (0x2400 + c) : c == 0x7F ? '\u2421'
                    : (c >= 0x80 && c <= 0x9F) ? '\uFFFD' : hidden(s, i) ? '\uFFFD' : c;
            if (shown != c) {
                if (out == null) {
                    out = s.toCharArray();
                }
                out[i] = shown;
            }
        }
        return out == null ? s : new String(out);
    }

    /**
     * A message for the message bar: {@link #of} on one line (line ends shown as pictures), at most
     * {@value #MAX_MESSAGE_CHARS} characters.
     */
    public static String message(String s) {
        String shown = of(s == null ? "" : s);
        return shown.length() <= MAX_MESSAGE_CHARS ? shown : shown.substring(0, MAX_MESSAGE_CHARS) + "\u2026 ("
                + (shown.length() - MAX_MESSAGE_CHARS) + " more characters)";
    }

    /** @return whether the char at {@code i} is (part of) a format or separator character, or a lone surrogate */
    private static boolean hidden(String s, int i) {
        char c = s.charAt(i);
        if (c < 0xAD) {
            return false;
        }
        int cp;
        if (Character.isHighSurrogate(c)) {
            if (i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1))) {
                return true;
            }
            cp = s.codePointAt(i);
        } else if (Character.isLowSurrogate(c)) {
            if (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1))) {
                return true;
            }
            cp = s.codePointAt(i - 1);
        } else {
            cp = c;
        }
        int type = Character.getType(cp);
        return type == Character.FORMAT || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }
}

package org.netreplay.viewer.common;

/**
 * Text from a file as the viewer shows it: a tab becomes a space, and every other control character becomes its
 * visible Unicode picture (U+2400–U+241F for C0, U+2421 for DEL, U+FFFD for C1), one character for one, so column
 * positions and search hits stay where they were and no escape sequence reaches the screen raw.
 */
public final class VisibleControls {
    private VisibleControls() {
    }

    /** @return {@code s} with control characters made visible (the same string if it has none) */
    public static String of(String s) {
        char[] out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            char shown = c == '\t' ? ' ' : c < 0x20 ? (char) (0x2400 + c) : c == 0x7F ? '\u2421'
                    : (c >= 0x80 && c <= 0x9F) ? '\uFFFD' : c;
            if (shown != c) {
                if (out == null) {
                    out = s.toCharArray();
                }
                out[i] = shown;
            }
        }
        return out == null ? s : new String(out);
    }
}

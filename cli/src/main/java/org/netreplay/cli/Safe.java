package org.netreplay.cli;

/**
 * Text taken from files (header values, names, quoted lines, paths) made safe for a terminal: every control
 * character (C0, DEL, C1) becomes {@code \xNN}, and every other character a terminal would act on or that changes
 * how the rest of the line reads becomes {@code \\uNNNN} ({@code \\U+NNNNN} above U+FFFF): format characters such as
 * the bidi overrides U+202A–U+202E and U+2066–U+2069, zero-width characters, U+2028/U+2029 line and paragraph
 * separators, and lone surrogates. So a file cannot move the cursor, clear the screen, set the window title or make
 * text read backwards. Backslashes are left as they are.
 */
public final class Safe {
    private Safe() {
    }

    /** @return {@code String.valueOf(o)} with those characters escaped; null stays "null" */
    public static String text(Object o) {
        String s = String.valueOf(o);
        StringBuilder out = null;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            if (unsafe(cp)) {
                if (out == null) {
                    out = new StringBuilder(s.length() + 16).append(s, 0, i);
                }
                out.append(cp <= 0xFF ? String.format("\\x%02x", cp)
                        : cp <= 0xFFFF ? String.format("\\u%04x", cp) : String.format("\\U+%05x", cp));
            } else if (out != null) {
                out.append(s, i, i + n);
            }
            i += n;
        }
        return out == null ? s : out.toString();
    }

    /** @return whether a terminal would act on {@code cp} or it would change how the text around it reads */
    static boolean unsafe(int cp) {
        return switch (Character.getType(cp)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.SURROGATE -> true;
            default -> false;
        };
    }
}

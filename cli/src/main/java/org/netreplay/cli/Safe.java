package org.netreplay.cli;

/**
 * Text taken from files (header values, names, quoted lines, paths) made safe for a terminal: control characters
 * (C0, DEL, C1) are printed as {@code \xNN} escapes, so a file cannot move the cursor, clear the screen or set the
 * window title; backslashes are left as they are.
 */
public final class Safe {
    private Safe() {
    }

    /** @return {@code s} with every control character except none replaced by {@code \xNN}; null stays "null" */
    public static String text(Object o) {
        String s = String.valueOf(o);
        StringBuilder out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean control = c < 0x20 || (c >= 0x7F && c <= 0x9F);
            if (control) {
                if (out == null) {
                    out = new StringBuilder(s.length() + 16).append(s, 0, i);
                }
                out.append(String.format("\\x%02x", (int) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? s : out.toString();
    }
}

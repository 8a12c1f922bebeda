package org.netreplay.log.index;

import java.nio.charset.StandardCharsets;

/** Turns the bytes of one line into its text: drops the LF and a CR before it, decodes UTF-8 (bad bytes → U+FFFD). */
public final class LineText {
    private LineText() {
    }

    /**
     * @param buf   bytes
     * @param start index of the line's first byte (or of the text after the prefix)
     * @param end   index after the line's last byte, terminator included
     * @return the text without the terminator
     */
    public static String decode(byte[] buf, int start, int end) {
        int e = end;
        if (e > start && buf[e - 1] == '\n') {
            e--;
        }
        if (e > start && buf[e - 1] == '\r') {
            e--;
        }
        return new String(buf, start, e - start, StandardCharsets.UTF_8);
    }
}

package org.netreplay.replay.gm;

/** The line ending of a {@code .gm} file: 88 of the 96 corpus files use CRLF, 8 use LF (docs/formats.md §4.1). */
public enum LineEnding {
    /** {@code \r\n}. */
    CRLF("\r\n"),
    /** {@code \n}. */
    LF("\n");

    private final String text;

    LineEnding(String text) {
        this.text = text;
    }

    /** @return the characters written at the end of each line */
    public String text() {
        return text;
    }
}

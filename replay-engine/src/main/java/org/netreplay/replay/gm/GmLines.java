package org.netreplay.replay.gm;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * Lines of a {@code .gm} stream (ISO-8859-1), one at a time, each at most {@code maxLineChars} long: a longer line is
 * a {@link GmLimitException} before it is buffered whole. Accepts LF and CRLF and remembers the first line's ending.
 */
final class GmLines {
    private final InputStream in;
    private final int maxLineChars;
    private final StringBuilder line = new StringBuilder(128);
    private int number;
    private long bytesRead;
    private long lineStart;
    private LineEnding firstEnding;

    GmLines(InputStream in, int maxLineChars) {
        this.in = new BufferedInputStream(in, 65_536);
        this.maxLineChars = maxLineChars;
    }

    /** @return the next line without its ending, or null at the end of the stream */
    String next(Path file) throws IOException {
        line.setLength(0);
        int c = in.read();
        if (c < 0) {
            return null;
        }
        number++;
        lineStart = bytesRead;
        while (c >= 0 && c != '\n') {
            if (line.length() >= maxLineChars + 1) {
                throw new GmLimitException(file, number, "line longer than " + maxLineChars + " characters",
                        "gm.maxLineChars");
            }
            line.append((char) c);
            bytesRead++;
            c = in.read();
        }
        boolean cr = line.length() > 0 && line.charAt(line.length() - 1) == '\r';
        if (c == '\n') {
            bytesRead++;
            if (firstEnding == null) {
                firstEnding = cr ? LineEnding.CRLF : LineEnding.LF;
            }
        }
        if (cr) {
            line.setLength(line.length() - 1);
        }
        return line.toString();
    }

    /** @return the 1-based number of the line returned last */
    int number() {
        return number;
    }

    /** @return the 0-based byte offset in the file of the first byte of the line returned last */
    long lineStart() {
        return lineStart;
    }

    /** @return bytes consumed so far */
    long bytesRead() {
        return bytesRead;
    }

    /** @return the ending of the first line that had one (LF if none yet) */
    LineEnding firstEnding() {
        return firstEnding == null ? LineEnding.LF : firstEnding;
    }
}

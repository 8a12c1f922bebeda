package org.netreplay.pmnet.logs;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a game text log one prefixed line at a time, in file order, with bounded memory: a line longer than
 * {@link #MAX_LINE_CHARS} is cut there (no line the rebuild reads is near that long), a line without the
 * {@code [type][player][frame]} prefix (the second part of a boxed text that held a line break, a blank line after a
 * rewind) is skipped and counted. Bytes are read as ISO-8859-1, so no input can fail to decode. Line ends: LF, CRLF
 * or CR.
 */
public final class LogLineReader implements Closeable {
    /** Longest line kept, in chars; the rest of a longer line is skipped. */
    public static final int MAX_LINE_CHARS = 64 * 1024;

    private final Path file;
    private final BufferedReader in;
    private long lineNo;
    private long unprefixed;
    private LogLine peeked;

    private LogLineReader(Path file, BufferedReader in) {
        this.file = file;
        this.in = in;
    }

    /**
     * @param file a game text log
     * @return a reader at its first line
     * @throws IOException if the file cannot be opened
     */
    public static LogLineReader open(Path file) throws IOException {
        return new LogLineReader(file, new BufferedReader(
                new InputStreamReader(Files.newInputStream(file), StandardCharsets.ISO_8859_1), 1 << 16));
    }

    /** @return the next prefixed line, or null at the end of the file */
    public LogLine next() throws IOException {
        if (peeked != null) {
            LogLine l = peeked;
            peeked = null;
            return l;
        }
        String raw;
        while ((raw = readLine()) != null) {
            LogLine l = parse(raw);
            if (l != null) {
                return l;
            }
            unprefixed++;
        }
        return null;
    }

    /** @return the line {@link #next()} will return, without consuming it, or null at the end */
    public LogLine peek() throws IOException {
        if (peeked == null) {
            peeked = next();
        }
        return peeked;
    }

    /** @return lines without a prefix skipped so far */
    public long unprefixedLines() {
        return unprefixed;
    }

    /** @return the file read */
    public Path file() {
        return file;
    }

    private String readLine() throws IOException {
        StringBuilder sb = new StringBuilder(128);
        int c;
        boolean any = false;
        while ((c = in.read()) >= 0) {
            any = true;
            if (c == '\n') {
                break;
            }
            if (c == '\r') {
                in.mark(1);
                if (in.read() != '\n') {
                    in.reset();
                }
                break;
            }
            if (sb.length() < MAX_LINE_CHARS) {
                sb.append((char) c);
            }
        }
        if (!any) {
            return null;
        }
        lineNo++;
        return sb.toString();
    }

    /** {@code ^\[\s*(\d+)\]\[(-?\d+)\]\[(-?\d+)\](.*)$} without a regex: this runs on every line. */
    private LogLine parse(String s) {
        int[] pos = {0};
        int type = bracketInt(s, pos);
        if (pos[0] < 0) {
            return null;
        }
        int player = bracketInt(s, pos);
        if (pos[0] < 0) {
            return null;
        }
        int frame = bracketInt(s, pos);
        if (pos[0] < 0) {
            return null;
        }
        return new LogLine(file, lineNo, type, player, frame, s.substring(pos[0]));
    }

    private static int bracketInt(String s, int[] pos) {
        int i = pos[0];
        if (i >= s.length() || s.charAt(i) != '[') {
            pos[0] = -1;
            return 0;
        }
        i++;
        while (i < s.length() && s.charAt(i) == ' ') {
            i++;
        }
        boolean neg = i < s.length() && s.charAt(i) == '-';
        if (neg) {
            i++;
        }
        int start = i;
        long v = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i)) && i - start < 10) {
            v = v * 10 + (s.charAt(i) - '0');
            i++;
        }
        if (i == start || i >= s.length() || s.charAt(i) != ']' || v > Integer.MAX_VALUE) {
            pos[0] = -1;
            return 0;
        }
        pos[0] = i + 1;
        return (int) (neg ? -v : v);
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}

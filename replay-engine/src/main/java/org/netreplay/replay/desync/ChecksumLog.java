package org.netreplay.replay.desync;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.io.InputFiles;

/**
 * Per-frame checksums logged by one side, in a plain text format (the real game logs none, docs/formats.md §6, so this
 * is netreplay's own): one {@code frame,checksum} line per logged frame, frames strictly increasing, the checksum as
 * {@code 0x} plus 1-8 hex digits or as a signed 32-bit decimal. Lines starting with {@code #} and blank lines are
 * ignored; CRLF or LF. Frames may have gaps (sparse logging). Example:
 * <pre>
 * # frame,checksum
 * 0,0x1a2b3c4d
 * 1,0x00ff00ff
 * </pre>
 *
 * @param entries the logged checksums, frames strictly increasing
 */
public record ChecksumLog(List<FrameChecksum> entries) {
    public ChecksumLog {
        entries = List.copyOf(entries);
    }

    /** Longest line read, chars ({@code checksumLog.maxLineChars}); a real line is under 30. */
    public static final int MAX_LINE_CHARS = 1_024;
    /** Largest frame accepted ({@code checksumLog.maxFrame}): 10 hours at 40 fps, as {@code gm.maxFrame}. */
    public static final int MAX_FRAME = 1_440_000;

    /**
     * Reads a log line by line (never whole), within {@link #MAX_LINE_CHARS} and {@link #MAX_FRAME}.
     *
     * @param file the log
     * @return its entries
     * @throws ChecksumLogException if a line is malformed, too long, names a frame past the limit, or frames do not
     *                              increase (names file and 1-based line)
     * @throws IOException       if the file cannot be read
     */
    public static ChecksumLog read(Path file) throws IOException {
        try (Reader r = new BufferedReader(new InputStreamReader(InputFiles.open(file),
                StandardCharsets.ISO_8859_1), 65_536)) {
            return read(file, r);
        }
    }

    /**
     * Reads a log from a character stream (the caller closes it), with the same rules and limits as
     * {@link #read(Path)}.
     *
     * @param file the name used in error messages
     */
    public static ChecksumLog read(Path file, Reader r) throws IOException {
        List<FrameChecksum> entries = new ArrayList<>();
        int previous = -1;
        {
            StringBuilder sb = new StringBuilder(64);
            for (int i = 1; readLine(r, sb, file, i); i++) {
                String line = sb.toString().strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                int comma = line.indexOf(',');
                FrameChecksum entry = comma < 0 ? null : parse(line.substring(0, comma).strip(),
                        line.substring(comma + 1).strip());
                if (entry == null) {
                    throw new ChecksumLogException(file, i, "expected frame,checksum (checksum 0x1234abcd or "
                            + "decimal) but found '" + (line.length() > 60 ? line.substring(0, 60) + "..." : line)
                            + "'");
                }
                if (entry.frame() > MAX_FRAME) {
                    throw new ChecksumLogLimitException(file, i, "field frame: " + entry.frame() + " is past frame "
                            + MAX_FRAME + " (limit checksumLog.maxFrame)");
                }
                if (entry.frame() <= previous) {
                    throw new ChecksumLogException(file, i, "expected frames in increasing order but frame "
                            + entry.frame() + " follows frame " + previous);
                }
                previous = entry.frame();
                entries.add(entry);
            }
        }
        return new ChecksumLog(entries);
    }

    /** Reads one line into {@code sb}; false at the end of the stream. */
    private static boolean readLine(Reader r, StringBuilder sb, Path file, int lineNumber) throws IOException {
        sb.setLength(0);
        int c = r.read();
        if (c < 0) {
            return false;
        }
        while (c >= 0 && c != '\n') {
            if (sb.length() > MAX_LINE_CHARS) {
                throw new ChecksumLogLimitException(file, lineNumber, "line longer than " + MAX_LINE_CHARS
                        + " characters (limit checksumLog.maxLineChars)");
            }
            sb.append((char) c);
            c = r.read();
        }
        return true;
    }

    /** @return the log text: a comment line, then {@code frame,0x%08x} lines with LF endings */
    public String format() {
        StringBuilder sb = new StringBuilder("# frame,checksum\n");
        for (FrameChecksum e : entries) {
            sb.append(e.frame()).append(",0x").append(String.format("%08x", e.checksum())).append('\n');
        }
        return sb.toString();
    }

    private static FrameChecksum parse(String frameText, String checksumText) {
        try {
            int frame = Integer.parseInt(frameText);
            if (frame < 0) {
                return null;
            }
            int checksum;
            if (checksumText.startsWith("0x") || checksumText.startsWith("0X")) {
                String hex = checksumText.substring(2);
                if (hex.isEmpty() || hex.length() > 8) {
                    return null;
                }
                checksum = (int) Long.parseLong(hex, 16);
            } else {
                checksum = Integer.parseInt(checksumText);
            }
            return new FrameChecksum(frame, checksum);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

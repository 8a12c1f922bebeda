package org.netreplay.replay.gm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.GameMove;

/**
 * Reads {@code .gm} PMSAVEGAME files (pm-formats.md §4.1): line 1 {@code PMSAVEGAME}, {@code KEY:value} header lines
 * up to {@code GAMEMOVE_DATA_START:} (or legacy {@code GAME_DATA_START:}), then exactly {@code GAMEMOVE_NUM_ENTRIES}
 * rows {@code frame,type,data1,data2}. Both CRLF and LF are accepted; the first line's ending is recorded.
 *
 * <p>Rules checked (each failure is a {@link GmFormatException} naming file, 1-based line and what was expected):
 * the magic line; a numeric {@code LEVEL}; a numeric row count; four comma-separated 32-bit integers per row; frames
 * non-decreasing; exactly the announced number of rows (blank lines after the last row are allowed).
 *
 * <p>Thread safety: stateless, safe from any thread.
 */
public final class GmReader {
    private GmReader() {
    }

    /**
     * Reads a file.
     *
     * @param file the {@code .gm} file
     * @return the recording
     * @throws GmFormatException if the content does not follow the format
     * @throws IOException       if the file cannot be read
     */
    public static GmRecording read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        return parse(file, new String(bytes, StandardCharsets.ISO_8859_1));
    }

    /**
     * Parses file content.
     *
     * @param file the name used in error messages
     * @param text the whole file content
     * @return the recording
     * @throws GmFormatException if the content does not follow the format
     */
    public static GmRecording parse(Path file, String text) throws GmFormatException {
        List<String> lines = new ArrayList<>();
        LineEnding ending = splitLines(text, lines);
        if (lines.isEmpty() || !lines.get(0).equals(GmHeader.MAGIC)) {
            throw new GmFormatException(file, 1, "expected '" + GmHeader.MAGIC + "' but found '"
                    + (lines.isEmpty() ? "" : shorten(lines.get(0))) + "'");
        }
        List<GmHeaderEntry> entries = new ArrayList<>();
        String dataStart = null;
        int lineIndex = 1;
        for (; lineIndex < lines.size(); lineIndex++) {
            String line = lines.get(lineIndex);
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new GmFormatException(file, lineIndex + 1,
                        "expected a header line KEY:value or " + GmHeader.DATA_START + ": but found '"
                                + shorten(line) + "'");
            }
            String key = line.substring(0, colon);
            if (key.equals(GmHeader.DATA_START) || key.equals(GmHeader.LEGACY_DATA_START)) {
                dataStart = key;
                lineIndex++;
                break;
            }
            entries.add(new GmHeaderEntry(key, line.substring(colon + 1)));
        }
        if (dataStart == null) {
            throw new GmFormatException(file, lines.size(),
                    "expected a " + GmHeader.DATA_START + ": line but the file ended");
        }
        GmHeader header = new GmHeader(entries, dataStart);
        checkHeader(file, header, lineIndex);
        int count = header.numEntries();
        List<GameMove> moves = new ArrayList<>(count);
        int previousFrame = Integer.MIN_VALUE;
        for (int row = 0; row < count; row++, lineIndex++) {
            if (lineIndex >= lines.size() || lines.get(lineIndex).isEmpty()) {
                throw new GmFormatException(file, lineIndex + 1, "expected " + count + " rows (header "
                        + GmHeader.NUM_ENTRIES + ") but found only " + row);
            }
            GameMove move = parseRow(file, lineIndex + 1, lines.get(lineIndex));
            if (move.frame() < previousFrame) {
                throw new GmFormatException(file, lineIndex + 1, "expected frames in non-decreasing order but frame "
                        + move.frame() + " follows frame " + previousFrame);
            }
            previousFrame = move.frame();
            moves.add(move);
        }
        for (; lineIndex < lines.size(); lineIndex++) {
            if (!lines.get(lineIndex).isBlank()) {
                throw new GmFormatException(file, lineIndex + 1, "expected the end of the file after " + count
                        + " rows (header " + GmHeader.NUM_ENTRIES + ") but found '" + shorten(lines.get(lineIndex))
                        + "'");
            }
        }
        return new GmRecording(header, moves, ending);
    }

    private static void checkHeader(Path file, GmHeader header, int dataLine) throws GmFormatException {
        String level = header.value(GmHeader.LEVEL).orElse(null);
        if (level == null || !isInt(level.trim())) {
            throw new GmFormatException(file, lineOf(header, GmHeader.LEVEL, dataLine),
                    "expected a numeric LEVEL header but found " + (level == null ? "none" : "'" + level + "'"));
        }
        String key = header.value(GmHeader.NUM_ENTRIES).isPresent() ? GmHeader.NUM_ENTRIES
                : GmHeader.LEGACY_NUM_ENTRIES;
        String entries = header.value(key).orElse(null);
        if (entries == null || !isInt(entries.trim()) || Integer.parseInt(entries.trim()) < 0) {
            throw new GmFormatException(file, lineOf(header, key, dataLine), "expected a non-negative "
                    + GmHeader.NUM_ENTRIES + " header but found " + (entries == null ? "none" : "'" + entries + "'"));
        }
    }

    private static int lineOf(GmHeader header, String key, int dataLine) {
        for (int i = 0; i < header.entries().size(); i++) {
            if (header.entries().get(i).key().equals(key)) {
                return i + 2;
            }
        }
        return dataLine;
    }

    private static GameMove parseRow(Path file, int lineNumber, String line) throws GmFormatException {
        int[] values = new int[4];
        int start = 0;
        for (int i = 0; i < 4; i++) {
            int end = i < 3 ? line.indexOf(',', start) : line.length();
            if (end < 0 || (i == 3 && line.indexOf(',', start) >= 0)) {
                throw badRow(file, lineNumber, line);
            }
            String field = line.substring(start, end).trim();
            if (!isInt(field)) {
                throw badRow(file, lineNumber, line);
            }
            values[i] = Integer.parseInt(field);
            start = end + 1;
        }
        return new GameMove(values[0], values[1], values[2], values[3]);
    }

    private static GmFormatException badRow(Path file, int lineNumber, String line) {
        return new GmFormatException(file, lineNumber,
                "expected a row frame,type,data1,data2 (four 32-bit integers) but found '" + shorten(line) + "'");
    }

    static boolean isInt(String s) {
        if (s.isEmpty() || s.length() > 11) {
            return false;
        }
        int i = s.charAt(0) == '-' ? 1 : 0;
        if (i == s.length()) {
            return false;
        }
        for (; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        long v = Long.parseLong(s);
        return v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE;
    }

    private static LineEnding splitLines(String text, List<String> out) {
        LineEnding first = null;
        int start = 0;
        int n = text.length();
        while (start < n) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? n : nl;
            boolean cr = end > start && text.charAt(end - 1) == '\r';
            if (first == null && nl >= 0) {
                first = cr ? LineEnding.CRLF : LineEnding.LF;
            }
            out.add(text.substring(start, cr ? end - 1 : end));
            start = nl < 0 ? n : nl + 1;
        }
        return first == null ? LineEnding.LF : first;
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 60) + "...";
    }
}

package org.netreplay.replay.gm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.io.InputFiles;

/**
 * Reads {@code .gm} PMSAVEGAME files (docs/formats.md §4.1): line 1 {@code PMSAVEGAME}, {@code KEY:value} header lines
 * up to {@code GAMEMOVE_DATA_START:} (or legacy {@code GAME_DATA_START:}), then exactly {@code GAMEMOVE_NUM_ENTRIES}
 * rows {@code frame,type,data1,data2}. Both CRLF and LF are accepted; the first line's ending is recorded. The file is
 * streamed, never read whole, and every count is checked against {@link GmLimits} and the bytes present before
 * anything is allocated for it.
 *
 * <p>Rules checked (each failure is a {@link GmFormatException} naming file, 1-based line and field): the magic line;
 * numeric {@code LEVEL}, {@code LAST_FRAME}, {@code VERSION} and row count; a row count the file's bytes can hold; four
 * comma-separated 32-bit integers per row; a known type (docs/formats.md §4.2: 1, 2, 3, 5, 8, 9 or PLAYER_ACTIVE with
 * bit 23 and no bit above it); a player 0–7 in data1 for types 1, 2, 3, 5 and 8; frames from 0,
 * non-decreasing; {@code LAST_FRAME} not past the last row's frame by more than the game's 400-frame allowance;
 * exactly the announced number of rows (blank lines after the last row are allowed). Going past a limit is a
 * {@link GmLimitException}.
 *
 * <p>Thread safety: stateless, safe from any thread.
 */
public final class GmReader {
    /** Frames the game plays past a recording's last move (src/mwDemoMode.cpp#check_level_done). */
    public static final int ALLOWANCE_FRAMES = 400;

    private GmReader() {
    }

    /**
     * Reads a file with the default limits.
     *
     * @param file the {@code .gm} file
     * @return the recording
     * @throws GmFormatException if the content does not follow the format ({@link GmLimitException} past a limit)
     * @throws IOException       if the file cannot be read
     */
    public static GmRecording read(Path file) throws IOException {
        return read(file, GmLimits.DEFAULT);
    }

    /** Reads a file, streamed, within {@code limits}. */
    public static GmRecording read(Path file, GmLimits limits) throws IOException {
        long size = Files.isRegularFile(file) ? Files.size(file) : -1;
        try (InputStream in = InputFiles.open(file)) {
            return parse(file, new GmLines(in, limits.maxLineChars()), size, limits);
        }
    }

    /**
     * Parses file content held in memory (tests and tools).
     *
     * @param file the name used in error messages
     * @param text the whole file content (ISO-8859-1 characters)
     * @return the recording
     * @throws GmFormatException if the content does not follow the format
     */
    public static GmRecording parse(Path file, String text) throws GmFormatException {
        try {
            return parse(file, new GmLines(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)),
                    GmLimits.DEFAULT.maxLineChars()), text.length(), GmLimits.DEFAULT);
        } catch (GmFormatException e) {
            throw e;
        } catch (IOException e) {
            throw new IllegalStateException("reading a string cannot fail", e);
        }
    }

    private static GmRecording parse(Path file, GmLines lines, long size, GmLimits limits) throws IOException {
        String first = lines.next(file);
        if (first == null || !first.equals(GmHeader.MAGIC)) {
            throw new GmFormatException(file, 1, "expected '" + GmHeader.MAGIC + "' but found '"
                    + (first == null ? "" : shorten(first)) + "'");
        }
        LineEnding ending = lines.firstEnding();
        List<GmHeaderEntry> entries = new ArrayList<>();
        String dataStart = null;
        for (String line = lines.next(file); line != null; line = lines.next(file)) {
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new GmFormatException(file, lines.number(),
                        "expected a header line KEY:value or " + GmHeader.DATA_START + ": but found '"
                                + shorten(line) + "'");
            }
            String key = line.substring(0, colon);
            if (key.equals(GmHeader.DATA_START) || key.equals(GmHeader.LEGACY_DATA_START)) {
                dataStart = key;
                break;
            }
            if (entries.size() >= limits.maxHeaderLines()) {
                throw new GmLimitException(file, lines.number(), "more than " + limits.maxHeaderLines()
                        + " header lines", "gm.maxHeaderLines");
            }
            entries.add(new GmHeaderEntry(key, line.substring(colon + 1)));
        }
        if (dataStart == null) {
            throw new GmFormatException(file, lines.number(),
                    "expected a " + GmHeader.DATA_START + ": line but the file ended");
        }
        GmHeader header = new GmHeader(entries, dataStart);
        int dataLine = lines.number() + 1;
        checkHeader(file, header, dataLine, limits);
        int count = header.numEntries();
        if (count > limits.maxEntries()) {
            throw new GmLimitException(file, lineOf(header, countKey(header), dataLine), "row count " + count
                    + " is more than " + limits.maxEntries(), "gm.maxEntries");
        }
        if (size >= 0 && count > (size - lines.bytesRead()) / GmLimits.MIN_ROW_BYTES + 1) {
            throw new GmFormatException(file, lineOf(header, countKey(header), dataLine), "field "
                    + countKey(header) + ": " + count + " rows cannot fit in the " + (size - lines.bytesRead())
                    + " bytes after the header (a row takes at least " + GmLimits.MIN_ROW_BYTES + ")");
        }
        List<GameMove> moves = new ArrayList<>(Math.min(count, 4096));
        int previousFrame = 0;
        for (int row = 0; row < count; row++) {
            String line = lines.next(file);
            if (line == null || line.isEmpty()) {
                throw new GmFormatException(file, lines.number(), "expected " + count + " rows (header "
                        + GmHeader.NUM_ENTRIES + ") but found only " + row);
            }
            GameMove move = parseRow(file, lines.number(), lines.lineStart(), line);
            checkRow(file, lines.number(), move, previousFrame, limits);
            previousFrame = move.frame();
            moves.add(move);
        }
        for (String line = lines.next(file); line != null; line = lines.next(file)) {
            if (!line.isBlank()) {
                throw new GmFormatException(file, lines.number(), "expected the end of the file after " + count
                        + " rows (header " + GmHeader.NUM_ENTRIES + ") but found '" + shorten(line) + "'");
            }
        }
        int lastFrame = header.lastFrame();
        if (lastFrame > previousFrame + ALLOWANCE_FRAMES) {
            throw new GmFormatException(file, lineOf(header, GmHeader.LAST_FRAME, dataLine), "field "
                    + GmHeader.LAST_FRAME + ": " + lastFrame + " is past the last row's frame " + previousFrame
                    + " by more than the game's " + ALLOWANCE_FRAMES + "-frame allowance");
        }
        return new GmRecording(header, moves, ending);
    }

    private static void checkRow(Path file, int line, GameMove m, int previousFrame, GmLimits limits)
            throws GmFormatException {
        if (m.frame() < 0) {
            throw new GmFormatException(file, line, "field frame: " + m.frame() + " is negative");
        }
        if (m.frame() > limits.maxFrame()) {
            throw new GmLimitException(file, line, "field frame: " + m.frame() + " is past frame " + limits.maxFrame(),
                    "gm.maxFrame");
        }
        if (m.frame() < previousFrame) {
            throw new GmFormatException(file, line, "expected frames in non-decreasing order but frame "
                    + m.frame() + " follows frame " + previousFrame);
        }
        int t = m.type();
        if ((t & GameMove.ACTIVE_FLAG) != 0) {
            if ((t >>> 24) != 0) {
                throw new GmFormatException(file, line, "field type: " + t + " has the PLAYER_ACTIVE bit (23) but "
                        + "also bits 24-31; PLAYER_ACTIVE types are 0x800000-0xFFFFFF (the game reads only the player "
                        + "in bits 0-2 and the colour in bits 8-11)");
            }
            return;
        }
        switch (t) {
            case GameMove.TYPE_ACTIVE_LEGACY, GameMove.TYPE_INACTIVE, GameMove.TYPE_HIDDEN, GameMove.TYPE_MOVE,
                 GameMove.TYPE_LEVEL_DONE_ACK -> {
                if (m.data1() < 0 || m.data1() > 7) {
                    throw new GmFormatException(file, line, "field data1 (player): " + m.data1()
                            + " is outside 0-7");
                }
            }
            case GameMove.TYPE_SHOT_CONFIG -> {
            }
            default -> throw new GmFormatException(file, line, "field type: " + t + " is not a game-move type "
                    + "(1, 2, 3, 5, 8, 9 or PLAYER_ACTIVE 0x800000+colour*256+player)");
        }
    }

    private static String countKey(GmHeader header) {
        return header.value(GmHeader.NUM_ENTRIES).isPresent() ? GmHeader.NUM_ENTRIES : GmHeader.LEGACY_NUM_ENTRIES;
    }

    private static void checkHeader(Path file, GmHeader header, int dataLine, GmLimits limits)
            throws GmFormatException {
        String level = header.value(GmHeader.LEVEL).orElse(null);
        if (level == null || !isInt(blankTrim(level))) {
            throw new GmFormatException(file, lineOf(header, GmHeader.LEVEL, dataLine),
                    "expected a numeric LEVEL header but found " + (level == null ? "none" : "'" + shorten(level)
                            + "'"));
        }
        for (String key : new String[] {GmHeader.LAST_FRAME, GmHeader.VERSION}) {
            String v = header.value(key).orElse(null);
            if (v != null && !isInt(blankTrim(v))) {
                throw new GmFormatException(file, lineOf(header, key, dataLine), "field " + key
                        + ": expected a number but found '" + shorten(v) + "'");
            }
        }
        int lastFrame = header.lastFrame();
        if (lastFrame > limits.maxFrame()) {
            throw new GmLimitException(file, lineOf(header, GmHeader.LAST_FRAME, dataLine), "field "
                    + GmHeader.LAST_FRAME + ": " + lastFrame + " is past frame " + limits.maxFrame(), "gm.maxFrame");
        }
        String key = countKey(header);
        String entries = header.value(key).orElse(null);
        if (entries == null || !isInt(blankTrim(entries)) || Integer.parseInt(blankTrim(entries)) < 0) {
            throw new GmFormatException(file, lineOf(header, key, dataLine), "expected a non-negative "
                    + GmHeader.NUM_ENTRIES + " header but found " + (entries == null ? "none" : "'"
                    + shorten(entries) + "'"));
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

    private static final String[] ROW_FIELDS = {"frame", "type", "data1", "data2"};

    private static GameMove parseRow(Path file, int lineNumber, long offset, String line) throws GmFormatException {
        int[] values = new int[4];
        int start = 0;
        for (int i = 0; i < 4; i++) {
            int end = i < 3 ? line.indexOf(',', start) : line.length();
            if (end < 0 || (i == 3 && line.indexOf(',', start) >= 0)) {
                throw badRow(file, lineNumber, offset, line, end < 0 ? "field " + ROW_FIELDS[i + 1] + " is missing"
                        : "more than four fields");
            }
            String field = blankTrim(line.substring(start, end));
            if (!isInt(field)) {
                throw badRow(file, lineNumber, offset + start, line, "field " + ROW_FIELDS[i] + " '"
                        + shorten(field) + "' is not a 32-bit integer");
            }
            values[i] = Integer.parseInt(field);
            start = end + 1;
        }
        return new GameMove(values[0], values[1], values[2], values[3]);
    }

    private static GmFormatException badRow(Path file, int lineNumber, long offset, String line, String what) {
        return new GmFormatException(file, lineNumber, "byte " + offset + ": " + what + " (a row is "
                + "frame,type,data1,data2, four 32-bit integers; found '" + shorten(line) + "')");
    }

    /**
     * @return {@code s} without the spaces and tabs around it, and nothing else removed: a NUL, ESC, form feed or
     *         carriage return next to a number is not a blank, so the field is not a number
     */
    static String blankTrim(String s) {
        int from = 0;
        int to = s.length();
        while (from < to && (s.charAt(from) == ' ' || s.charAt(from) == '\t')) {
            from++;
        }
        while (to > from && (s.charAt(to - 1) == ' ' || s.charAt(to - 1) == '\t')) {
            to--;
        }
        return s.substring(from, to);
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

    /**
     * @return the start of a line as a message may quote it: at most 60 characters, and every byte outside printable
     *         ASCII (controls, DEL, bytes ≥ 0x80 of a binary file) as {@code \xNN}, so a message never carries a
     *         terminal escape, a NUL or a broken character into a status bar or a log
     */
    static String shorten(String s) {
        StringBuilder out = new StringBuilder();
        int n = Math.min(s.length(), 60);
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7F) {
                out.append(c);
            } else {
                out.append(String.format(java.util.Locale.ROOT, "\\x%02x", c & 0xFF));
            }
        }
        return s.length() <= 60 ? out.toString() : out + "...";
    }
}

package org.netreplay.testdata;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The bundled real session and facts about it computed independently of log-format: a plain regex scan of the
 * files (docs/formats.md §1.3 prefix), with untagged lines inheriting type, player and frame from the line before.
 */
public final class SampleSession {
    /** The prefix regex from docs/formats.md §1.3. */
    public static final Pattern PREFIX = Pattern.compile("^\\[\\s*(\\d+)\\]\\[(-?\\d+)\\]\\[(-?\\d+)\\](.*)$");
    private static List<Line> cached;

    private SampleSession() {
    }

    /** One line as the test sees it. */
    public record Line(String file, int lineNumber, int typeId, int player, int frame, boolean tagged, String text) {
    }

    /** @return the session folder */
    public static Path folder() {
        return TestData.realNetgame();
    }

    /** @return lines of the server's net CSV files (the session's {@code csv} lane) */
    public static int netCsvLineCount() {
        try (Stream<Path> files = Files.walk(folder())) {
            int lines = 0;
            List<Path> csvFiles = files.filter(p -> p.toString().endsWith(".csv") && p.getParent().endsWith("net"))
                    .toList();
            for (Path csv : csvFiles) {
                lines += scan(csv).size();
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the session's text logs */
    public static List<Path> textLogs() {
        try (Stream<Path> files = Files.walk(folder())) {
            return files.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return every line of both logs, scanned with the regex */
    public static synchronized List<Line> lines() {
        if (cached == null) {
            List<Line> all = new ArrayList<>();
            for (Path file : textLogs()) {
                all.addAll(scan(file));
            }
            cached = List.copyOf(all);
        }
        return cached;
    }

    /** @return the lines of one file, scanned with the regex */
    public static List<Line> scan(Path file) {
        List<Line> lines = new ArrayList<>();
        try {
            String content = Files.readString(file, StandardCharsets.ISO_8859_1);
            String[] raw = content.split("\n", -1);
            int count = content.endsWith("\n") ? raw.length - 1 : raw.length;
            int type = -1;
            int player = -1;
            int frame = 0;
            for (int i = 0; i < count; i++) {
                String text = raw[i].endsWith("\r") ? raw[i].substring(0, raw[i].length() - 1) : raw[i];
                Matcher m = PREFIX.matcher(text);
                boolean tagged = m.matches();
                if (tagged) {
                    type = Integer.parseInt(m.group(1));
                    player = Integer.parseInt(m.group(2));
                    frame = Integer.parseInt(m.group(3));
                    text = m.group(4);
                }
                lines.add(new Line(file.getFileName().toString(), i, type, player, frame, tagged, text));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }

    /** @return how many lines of the session satisfy {@code test} */
    public static int count(Predicate<Line> test) {
        return (int) lines().stream().filter(test).count();
    }

    /** @return how many lines' text (after the prefix) contains a match of {@code regex} */
    public static int countMatching(String regex) {
        Pattern pattern = Pattern.compile(regex);
        return count(line -> pattern.matcher(line.text()).find());
    }
}

package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export report} stays bounded however long the lines near the divergent frame are: each quoted line is cut
 * at 4 KiB and says how much is left out, at most 2,000 lines of a log are quoted (both: the report written, exit 3,
 * the log and the limit named), and a report over {@code report.maxBytes} is refused with exit 3, writing nothing.
 */
class BoundedReportCliTest {
    private static final int LONG_LINES = 20;
    private static final int LONG_BYTES = 200_000;
    /** {@code DesyncReportExport.MAX_BYTES_PROPERTY}: sets report.maxBytes. */
    private static final String MAX_BYTES_PROPERTY = "netreplay.report.maxBytes";

    @TempDir
    Path tmp;

    /** The small divergent session of {@link SessionDesyncCliTest} with long lines in client 1's log at frame 57. */
    private Path sessionWithLongLines() throws Exception {
        Path dir = tmp.resolve("s");
        SessionDesyncCliTest.writeSession(dir, 57);
        Path log = dir.resolve("client1/c-[2][pmclient1].txt");
        List<String> lines = new ArrayList<>();
        for (String l : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            lines.add(l);
            if (l.startsWith("[30][1][57]")) {
                for (int i = 0; i < LONG_LINES; i++) {
                    lines.add("[10][1][57]" + Character.toString('a' + i).repeat(LONG_BYTES));
                }
            }
        }
        Files.write(log, lines, StandardCharsets.UTF_8);
        return dir;
    }

    @Test
    void longLinesAreQuotedUpTo4KiBAndSayWhatIsLeftOutWithExit3() throws Exception {
        Path dir = sessionWithLongLines();
        Path html = tmp.resolve("r.html");
        Path json = tmp.resolve("r.json");
        CliRun run = CliRun.of("export", "report", dir.toString(), "--html", html.toString(), "--json",
                json.toString(), "--window", "2");
        // the report is written up to the limit, and says on stderr which log and which limit
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.LIMIT);
        assertThat(run.err()).contains("netreplay export report: " + html + " and " + json + ": " + LONG_LINES
                + " lines of c-[2][pmclient1].txt (the first at line ").contains(") quoted only up to 4,096 bytes "
                + "(limit report.maxLineBytes");
        assertThat(new ObjectMapper().readTree(json.toFile()).get("logLines").get(1).get("linesCut").asInt())
                .isEqualTo(LONG_LINES);
        // 20 lines of 200,000 bytes: quoted whole they would make both files over 4 MB
        assertThat(Files.size(html)).isLessThan(LONG_LINES * 5_000 + 60_000);
        assertThat(Files.size(json)).isLessThan(LONG_LINES * 5_000 + 60_000);
        String kept = LONG_BYTES - (4_096 - "[10][1][57]".length()) + " more bytes not shown]";
        assertThat(Files.readString(html)).contains("<mark>[10][1][57]" + "a".repeat(4_085) + " \u2026[" + kept);
        JsonNode lines = new ObjectMapper().readTree(json.toFile()).get("logLines").get(1).get("lines");
        int cut = 0;
        for (JsonNode l : lines) {
            String text = l.get("text").asText();
            assertThat(text.length()).isLessThanOrEqualTo(4_096 + 40);
            cut += text.endsWith(kept) ? 1 : 0;
        }
        assertThat(cut).isEqualTo(LONG_LINES);
    }

    @Test
    void moreLinesThanALogMayQuoteAreCutWithExit3AndTheReportWrittenUpToTheCut() throws Exception {
        Path dir = tmp.resolve("s");
        SessionDesyncCliTest.writeSession(dir, 57);
        Path log = dir.resolve("client1/c-[2][pmclient1].txt");
        List<String> lines = new ArrayList<>();
        int added = 2_500;
        for (String l : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            lines.add(l);
            if (l.startsWith("[30][1][57]")) {
                for (int i = 0; i < added; i++) {
                    lines.add("[10][1][57]line " + i);
                }
            }
        }
        Files.write(log, lines, StandardCharsets.UTF_8);
        long inWindow = lines.stream().filter(l -> l.matches("\\[\\d+]\\[\\d+]\\[(5[5-9])].*")).count();
        Path html = tmp.resolve("r.html");
        Path json = tmp.resolve("r.json");
        CliRun run = CliRun.of("export", "report", dir.toString(), "--html", html.toString(), "--json",
                json.toString(), "--window", "2");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.LIMIT);
        assertThat(run.err()).contains("netreplay export report: " + html + " and " + json + ": quote the first "
                + "2,000 of the " + String.format("%,d", inWindow) + " lines of c-[2][pmclient1].txt within \u00b12 "
                + "frames (limit report.maxLinesPerLog, 2,000 lines");
        JsonNode client = new ObjectMapper().readTree(json.toFile()).get("logLines").get(1);
        assertThat(client.get("truncated").asBoolean()).isTrue();
        assertThat(client.get("lines").size()).isEqualTo(2_000);
        assertThat(client.get("linesInWindow").asLong()).isEqualTo(inWindow);
        assertThat(Files.readString(html)).contains("c-[2][pmclient1].txt (the first 2,000 of "
                + String.format("%,d", inWindow) + " lines: limit report.maxLinesPerLog)");
        assertThat(run.out()).startsWith("desync at frame 57");
        assertThat(OutputSafetyCliTest.leftovers(tmp)).isEmpty();
    }

    @Test
    void aReportOverItsSizeLimitIsRefusedWithExit3AndWritesNothing() throws Exception {
        Path dir = sessionWithLongLines();
        Path html = tmp.resolve("r.html");
        Path json = tmp.resolve("r.json");
        String old = System.getProperty(MAX_BYTES_PROPERTY);
        try {
            // the 20 cut lines alone are 80 KiB
            System.setProperty(MAX_BYTES_PROPERTY, "50000");
            CliRun run = CliRun.of("export", "report", dir.toString(), "--html", html.toString(), "--json",
                    json.toString(), "--window", "2");
            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.LIMIT);
            assertThat(run.err()).contains("netreplay export report: the log lines within \u00b12 frames of frame 57 "
                    + "would be more than 50,000 bytes (limit report.maxBytes), reached in ")
                    .contains("c-[2][pmclient1].txt at line ").contains("give a smaller --window")
                    .doesNotContain("Exception");
            assertThat(html).doesNotExist();
            assertThat(json).doesNotExist();
            assertThat(OutputSafetyCliTest.leftovers(tmp)).isEmpty();
        } finally {
            restore(old);
        }
    }

    @Test
    void aPageOverItsSizeLimitIsRefusedWithExit3AndWritesNothing() throws Exception {
        Path dir = tmp.resolve("s");
        SessionDesyncCliTest.writeSession(dir, 57);
        Path html = tmp.resolve("r.html");
        String old = System.getProperty(MAX_BYTES_PROPERTY);
        try {
            // the page's style sheet and timeline picture alone are more than 2 KiB
            System.setProperty(MAX_BYTES_PROPERTY, "2048");
            CliRun run = CliRun.of("export", "report", dir.toString(), "--html", html.toString(), "--window", "0");
            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.LIMIT);
            assertThat(run.err()).contains(html + ": the HTML report would be larger than 2,048 bytes (limit "
                    + "report.maxBytes)");
            assertThat(html).doesNotExist();
            assertThat(OutputSafetyCliTest.leftovers(tmp)).isEmpty();
        } finally {
            restore(old);
        }
    }

    private static void restore(String old) {
        if (old == null) {
            System.clearProperty(MAX_BYTES_PROPERTY);
        } else {
            System.setProperty(MAX_BYTES_PROPERTY, old);
        }
    }
}

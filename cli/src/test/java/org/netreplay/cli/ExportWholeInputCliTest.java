package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.ProgressiveOpen;
import org.netreplay.testdata.SampleSession;
import org.netreplay.testdata.TestData;

/** A batch export covers its whole input, or says what it left out and does not exit 0. */
class ExportWholeInputCliTest {
    @TempDir
    Path tmp;

    @Test
    void aLoneLogOverTheProgressiveOpenSizeIsExportedWhole() throws IOException {
        Path log = OutputSafetyCliTest.only(SampleSession.folder().resolve("server"), ".txt");
        long frames = SampleSession.lines().stream().filter(l -> l.file().contains("pmserver") && l.tagged()
                && l.frame() >= 0).mapToInt(SampleSession.Line::frame).distinct().count();
        String threshold = System.getProperty(ProgressiveOpen.THRESHOLD_PROPERTY);
        String head = System.getProperty(ProgressiveOpen.HEAD_PROPERTY);
        try {
            // the viewer would show this log from a 1,000-byte head first (as it does a 64 MiB one)
            System.setProperty(ProgressiveOpen.THRESHOLD_PROPERTY, "1000");
            System.setProperty(ProgressiveOpen.HEAD_PROPERTY, "1000");
            Path out = tmp.resolve("t.json");
            CliRun run = CliRun.of("export", "perfetto", log.toString(), "--out", out.toString());
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.out()).contains(String.format("%,d frame slices", frames));
            JsonNode events = new ObjectMapper().readTree(out.toFile()).get("traceEvents");
            long slices = 0;
            for (JsonNode e : events) {
                slices += e.get("ph").asText().equals("X") ? 1 : 0;
            }
            assertThat(slices).isEqualTo(frames);
        } finally {
            restore(ProgressiveOpen.THRESHOLD_PROPERTY, threshold);
            restore(ProgressiveOpen.HEAD_PROPERTY, head);
        }
    }

    @Test
    void anExportMissingAnUnreadableLogSaysSoAndFails() throws IOException {
        Path session = tmp.resolve("s");
        OutputSafetyCliTest.copyTree(SampleSession.folder(), session);
        Files.write(session.resolve("client1/broken.txt"), new byte[] {'[', '1', ']', 0, 0, 0});
        Path out = tmp.resolve("t.json");
        CliRun run = CliRun.of("export", "perfetto", session.toString(), "--out", out.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("broken.txt: it is a binary file, not a text log")
                .contains(out + ": covers less than its input: 1 file could not be read");
    }

    @Test
    void malformedStatusRowsAreNamedCountedPerFileAndTheExportFails() throws IOException {
        Path session = tmp.resolve("s");
        // a simulated session: its status CSV as the real one, and no netgame rebuild to wait for
        OutputSafetyCliTest.copyTree(TestData.sampleLogs().resolve("sessions/sim-clean-2p"), session);
        Path status;
        try (var s = Files.list(session.resolve("server/status"))) {
            status = s.sorted().findFirst().orElseThrow();
        }
        long before = Files.readAllLines(status, java.nio.charset.StandardCharsets.ISO_8859_1).size();
        int bad = 7;
        Files.writeString(status, "not,a,status,row\n".repeat(bad), java.nio.file.StandardOpenOption.APPEND);
        Path out = tmp.resolve("t.json");
        CliRun run = CliRun.of("export", "perfetto", session.toString(), "--out", out.toString());
        // written (the rest of the session is in it), but not a whole export: exit 2, the rows named and counted
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(out).exists();
        for (int i = 1; i <= ExportCoverage.SHOWN; i++) {
            assertThat(run.err()).contains("skipped row " + status + ":" + (before + i) + ": ");
        }
        assertThat(run.err()).doesNotContain(status + ":" + (before + ExportCoverage.SHOWN + 1) + ":")
                .contains(out + ": covers less than its input: " + bad + " rows whose values could not be read are "
                        + "not in it: " + status + " (" + bad + " rows); the first 5 are named above");
    }

    @Test
    void aStatusRowOverItsLengthLimitIsLeftOutWithExit3() throws IOException {
        Path session = tmp.resolve("s");
        // a simulated session: its status CSV as the real one, and no netgame rebuild to wait for
        OutputSafetyCliTest.copyTree(TestData.sampleLogs().resolve("sessions/sim-clean-2p"), session);
        Path status;
        try (var s = Files.list(session.resolve("server/status"))) {
            status = s.sorted().findFirst().orElseThrow();
        }
        Files.writeString(status, "1," + "9".repeat(5_000) + "\n", java.nio.file.StandardOpenOption.APPEND);
        Path out = tmp.resolve("t.json");
        CliRun run = CliRun.of("export", "perfetto", session.toString(), "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.LIMIT);
        assertThat(run.err()).contains("(limit statusCsv.maxLineChars)")
                .contains(out + ": covers less than its input: 1 row whose values could not be read is not in it: "
                        + status + " (1 row)");
    }

    private static void restore(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }
}

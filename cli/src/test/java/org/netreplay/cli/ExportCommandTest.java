package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.SampleSession;
import org.netreplay.testdata.TestData;

/** The Perfetto export of the bundled real session, checked against a plain regex scan of its files. */
class ExportCommandTest {
    @TempDir
    Path dir;

    @Test
    void perfettoTraceHasAFrameSlicePerLoggedFramePerPeerAndTheRewindsAndLateCdats() throws Exception {
        Path out = dir.resolve("trace.json");
        CliRun run = CliRun.of("export", "perfetto", SampleSession.folder().toString(), "--out", out.toString());
        assertThat(run.exitCode()).isZero();
        JsonNode events = new ObjectMapper().readTree(out.toFile()).get("traceEvents");
        List<JsonNode> all = new ArrayList<>();
        events.forEach(all::add);

        int serverPid = pidOf(all, "srv");
        int clientPid = pidOf(all, "c1");
        assertThat(count(all, e -> e.get("ph").asText().equals("X") && e.get("pid").asInt() == serverPid))
                .isEqualTo(distinctFrames("pmserver"));
        assertThat(count(all, e -> e.get("ph").asText().equals("X") && e.get("pid").asInt() == clientPid))
                .isEqualTo(distinctFrames("pmclient1"));
        long rewinds = SampleSession.count(l -> l.typeId() == 25 && l.tagged() && l.text().startsWith("stdf rewind to:"));
        assertThat(rewinds).isPositive();
        assertThat(count(all, e -> e.get("name").asText().equals("server rewind") && e.get("pid").asInt() == serverPid))
                .isEqualTo(rewinds);
        long clientRewinds = SampleSession.count(l -> l.typeId() == 30 && l.tagged() && l.text().contains("rewound ["));
        assertThat(count(all, e -> e.get("name").asText().equals("client rewind"))).isEqualTo(clientRewinds);
        long late = SampleSession.count(l -> l.typeId() == 35 && l.tagged() && l.text().endsWith(" late - dropped"));
        assertThat(count(all, e -> e.get("name").asText().equals("late cdat"))).isEqualTo(late);
        // a frame slice sits at frame * 25 ms and lasts one frame
        JsonNode slice = all.stream().filter(e -> e.get("ph").asText().equals("X")).findFirst().orElseThrow();
        int frame = Integer.parseInt(slice.get("name").asText().substring("frame ".length()));
        assertThat(slice.get("ts").asLong()).isEqualTo(frame * 25_000L);
        assertThat(slice.get("dur").asLong()).isEqualTo(25_000L);
        // counters from the logs and from the status CSVs
        assertThat(all).anyMatch(e -> e.get("ph").asText().equals("C") && e.get("name").asText().equals("stak.dsync p1"));
        assertThat(all).anyMatch(e -> e.get("ph").asText().equals("C") && e.get("name").asText().equals("status.rcor p1"));
    }

    @Test
    void aMissingSessionIsBadInputNamingThePath() {
        CliRun run = CliRun.of("export", "perfetto", dir.resolve("nowhere").toString(), "--out",
                dir.resolve("t.json").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("nowhere");
    }

    private static int pidOf(List<JsonNode> all, String peer) {
        return all.stream().filter(e -> e.get("ph").asText().equals("M") && e.get("name").asText().equals("process_name")
                && e.get("args").get("name").asText().equals(peer)).findFirst().orElseThrow().get("pid").asInt();
    }

    private static long count(List<JsonNode> all, Predicate<JsonNode> which) {
        return all.stream().filter(which).count();
    }

    private static long distinctFrames(String host) {
        return SampleSession.lines().stream().filter(l -> l.file().contains(host) && l.tagged() && l.frame() >= 0)
                .mapToInt(SampleSession.Line::frame).distinct().count();
    }

    /**
     * The real netgame has no late cdat, so the count above is 0 = 0; the simulator's high-latency sample has
     * many: each type-35 {@code late - dropped} line of its server log is one "late cdat" event on the server.
     */
    @Test
    void everyLateCdatOfTheServerLogIsAnEventOnTheServer() throws Exception {
        Path session = TestData.sessions().resolve("sim-high-latency");
        Pattern lateLine = Pattern.compile("^\\[35\\]\\[0\\]\\[\\d+\\]rx cdat p:\\d+ .* late - dropped$");
        long late = 0;
        try (var files = Files.list(session.resolve("server"))) {
            for (Path log : files.filter(p -> p.toString().endsWith("[pmserver].txt")).toList()) {
                late += Files.readAllLines(log, StandardCharsets.ISO_8859_1).stream()
                        .filter(l -> lateLine.matcher(l).matches()).count();
            }
        }
        assertThat(late).as("late cdats in the sample's server log").isGreaterThan(100);
        Path out = dir.resolve("late.json");
        CliRun run = CliRun.of("export", "perfetto", session.toString(), "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<JsonNode> all = new ArrayList<>();
        new ObjectMapper().readTree(out.toFile()).get("traceEvents").forEach(all::add);
        int serverPid = pidOf(all, "srv");
        assertThat(count(all, e -> e.get("name").asText().equals("late cdat") && e.get("pid").asInt() == serverPid))
                .isEqualTo(late);
        assertThat(count(all, e -> e.get("name").asText().equals("late cdat"))).isEqualTo(late);
    }
}

package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.SampleSession;
import org.netreplay.testdata.TestData;

/**
 * The Perfetto export and the report of the bundled real session, checked against a plain scan of its files: the
 * logs (regex), the net CSVs (the server's agt per frame) and the status CSVs (client 1's lcor and rcor).
 */
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
        // the server's frames sit on its own clock: between two frames with net CSV rows, the agt difference
        Map<Integer, Double> agt = serverAgtByFrame();
        Map<Integer, Long> ts = new TreeMap<>();
        all.stream().filter(e -> e.get("ph").asText().equals("X") && e.get("pid").asInt() == serverPid)
                .forEach(e -> ts.put(Integer.parseInt(e.get("name").asText().substring("frame ".length())),
                        e.get("ts").asLong()));
        List<Integer> timed = agt.keySet().stream().filter(ts::containsKey).sorted().toList();
        assertThat(timed).hasSizeGreaterThan(500);
        for (int i = 1; i < timed.size(); i++) {
            int a = timed.get(i - 1);
            int b = timed.get(i);
            assertThat((double) (ts.get(b) - ts.get(a))).as("frames %d and %d", a, b)
                    .isCloseTo((agt.get(b) - agt.get(a)) * 1e6, within(1.5));
        }
        JsonNode trace = new ObjectMapper().readTree(out.toFile());
        assertThat(trace.get("metadata").get("netreplay-clock").asText()).startsWith("wall clock: the server's agt");
        // a frame slice lasts the frame's tmst cpu time (its work) when that is shorter than the frame
        Map<Integer, Double> cpu = new TreeMap<>();
        SampleSession.lines().stream().filter(l -> l.file().contains("pmserver") && l.tagged() && l.typeId() == 44
                && l.text().startsWith("tmst cpu:[")).forEach(l -> cpu.putIfAbsent(l.frame(),
                Double.parseDouble(l.text().replaceAll("^tmst cpu:\\[\\s*([0-9.]+)\\].*$", "$1"))));
        JsonNode slice = all.stream().filter(e -> e.get("ph").asText().equals("X") && e.get("pid").asInt() == serverPid
                && e.get("name").asText().equals("frame 300")).findFirst().orElseThrow();
        assertThat(cpu).containsKey(300);
        assertThat(slice.get("dur").asLong()).isEqualTo(Math.min(Math.round(cpu.get(300) * 1000),
                ts.get(301) - ts.get(300)));
        assertThat(slice.get("args").get("tmst cpu ms").asDouble()).isCloseTo(cpu.get(300), within(1e-3));
        // client 1's corrections rebuilt from its log: one per dif it applied
        long applied = SampleSession.count(l -> l.tagged() && l.file().contains("pmclient1")
                && l.text().contains("Apply dif [") && l.text().contains("] [applied]"));
        assertThat(count(all, e -> e.get("ph").asText().equals("i") && e.get("pid").asInt() == clientPid
                && e.get("name").asText().startsWith("correction "))).isEqualTo(applied);
        assertThat(count(all, e -> e.get("ph").asText().equals("C") && e.get("pid").asInt() == clientPid
                && e.get("name").asText().equals("correction px"))).isEqualTo(applied);
        // everything compared matched; client 2 (no log in the folder) was rebuilt from the server's log
        assertThat(trace.get("metadata").get("netreplay-rebuild").asText()).startsWith("Verified: all ")
                .contains(" numbers compared with the logs match").contains("client 2 rebuilt from the server's log");
        // the desync analysis proved the session from that rebuild: in sync
        assertThat(trace.get("metadata").get("netreplay-desync").asText()).startsWith("in sync: ")
                .contains("client 2");
        // counters from the logs and from the status CSVs
        assertThat(all).anyMatch(e -> e.get("ph").asText().equals("C") && e.get("name").asText().equals("stak.dsync p1"));
        assertThat(all).anyMatch(e -> e.get("ph").asText().equals("C") && e.get("name").asText().equals("status.rcor p1"));
    }

    @Test
    void theReportCarriesEveryCorrectionOfTheRebuiltNetgameAndTheMatchedOnesAreInTheStatusRows() throws Exception {
        Path html = dir.resolve("r.html");
        Path json = dir.resolve("r.json");
        CliRun run = CliRun.of("export", "report", SampleSession.folder().toString(), "--html", html.toString(),
                "--json", json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("rebuilt netgame: ");
        JsonNode rebuild = new ObjectMapper().readTree(json.toFile()).get("rebuild");
        assertThat(rebuild.get("verified").asBoolean()).isTrue();
        assertThat(rebuild.get("recording").asText()).endsWith("autosave on level quit.gm");
        long applied = SampleSession.count(l -> l.tagged() && l.file().contains("pmclient1")
                && l.text().contains("Apply dif [") && l.text().contains("] [applied]"));
        long client2Staks = SampleSession.count(l -> l.tagged() && l.typeId() == 33 && l.file().contains("pmserver")
                && l.text().startsWith("rx stak p:2 "));
        // client 1's corrections: one per dif its log says it applied; client 2's (no log): one per stak of it in
        // the server's log but those sent again after a reject
        assertThat(rebuild.get("corrections").size()).isBetween((int) applied + 1, (int) (applied + client2Staks));
        List<double[]> statusRows = new ArrayList<>();
        try (var list = java.nio.file.Files.list(SampleSession.folder().resolve("server/status"))) {
            for (Path file : list.toList()) {
                for (String line : java.nio.file.Files.readAllLines(file)) {
                    String[] c = line.split(",");
                    if (c.length == 14 && c[2].trim().equals("1")) {
                        statusRows.add(new double[] {Double.parseDouble(c[8].trim()), Double.parseDouble(c[9].trim())});
                    }
                }
            }
        }
        int matched = 0;
        for (JsonNode c : rebuild.get("corrections")) {
            assertThat(c.get("peer").asInt()).isIn(1, 2);
            if (c.get("peer").asInt() == 1 && c.get("proof").asText().equals("matched")) {
                matched++;
                double lcor = c.get("lcor").asDouble();
                double rcor = c.get("rcor").asDouble();
                // the status CSV prints %3.1f: a matched correction is within half a tenth of a row's numbers
                assertThat(statusRows).as("frame %d", c.get("frame").asInt()).anyMatch(r ->
                        Math.abs(r[0] - lcor) <= 0.0501 && Math.abs(r[1] - rcor) <= 0.0501);
            }
        }
        assertThat(matched).isPositive();
        String page = java.nio.file.Files.readString(html);
        assertThat(page).contains("<h2>Real netgame rebuilt from its logs</h2>")
                .contains(" numbers compared with the logs match")
                .contains("client 2 rebuilt from the server&#39;s log")
                .contains("<td>client 1</td><td class=\"n\">" + applied + "</td>");
    }

    @Test
    void aMissingSessionIsBadInputNamingThePath() {
        CliRun run = CliRun.of("export", "perfetto", dir.resolve("nowhere").toString(), "--out",
                dir.resolve("t.json").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("nowhere");
    }

    /** @return the server's earliest agt per frame, read here from its net CSVs (files in the time of their names) */
    static Map<Integer, Double> serverAgtByFrame() throws java.io.IOException {
        List<Path> files;
        try (var list = java.nio.file.Files.list(SampleSession.folder().resolve("server/net"))) {
            files = list.sorted(java.util.Comparator.comparing((Path p) -> p.getFileName().toString()
                    .replaceAll("\\.(\\d+)\\.csv$", ""))
                    .thenComparingInt(p -> Integer.parseInt(p.getFileName().toString()
                            .replaceAll("^.*\\.(\\d+)\\.csv$", "$1")))).toList();
        }
        Map<Integer, Double> first = new TreeMap<>();
        for (Path file : files) {
            for (String line : java.nio.file.Files.readAllLines(file, java.nio.charset.StandardCharsets.ISO_8859_1)) {
                String[] c = line.split(",", 8);
                if (c.length == 8 && c[5].equals("0")) {
                    first.merge(Integer.parseInt(c[4]), Double.parseDouble(c[3]), Math::min);
                }
            }
        }
        return first;
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

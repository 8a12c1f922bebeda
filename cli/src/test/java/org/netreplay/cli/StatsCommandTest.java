package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

/** Runs {@code netreplay stats} and checks its counts against a plain regex pass written here. */
class StatsCommandTest {
    private static final Pattern PREFIX = Pattern.compile("^\\[\\s*(\\d+)\\]\\[(-?\\d+)\\]\\[(-?\\d+)\\](.*)$");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream oldOut;
    private PrintStream oldErr;

    @BeforeEach
    void capture() {
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(oldOut);
        System.setErr(oldErr);
    }

    /** Expected counts from a simple pass: lines split on LF, the prefix regex, type 0..99 and player 0..7. */
    private record Expected(long lines, long untagged, Map<String, Long> types, TreeSet<Integer> players,
                            int firstFrame, int lastFrame) {
        static Expected of(Path file) throws Exception {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            long untagged = 0;
            Map<String, Long> types = new TreeMap<>();
            TreeSet<Integer> players = new TreeSet<>();
            int first = Integer.MAX_VALUE;
            int last = Integer.MIN_VALUE;
            for (String line : lines) {
                Matcher m = PREFIX.matcher(line);
                int type = m.matches() ? Integer.parseInt(m.group(1)) : -1;
                int player = m.matches() ? Integer.parseInt(m.group(2)) : -1;
                if (type < 0 || type > 99 || player < 0 || player > 7) {
                    untagged++;
                    continue;
                }
                int frame = Integer.parseInt(m.group(3));
                types.merge(String.valueOf(type), 1L, Long::sum);
                players.add(player);
                first = Math.min(first, frame);
                last = Math.max(last, frame);
            }
            return new Expected(lines.size(), untagged, types, players, first, last);
        }
    }

    private static Path level3(String folder) {
        return TestData.realNetgameLog(folder);
    }

    @Test
    void jsonCountsMatchAnIndependentPassOverTheRealLogs() throws Exception {
        Path server = level3("server");
        Path client = level3("client1");
        int exit = NetreplayCli.run("stats", "--json", server.toString(), client.toString());
        assertThat(exit).isZero();
        JsonNode root = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertThat(root.get("files")).hasSize(2);
        for (int i = 0; i < 2; i++) {
            Path file = i == 0 ? server : client;
            JsonNode f = root.get("files").get(i);
            Expected e = Expected.of(file);
            assertThat(f.get("path").asText()).isEqualTo(file.toString());
            assertThat(f.get("lines").asLong()).isEqualTo(e.lines());
            assertThat(f.get("untagged").asLong()).isEqualTo(e.untagged());
            Map<String, Long> types = new TreeMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = f.get("types").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> t = it.next();
                types.put(t.getKey(), t.getValue().asLong());
            }
            assertThat(types).isEqualTo(e.types());
            TreeSet<Integer> players = new TreeSet<>();
            f.get("players").forEach(p -> players.add(p.asInt()));
            assertThat(players).isEqualTo(e.players());
            assertThat(f.get("firstFrame").asInt()).isEqualTo(e.firstFrame());
            assertThat(f.get("lastFrame").asInt()).isEqualTo(e.lastFrame());
        }
    }

    @Test
    void aFolderMeansTheTextLogsInIt() throws Exception {
        Files.writeString(dir.resolve("a.txt"), "[10][0][3]a\n[44][2][5]b\n");
        Files.writeString(dir.resolve("b.txt"), "[35][1][7]c\nplain\n\n");
        Files.createDirectories(dir.resolve("net"));
        Files.writeString(dir.resolve("net/20261121-053150.558.csv"), "10,0,2026-11-21T05:31:42,0.4,0,0,0,x\n");
        int exit = NetreplayCli.run("stats", "--json", dir.toString());
        assertThat(exit).isZero();
        JsonNode files = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8)).get("files");
        TreeMap<String, Long> linesByName = new TreeMap<>();
        files.forEach(f -> linesByName.put(Path.of(f.get("path").asText()).getFileName().toString(),
                f.get("lines").asLong()));
        assertThat(linesByName).containsExactly(Map.entry("a.txt", 2L), Map.entry("b.txt", 3L));
    }

    @Test
    void serverLogHasItsBlankLinesCountedAsUntagged() throws Exception {
        Path server = level3("server");
        long blank = Files.readAllLines(server).stream().filter(String::isEmpty).count();
        NetreplayCli.run("stats", "--json", server.toString());
        JsonNode f = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8)).get("files").get(0);
        assertThat(blank).isPositive();
        assertThat(f.get("untagged").asLong()).isEqualTo(blank);
    }

    @Test
    void aMissingFileIsNamedOnStderrAndTheOthersAreStillCounted() throws Exception {
        Path ok = Files.writeString(dir.resolve("ok.txt"), "[10][0][3]a\n[44][2][5]b\nplain\n");
        Path missing = dir.resolve("missing.txt");
        int exit = NetreplayCli.run("stats", "--json", missing.toString(), ok.toString());
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("missing.txt");
        JsonNode files = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8)).get("files");
        assertThat(files).hasSize(1);
        Expected e = Expected.of(ok);
        assertThat(files.get(0).get("lines").asLong()).isEqualTo(e.lines());
        assertThat(files.get(0).get("untagged").asLong()).isEqualTo(e.untagged());
        assertThat(files.get(0).get("players").toString()).isEqualTo("[0,2]");
    }

    @Test
    void textOutputListsLinesTypesAndFrames() throws Exception {
        Path ok = Files.writeString(dir.resolve("ok.txt"), "[10][0][3]a\n[44][0][5]b\n\n");
        int exit = NetreplayCli.run("stats", ok.toString());
        assertThat(exit).isZero();
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).contains(ok.toString()).containsPattern("lines:\\s+3").containsPattern("untagged:\\s+1")
                .containsPattern("frames:\\s+3 \\.\\. 5").containsPattern("44 LOG_TMR\\s+1");
    }
}

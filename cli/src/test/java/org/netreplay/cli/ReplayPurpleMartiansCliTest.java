package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.netreplay.testdata.TestData;

/**
 * The {@code replay} command against the real game's own replays (test-data/pm-golden): {@code netreplay replay
 * --moves F.gm --trace OUT.csv --json} with the default game (purple-martians) writes exactly the golden
 * {@code <demo>.csv.gz} rows (same header, columns and number formats, frame 0 to the last frame, one row per active
 * player) and prints the golden outcome from summary.json.
 */
class ReplayPurpleMartiansCliTest {
    private static final JsonNode SUMMARY = summary();

    private static JsonNode summary() {
        try {
            return new ObjectMapper().readTree(TestData.golden("summary.json").toFile());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> gunzipLines(Path f) throws IOException {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(f)),
                StandardCharsets.US_ASCII))) {
            List<String> out = new ArrayList<>();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.add(line);
            }
            return out;
        }
    }

    /** A single player, deaths and respawns (lev037), eight players (TAS). */
    @ParameterizedTest
    @ValueSource(strings = {"lev003", "lev037", "TAS/lev041-8P-35"})
    void traceAndJsonEqualTheRealGamesDump(String demo, @TempDir Path dir) throws Exception {
        Path trace = dir.resolve("out.csv");
        CliRun run = CliRun.of("replay", "--moves", TestData.demo(demo).toString(),
                "--trace", trace.toString(), "--json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> golden = gunzipLines(TestData.golden(demo + ".csv.gz"));
        List<String> ours = Files.readAllLines(trace, StandardCharsets.US_ASCII);
        assertThat(ours.get(0)).isEqualTo(golden.get(0)).startsWith("frame,player,x,y,xbits,ybits,").endsWith(",crc");
        assertThat(ours).hasSameSizeAs(golden);
        for (int i = 0; i < golden.size(); i++) {
            assertThat(ours.get(i)).as(demo + " trace line " + (i + 1)).isEqualTo(golden.get(i));
        }
        JsonNode e = SUMMARY.get("demos").get(demo);
        JsonNode out = new ObjectMapper().readTree(run.out());
        assertThat(out.toString()).isEqualTo("{\"game\":\"purple-martians\",\"level\":" + e.get("level").asInt()
                + ",\"lastFrame\":" + e.get("last_frame_dumped").asInt() + ",\"completed\":true,\"levelDoneFrame\":"
                + e.get("levelDoneFrame").asInt() + ",\"finalChecksum\":\"" + e.get("final_crc").asText() + "\"}");
    }

    /** An explicit level file and game, stopped early with --to: not completed, levelDoneFrame null. */
    @Test
    void explicitLevelGameAndToFrame(@TempDir Path dir) throws Exception {
        Path trace = dir.resolve("out.csv");
        CliRun run = CliRun.of("replay", "--moves", TestData.demo("lev003").toString(), "--level",
                TestData.level(3).toString(), "--game", "purple-martians", "--to", "500",
                "--trace", trace.toString(), "--json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> golden = gunzipLines(TestData.golden("lev003.csv.gz"));
        List<String> ours = Files.readAllLines(trace, StandardCharsets.US_ASCII);
        assertThat(ours).hasSize(1 + 501).isEqualTo(golden.subList(0, 1 + 501));
        JsonNode out = new ObjectMapper().readTree(run.out());
        assertThat(out.get("lastFrame").asInt()).isEqualTo(500);
        assertThat(out.get("completed").asBoolean()).isFalse();
        assertThat(out.get("levelDoneFrame").isNull()).isTrue();
        String row500 = golden.get(501);
        assertThat(row500).startsWith("500,0,");
        assertThat(out.get("finalChecksum").asText()).isEqualTo(row500.substring(row500.lastIndexOf(',') + 1));
    }

    @Test
    void textOutputNamesTheGameAndLevelDone() {
        JsonNode e = SUMMARY.get("demos").get("lev003");
        CliRun run = CliRun.of("replay", "--moves", TestData.demo("lev003").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("game:           purple-martians")
                .contains("final frame:    " + e.get("last_frame_dumped").asInt())
                .contains("level done:     frame " + e.get("levelDoneFrame").asInt())
                .contains("final checksum: 0x" + e.get("final_crc").asText());
    }

    /** replay's checksum log is the clean-load run that desync replays: a recording is in sync with its own log. */
    @Test
    void checksumLogIsInSyncWithDesync(@TempDir Path dir) throws Exception {
        String gm = TestData.demo("lev037").toString();
        Path log = dir.resolve("lev037.csv");
        CliRun run = CliRun.of("replay", "--moves", gm, "--checksum-log", log.toString(), "--every", "50");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readAllLines(log).get(1)).startsWith("0,0x");
        CliRun desync = CliRun.of("desync", gm, log.toString());
        assertThat(desync.exitCode()).as(desync.out() + desync.err()).isZero();
        Files.writeString(log, Files.readString(log).replaceFirst("\n300,0x[0-9a-f]{8}", "\n300,0x00000001"));
        assertThat(CliRun.of("desync", gm, log.toString()).exitCode()).isEqualTo(1);
    }

    @Test
    void badInputForTheRealGameExitsTwo(@TempDir Path dir) {
        String gm = TestData.demo("lev003").toString();
        CliRun noLevel = CliRun.of("replay", "--moves", gm, "--levels", dir.toString());
        assertThat(noLevel.exitCode()).isEqualTo(2);
        assertThat(noLevel.err()).contains("no level003.pml in " + dir);
        CliRun traceRef = CliRun.of("replay", "--moves", gm, "--game", "pm-reference", "--trace",
                dir.resolve("t.csv").toString());
        assertThat(traceRef.exitCode()).isEqualTo(2);
        assertThat(traceRef.err()).contains("--trace").contains("purple-martians");
        CliRun tooFar = CliRun.of("replay", "--moves", gm, "--to", "2000000000");
        assertThat(tooFar.exitCode()).isEqualTo(3);
    }

    @Test
    void helpLabelsTheReferenceGameAsTheEnginesTestGame() {
        for (String command : new String[] {"replay", "desync"}) {
            String help = CliRun.of(command, "--help").out().replaceAll("\\s+", "");
            assertThat(help).as(command).contains("pm-reference(theengine'ssmalltestgame")
                    .contains("purple-martians(thereal game'ssimulation".replace(" ", ""));
        }
    }
}

package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GmInfoCommandTest {
    private static final Path LEV002 = CliRun.root().resolve("sample-logs/demos/lev002.gm");

    @Test
    void jsonFollowsTheContractShape() throws Exception {
        CliRun run = CliRun.of("gm-info", "--json", LEV002.toString());
        assertThat(run.exitCode()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("level").asInt()).isEqualTo(2);
        assertThat(json.get("lastFrame").asInt()).isEqualTo(3756);
        assertThat(json.get("entries").asInt()).isEqualTo(601);
        assertThat(json.get("players")).hasSize(1);
        assertThat(json.get("players").get(0).asInt()).isZero();
        assertThat(json.get("joins").get(0).get("name").asText()).isEqualTo("Player 0");
        assertThat(json.get("joins").get(0).get("colour").asInt()).isEqualTo(8);
        // independent count of the raw type column
        List<String> lines = Files.readAllLines(LEV002, StandardCharsets.ISO_8859_1);
        long moveRows = lines.stream().filter(l -> l.matches("\\d+,5,.*")).count();
        assertThat(json.get("types").get("5").asLong()).isEqualTo(moveRows);
        assertThat(json.get("types").get("1").asInt()).isEqualTo(1);
        assertThat(json.get("types").get("9").asInt()).isEqualTo(1);
        assertThat(json.get("types").get("8390656")).isNull();
    }

    @Test
    void textListsHeaderAndEightPlayersOfATasFile() {
        CliRun run = CliRun.of("gm-info", CliRun.root().resolve("sample-logs/demos/TAS/lev006-8P-37.gm").toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("LEVEL:", "players:     8", "PLAYER_MOVE", "name \"Player 7\"",
                "line ending: CRLF");
    }

    @Test
    void malformedFileExitsTwoNamingFileAndLine(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.gm");
        Files.writeString(bad, "PMSAVEGAME\nLEVEL:2\nGAMEMOVE_NUM_ENTRIES:2\nGAMEMOVE_DATA_START:\n1,9,0,5\n2,x\n");
        CliRun run = CliRun.of("gm-info", bad.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("bad.gm:6:").contains("frame,type,data1,data2");
        assertThat(run.out()).isEmpty();
        CliRun missing = CliRun.of("gm-info", dir.resolve("none.gm").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("none.gm");
    }
}

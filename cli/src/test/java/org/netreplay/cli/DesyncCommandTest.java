package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

class DesyncCommandTest {
    private static final Path TAS = CliRun.root().resolve("sample-logs/demos/TAS/lev006-8P-37.gm");

    /** Runs {@code command} with {@code --game pm-reference}: these tests check the engine with its small test game. */
    private static CliRun reference(String command, String... args) {
        String[] all = new String[args.length + 3];
        all[0] = command;
        all[1] = "--game";
        all[2] = "pm-reference";
        System.arraycopy(args, 0, all, 3, args.length);
        return CliRun.of(all);
    }

    /** Copies the TAS file, changing the comp_move of the first MOVE row of player 2 at or after frame 500. */
    static int writeChangedCopy(Path target) throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(TAS, StandardCharsets.ISO_8859_1));
        for (int i = 0; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",");
            if (f.length == 4 && f[1].equals("5") && f[2].equals("2") && Integer.parseInt(f[0]) >= 500) {
                lines.set(i, f[0] + ",5,2," + (Integer.parseInt(f[3]) ^ GameMove.RIGHT));
                Files.write(target, lines, StandardCharsets.ISO_8859_1);
                return Integer.parseInt(f[0]);
            }
        }
        throw new AssertionError("no move found");
    }

    @Test
    void sameRecordingTwiceIsInSync() {
        CliRun run = reference("desync", TAS.toString(), TAS.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("in sync:");
    }

    @Test
    void changedMoveIsADesyncOnItsFrameNamingThePlayer(@TempDir Path dir) throws Exception {
        Path changed = dir.resolve("client.gm");
        int frame = writeChangedCopy(changed);
        CliRun text = reference("desync", TAS.toString(), changed.toString());
        assertThat(text.exitCode()).as(text.err()).isEqualTo(1);
        assertThat(text.out()).contains("desync at frame " + frame).contains("player[2].");
        CliRun json = reference("desync", "--json", TAS.toString(), changed.toString());
        assertThat(json.exitCode()).isEqualTo(1);
        JsonNode report = new ObjectMapper().readTree(json.out());
        assertThat(report.get("inSync").asBoolean()).isFalse();
        assertThat(report.get("firstDivergentFrame").asInt()).isEqualTo(frame);
        assertThat(report.get("fields").get(0).has("unit")).isTrue();
        assertThat(report.get("moveDifferences")).hasSize(2);
    }

    /** The default game, purple-martians: the real game's simulation, its state fields named as the game's. */
    @Test
    void theRealGameIsTheDefault(@TempDir Path dir) throws Exception {
        CliRun same = CliRun.of("desync", TAS.toString(), TAS.toString());
        assertThat(same.exitCode()).as(same.out() + same.err()).isZero();
        Path changed = dir.resolve("client.gm");
        int frame = writeChangedCopy(changed);
        CliRun json = CliRun.of("desync", "--json", TAS.toString(), changed.toString());
        assertThat(json.exitCode()).as(json.err()).isEqualTo(1);
        JsonNode report = new ObjectMapper().readTree(json.out());
        assertThat(report.get("firstDivergentFrame").asInt()).isBetween(frame, frame + 1);
        assertThat(report.get("fields").toString()).contains("\"entity\":\"syn\"").contains("\"index\":2");
    }

    @Test
    void recordingAgainstAChecksumLog(@TempDir Path dir) throws Exception {
        // the log comes from the game stepped by hand, every 50th frame, as a client would log it
        List<GameMove> moves = GmReader.read(TAS).moves();
        GameSimulation sim = Games.find("pm-reference")
                .start(new GameSetup(6, CliRun.root().resolve("sample-logs/levels/level006.pml"), 0));
        MoveTimeline timeline = new MoveTimeline(moves);
        StringBuilder log = new StringBuilder("# frame,checksum\n");
        while (sim.frame() < 1000) {
            sim.advance(timeline.movesAt(sim.frame() + 1));
            if (sim.frame() % 50 == 0) {
                log.append(sim.frame()).append(',').append(String.format("0x%08x", sim.checksum())).append('\n');
            }
        }
        Path good = dir.resolve("good.csv");
        Files.writeString(good, log);
        CliRun ok = reference("desync", TAS.toString(), good.toString());
        assertThat(ok.exitCode()).as(ok.err()).isZero();
        Path bad = dir.resolve("bad.csv");
        Files.writeString(bad, log.toString().replaceFirst("\n300,0x[0-9a-f]{8}", "\n300,0x00000001"));
        CliRun desync = reference("desync", "--json", TAS.toString(), bad.toString());
        assertThat(desync.exitCode()).isEqualTo(1);
        assertThat(new ObjectMapper().readTree(desync.out()).get("firstDivergentFrame").asInt()).isEqualTo(300);
        assertThat(new ObjectMapper().readTree(desync.out()).get("lastMatchingFrame").asInt()).isEqualTo(250);
    }

    @Test
    void badInputExitsTwo(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("log.txt");
        Files.writeString(log, "0,0x1\nnot a line\n");
        CliRun badLog = reference("desync", TAS.toString(), log.toString());
        assertThat(badLog.exitCode()).isEqualTo(2);
        assertThat(badLog.err()).contains("log.txt:2:");
        Files.writeString(log, "# nothing logged\n");
        CliRun emptyLog = reference("desync", TAS.toString(), log.toString());
        assertThat(emptyLog.exitCode()).isEqualTo(2);
        assertThat(emptyLog.err()).contains("log.txt: expected frame,checksum lines but found none");
        CliRun missing = reference("desync", TAS.toString(), dir.resolve("nope.gm").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("nope.gm");
    }
}

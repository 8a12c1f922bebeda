package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

class ReplayCommandTest {
    private static final Path LEV002 = CliRun.root().resolve("sample-logs/demos/lev002.gm");
    private static final Path LEVEL002 = CliRun.root().resolve("sample-logs/levels/level002.pml");

    /** Runs {@code command} with {@code --game pm-reference}: these tests check the engine with its small test game. */
    private static CliRun reference(String command, String... args) {
        String[] all = new String[args.length + 3];
        all[0] = command;
        all[1] = "--game";
        all[2] = "pm-reference";
        System.arraycopy(args, 0, all, 3, args.length);
        return CliRun.of(all);
    }

    @Test
    void printsFinalFrameAndTheSameChecksumOnEveryRun() throws Exception {
        CliRun first = reference("replay", "--level", "2", "--moves", LEV002.toString(), "--to", "800");
        CliRun second = reference("replay", "--level", LEVEL002.toString(), "--moves", LEV002.toString(),
                "--to", "800");
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(first.out()).contains("final frame:    800").contains("frames/s:").contains("level002.pml");
        String checksumLine = first.out().lines().filter(l -> l.startsWith("final checksum:")).findFirst()
                .orElseThrow();
        assertThat(second.out()).contains(checksumLine);
        // independent: the game itself, stepped by hand
        List<GameMove> moves = GmReader.read(LEV002).moves();
        GameSimulation sim = Games.find("pm-reference").start(new GameSetup(2, LEVEL002, 0));
        MoveTimeline timeline = new MoveTimeline(moves);
        while (sim.frame() < 800) {
            sim.advance(timeline.movesAt(sim.frame() + 1));
        }
        assertThat(checksumLine).isEqualTo(String.format("final checksum: 0x%08x", sim.checksum()));
    }

    @Test
    void checksumLogFromReplayIsInSyncWithTheSameRecordingAndNotWithAnother(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("lev002.csv");
        CliRun run = reference("replay", "--level", "2", "--moves", LEV002.toString(), "--to", "600",
                "--checksum-log", log.toString(), "--every", "25");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> lines = Files.readAllLines(log);
        assertThat(lines).hasSize(1 + 25);
        assertThat(lines.get(1)).startsWith("0,0x");
        assertThat(lines.get(25)).startsWith("600,0x");
        assertThat(reference("desync", LEV002.toString(), log.toString()).exitCode()).isZero();
        // the same log against level 3's demo: a different level and different moves
        CliRun other = reference("desync", "--level", "2", CliRun.root().resolve("sample-logs/demos/lev003.gm")
                .toString(), log.toString());
        assertThat(other.exitCode()).as(other.err()).isEqualTo(1);
        assertThat(reference("replay", "--level", "2", "--moves", LEV002.toString(), "--every", "0").err())
                .contains("--every (0) must be >= 1");
    }

    @Test
    void missingLevelFileFallsBackToTheBuiltInMapWithAWarning(@TempDir Path dir) {
        CliRun run = reference("replay", "--level", "2", "--levels", dir.toString(), "--moves", LEV002.toString(),
                "--to", "50");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).contains("warning: no level002.pml in " + dir);
        assertThat(run.out()).contains("level:          2 (built-in map)");
    }

    @Test
    void defaultTargetIsLastFrame() {
        CliRun run = reference("replay", "--level", "2", "--moves", LEV002.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("final frame:    3756");
    }

    @Test
    void badInputExitsTwoWithAClearMessage(@TempDir Path dir) throws Exception {
        CliRun badLevel = reference("replay", "--level", "abc", "--moves", LEV002.toString());
        assertThat(badLevel.exitCode()).isEqualTo(2);
        assertThat(badLevel.err()).contains("level (abc)");
        CliRun missingLevel = reference("replay", "--level", dir.resolve("level009.pml").toString(), "--moves",
                LEV002.toString());
        assertThat(missingLevel.exitCode()).isEqualTo(2);
        assertThat(missingLevel.err()).contains("level009.pml").contains("does not exist");
        Path bad = dir.resolve("broken.gm");
        Files.writeString(bad,
                "PMSAVEGAME\r\nLEVEL:2\r\nGAMEMOVE_NUM_ENTRIES:3\r\nGAMEMOVE_DATA_START:\r\n1,9,0,5\r\n");
        CliRun badMoves = reference("replay", "--level", "2", "--moves", bad.toString());
        assertThat(badMoves.exitCode()).isEqualTo(2);
        assertThat(badMoves.err()).contains("broken.gm:3:").contains("3 rows cannot fit");
        CliRun noGame = CliRun.of("replay", "--level", "2", "--moves", LEV002.toString(), "--game", "nope");
        assertThat(noGame.exitCode()).isEqualTo(2);
        assertThat(noGame.err()).contains("game (nope) not found");
    }
}

package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hostile inputs through the CLI: a clear one-line message, a documented exit code, no stack trace. */
class HostileInputCliTest {
    private static final String HEAD = "PMSAVEGAME\nMUID:AAAA\nVERSION:3\nLEVEL:2\n";

    private static void assertClean(CliRun r, int code) {
        assertThat(r.exitCode()).as(r.err()).isEqualTo(code);
        assertThat(r.err()).doesNotContain("\tat ").doesNotContain("Exception in thread")
                .doesNotContain("java.lang.").doesNotContain("java.nio.");
        assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
    }

    @Test
    void hugeLastFrameIsALimitNotAnOutOfMemory(@TempDir Path dir) throws IOException {
        Path gm = dir.resolve("huge.gm");
        Files.writeString(gm, HEAD + "LAST_FRAME:2147483647\nGAMEMOVE_NUM_ENTRIES:1\nGAMEMOVE_DATA_START:\n1,5,0,1\n");
        for (String cmd : new String[] {"gm-info", "replay", "desync"}) {
            CliRun r = cmd.equals("gm-info") ? CliRun.of(cmd, gm.toString())
                    : cmd.equals("replay") ? CliRun.of(cmd, "--level", "2", "--moves", gm.toString())
                    : CliRun.of(cmd, gm.toString(), gm.toString());
            assertClean(r, ExitCodes.LIMIT);
            assertThat(r.err()).contains("huge.gm:5:").contains("gm.maxFrame");
        }
    }

    @Test
    void hugeEntryCountIsALimit(@TempDir Path dir) throws IOException {
        Path gm = dir.resolve("n.gm");
        Files.writeString(gm, HEAD + "LAST_FRAME:1\nGAMEMOVE_NUM_ENTRIES:2147483647\nGAMEMOVE_DATA_START:\n1,5,0,1\n");
        CliRun r = CliRun.of("gm-info", gm.toString());
        assertClean(r, ExitCodes.LIMIT);
        assertThat(r.err()).contains("gm.maxEntries");
    }

    @Test
    void missingFilesAndDirectoriesNameTheirSubject(@TempDir Path dir) {
        CliRun missing = CliRun.of("gm-info", "/nonexistent.gm");
        assertClean(missing, ExitCodes.BAD_INPUT);
        assertThat(missing.err()).contains("/nonexistent.gm: file not found");
        CliRun folder = CliRun.of("gm-info", dir.toString());
        assertClean(folder, ExitCodes.BAD_INPUT);
        assertThat(folder.err()).contains(dir.toString()).contains("directory");
    }

    @Test
    void aClassNameAsGameIdIsAnUnknownGameAndTheClassIsNeverLoaded(@TempDir Path dir) throws IOException {
        String probe = "org.netreplay.cli.StaticInitProbe";
        assertThat(HostileInputCliTest.class.getResource("StaticInitProbe.class")).as("the probe is on the class path")
                .isNotNull();
        Path gm = dir.resolve("ok.gm");
        Files.writeString(gm, HEAD + "LAST_FRAME:1\nGAMEMOVE_NUM_ENTRIES:1\nGAMEMOVE_DATA_START:\n1,5,0,1\n");
        CliRun game = CliRun.of("replay", "--level", "2", "--moves", gm.toString(), "--game", probe);
        assertClean(game, ExitCodes.BAD_INPUT);
        assertThat(game.err()).contains("game (" + probe + ") not found");
        assertThat(System.getProperty(StaticInitProbe.PROPERTY)).as("the probe's static initialiser ran").isNull();
    }

    @Test
    void controlCharactersFromAFileAreEscaped(@TempDir Path dir) throws IOException {
        Path gm = dir.resolve("esc.gm");
        Files.writeString(gm, "PMSAVEGAME\nMUID:\033]0;pwned\007\033[2J\nVERSION:3\nLEVEL:2\nLAST_FRAME:1\n"
                + "GAMEMOVE_NUM_ENTRIES:1\nGAMEMOVE_DATA_START:\n1,5,0,1\n", StandardCharsets.ISO_8859_1);
        CliRun r = CliRun.of("gm-info", gm.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).doesNotContain("\033").doesNotContain("\007").contains("\\x1b]0;pwned\\x07\\x1b[2J");
    }

    @Test
    void helpListsTheExitCodes() {
        CliRun r = CliRun.of("--help");
        assertThat(r.out()).contains("Exit codes: 0 success, 1 desync found, 2 bad input").contains("3 over a");
        assertThat(r.out()).as("--help lists the viewer's options").contains("Viewer: netreplay")
                .contains("--frame N").contains("--side-by-side");
        assertThat(CliRun.of("replay", "--help").out()).contains("Exit codes:");
    }
}

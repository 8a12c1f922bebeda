package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Stats drops nothing silently — odd files are read as streams or refused, skips are listed. */
class StatsOddInputTest {
    @Test
    void aFileThatReportsSizeZeroIsReadAsAStream() throws IOException {
        Path proc = Path.of("/proc/self/status");
        long expected;
        try (var lines = Files.lines(proc)) {
            expected = lines.count();
        }
        CliRun r = CliRun.of("stats", "--json", proc.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("\"lines\":" + expected).contains("\"path\":\"/proc/self/status\"");
    }

    @Test
    void aFifoIsRefusedWithoutBlocking(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mk.waitFor()).isZero();
        CliRun r = CliRun.of("stats", fifo.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.err()).contains("Not a regular file").contains(fifo.toString());
    }

    @Test
    void skippedFilesAndEmptyFoldersAreSaid(@TempDir Path dir) throws IOException {
        Path deep = dir.resolve("a/b/c/d/e/f");
        Files.createDirectories(deep);
        Files.writeString(deep.resolve("deep.txt"), "[10][0][1]deep\n");
        Files.writeString(dir.resolve("notes"), "hello\n");
        Files.writeString(dir.resolve("game.txt"), "[10][0][1]x\n");
        CliRun r = CliRun.of("stats", dir.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).contains("skipped " + dir.resolve("a/b/c/d/e/f")).contains("more than 5 folders")
                .contains("skipped " + dir.resolve("notes")).contains("no [type][player][frame] prefix");
        Path empty = dir.resolve("empty");
        Files.createDirectories(empty);
        CliRun e = CliRun.of("stats", empty.toString());
        assertThat(e.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(e.err()).contains("no text logs in this folder (it is empty)");
        CliRun blank = CliRun.of("stats", "");
        assertThat(blank.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(blank.err()).contains("empty path");
    }
}

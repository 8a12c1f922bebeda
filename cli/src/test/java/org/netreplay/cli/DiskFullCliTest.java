package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

/**
 * A full disk: every writing command on a 64 KiB tmpfs fails naming the file and the cause, and leaves nothing
 * (no truncated file, no temporary file, no half session folder; an older file of the same name is unchanged).
 * Needs a Linux machine that lets this user mount a tmpfs (root in CI); elsewhere it is skipped, saying why.
 */
class DiskFullCliTest {
    @TempDir
    Path tmp;
    private Path full;

    @BeforeEach
    void mountSmallTmpfs() throws Exception {
        full = Files.createDirectories(tmp.resolve("full"));
        String why;
        try {
            Process p = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", full.toString())
                    .redirectErrorStream(true).start();
            boolean done = p.waitFor(30, TimeUnit.SECONDS);
            String out = new String(p.getInputStream().readAllBytes()).trim();
            why = !done ? "mount did not finish" : p.exitValue() != 0 ? "mount -t tmpfs failed: " + out : null;
        } catch (IOException e) {
            why = "no mount command: " + e.getMessage();
        }
        Assumptions.assumeTrue(why == null, "a small tmpfs is needed to fill a disk (" + why + ")");
    }

    @AfterEach
    void unmount() throws Exception {
        if (full != null) {
            new ProcessBuilder("umount", full.toString()).start().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void perfettoOnAFullDiskNamesTheFileAndLeavesNothing() throws IOException {
        Path out = full.resolve("p.json");
        CliRun run = CliRun.of("export", "perfetto", session("sim-stress-8p"), "--out", out.toString());
        assertDiskFull(run, out);
    }

    @Test
    void reportOnAFullDiskKeepsTheOlderFiles() throws IOException {
        Path json = Files.writeString(full.resolve("r.json"), "older report");
        Path html = full.resolve("r.html");
        CliRun run = CliRun.of("export", "report", session("sim-fault-corrupt-dif"), "--html", html.toString(),
                "--json", json.toString(), "--window", "200");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("no space left on device");
        assertThat(json).hasContent("older report");
        assertThat(html).doesNotExist();
        assertThat(names()).containsExactly("r.json");
    }

    @Test
    void replayTraceOnAFullDiskNamesTheFileAndLeavesNothing() throws IOException {
        Path out = full.resolve("t.csv");
        Path gm = OutputSafetyCliTest.only(TestData.sampleLogs().resolve("sessions/sim-clean-2p/server"), ".gm");
        CliRun run = CliRun.of("replay", "--moves", gm.toString(), "--trace", out.toString());
        assertDiskFull(run, out);
    }

    @Test
    void simulateOnAFullDiskLeavesNoFolder() throws IOException {
        Path out = full.resolve("a/s");
        CliRun run = CliRun.of("simulate", "--frames", "2000", "--out", out.toString());
        assertDiskFull(run, out);
    }

    private void assertDiskFull(CliRun run, Path out) throws IOException {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains(out + ": cannot be written (no space left on device); nothing was written");
        assertThat(run.err()).doesNotContain("Exception", "\tat ");
        assertThat(names()).isEmpty();
    }

    private java.util.List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(full)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static String session(String name) {
        return TestData.sampleLogs().resolve("sessions/" + name).toString();
    }
}

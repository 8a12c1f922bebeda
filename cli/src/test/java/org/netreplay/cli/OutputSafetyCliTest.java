package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

/**
 * Outputs never touch inputs and are written whole or not at all: each case a command line that destroyed or
 * half-wrote a file before, now refused (exit 2, both paths named) with every input byte for byte as it was.
 */
class OutputSafetyCliTest {
    @TempDir
    Path tmp;
    private Path session;
    private Path serverLog;
    private Path serverGm;

    @BeforeEach
    void copySession() throws IOException {
        session = tmp.resolve("session");
        copyTree(TestData.sampleLogs().resolve("sessions/sim-fault-corrupt-dif"), session);
        serverLog = only(session.resolve("server"), ".txt");
        serverGm = only(session.resolve("server"), ".gm");
    }

    @Test
    void perfettoOverOneOfTheSessionsLogsIsRefused() throws IOException {
        byte[] before = Files.readAllBytes(serverLog);
        CliRun run = CliRun.of("export", "perfetto", session.toString(), "--out", serverLog.toString());
        assertRefused(run, serverLog.toString(), session.toString());
        assertThat(Files.readAllBytes(serverLog)).isEqualTo(before);
    }

    @Test
    void reportJsonOverTheManifestIsRefused() throws IOException {
        Path manifest = session.resolve("session.json");
        byte[] before = Files.readAllBytes(manifest);
        CliRun run = CliRun.of("export", "report", session.toString(), "--json", manifest.toString());
        assertRefused(run, manifest.toString(), session.toString());
        assertThat(Files.readAllBytes(manifest)).isEqualTo(before);
    }

    @Test
    void reportOfAManifestRefusesAnOutputBesideIt() throws IOException {
        Path manifest = session.resolve("session.json");
        CliRun run = CliRun.of("export", "report", manifest.toString(), "--html",
                session.resolve("client1/r.html").toString());
        assertRefused(run, "client1/r.html", session.toString());
        assertThat(session.resolve("client1/r.html")).doesNotExist();
    }

    @Test
    void replayTraceOverTheRecordingIsRefused() throws IOException {
        byte[] before = Files.readAllBytes(serverGm);
        CliRun run = CliRun.of("replay", "--moves", serverGm.toString(), "--trace", serverGm.toString());
        assertRefused(run, "--trace " + serverGm, serverGm.toString());
        assertThat(Files.readAllBytes(serverGm)).isEqualTo(before);
    }

    @Test
    void replayChecksumLogOverTheLevelIsRefused() throws IOException {
        Path level = session.resolve("level003.pml");
        byte[] before = Files.readAllBytes(level);
        CliRun run = CliRun.of("replay", "--moves", serverGm.toString(), "--level", level.toString(),
                "--checksum-log", level.toString());
        assertRefused(run, "--checksum-log " + level, level.toString());
        assertThat(Files.readAllBytes(level)).isEqualTo(before);
    }

    @Test
    void anOutputReachedThroughALinkIsStillTheInput() throws IOException {
        Path link = Files.createSymbolicLink(tmp.resolve("trace.csv"), serverGm);
        byte[] before = Files.readAllBytes(serverGm);
        CliRun run = CliRun.of("replay", "--moves", serverGm.toString(), "--trace", link.toString());
        assertRefused(run, link.toString(), serverGm.toString());
        assertThat(Files.readAllBytes(serverGm)).isEqualTo(before);
    }

    @Test
    void twoOutputsNamingOneFileAreRefusedAndNeitherIsWritten() {
        Path trace = tmp.resolve("t.csv");
        CliRun replay = CliRun.of("replay", "--moves", serverGm.toString(), "--trace", trace.toString(),
                "--checksum-log", tmp.resolve("./sub/../t.csv").toString());
        assertRefused(replay, "--trace " + trace, "--checksum-log");
        assertThat(replay.err()).contains("the same file");
        assertThat(trace).doesNotExist();
        Path both = tmp.resolve("r.x");
        CliRun report = CliRun.of("export", "report", session.toString(), "--html", both.toString(), "--json",
                both.toString());
        assertRefused(report, "--html " + both, "--json " + both);
        assertThat(both).doesNotExist();
    }

    @Test
    void simulateRefusesAnOutFolderHoldingItsOwnInput() throws IOException {
        byte[] before = Files.readAllBytes(serverGm);
        List<Path> files = listTree(session);
        CliRun run = CliRun.of("simulate", "--bot", "gm", "--gm", serverGm.toString(), "--frames", "50", "--out",
                session.toString(), "--force");
        assertRefused(run, "--out " + session, serverGm.toString());
        assertThat(Files.readAllBytes(serverGm)).isEqualTo(before);
        assertThat(listTree(session)).isEqualTo(files);
    }

    @Test
    void simulateRefusesANonEmptyFolderAndForceReplacesItWhole() throws IOException {
        Path out = tmp.resolve("out");
        assertThat(CliRun.of("simulate", "--frames", "40", "--out", out.toString()).exitCode()).isZero();
        Path stray = Files.writeString(out.resolve("client1/notes.txt"), "mine");
        byte[] manifest = Files.readAllBytes(out.resolve("session.json"));

        CliRun again = CliRun.of("simulate", "--frames", "40", "--players", "3", "--out", out.toString());
        assertRefused(again, out.toString(), "not empty");
        assertThat(again.err()).contains("--force");
        assertThat(stray).exists();
        assertThat(Files.readAllBytes(out.resolve("session.json"))).isEqualTo(manifest);

        CliRun forced = CliRun.of("simulate", "--frames", "40", "--players", "3", "--out", out.toString(),
                "--force");
        assertThat(forced.exitCode()).as(forced.err()).isZero();
        assertThat(stray).doesNotExist(); // replaced whole, never mixed
        assertThat(out.resolve("client2")).isDirectory();
        assertThat(Files.readString(out.resolve("session.json"))).contains("client2");
        assertThat(leftovers(tmp)).isEmpty();
    }

    @Test
    void forceReplacesOnlyASessionFolder() throws IOException {
        Path mine = Files.createDirectories(tmp.resolve("mine"));
        Files.writeString(mine.resolve("thesis.txt"), "years of work");
        CliRun run = CliRun.of("simulate", "--frames", "40", "--out", mine.toString(), "--force");
        assertRefused(run, mine.toString(), "session.json");
        assertThat(mine.resolve("thesis.txt")).hasContent("years of work");
    }

    @Test
    void aRefusedSimulateLeavesNothingBehind() {
        Path out = tmp.resolve("new/deeper/out");
        CliRun run = CliRun.of("simulate", "--players", "3", "--frames", "300", "--quit", "5@100", "--out",
                out.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(tmp.resolve("new")).doesNotExist();
        assertThat(leftovers(tmp)).isEmpty();
    }

    @Test
    void realtimeWritesInTheFolderItselfWithTheSameRefusalsAndLeavesNothingWhenItFails() throws IOException {
        Path live = tmp.resolve("live");
        // in place, so that ./netreplay --follow live sees the files grow; no staging folder beside it
        CliRun run = CliRun.of("simulate", "--frames", "20", "--realtime", "--out", live.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(live.resolve("session.json")).exists();
        assertThat(leftovers(tmp)).isEmpty();
        Path mine = Files.createDirectories(tmp.resolve("mine"));
        Files.writeString(mine.resolve("thesis.txt"), "years of work");
        assertRefused(CliRun.of("simulate", "--frames", "20", "--realtime", "--out", mine.toString()),
                mine.toString(), "not empty");
        assertRefused(CliRun.of("simulate", "--frames", "20", "--realtime", "--out", mine.toString(), "--force"),
                mine.toString(), "session.json");
        assertThat(mine.resolve("thesis.txt")).hasContent("years of work");
        Path failed = tmp.resolve("new/deeper/live");
        CliRun bad = CliRun.of("simulate", "--players", "3", "--frames", "20", "--realtime", "--quit", "5@10",
                "--out", failed.toString());
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(tmp.resolve("new")).doesNotExist();
    }

    @Test
    void aWriteErrorOnStdoutIsReportedAndTheRunFails() {
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream oldErr = System.err;
        int code;
        try {
            System.setErr(new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
            code = NetreplayCli.run(full, "stats", "--json", serverLog.toString());
        } finally {
            System.setErr(oldErr);
        }
        assertThat(code).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString(java.nio.charset.StandardCharsets.UTF_8))
                .contains("netreplay stats: standard output: no space left on device (the output is incomplete)");
    }

    static void assertRefused(CliRun run, String... named) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains(named);
        assertThat(run.err()).doesNotContain("Exception", "\tat ");
    }

    /** @return files and folders under {@code dir} whose names mark a temporary or staging output */
    static List<Path> leftovers(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.getFileName().toString().matches("\\..*\\.(tmp|old)")).toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static List<Path> listTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.sorted().toList();
        }
    }

    static Path only(Path dir, String suffix) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(suffix)).findFirst().orElseThrow();
        }
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.sorted().toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}

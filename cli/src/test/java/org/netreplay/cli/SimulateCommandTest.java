package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulateCommandTest {
    @TempDir
    Path tmp;

    @Test
    void simulateWritesASessionThatDesyncReadsInSync() throws Exception {
        Path dir = tmp.resolve("s");
        CliRun run = CliRun.of("simulate", "--players", "2", "--frames", "300", "--seed", "5", "--level-file",
                CliRun.root().resolve("sample-logs/levels/level003.pml").toString(), "--out", dir.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(run.err()).as("no progress bar when stderr is not a terminal").doesNotContain("frame 300/300");
        assertThat(dir.resolve("session.json")).exists();
        assertThat(dir.resolve("server/pmserver.states")).exists();
        var report = org.netreplay.session.desync.SessionDesync.analyze(dir);
        assertThat(report.comparable()).isTrue();
        assertThat(report.inSync()).as(report.note()).isTrue();
    }

    @Test
    void quitAndServerQuitWriteASessionInSync() throws Exception {
        Path dir = tmp.resolve("q");
        CliRun run = CliRun.of("simulate", "--players", "3", "--frames", "300", "--seed", "5", "--level-file",
                CliRun.root().resolve("sample-logs/levels/level003.pml").toString(), "--quit", "1@150",
                "--server-quit", "250", "--out", dir.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(run.out()).contains(": 260 frames, 3 players");
        assertThat(Files.readString(dir.resolve("session.json"))).contains("quits [1@150]; server quit @250");
        try (var s = Files.list(dir.resolve("server"))) {
            Path gm = s.filter(p -> p.toString().endsWith(".gm")).findFirst().orElseThrow();
            assertThat(Files.readAllLines(gm)).contains("260,2,0,92", "260,2,2,92").anyMatch(l -> l.matches(
                    "15[0-9],2,1,90"));
        }
        var report = org.netreplay.session.desync.SessionDesync.analyze(dir);
        assertThat(report.inSync()).as(report.note()).isTrue();
    }

    @Test
    void everyFaultSaysOnStderrWhatItDidAndOneThatCannotActIsRefused() throws Exception {
        String level = CliRun.root().resolve("sample-logs/levels/level003.pml").toString();
        Path dir = tmp.resolve("f");
        CliRun run = CliRun.of("simulate", "--players", "3", "--frames", "300", "--seed", "5", "--level-file", level,
                "--fault", "nondeterminism@150:p2", "--fault", "rewind-skip@299", "--out", dir.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(run.err()).contains("fault nondeterminism@150:p2 acted: diverges at frame 150, peer 2, syn[2].x")
                .contains("fault rewind-skip@299 did not act (the server made no rewind");
        assertThat(Files.readString(dir.resolve("session.json"))).contains("\"spec\" : \"rewind-skip@299\"")
                .contains("\"acted\" : false");
        CliRun refused = CliRun.of("simulate", "--players", "3", "--frames", "300", "--fault",
                "corrupt-dif@100:p4", "--out", tmp.resolve("r").toString());
        assertThat(refused.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(refused.err()).contains("client 4 is not in this 3-player session");
        assertThat(tmp.resolve("r")).doesNotExist();
    }

    @Test
    void theProgressBarGoesOnlyToATerminal() {
        assertThat(StderrTerminal.isTerminalDevice("/dev/pts/3")).isTrue();
        assertThat(StderrTerminal.isTerminalDevice("/dev/tty1")).isTrue();
        assertThat(StderrTerminal.isTerminalDevice("pipe:[40411]")).isFalse();
        assertThat(StderrTerminal.isTerminalDevice("/tmp/simulate.log")).isFalse();
        assertThat(StderrTerminal.isTerminal()).as("the test JVM's stderr is a pipe or a file").isFalse();
        CliRun run = CliRun.of("simulate", "--players", "2", "--frames", "60", "--out", tmp.resolve("bar").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).doesNotContain("simulate [").doesNotContain("\r");
    }

    @Test
    void aLockstepJoinThatCannotCompleteIsAnErrorWithTheReason() {
        CliRun run = CliRun.of("simulate", "--mode", "lockstep", "--players", "3", "--frames", "400", "--loss",
                "0.7", "--latency", "100", "--out", tmp.resolve("nojoin").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("lockstep join failed in 400 frames").contains("never became active");
    }

    @Test
    void helpPrintsNoPicocliWarning() {
        CliRun help = CliRun.of("simulate", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.err() + help.out()).doesNotContain("WARN").contains("rand() % 64")
                .contains("iteration-order").contains("wrong-dif-base").contains("missed-join-input")
                .doesNotContain("seed 0");
    }

    @Test
    void badQuitsAreBadInput() {
        CliRun client = CliRun.of("simulate", "--players", "3", "--quit", "5@100", "--out", tmp.resolve("a")
                .toString());
        assertThat(client.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(client.err()).contains("--quit 5@100: player 5 is not a client of 3 players");
        CliRun format = CliRun.of("simulate", "--quit", "1", "--out", tmp.resolve("b").toString());
        assertThat(format.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(format.err()).contains("must be P@FRAME");
        CliRun late = CliRun.of("simulate", "--frames", "300", "--server-quit", "295", "--out",
                tmp.resolve("c").toString());
        assertThat(late.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(late.err()).contains("--server-quit 295: frame + 10 must be within the session's 300 frames");
        CliRun lockstep = CliRun.of("simulate", "--mode", "lockstep", "--players", "3", "--frames", "300", "--quit",
                "1@100", "--out", tmp.resolve("d").toString());
        assertThat(lockstep.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(lockstep.err()).contains("authoritative mode only");
    }

    @Test
    void badOptionsAreBadInput() {
        CliRun run = CliRun.of("simulate", "--players", "9", "--out", tmp.resolve("x").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("players (9) must be in 1..8");
        CliRun fault = CliRun.of("simulate", "--fault", "meteor@5", "--out", tmp.resolve("y").toString());
        assertThat(fault.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(fault.err()).contains("fault 'meteor' is not one of");
        assertThat(Files.exists(tmp.resolve("y"))).isFalse();
    }
}

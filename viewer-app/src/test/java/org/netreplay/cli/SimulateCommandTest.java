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
        assertThat(run.err()).contains("100% frame 300/300");
        assertThat(dir.resolve("session.json")).exists();
        assertThat(dir.resolve("server/pmserver.states")).exists();
        var report = org.netreplay.session.desync.SessionDesync.analyze(dir);
        assertThat(report.comparable()).isTrue();
        assertThat(report.inSync()).as(report.note()).isTrue();
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

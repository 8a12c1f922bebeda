package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code simulate --mode lockstep} end to end through the CLI: a lockstep session
 * with the tick-sync policy and a {@code drop-sdat} fault, which {@code desync DIR --json} then finds at the
 * manifest's ground truth.
 */
class SimulateLockstepCliTest {
    @TempDir
    Path tmp;

    @Test
    void lockstepTickSessionWithDropSdatIsFoundByDesync() throws Exception {
        Path dir = tmp.resolve("ls");
        CliRun run = CliRun.of("simulate", "--mode", "lockstep", "--sync", "tick", "--players", "3", "--frames",
                "400", "--seed", "9", "--fault", "drop-sdat@200", "--level-file",
                CliRun.root().resolve("sample-logs/levels/level003.pml").toString(), "--out", dir.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        String manifest = Files.readString(dir.resolve("session.json"));
        assertThat(manifest).contains("\"mode\" : \"lockstep\"").contains("\"syncPolicy\" : \"tick\"");
        Matcher truth = Pattern.compile("\"firstDivergentFrame\" : (\\d+), \"peer\" : (\\d+)").matcher(
                manifest.replaceAll("\\s*\\n\\s*", " "));
        assertThat(truth.find()).as(manifest).isTrue();

        CliRun desync = CliRun.of("desync", dir.toString(), "--json");
        String json = desync.out().replaceAll("\\s+", "");
        assertThat(json).contains("\"inSync\":false")
                .contains("\"firstDivergentFrame\":" + truth.group(1))
                .contains("\"peer\":" + truth.group(2));
    }
}

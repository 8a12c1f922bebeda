package org.netreplay.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.netreplay.testdata.TestData;

/**
 * The {@code netreplay} script: it builds its class paths with the dependency plugin's real scope parameter
 * ({@code includeScope}; the {@code mdep.includeScope} property does not exist and silently included junit,
 * archunit, testfx and monocle), starts with a heap sized for big logs, runs a command on the CLI's own class path
 * (no JavaFX), and takes the commands from picocli instead of a list of its own.
 */
class LauncherClasspathTest {
    @Test
    void theLauncherAsksForTheRuntimeScopeOnly() throws IOException {
        String script = Files.readString(TestData.root().resolve("netreplay"));
        assertThat(script).contains("dependency:build-classpath -DincludeScope=runtime")
                .doesNotContain("mdep.includeScope");
        assertThat(script).contains("-XX:MaxRAMPercentage=50");
        assertThat(script).as("maven.test.skip would skip replay-engine's test jar, which purple-martians' tests need")
                .contains("-DskipTests").doesNotContain("maven.test.skip");
    }

    @Test
    void theLauncherAsksPicocliForTheCommands() throws IOException {
        String script = Files.readString(TestData.root().resolve("netreplay"));
        assertThat(script).contains("org.netreplay.cli.NetreplayCli --list-commands")
                .contains("-cp \"$(cat \"$cli_cp\")\"");
        assertThat(script).as("no hand-kept list of commands").doesNotContainPattern("stats\\s*\\|")
                .doesNotContain("gm-info").doesNotContain("simulate");
    }
}

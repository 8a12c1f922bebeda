package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;

import org.junit.jupiter.api.Test;

/**
 * Issue 11 item 10: the launcher builds its runtime classpath with the dependency plugin's real scope parameter
 * ({@code includeScope}; the {@code mdep.includeScope} property does not exist and silently included junit,
 * archunit, testfx and monocle), and starts with a heap sized for big logs.
 */
class LauncherClasspathTest {
    @Test
    void theLauncherAsksForTheRuntimeScopeOnly() throws IOException {
        String script = Files.readString(CliRun.root().resolve("netreplay"));
        assertThat(script).contains("dependency:build-classpath -DincludeScope=runtime")
                .doesNotContain("mdep.includeScope");
        assertThat(script).contains("-XX:MaxRAMPercentage=50");
        assertThat(script).as("maven.test.skip would skip replay-engine's test jar, which purple-martians' tests need")
                .contains("-DskipTests").doesNotContain("maven.test.skip");
    }
}

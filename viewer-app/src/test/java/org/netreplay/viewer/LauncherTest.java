package org.netreplay.viewer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 10: a mistyped command is not opened as a file named after it. */
class LauncherTest {
    @Test
    void aWordThatIsNeitherACommandNorAPathIsRefused(@TempDir Path dir) {
        assertThat(Launcher.problemWith(List.of("bogus"))).contains("\"bogus\" is neither a command")
                .contains("--help");
        assertThat(Launcher.problemWith(List.of("--frame", "12", dir.toString()))).isNull();
        assertThat(Launcher.problemWith(List.of("--side-by-side"))).isNull();
    }
}

package org.netreplay.viewer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The viewer's arguments: a word that is not a file is found; with no path the bundled session is opened. */
class LauncherTest {
    @Test
    void aWordThatIsNeitherAFileNorAFolderIsFound(@TempDir Path dir) {
        assertThat(Launcher.firstMissingPath(List.of("bogus"))).isEqualTo(Path.of("bogus"));
        assertThat(Launcher.firstMissingPath(List.of("--frame", "12", dir.toString()))).isNull();
        assertThat(Launcher.firstMissingPath(List.of("--side-by-side"))).isNull();
    }

    @Test
    void withoutAPathTheBundledSessionIsAdded(@TempDir Path dir) {
        Path bundled = dir.resolve("pm-netgame-level3");
        assertThat(Launcher.withBundledSession(List.of(), bundled)).containsExactly(bundled.toString());
        assertThat(Launcher.withBundledSession(List.of("--frame", "12"), bundled))
                .containsExactly("--frame", "12", bundled.toString());
        assertThat(Launcher.withBundledSession(List.of("--frame", "12", dir.toString()), bundled))
                .containsExactly("--frame", "12", dir.toString());
        assertThat(Launcher.withBundledSession(List.of("--side-by-side"), null)).containsExactly("--side-by-side");
    }

    @Test
    void theBundledSessionIsFoundUnderTheNetreplayFolder() {
        assertThat(Launcher.bundledSession()).as("under -Dnetreplay.rootDir, set by Maven")
                .isNotNull().endsWith(Path.of("sample-logs", "sessions", "pm-netgame-level3"));
    }
}

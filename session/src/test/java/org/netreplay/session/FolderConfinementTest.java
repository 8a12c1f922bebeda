package org.netreplay.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.ProgressListener;

/** The viewer's folder scan: a link out of the folder is not opened, and the session says so. */
class FolderConfinementTest {
    @TempDir
    Path tmp;

    @Test
    void theViewersOpenLeavesOutALinkOutOfTheFolderAndNamesIt() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("session/server"));
        Files.writeString(folder.resolve("server.txt"), "[10][0][1]mine\n");
        Path secret = Files.writeString(tmp.resolve("secret.txt"), "[10][3][1]not yours\n");
        Path link = Files.createSymbolicLink(folder.resolve("evil.txt"), secret);
        OpenSession s = SessionLoader.load(java.util.List.of(tmp.resolve("session")), ProgressListener.NONE);
        try {
            assertThat(s.laneFiles()).containsExactly(folder.resolve("server.txt"));
            assertThat(s.problems()).singleElement().satisfies(p -> {
                assertThat(p.skipped()).isFalse();
                assertThat(p.file()).isEqualTo(link);
                assertThat(p.message()).contains("a symbolic link to " + secret.toRealPath(),
                        "outside the session folder");
            });
        } finally {
            s.close();
        }
        OpenSession followed = SessionLoader.load(java.util.List.of(tmp.resolve("session")), ProgressListener.NONE,
                FolderAccess.FOLLOW_LINKS);
        try {
            assertThat(followed.laneFiles()).hasSize(2);
        } finally {
            followed.close();
        }
    }

    @Test
    void resolvingAManifestPathChecksTheRealPath() throws IOException {
        Path folder = Files.createDirectories(tmp.resolve("f"));
        Files.createSymbolicLink(folder.resolve("etc"), Files.createDirectories(tmp.resolve("elsewhere")));
        Files.writeString(tmp.resolve("elsewhere/passwd"), "x");
        FolderConfinement c = FolderConfinement.of(folder, FolderAccess.CONFINED);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> c.resolve("etc/passwd", "files[2].path",
                        folder.resolve("session.json")))
                .isInstanceOf(FolderConfinement.ConfinementException.class)
                .hasMessageContaining("session.json: field files[2].path: " + folder.resolve("etc/passwd")
                        + ": reached through a symbolic link");
    }
}

package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.FolderAccess;
import org.netreplay.session.FolderConfinement;

/**
 * Which file of a session is what (docs/session-manifest.md; docs/desync.md, "Inputs"): from {@code session.json},
 * from a folder's files alone, from loose files, and a folder holding one or several sessions. The fixture's files
 * are named as {@link SessionFixture} writes them.
 */
class SessionSourcesTest {
    private static final String SERVER_LOG = "server/20261123-120000-[3][pmserver].txt";
    private static final String SERVER_GM = "server/20261123-120000-[03]-netgame.gm";
    private final SessionFixture fixture = new SessionFixture();

    @Test
    void aManifestNamesEveryFileWithItsPeer(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        for (Path given : List.of(dir, dir.resolve("session.json"))) {
            SessionSources s = SessionSources.find(List.of(given));
            assertThat(s.manifest()).isNotNull();
            assertThat(s.root()).isEqualTo(dir.toAbsolutePath());
            assertThat(s.serverGm()).isEqualTo(dir.resolve(SERVER_GM));
            assertThat(s.states()).containsOnlyKeys(0, 1, 2);
            assertThat(s.logPeers()).containsEntry(dir.resolve(SERVER_LOG), 0)
                    .containsEntry(dir.resolve("client2/20261123-120000-[3][pmclient2].txt"), 2).hasSize(3);
            assertThat(s.textLogs()).hasSize(3);
            assertThat(s.clientGms()).isEmpty();
            assertThat(s.levelFile()).isNull();
        }
    }

    @Test
    void withoutAManifestTheNetgameRecordingIsTheServersAndAClientNamedOneIsThatClients(@TempDir Path dir)
            throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, false);
        // another recording after the netgame one (in name order), and client 1's own
        Files.copy(dir.resolve(SERVER_GM), dir.resolve("server/zzz.gm"));
        Files.copy(dir.resolve(SERVER_GM), dir.resolve("client1/pmclient1.gm"));
        SessionSources s = SessionSources.find(List.of(dir));
        assertThat(s.manifest()).isNull();
        assertThat(s.root()).isEqualTo(dir);
        assertThat(s.serverGm()).isEqualTo(dir.resolve(SERVER_GM));
        assertThat(s.clientGms()).containsExactly(java.util.Map.entry(1, dir.resolve("client1/pmclient1.gm")));
        assertThat(s.states()).containsOnlyKeys(0, 1, 2);
        assertThat(s.states().get(2)).isEqualTo(dir.resolve("client2/pmclient2.states"));
        assertThat(s.logPeers()).isEmpty();
        assertThat(s.textLogs()).hasSize(3);
    }

    @Test
    void looseFilesAreTheirOwnSessionInTheirFolder(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, false);
        SessionSources one = SessionSources.find(List.of(dir.resolve(SERVER_LOG)));
        assertThat(one.manifest()).isNull();
        assertThat(one.textLogs()).containsExactly(dir.resolve(SERVER_LOG));
        assertThat(one.root()).isEqualTo(dir.resolve("server").toAbsolutePath());
        SessionSources two = SessionSources.find(List.of(dir.resolve(SERVER_LOG),
                dir.resolve("server/pmserver.states")));
        assertThat(two.root()).isEqualTo(dir.resolve("server").toAbsolutePath());
        assertThat(two.states()).containsOnlyKeys(0);
        assertThat(two.serverGm()).isNull();
    }

    @Test
    void aFolderHoldingOneSessionIsThatSessionAndSeveralAreNamed(@TempDir Path dir) throws IOException {
        fixture.write(dir.resolve("a"), SessionFixture.Fault.NONE, 0, true);
        SessionSources s = SessionSources.find(List.of(dir));
        assertThat(s.manifest()).isNotNull();
        assertThat(s.root()).isEqualTo(dir.resolve("a").toAbsolutePath());
        fixture.write(dir.resolve("b"), SessionFixture.Fault.NONE, 0, true);
        fixture.write(dir.resolve("c"), SessionFixture.Fault.NONE, 0, true);
        assertThatThrownBy(() -> SessionSources.find(List.of(dir))).isInstanceOf(IOException.class)
                .hasMessage(dir + " holds 3 sessions (" + dir.resolve("a") + ", " + dir.resolve("b")
                        + ", ...): give one session folder");
    }

    @Test
    void aLinkOutOfTheFolderIsRefusedUnlessLinksAreFollowed(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("s");
        fixture.write(dir, SessionFixture.Fault.NONE, 0, false);
        Path outside = Files.writeString(tmp.resolve("elsewhere.txt"), "[10][0][1]hello\n");
        Path link = dir.resolve("server/extra.txt");
        Files.createSymbolicLink(link, outside);
        assertThatThrownBy(() -> SessionSources.find(List.of(dir), FolderAccess.CONFINED))
                .isInstanceOf(FolderConfinement.ConfinementException.class).hasMessageStartingWith(link + ": ");
        assertThat(SessionSources.find(List.of(dir), FolderAccess.FOLLOW_LINKS).textLogs()).contains(link);
    }
}

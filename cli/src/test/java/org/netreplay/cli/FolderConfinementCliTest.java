package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

/**
 * Session folders cannot reach outside themselves: a symbolic link in the folder, or a manifest path through one,
 * that leads out is refused with the link, its target and the folder named, unless --follow-symlinks is given.
 */
class FolderConfinementCliTest {
    @TempDir
    Path tmp;
    private Path session;
    private Path secret;

    @BeforeEach
    void setUp() throws IOException {
        session = tmp.resolve("session");
        OutputSafetyCliTest.copyTree(TestData.sampleLogs().resolve("sessions/sim-fault-corrupt-dif"), session);
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        // tagged lines at the divergent frame (120), so a report would quote them
        secret = Files.writeString(outside.resolve("secret.txt"), "[1][3][118]SECRET one\n[1][3][120]SECRET two\n");
    }

    @Test
    void aReportRefusesALinkOutOfAFolderWithoutManifest() throws IOException {
        Files.delete(session.resolve("session.json"));
        Path link = Files.createSymbolicLink(Files.createDirectories(session.resolve("client3")).resolve("evil.txt"),
                secret);
        Path html = tmp.resolve("r.html");
        CliRun run = CliRun.of("export", "report", session.toString(), "--html", html.toString());
        OutputSafetyCliTest.assertRefused(run, link.toString(), secret.toRealPath().toString(),
                "outside the session folder " + session, "--follow-symlinks");
        assertThat(html).doesNotExist();

        CliRun followed = CliRun.of("export", "report", session.toString(), "--html", html.toString(),
                "--follow-symlinks");
        assertThat(followed.exitCode()).as(followed.err()).isZero();
        assertThat(html).content().contains("SECRET two"); // the option does what it says
    }

    @Test
    void aManifestPathThroughALinkOutIsRefused() throws IOException {
        Files.createSymbolicLink(session.resolve("server/p.txt"), secret);
        Path manifest = session.resolve("session.json");
        String json = Files.readString(manifest);
        Files.writeString(manifest, json.replaceFirst("\"files\" : \\[", "\"files\" : [ {\n    \"path\" : "
                + "\"server/p.txt\",\n    \"peer\" : 0,\n    \"role\" : \"server\",\n    \"kind\" : \"TEXT_LOG\"\n  },"));
        CliRun run = CliRun.of("desync", session.toString());
        OutputSafetyCliTest.assertRefused(run, "session.json: field files[0].path", "server/p.txt",
                secret.toRealPath().toString());
    }

    @Test
    void aLinkedFolderLeadingOutIsRefusedByTheFolderScan() throws IOException {
        Files.createSymbolicLink(session.resolve("link"), secret.getParent());
        CliRun run = CliRun.of("stats", session.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains(session.resolve("link") + ": a symbolic link to "
                + secret.getParent().toRealPath() + ", outside the session folder");
        assertThat(run.out()).doesNotContain("secret.txt");
    }

    @Test
    void aLinkThatStaysInsideTheFolderIsRead() throws IOException {
        Path log = OutputSafetyCliTest.only(session.resolve("client1"), ".txt");
        Files.createDirectories(session.resolve("extra"));
        Files.createSymbolicLink(session.resolve("extra/alias.txt"), log);
        CliRun run = CliRun.of("stats", session.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("alias.txt");
    }
}

package org.netreplay.pmnet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.PeerProof.Kind;

/**
 * A client rebuilt from the server's side alone (its staks, its entered moves, the status rows' jumps), proven
 * against the corrections the status CSVs logged for it: on the bundled session client 1, whose own log is there
 * and is set aside, and client 2, whose log is not in the folder; the recorded three-client netgame with every client
 * log set aside; and the recorded netgame whose client 2 ran a broken build, found from the server's side alone. The
 * expected row counts come from scanning the CSVs here.
 */
class ClientWithoutItsLogTest {
    @TempDir
    Path tmp;

    static long statusRowsOf(Path folder, int player) throws IOException {
        long n = 0;
        try (Stream<Path> s = Files.walk(folder.resolve("server"))) {
            for (Path f : s.filter(f -> Files.isRegularFile(f) && f.getParent().getFileName().toString()
                    .equals("status") && f.toString().endsWith(".csv")).sorted().toList()) {
                for (String row : Files.readAllLines(f, StandardCharsets.ISO_8859_1)) {
                    String[] c = row.split(",");
                    if (c.length == 14 && c[2].trim().equals(String.valueOf(player))) {
                        n++;
                    }
                }
            }
        }
        return n;
    }

    @Test
    void clientOneRebuiltWithoutItsLogGivesEveryLoggedCorrection() throws Exception {
        Path bundled = Fixtures.bundled();
        ReconstructionResult r = Reconstruction.builder(RealSession.scan(bundled), Fixtures.levels())
                .ignoreClientLog(1).build().run();
        PeerProof c1 = r.peer(1);
        long rows = statusRowsOf(bundled, 1);
        assertThat(rows).isEqualTo(1085);
        assertThat(c1.firstMismatch()).isNull();
        assertThat(c1.checked(Kind.CORRECTION)).isEqualTo(rows);
        assertThat(c1.matched(Kind.CORRECTION)).isEqualTo(rows);
    }

    @Test
    void clientTwoWithoutALogIsRebuiltFromTheServersSideAndEveryCorrectionMatches() throws Exception {
        Path bundled = Fixtures.bundled();
        ReconstructionResult r = Fixtures.reconstruct(bundled);
        PeerProof c2 = r.peer(2);
        long rows = statusRowsOf(bundled, 2);
        assertThat(rows).isEqualTo(833);
        assertThat(c2.firstMismatch()).isNull();
        assertThat(c2.checked(Kind.CORRECTION)).isEqualTo(rows);
        assertThat(c2.matched(Kind.CORRECTION)).isEqualTo(rows);
    }

    @Test
    void threeClientsRebuiltWithoutTheirLogsGiveEveryLoggedCorrection() throws Exception {
        Path dir = Fixtures.recorded("level25-three-clients", tmp.resolve("three"));
        ReconstructionResult r = Reconstruction.builder(RealSession.scan(dir), Fixtures.levels())
                .ignoreClientLog(1).ignoreClientLog(2).ignoreClientLog(3).build().run();
        for (int p = 1; p <= 3; p++) {
            PeerProof c = r.peer(p);
            long rows = statusRowsOf(dir, p);
            assertThat(rows).as("status rows of client " + p).isPositive();
            assertThat(c.firstMismatch()).as("client " + p).isNull();
            assertThat(c.checked(Kind.CORRECTION)).as("client " + p).isEqualTo(rows);
            assertThat(c.matched(Kind.CORRECTION)).as("client " + p).isEqualTo(rows);
        }
    }

    /** From its own frame 700 on, client 2 of this netgame ran a broken build (RecordedSessionsTest). */
    @Test
    void aClientRunningAnotherGameIsFoundFromTheServersSideAlone() throws Exception {
        Path dir = Fixtures.recorded("level3-client2-desyncs", tmp.resolve("desync"));
        ReconstructionResult r = Reconstruction.builder(RealSession.scan(dir), Fixtures.levels())
                .ignoreClientLog(2).build().run();
        assertThat(r.peer(1).verified()).isTrue();
        PeerProof p2 = r.peer(2);
        assertThat(p2.firstMismatch()).isNotNull();
        java.util.regex.Matcher cur = java.util.regex.Pattern.compile("cur:\\[(\\d+)]")
                .matcher(p2.firstMismatch().what());
        assertThat(cur.find()).as(p2.firstMismatch().what()).isTrue();
        assertThat(Integer.parseInt(cur.group(1))).isBetween(700, 730);
    }
}

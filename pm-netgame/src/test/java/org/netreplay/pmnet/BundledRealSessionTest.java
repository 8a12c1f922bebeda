package org.netreplay.pmnet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.PeerProof.Kind;

/**
 * The bundled real netgame: every dif the server logged, every rewind, every game-move count and every status row
 * of client 1 is rebuilt and matches. The expected counts come from scanning the files here, not from the rebuild.
 */
class BundledRealSessionTest {
    private static ReconstructionResult result;

    @BeforeAll
    static void rebuild() throws Exception {
        result = Fixtures.reconstruct(Fixtures.bundled());
    }

    private static long count(Path file, String regex) throws IOException {
        Pattern p = Pattern.compile(regex);
        try (Stream<String> lines = Files.lines(file, StandardCharsets.ISO_8859_1)) {
            return lines.filter(l -> p.matcher(l).find()).count();
        }
    }

    private static Path serverLog() throws IOException {
        try (Stream<Path> s = Files.list(Fixtures.bundled().resolve("server"))) {
            return s.filter(p -> p.toString().endsWith(".txt")).findFirst().orElseThrow();
        }
    }

    private static Path clientLog() throws IOException {
        try (Stream<Path> s = Files.list(Fixtures.bundled().resolve("client1"))) {
            return s.filter(p -> p.toString().endsWith(".txt")).findFirst().orElseThrow();
        }
    }

    private static long statusRowsOf(int player) throws IOException {
        long n = 0;
        try (Stream<Path> s = Files.list(Fixtures.bundled().resolve("server/status"))) {
            for (Path f : s.toList()) {
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
    void verifiedWithTheWholeSessionRecording() {
        assertThat(result.verified()).isTrue();
        assertThat(result.recording()).isEqualTo("server/20261121-053410-[03]-autosave on level quit.gm");
        assertThat(result.serverStopped()).isNull();
    }

    @Test
    void everyDifTheServerLoggedMatches() throws IOException {
        long tx = count(serverLog(), "^\\[27\\]\\[0\\]\\[\\d+\\]tx stdf p:\\d+ \\[s:");
        PeerProof server = result.peer(0);
        assertThat(tx).isEqualTo(4996);
        assertThat(server.checked(Kind.DIF)).isEqualTo(tx);
        assertThat(server.matched(Kind.DIF)).isEqualTo(tx);
        assertThat(server.firstMismatch()).isNull();
        assertThat(server.unchecked()).isEmpty();
    }

    @Test
    void everyServerRewindAndGameMoveCountMatches() throws IOException {
        long rewinds = count(serverLog(), "^\\[25\\]\\[0\\]\\[\\d+\\]stdf rewind");
        long entered = count(serverLog(), "gmep:\\[\\d+\\] - entered$");
        long joins = count(serverLog(), "Server replied with join invitation");
        PeerProof server = result.peer(0);
        assertThat(server.checked(Kind.REWIND)).isEqualTo(rewinds);
        assertThat(server.matched(Kind.REWIND)).isEqualTo(rewinds);
        assertThat(server.checked(Kind.MOVE)).isEqualTo(entered + joins);
        assertThat(server.matched(Kind.MOVE)).isEqualTo(entered + joins);
    }

    @Test
    void everyDifAndCorrectionOfClientOneMatches() throws IOException {
        long applied = count(clientLog(), "\\[applied\\]");
        long rows = statusRowsOf(1);
        long ownMoves = count(clientLog(), "tx cdat - move:");
        PeerProof c1 = result.peer(1);
        assertThat(c1.role()).isEqualTo("client");
        assertThat(c1.checked(Kind.DIF)).isEqualTo(applied);
        assertThat(c1.matched(Kind.DIF)).isEqualTo(applied);
        assertThat(c1.checked(Kind.CORRECTION)).isEqualTo(rows);
        assertThat(c1.matched(Kind.CORRECTION)).isEqualTo(rows);
        assertThat(c1.checked(Kind.MOVE)).isEqualTo(ownMoves);
        assertThat(c1.matched(Kind.MOVE)).isEqualTo(ownMoves);
        assertThat(c1.matched(Kind.REWIND)).isEqualTo(c1.checked(Kind.REWIND)).isPositive();
        assertThat(c1.unchecked()).isEmpty();
    }

    @Test
    void clientTwoHasNoLogSoItIsRebuiltFromTheServersSideAndEveryCorrectionMatches() throws IOException {
        PeerProof c2 = result.peer(2);
        long rows = statusRowsOf(2);
        long staks = count(serverLog(), "^\\[33\\]\\[0\\]\\[\\d+\\]rx stak p:2 ");
        assertThat(c2.role()).isEqualTo("client");
        assertThat(c2.checked(Kind.DIF)).isZero();
        assertThat(c2.checked(Kind.CORRECTION)).isEqualTo(rows);
        assertThat(c2.matched(Kind.CORRECTION)).isEqualTo(rows);
        assertThat(c2.firstMismatch()).isNull();
        assertThat(c2.rebuiltFromServerLog()).startsWith("no log of client 2 in the session folder");
        assertThat(c2.matched(Kind.REWIND)).isEqualTo(c2.checked(Kind.REWIND)).isPositive();
        assertThat(c2.checked(Kind.REWIND)).as("rewinds checked: the staks' own, not the jumps read from rwnd")
                .isLessThanOrEqualTo(staks);
        assertThat(c2.unchecked()).isEmpty();
    }
}

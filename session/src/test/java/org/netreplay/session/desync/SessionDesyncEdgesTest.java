package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.desync.MoveDifference;
import org.netreplay.replay.gm.GmHeader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.gm.GmWriter;
import org.netreplay.replay.gm.LineEnding;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;

/**
 * The analysis where its inputs disagree or fall short (docs/desync.md, "Consistency", "Coverage"): a states file
 * that differs from its log, logs filed under the wrong peer, a game not on the class path, a client's own recording
 * that differs from the server's, a peer the manifest lists only by its recording. Positions are counted from how
 * {@link SessionFixture} writes its files: a client's records are confirmed F then predicted F+1 for F = 1..160
 * (confirmed F is record 2(F−1)); its log holds one line per record plus the dif line before confirmed 30, so
 * confirmed 40 is line 80.
 */
class SessionDesyncEdgesTest {
    private static final int N = SessionFixture.FRAMES;
    private static final String CLIENT1_LOG = "client1/20261123-120000-[3][pmclient1].txt";
    private static final String CLIENT1_STATES = "client1/pmclient1.states";
    private final SessionFixture fixture = new SessionFixture();

    private static String hex8(int v) {
        return String.format("%08x", v);
    }

    private static void manifest(Path dir, java.util.function.UnaryOperator<SessionManifest> edit) throws IOException {
        Path file = dir.resolve("session.json");
        SessionManifests.write(file, edit.apply(SessionManifests.read(file)));
    }

    @Test
    void aStatesFileThatDiffersFromItsLogIsAContradictionNamingRecordAndLine(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        Path log = dir.resolve(CLIENT1_LOG);
        String text = Files.readString(log);
        int chk = fixture.checksum(fixture.trueStates(fixture.moves).get(40));
        String line = "[60][1][40]state chk:[" + hex8(chk) + "] confirmed";
        assertThat(text).contains(line);
        Files.writeString(log, text.replace(line, "[60][1][40]state chk:[" + hex8(~chk) + "] confirmed"));
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessage(dir.resolve(CLIENT1_STATES) + ": record 78 field checksum (" + hex8(chk)
                        + ") differs from " + log + ": line 80 (" + hex8(~chk) + ")");
        Files.writeString(log, text.replace(line, line.replace("confirmed", "predicted")));
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessage(dir.resolve(CLIENT1_STATES) + ": record 78 field label (confirmed) differs from " + log
                        + ": line 80 (predicted)");
        // one type-60 line more than the 160 + 159 records
        Files.writeString(log, text + "[60][1][160]state chk:[00000000] predicted\n");
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessage(dir.resolve(CLIENT1_STATES) + ": 319 records, but " + log + " has 320 type-60 lines of"
                        + " peer 1 (the states file lost records)");
    }

    @Test
    void aLogListedForAnotherPeerThanItsLinesIsAContradiction(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        manifest(dir, m -> {
            List<SessionManifest.ManifestFile> files = new ArrayList<>();
            for (SessionManifest.ManifestFile f : m.files()) {
                boolean clientLog = "TEXT_LOG".equals(f.kind()) && f.peer() != null && f.peer() > 0;
                files.add(clientLog ? new SessionManifest.ManifestFile(f.path(), 3 - f.peer(), f.role(), f.kind()) : f);
            }
            return new SessionManifest(m.version(), m.game(), m.level(), m.seed(), m.mode(), m.syncPolicy(),
                    m.network(), files, m.groundTruth());
        });
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessage(dir.resolve(CLIENT1_LOG) + ": its lines are peer 1's (the prefix player of most lines),"
                        + " but session.json lists it for peer 2");
    }

    @Test
    void aGameNotOnTheClassPathIsNeitherReplayedNorReSimulatedAndSaysSo(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.CLIENT_STATE, 77, true);
        for (String states : List.of("server/pmserver.states", CLIENT1_STATES, "client2/pmclient2.states")) {
            DesyncVerdictTest.remove(dir, dir.resolve(states));
        }
        manifest(dir, m -> new SessionManifest(m.version(), "no-such-game", m.level(), m.seed(), m.mode(),
                m.syncPolicy(), m.network(), m.files(), m.groundTruth()));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.gameId()).isEqualTo("no-such-game");
        assertThat(r.notes()).containsExactly("game no-such-game is not on the class path: no replay, no field"
                + " comparison");
        assertThat(r.verdict()).isEqualTo(Verdict.DESYNC);
        int server = fixture.checksum(fixture.trueStates(fixture.moves).get(77));
        int client = fixture.checksum(fixture.withFieldChanged(fixture.trueStates(fixture.moves).get(77)));
        assertThat(r.note()).isEqualTo("client 1 diverged on frame 77: its confirmed checksum 0x" + hex8(client)
                + " matches none of the server's authoritative checksums for that frame (final 0x" + hex8(server)
                + "); no fields: game no-such-game is not available");
        String noStates = "no .states file: the determinism check did not run (it needs the inputs and states the"
                + " peer recorded)";
        PeerCoverage s = r.coverage().get(0);
        assertThat(s.framesCompared()).isZero();
        assertThat(s.framesWithData()).isEqualTo(N);
        assertThat(s.missing()).containsExactly(
                "game no-such-game is not on the class path: the server's moves were not replayed", noStates);
        PeerCoverage c2 = r.coverage().get(2);
        assertThat(c2.framesCompared()).isEqualTo(N);
        assertThat(c2.missing()).containsExactly(noStates);
    }

    @Test
    void aClientsOwnRecordingIsComparedWithTheServersMovesOfThatClient(@TempDir Path dir) throws IOException {
        int at = 77;
        fixture.write(dir, SessionFixture.Fault.CLIENT_STATE, at, false);
        // client 1's own recording: its first move at or after frame 70 with other controls, and one at 140 or later
        List<GameMove> own = new ArrayList<>(fixture.moves);
        GameMove near = own.stream().filter(m -> m.type() == GameMove.TYPE_MOVE && m.data1() == 1 && m.frame() >= 70)
                .findFirst().orElseThrow();
        GameMove far = own.stream().filter(m -> m.type() == GameMove.TYPE_MOVE && m.data1() == 1 && m.frame() >= 140)
                .findFirst().orElseThrow();
        GameMove nearChanged = new GameMove(near.frame(), near.type(), 1, near.data2() ^ 0x3);
        GameMove farChanged = new GameMove(far.frame(), far.type(), 1, far.data2() ^ 0x3);
        own.set(own.indexOf(near), nearChanged);
        own.set(own.indexOf(far), farChanged);
        GmWriter.write(new GmRecording(GmHeader.v3("FIXTURE1", "20261123-120000", "20261123-120000",
                SessionFixture.LEVEL, N, own.size()), own, LineEnding.LF), dir.resolve("client1/pmclient1.gm"));
        SessionDesyncReport r = SessionDesync.analyze(List.of(dir), 40);
        assertThat(r.peer()).isEqualTo(1);
        assertThat(r.desync().firstMoveDifference()).isEqualTo(near.frame());
        // within frames 37..117 only the near change: the server's move and the client's
        assertThat(near.frame()).isBetween(at - 40, at + 40);
        assertThat(far.frame()).isGreaterThan(at + 40);
        assertThat(r.desync().moveDifferences()).containsExactlyInAnyOrder(
                new MoveDifference(near, MoveDifference.Side.ONLY_IN_A),
                new MoveDifference(nearChanged, MoveDifference.Side.ONLY_IN_B));
    }

    @Test
    void aPeerListedOnlyByItsRecordingIsNotExpectedToHaveChecksums(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        Files.createDirectories(dir.resolve("client3"));
        Files.copy(dir.resolve("server/20261123-120000-[03]-netgame.gm"), dir.resolve("client3/pmclient3.gm"));
        manifest(dir, m -> {
            List<SessionManifest.ManifestFile> files = new ArrayList<>(m.files());
            files.add(new SessionManifest.ManifestFile("client3/pmclient3.gm", 3, "client", "GAME_MOVES"));
            return new SessionManifest(m.version(), m.game(), m.level(), m.seed(), m.mode(), m.syncPolicy(),
                    m.network(), files, m.groundTruth());
        });
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.IN_SYNC);
        assertThat(r.coverage()).extracting(PeerCoverage::peer).containsExactly(0, 1, 2);
    }

    @Test
    void theServersStatusCsvGivesEachClientsCorrectionsRoundedToPixels(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("files");
        fixture.write(dir, SessionFixture.Fault.NONE, 0, false);
        Path status = Files.createDirectories(dir.resolve("server/status"));
        // timestamp,frame,player,rwnd,cpu,sync,ping,difs,lcor,rcor,txbf,rxbf,txpf,rxpf
        Files.writeString(status.resolve("20261123-120000.csv"), String.join("\n",
                "12:00:01,40,1,  0,  0,  0,  0,  0,3.4,2.5,  0,  0,  0,  0",
                "12:00:01,40,0,  0,  0,  0,  0,  0,  5,  5,  0,  0,  0,  0",
                "12:00:02,60,2,  0,  0,  0,  0,  0,  0,  7,  0,  0,  0,  0",
                "12:00:02,61,2,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0", ""));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.events()).filteredOn(e -> e.kind() == SessionEvent.Kind.LOCAL_CORRECTION
                || e.kind() == SessionEvent.Kind.REMOTE_CORRECTION).containsExactly(
                new SessionEvent(40, 1, SessionEvent.Kind.LOCAL_CORRECTION, 3, "lcor"),
                new SessionEvent(40, 1, SessionEvent.Kind.REMOTE_CORRECTION, 3, "rcor"),
                new SessionEvent(60, 2, SessionEvent.Kind.REMOTE_CORRECTION, 7, "rcor"));
        // the same session with session.json: in sync, and the note counts the corrections
        Path withManifest = tmp.resolve("manifest");
        fixture.write(withManifest, SessionFixture.Fault.NONE, 0, true);
        Files.createDirectories(withManifest.resolve("server/status"));
        Files.copy(status.resolve("20261123-120000.csv"), withManifest.resolve("server/status/20261123-120000.csv"));
        manifest(withManifest, m -> {
            List<SessionManifest.ManifestFile> files = new ArrayList<>(m.files());
            files.add(new SessionManifest.ManifestFile("server/status/20261123-120000.csv", 0, "server",
                    "STATUS_CSV"));
            return new SessionManifest(m.version(), m.game(), m.level(), m.seed(), m.mode(), m.syncPolicy(),
                    m.network(), files, m.groundTruth());
        });
        SessionDesyncReport m = SessionDesync.analyze(withManifest);
        assertThat(m.verdict()).isEqualTo(Verdict.IN_SYNC);
        assertThat(m.note()).endsWith("; 2 rewinds and 3 corrections on the way");
    }
}

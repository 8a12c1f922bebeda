package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.ProgressListener;
import org.netreplay.session.FolderAccess;

/**
 * What the analysis says it compared and what it could not (docs/desync.md, "Coverage", "Verdicts"), on
 * {@link SessionFixture}'s sessions with parts removed or edited. The expected figures are counted from how the
 * fixture writes its session: {@value SessionFixture#FRAMES} frames; the server logs an {@code authoritative} line
 * and stores a state for frames 1..160; each client logs {@code confirmed} F for 1..160 and {@code predicted} F+1 for
 * F < 160; every log ends with the shutdown header at frame 160; clients 1 and 2 log one applied dif that rewound 2
 * frames (frame 30) and the server one late cdat (frame 50).
 */
class SessionDesyncCoverageTest {
    private static final int N = SessionFixture.FRAMES;
    private static final String SERVER_LOG = "server/20261123-120000-[3][pmserver].txt";
    private static final String SERVER_GM = "server/20261123-120000-[03]-netgame.gm";

    private final SessionFixture fixture = new SessionFixture();

    private static String clientLog(int c) {
        return "client" + c + "/20261123-120000-[3][pmclient" + c + "].txt";
    }

    private static PeerCoverage of(SessionDesyncReport r, int peer) {
        return r.coverage().stream().filter(c -> c.peer() == peer).findFirst().orElseThrow();
    }

    @Test
    void aCleanSessionComparesEveryFrameOfEveryPeerAndReSimulatesEveryStep(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.IN_SYNC);
        assertThat(r.firstFrame()).isEqualTo(1);
        assertThat(r.lastFrame()).isEqualTo(N);
        assertThat(r.mode()).isEqualTo("authoritative");
        assertThat(r.level()).isEqualTo(SessionFixture.LEVEL);
        assertThat(r.runs()).isEmpty();
        // server: 160 authoritative frames, each compared with the replay; 159 steps (its first record is the start)
        // clients: 160 confirmed frames each compared with the server; 159 predicted steps re-simulated
        assertThat(r.coverage()).containsExactly(
                new PeerCoverage(0, "server", 1, N, N, N, N, N - 1, 0, 0, List.of(), List.of()),
                new PeerCoverage(1, "client", 1, N, N, N, N, N - 1, 0, 0, List.of(), List.of()),
                new PeerCoverage(2, "client", 1, N, N, N, N, N - 1, 0, 0, List.of(), List.of()));
        assertThat(r.desync().framesCompared()).isEqualTo(3 * N);
        assertThat(r.note()).isEqualTo("in sync: 480 peer frames compared (2 clients and the server against a replay"
                + " of its moves, every step re-simulated), none diverged; 2 rewinds and 0 corrections on the way");
        assertThat(r.logs()).extracting(SessionDesyncReport.PeerLog::peer).containsExactly(0, 1, 2);
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void aServerRewindCountsAmongTheRewindsOfAnInSyncSession(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.REWIND_CLEAN, 100, true);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.IN_SYNC);
        assertThat(r.note()).endsWith("none diverged; 3 rewinds and 0 corrections on the way");
    }

    @Test
    void progressIsAQuarterForTheLogsThenHalfForTheDeterminismCheckPerPeer(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        List<Long> done = new ArrayList<>();
        SessionDesync.analyze(List.of(dir), 5, (d, total) -> done.add(d));
        // 3 logs: 250 * k / 3; no replay report below frame 256; 3 peers: 500 + 500 * k / 3; then 1000 once more
        assertThat(done).containsExactly(83L, 166L, 250L, 666L, 833L, 1000L, 1000L);
    }

    @Test
    void withoutTheServersRecordingTheServerIsNotReplayedAndTheSessionIsIncomplete(@TempDir Path dir)
            throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        DesyncVerdictTest.remove(dir, dir.resolve(SERVER_GM));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.INCOMPLETE);
        // the server's frames 2..160 are still compared by its re-simulated steps, frame 1 (its start) by none
        String noGm = "no server .gm: its final checksums were not checked against a replay of its moves";
        assertThat(of(r, 0)).isEqualTo(new PeerCoverage(0, "server", 1, N, N, N, N - 1, N - 1, 0, 0, List.of(),
                List.of(noGm, "1 frames with data were not compared")));
        assertThat(of(r, 1).complete()).isTrue();
        assertThat(of(r, 2).complete()).isTrue();
        assertThat(r.note()).isEqualTo("incomplete: no divergence in the 479 peer frames compared, but the data does"
                + " not prove the session in sync: server: " + noGm);
    }

    @Test
    void withoutTheServersLogWhereItsDataEndsIsUnknown(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        DesyncVerdictTest.remove(dir, dir.resolve(SERVER_LOG));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.INCOMPLETE);
        assertThat(of(r, 0)).isEqualTo(new PeerCoverage(0, "server", 1, N, N, N, N, N - 1, 0, 0, List.of(),
                List.of("no text log: where its data should end is unknown")));
        assertThat(r.note()).endsWith("server: no text log: where its data should end is unknown");
        assertThat(r.logs()).extracting(SessionDesyncReport.PeerLog::peer).containsExactly(1, 2);
    }

    @Test
    void aClientLogWithoutItsShutdownHeaderMayBeCutShort(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        Path log = dir.resolve(clientLog(2));
        DesyncVerdictTest.editLines(log, l -> l.contains("Shutting down") ? null : l, "\n");
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.INCOMPLETE);
        // its last tagged line is the confirmed line of frame 160
        String why = log + " ends at frame 160 without the game's ending stats or shutdown lines: cut short?";
        assertThat(of(r, 2).missing()).containsExactly(why);
        assertThat(of(r, 2).framesCompared()).isEqualTo(N);
        assertThat(r.note()).isEqualTo("incomplete: no divergence in the 480 peer frames compared, but the data does"
                + " not prove the session in sync: client 2: " + why);
    }

    @Test
    void aClientsGapsAreNamedJumpsExcusedAndSkippedLinesCounted(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        DesyncVerdictTest.remove(dir, dir.resolve("client1/pmclient1.states"));
        Path log = dir.resolve(clientLog(1));
        // no type-60 line of frames 10, 20, 30, 40, 50-52, 60, 70 (7 gaps) nor 90-92, which a jump ahead at frame
        // 94 skipped (the client's next state is 94: the frames between were never simulated)
        Set<Integer> gone = Set.of(10, 20, 30, 40, 50, 51, 52, 60, 70, 90, 91, 92);
        DesyncVerdictTest.editLines(log, l -> {
            if (l.startsWith("[60][1][")) {
                int f = Integer.parseInt(l.substring(8, l.indexOf(']', 8)));
                return gone.contains(f) ? null : l;
            }
            return l;
        }, "\n");
        String text = Files.readString(log);
        Files.writeString(log, "[60][1][0]checksum lost\n" + text.replace("[60][1][93]",
                "[30][1][94]----- Apply dif [80 to 94] [applied] [jumped ahead 3 frames]\n[60][1][93]"));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.INCOMPLETE);
        PeerCoverage c1 = of(r, 1);
        // expected: 160 frames but the 3 jumped over; with data: 160 - 12; compared: each confirmed one
        assertThat(c1.framesExpected()).isEqualTo(N - 3);
        assertThat(c1.framesWithData()).isEqualTo(N - 12);
        assertThat(c1.framesCompared()).isEqualTo(N - 12);
        assertThat(c1.firstFrame()).isEqualTo(1);
        assertThat(c1.lastFrame()).isEqualTo(N);
        assertThat(c1.stepsChecked()).isZero();
        assertThat(c1.skippedLines()).isEqualTo(1);
        assertThat(c1.missing()).containsExactly(
                "no .states file: the determinism check did not run (it needs the inputs and states the peer"
                        + " recorded)",
                "no checksum for frames 10, 20, 30, 40, 50–52 and 2 more gaps",
                "1 type-60 line skipped, first " + log + ": line 1: field text: does not start with 'state chk:['");
        assertThat(of(r, 2).complete()).isTrue();
    }

    @Test
    void oneGapOfOneFrameIsNamedAlone(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        DesyncVerdictTest.remove(dir, dir.resolve("client2/pmclient2.states"));
        Path log = dir.resolve(clientLog(2));
        DesyncVerdictTest.editLines(log, l -> l.startsWith("[60][2][70]") ? null : l, "\n");
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(of(r, 2).missing()).contains("no checksum for frame 70");
        assertThat(of(r, 2).framesExpected()).isEqualTo(N);
        assertThat(of(r, 2).framesWithData()).isEqualTo(N - 1);
        // a gap of two frames
        DesyncVerdictTest.editLines(log, l -> l.startsWith("[60][2][71]") ? null : l, "\n");
        assertThat(of(SessionDesync.analyze(dir), 2).missing()).contains("no checksum for frames 70–71");
    }

    @Test
    void aSessionWithoutChecksumsIsNotComparableAndSaysWhatItHas(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, false);
        for (String log : List.of(SERVER_LOG, clientLog(1), clientLog(2))) {
            DesyncVerdictTest.editLines(dir.resolve(log), l -> l.startsWith("[60]") ? null : l, "\n");
        }
        Files.delete(dir.resolve("server/pmserver.states"));
        Files.delete(dir.resolve("client1/pmclient1.states"));
        Files.delete(dir.resolve("client2/pmclient2.states"));
        SessionDesyncReport r = SessionDesync.analyze(List.of(dir), 40, ProgressListener.NONE, FolderAccess.CONFINED,
                List.of());
        assertThat(r.verdict()).isEqualTo(Verdict.NOT_COMPARABLE);
        assertThat(r.comparable()).isFalse();
        assertThat(r.note()).isEqualTo("not comparable: the session has no state checksums (no type-60 lines, no"
                + " .states files), as the real game writes none; 1 recording and 3 logs (replay and log linking"
                + " still work)");
        assertThat(r.events()).isNotEmpty();
        Files.delete(dir.resolve(SERVER_GM));
        Files.delete(dir.resolve(clientLog(1)));
        Files.delete(dir.resolve(clientLog(2)));
        assertThat(SessionDesync.analyze(List.of(dir), 40, ProgressListener.NONE, FolderAccess.CONFINED, List.of())
                .note()).contains("; 0 recordings and 1 log (replay");
    }

    @Test
    void aSessionWithoutChecksumsIsProvenByTheFirstProverThatKnowsIt(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, false);
        for (String log : List.of(SERVER_LOG, clientLog(1), clientLog(2))) {
            DesyncVerdictTest.editLines(dir.resolve(log), l -> l.startsWith("[60]") ? null : l, "\n");
        }
        Files.delete(dir.resolve("server/pmserver.states"));
        Files.delete(dir.resolve("client1/pmclient1.states"));
        Files.delete(dir.resolve("client2/pmclient2.states"));
        PeerCoverage c0 = new PeerCoverage(0, "server", 1, 99, 99, 99, 99, 0, 0, 0, List.of(), List.of());
        PeerCoverage c2 = new PeerCoverage(2, "client", 1, 99, 99, 99, 60, 0, 0, 0, List.of(), List.of());
        DivergenceRun run = new DivergenceRun(2, 55, 58, DivergenceKind.PREDICTION_NOT_REPRODUCED, List.of());
        SessionEvent added = new SessionEvent(30, 0, SessionEvent.Kind.LOCAL_CORRECTION, 4, "cor");
        SessionProver.Proof proof = new SessionProver.Proof(Verdict.DESYNC, "client 2's prediction at 55",
                List.of(c0, c2), List.of(run), List.of(added), List.of(PeerTimeline.of(0, 1, new byte[99])), 1, 99,
                7);
        List<Path> asked = new ArrayList<>();
        SessionProver other = (folder, p) -> {
            asked.add(folder);
            return null;
        };
        SessionProver knows = (folder, p) -> proof;
        SessionDesyncReport r = SessionDesync.analyze(List.of(dir), 40, ProgressListener.NONE, FolderAccess.CONFINED,
                List.of(other, knows));
        assertThat(asked).containsExactly(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.DESYNC);
        assertThat(r.comparable()).isTrue();
        assertThat(r.peer()).isEqualTo(2);
        assertThat(r.kind()).isEqualTo(DivergenceKind.PREDICTION_NOT_REPRODUCED);
        assertThat(r.firstDivergentFrame()).isEqualTo(55);
        assertThat(r.desync().lastMatchingFrame()).isEqualTo(54);
        assertThat(r.desync().inSync()).isFalse();
        assertThat(r.desync().framesCompared()).isEqualTo(99 + 60);
        assertThat(r.note()).isEqualTo("client 2's prediction at 55");
        assertThat(r.level()).isEqualTo(7);
        assertThat(r.firstFrame()).isEqualTo(1);
        assertThat(r.lastFrame()).isEqualTo(99);
        assertThat(r.coverage()).containsExactly(c0, c2);
        assertThat(r.runs()).containsExactly(run);
        // the logs' events and the proof's, by frame then peer: client rewinds at 30 (peers 1, 2), the proof's
        // correction at 30 (peer 0), the late cdat at 50
        assertThat(r.events()).extracting(SessionEvent::frame, SessionEvent::peer).containsExactly(
                org.assertj.core.groups.Tuple.tuple(30, 0), org.assertj.core.groups.Tuple.tuple(30, 1),
                org.assertj.core.groups.Tuple.tuple(30, 2), org.assertj.core.groups.Tuple.tuple(50, 1));

        SessionProver.Proof clean = new SessionProver.Proof(Verdict.IN_SYNC, "in sync", List.of(c0), List.of(),
                List.of(), List.of(), 1, 99, 3);
        SessionDesyncReport s = SessionDesync.analyze(List.of(dir), 40, ProgressListener.NONE, FolderAccess.CONFINED,
                List.of((folder, p) -> clean));
        assertThat(s.verdict()).isEqualTo(Verdict.IN_SYNC);
        assertThat(s.desync().inSync()).isTrue();
        assertThat(s.peer()).isEqualTo(-1);
        assertThat(s.kind()).isNull();
        assertThat(s.firstDivergentFrame()).isEqualTo(-1);
        assertThat(s.desync().lastMatchingFrame()).isEqualTo(-1);
    }
}

package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.desync.FieldDiff;

/**
 * What the analysis says about a divergence (docs/desync.md, "Checks"): the note word for word, both checksums, the
 * last matching frame, the moves around, the runs in frame order. The expected checksums are computed here from the
 * fixture's states with the game ({@link SessionFixture#checksum}), not taken from the analysis.
 */
class SessionDesyncFindingsTest {
    private static final int N = SessionFixture.FRAMES;
    private final SessionFixture fixture = new SessionFixture();

    private static String hex(int v) {
        return String.format("0x%08x", v);
    }

    @Test
    void aClientDivergenceNamesBothChecksumsItsFieldAndTheMovesAroundIt(@TempDir Path dir) throws IOException {
        int at = 77;
        fixture.write(dir, SessionFixture.Fault.CLIENT_STATE, at, true);
        byte[] truth = fixture.trueStates(fixture.moves).get(at);
        int server = fixture.checksum(truth);
        int client = fixture.checksum(fixture.withFieldChanged(truth));
        SessionDesyncReport r = SessionDesync.analyze(List.of(dir), 5);
        assertThat(r.verdict()).isEqualTo(Verdict.DESYNC);
        assertThat(r.desync().checksumA()).isEqualTo(server);
        assertThat(r.desync().checksumB()).isEqualTo(client);
        assertThat(r.desync().lastMatchingFrame()).isEqualTo(at - 1);
        assertThat(r.desync().firstMoveDifference()).isEqualTo(-1);
        assertThat(r.note()).isEqualTo("client 1 diverged on frame 77: its confirmed checksum " + hex(client)
                + " matches none of the server's authoritative checksums for that frame (final " + hex(server)
                + "); 1 fields differ, first " + fixture.field.path());
        assertThat(r.fields()).extracting(FieldDiff::path).containsExactly(fixture.field.path());
        // window 5: the server's moves of frames 72..82
        List<GameMove> around = fixture.moves.stream().filter(m -> m.frame() >= at - 5 && m.frame() <= at + 5)
                .toList();
        assertThat(around).isNotEmpty();
        assertThat(r.desync().movesAround()).containsExactlyElementsOf(around);
        // every confirmed state from 77 on has the changed field: one run to the end
        assertThat(r.runs()).containsExactly(new DivergenceRun(1, at, N, DivergenceKind.CLIENT_DIVERGED,
                List.of(fixture.field.path())));
        assertThat(r.timelineOf(1).runs()).containsExactly(new StatusRun(1, at - 1, FrameStatus.IN_SYNC),
                new StatusRun(at, N, FrameStatus.DIVERGED));
        assertThat(r.timelineOf(0).runs()).containsExactly(new StatusRun(1, N, FrameStatus.IN_SYNC));
    }

    @Test
    void runsComeInFrameOrderWhateverPeerFoundThem(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.CLIENT_STATE, 77, true);
        // client 2 without its states file, its confirmed line of frame 40 another checksum
        DesyncVerdictTest.remove(dir, dir.resolve("client2/pmclient2.states"));
        Path log = dir.resolve("client2/20261123-120000-[3][pmclient2].txt");
        String text = Files.readString(log);
        int server40 = fixture.checksum(fixture.trueStates(fixture.moves).get(40));
        String line = "[60][2][40]state chk:[" + String.format("%08x", server40) + "] confirmed";
        assertThat(text).contains(line);
        int wrong = server40 ^ 0x0BAD_F00D;
        Files.writeString(log, text.replace(line, "[60][2][40]state chk:[" + String.format("%08x", wrong)
                + "] confirmed"));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.DESYNC);
        assertThat(r.peer()).isEqualTo(2);
        assertThat(r.firstDivergentFrame()).isEqualTo(40);
        assertThat(r.desync().lastMatchingFrame()).isEqualTo(39);
        assertThat(r.runs()).containsExactly(
                new DivergenceRun(2, 40, 40, DivergenceKind.CLIENT_DIVERGED, List.of()),
                new DivergenceRun(1, 77, N, DivergenceKind.CLIENT_DIVERGED, List.of(fixture.field.path())));
        assertThat(r.note()).isEqualTo("client 2 diverged on frame 40: its confirmed checksum " + hex(wrong)
                + " matches none of the server's authoritative checksums for that frame (final " + hex(server40)
                + "); no fields: client 2 has no states file");
        assertThat(r.timelineOf(2).status(40)).isEqualTo(FrameStatus.DIVERGED);
        assertThat(r.timelineOf(2).status(41)).isEqualTo(FrameStatus.IN_SYNC);
    }

    @Test
    void aNonDeterministicStepNamesTheFrameItWasSimulatedFrom(@TempDir Path dir) throws IOException {
        int at = fixture.quietFrameFor(2, 60);
        fixture.write(dir, SessionFixture.Fault.NONDETERMINISM, at, true);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.note()).startsWith("client 2's step to frame " + at + " does not reproduce: simulated again"
                + " from its own state at frame " + (at - 1) + " with the inputs it recorded it gives 0x");
        assertThat(r.note()).endsWith(": non-deterministic simulation; 1 fields differ, first "
                + fixture.field.path());
        assertThat(r.note()).contains(", it logged " + hex(r.desync().checksumB()));
        assertThat(r.desync().checksumA()).isNotEqualTo(r.desync().checksumB());
        // only that step: the next one starts from the state the client stored
        assertThat(r.runs()).containsExactly(new DivergenceRun(2, at, at, DivergenceKind.NONDETERMINISM,
                List.of(fixture.field.path())));
        PeerCoverage c2 = r.coverage().stream().filter(c -> c.peer() == 2).findFirst().orElseThrow();
        assertThat(c2.stepsChecked()).isEqualTo(N - 1);
        assertThat(c2.stepsUnchecked()).isZero();
    }

    @Test
    void aRewindBugComparesTheServersFinalChecksumWithAStraightReplay(@TempDir Path dir) throws IOException {
        int at = fixture.frameWithMove(90);
        fixture.write(dir, SessionFixture.Fault.REWIND_BUG, at, true);
        GameMove skipped = fixture.at(at).stream().filter(m -> m.type() == GameMove.TYPE_MOVE).findFirst()
                .orElseThrow();
        List<GameMove> buggy = new ArrayList<>(fixture.moves);
        buggy.remove(skipped);
        int logged = fixture.checksum(fixture.trueStates(buggy).get(at));
        int replayed = fixture.checksum(fixture.trueStates(fixture.moves).get(at));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.peer()).isZero();
        assertThat(r.desync().checksumA()).isEqualTo(replayed);
        assertThat(r.desync().checksumB()).isEqualTo(logged);
        assertThat(r.desync().lastMatchingFrame()).isEqualTo(at - 1);
        assertThat(r.note()).startsWith("the server's final checksum for frame " + at + " (" + hex(logged)
                + ") differs from a straight replay of its own moves (" + hex(replayed) + "): a rewind bug; ");
        assertThat(r.runs()).first().satisfies(run -> {
            assertThat(run.peer()).isZero();
            assertThat(run.firstFrame()).isEqualTo(at);
            assertThat(run.kind()).isEqualTo(DivergenceKind.REWIND_BUG);
            assertThat(run.fields()).isNotEmpty();
        });
    }

    @Test
    void withoutAManifestTheReplayStartsFromTheServersFirstStoredStateAndSaysSo(@TempDir Path dir)
            throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, false);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        // frame 1 is where the replay starts and the server's first record (not a step): nothing compares it
        assertThat(r.verdict()).isEqualTo(Verdict.INCOMPLETE);
        PeerCoverage server = r.coverage().get(0);
        assertThat(server.framesCompared()).isEqualTo(N - 1);
        assertThat(server.missing()).containsExactly("1 frames with data were not compared");
        assertThat(r.coverage().get(1).complete()).isTrue();
        assertThat(r.notes()).containsExactly("no session.json (seed unknown): the server's moves are replayed from"
                + " its first stored state, frame 1");
        assertThat(r.mode()).isEqualTo("authoritative");
        assertThat(r.level()).isEqualTo(SessionFixture.LEVEL);
        assertThat(r.gameId()).isEqualTo("pm-reference");
    }

    @Test
    void theWindowIsZeroToOneHundredThousandFrames(@TempDir Path dir) {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SessionDesync.analyze(List.of(dir), -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("window (-1) must be in 0..100000");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SessionDesync.analyze(List.of(dir), 100_001))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("window (100001) must be in 0..100000");
    }
}

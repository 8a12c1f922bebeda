package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.desync.FieldDiff;

/** Session-folder desync analysis on fixture sessions whose faults are built in by {@link SessionFixture}. */
class SessionDesyncTest {
    private final SessionFixture fixture = new SessionFixture();

    @Test
    void aCleanSessionIsInSyncAndEveryClientFrameIsCompared(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.inSync()).as(r.note()).isTrue();
        assertThat(r.comparable()).isTrue();
        assertThat(r.peer()).isEqualTo(-1);
        assertThat(r.kind()).isNull();
        assertThat(r.timeline()).extracting(PeerTimeline::peer).containsExactly(0, 1, 2);
        for (int peer = 0; peer <= 2; peer++) {
            assertThat(r.timelineOf(peer).runs()).as("peer %d", peer)
                    .containsExactly(new StatusRun(1, SessionFixture.FRAMES, FrameStatus.IN_SYNC));
        }
        assertThat(r.desync().framesCompared()).isEqualTo(3 * SessionFixture.FRAMES);
    }

    @Test
    void aClientWhoseConfirmedStateDiffersIsNamedWithItsField(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.CLIENT_STATE, 77, true);
        SessionDesyncReport r = SessionDesync.analyze(dir.resolve("session.json"));
        assertThat(r.inSync()).isFalse();
        assertThat(r.firstDivergentFrame()).isEqualTo(77);
        assertThat(r.peer()).isEqualTo(1);
        assertThat(r.kind()).isEqualTo(DivergenceKind.CLIENT_DIVERGED);
        assertThat(r.fields()).extracting(FieldDiff::path).contains(fixture.field.path());
        assertThat(r.desync().lastMatchingFrame()).isEqualTo(76);
        assertThat(r.timelineOf(1).status(76)).isEqualTo(FrameStatus.IN_SYNC);
        assertThat(r.timelineOf(1).status(77)).isEqualTo(FrameStatus.DIVERGED);
        assertThat(r.timelineOf(2).status(77)).isEqualTo(FrameStatus.IN_SYNC);
        assertThat(r.note()).contains("client 1").contains("frame 77");
    }

    @Test
    void aClientSimulatingWithTheFinalInputsFromAnInSyncStateIsNondeterministic(@TempDir Path dir)
            throws IOException {
        int at = fixture.quietFrameFor(2, 60);
        fixture.write(dir, SessionFixture.Fault.NONDETERMINISM, at, true);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.inSync()).as(r.note()).isFalse();
        assertThat(r.firstDivergentFrame()).isEqualTo(at);
        assertThat(r.peer()).isEqualTo(2);
        assertThat(r.kind()).isEqualTo(DivergenceKind.NONDETERMINISM);
        assertThat(r.fields()).extracting(FieldDiff::path).containsExactly(fixture.field.path());
        assertThat(r.timelineOf(2).status(at)).isEqualTo(FrameStatus.DIVERGED);
    }

    @Test
    void aServerWhoseFinalChecksumDiffersFromAStraightReplayHasARewindBug(@TempDir Path dir) throws IOException {
        int at = fixture.frameWithMove(90);
        fixture.write(dir, SessionFixture.Fault.REWIND_BUG, at, true);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.inSync()).as(r.note()).isFalse();
        assertThat(r.firstDivergentFrame()).isEqualTo(at);
        assertThat(r.peer()).isZero();
        assertThat(r.kind()).isEqualTo(DivergenceKind.REWIND_BUG);
        assertThat(r.fields()).isNotEmpty();
        assertThat(r.timelineOf(0).status(at - 1)).isEqualTo(FrameStatus.IN_SYNC);
        assertThat(r.timelineOf(0).status(at)).isEqualTo(FrameStatus.DIVERGED);
    }

    @Test
    void aClientConfirmingAFrameTheServerLaterRewroteIsInSync(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.REWIND_CLEAN, 100, true);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.inSync()).as(r.note()).isTrue();
        assertThat(r.timelineOf(2).status(101)).isEqualTo(FrameStatus.IN_SYNC);
        assertThat(r.events()).anySatisfy(e -> {
            assertThat(e.kind()).isEqualTo(SessionEvent.Kind.SERVER_REWIND);
            assertThat(e.frame()).isEqualTo(103);
            assertThat(e.value()).isEqualTo(3);
        });
    }

    @Test
    void withoutAManifestTheFilesAloneGiveTheSameAnswer(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.CLIENT_STATE, 40, false);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.firstDivergentFrame()).isEqualTo(40);
        assertThat(r.peer()).isEqualTo(1);
        assertThat(r.kind()).isEqualTo(DivergenceKind.CLIENT_DIVERGED);
        assertThat(r.gameId()).isEqualTo("pm-reference");
        assertThat(r.mode()).isEqualTo("authoritative");
    }

    @Test
    void eventsComeFromTheLogsWithFramePeerAndKind(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        List<SessionEvent> events = SessionDesync.analyze(dir).events();
        assertThat(events).contains(new SessionEvent(50, 1, SessionEvent.Kind.LATE_CDAT, 41,
                "rx cdat p:1 fn:[41] sync:[-2] slsn:[0] late - dropped"));
        assertThat(events).filteredOn(e -> e.kind() == SessionEvent.Kind.CLIENT_REWIND)
                .extracting(SessionEvent::peer, SessionEvent::frame, SessionEvent::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1, 30, 2), org.assertj.core.groups.Tuple.tuple(2, 30, 2));
    }

    @Test
    void progressRisesToTheEndAndAnInterruptedThreadCancels(@TempDir Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.NONE, 0, true);
        List<Long> done = new java.util.ArrayList<>();
        SessionDesync.analyze(List.of(dir), 5, (d, total) -> {
            assertThat(total).isEqualTo(1000);
            done.add(d);
        });
        assertThat(done).isSorted().last().isEqualTo(1000L);
        Thread.currentThread().interrupt();
        try {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> SessionDesync.analyze(dir))
                    .isInstanceOf(java.util.concurrent.CancellationException.class);
        } finally {
            Thread.interrupted();
        }
    }
}

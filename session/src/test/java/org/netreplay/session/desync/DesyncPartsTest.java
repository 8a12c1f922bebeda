package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.netreplay.session.peerstate.StateLabel;

/**
 * The small parts the desync analysis is built from, each against values written here: the server's authoritative
 * checksums by frame, a peer's type-60 lines, the skipped-line list, a peer's coverage, a timeline's runs, the
 * events' keys and the verdicts' exit codes (docs/desync.md, "Verdicts", "Coverage").
 */
class DesyncPartsTest {
    @Test
    void serverChecksumsKeepTheLastLineOfAFrameAsFinalAndEveryLineForAny() {
        ChecksumTrack t = new ChecksumTrack();
        t.add(12, 0x1200, StateLabel.AUTHORITATIVE);
        t.add(10, 0x1000, StateLabel.AUTHORITATIVE);
        t.add(11, 0x1100, StateLabel.AUTHORITATIVE);
        t.add(10, 0x10FF, StateLabel.AUTHORITATIVE); // a rewind wrote frame 10 again
        t.add(14, 0xFFFF_FFF0, StateLabel.AUTHORITATIVE); // frame 13 has no line
        ServerChecksums sc = new ServerChecksums(t);
        assertThat(sc.isEmpty()).isFalse();
        assertThat(sc.firstFrame()).isEqualTo(10);
        assertThat(sc.lastFrame()).isEqualTo(14);
        assertThat(sc.finalChecksum(10)).isEqualTo(0x10FF);
        assertThat(sc.finalChecksum(12)).isEqualTo(0x1200);
        assertThat(sc.finalChecksum(14)).isEqualTo(0xFFFF_FFF0);
        assertThat(sc.has(9)).isFalse();
        assertThat(sc.has(10)).isTrue();
        assertThat(sc.has(13)).isFalse();
        assertThat(sc.has(14)).isTrue();
        assertThat(sc.has(15)).isFalse();
        assertThat(sc.any(10, 0x1000)).isTrue();
        assertThat(sc.any(10, 0x10FF)).isTrue();
        assertThat(sc.any(10, 0x1100)).isFalse();
        assertThat(sc.any(11, 0x1100)).isTrue();
        assertThat(sc.any(14, 0xFFFF_FFF0)).isTrue();
        assertThat(sc.any(13, 0x1200)).isFalse();
    }

    @Test
    void serverChecksumsOfOneFrameAndOfNone() {
        ChecksumTrack one = new ChecksumTrack();
        one.add(7, 5, StateLabel.AUTHORITATIVE);
        ServerChecksums sc = new ServerChecksums(one);
        assertThat(sc.firstFrame()).isEqualTo(7);
        assertThat(sc.lastFrame()).isEqualTo(7);
        assertThat(sc.has(7)).isTrue();
        assertThat(sc.has(6)).isFalse();
        assertThat(sc.has(8)).isFalse();
        ServerChecksums none = new ServerChecksums(new ChecksumTrack());
        assertThat(none.isEmpty()).isTrue();
        assertThat(none.lastFrame()).isEqualTo(none.firstFrame() - 1);
        assertThat(none.has(0)).isFalse();
        assertThat(none.has(-1)).isFalse();
    }

    @Test
    void aChecksumTrackGrowsPastItsFirstArraysAndKeepsLineNumbers() {
        ChecksumTrack t = new ChecksumTrack();
        for (int i = 0; i < 600; i++) {
            t.add(1000 + i, i * 3, i % 2 == 0 ? StateLabel.CONFIRMED : StateLabel.PREDICTED, 5 + 2 * i);
        }
        t.add(2000, 9, StateLabel.AUTHORITATIVE);
        assertThat(t.size()).isEqualTo(601);
        assertThat(t.frame(599)).isEqualTo(1599);
        assertThat(t.checksum(599)).isEqualTo(1797);
        assertThat(t.label(598)).isEqualTo(StateLabel.CONFIRMED);
        assertThat(t.label(599)).isEqualTo(StateLabel.PREDICTED);
        assertThat(t.line(0)).isEqualTo(5);
        assertThat(t.line(300)).isEqualTo(605);
        assertThat(t.line(600)).isEqualTo(-1);
        assertThat(t.label(600)).isEqualTo(StateLabel.AUTHORITATIVE);
    }

    @Test
    void peerRecordsOfLinesSayWhereEachIsAndHaveNoInputs() {
        ChecksumTrack t = new ChecksumTrack();
        t.add(3, 0x33, StateLabel.CONFIRMED, 17);
        t.add(4, 0x44, StateLabel.PREDICTED, 18);
        PeerRecords r = PeerRecords.of(t, Path.of("c1.txt"));
        assertThat(r.size()).isEqualTo(2);
        assertThat(r.frame(1)).isEqualTo(4);
        assertThat(r.label(1)).isEqualTo(StateLabel.PREDICTED);
        assertThat(r.checksum(0)).isEqualTo(0x33);
        assertThat(r.hasStatesFile()).isFalse();
        assertThat(r.reader()).isNull();
        assertThat(r.where(1)).isEqualTo("c1.txt: line 18");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> r.inputs(0))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void skippedLinesCountAllAndNameTheFirstTwenty() {
        SkippedLines s = new SkippedLines(Path.of("x.txt"));
        for (int i = 1; i <= 21; i++) {
            s.add(i * 10, "why " + i);
        }
        assertThat(s.count()).isEqualTo(21);
        assertThat(s.first()).hasSize(20);
        assertThat(s.first().get(19)).isEqualTo(new SkippedLine("x.txt", 200, "why 20"));
    }

    @Test
    void coverageIsCompleteOnlyWithEveryExpectedFrameComparedAndNothingMissing() {
        assertThat(coverage(10, 10, 0, 0, List.of()).complete()).isTrue();
        assertThat(coverage(10, 11, 0, 0, List.of()).complete()).isTrue();
        assertThat(coverage(10, 9, 0, 0, List.of()).complete()).isFalse();
        assertThat(coverage(0, 0, 0, 0, List.of()).complete()).isFalse();
        assertThat(coverage(1, 1, 0, 0, List.of()).complete()).isTrue();
        assertThat(coverage(10, 10, 1, 0, List.of()).complete()).isFalse();
        assertThat(coverage(10, 10, 0, 1, List.of()).complete()).isFalse();
        assertThat(coverage(10, 10, 0, 0, List.of("no text log")).complete()).isFalse();
    }

    private static PeerCoverage coverage(long expected, long compared, long skipped, long unchecked,
                                         List<String> missing) {
        return new PeerCoverage(1, "client", 1, 10, expected, expected, compared, 5, unchecked, skipped, List.of(),
                missing);
    }

    @Test
    void aTimelineIsRunLengthCodedAndAnsweredByFrame() {
        // frames 20..27: no data, no data, in sync, diverged, diverged, in sync, diverged, no data (as ordinals)
        byte n = (byte) FrameStatus.NO_DATA.ordinal();
        byte y = (byte) FrameStatus.IN_SYNC.ordinal();
        byte d = (byte) FrameStatus.DIVERGED.ordinal();
        byte[] s = {n, n, y, d, d, y, d, n};
        PeerTimeline t = PeerTimeline.of(3, 20, s);
        assertThat(t.peer()).isEqualTo(3);
        assertThat(t.runs()).containsExactly(new StatusRun(20, 21, FrameStatus.NO_DATA),
                new StatusRun(22, 22, FrameStatus.IN_SYNC), new StatusRun(23, 24, FrameStatus.DIVERGED),
                new StatusRun(25, 25, FrameStatus.IN_SYNC), new StatusRun(26, 26, FrameStatus.DIVERGED),
                new StatusRun(27, 27, FrameStatus.NO_DATA));
        assertThat(t.status(19)).isEqualTo(FrameStatus.NO_DATA);
        assertThat(t.status(20)).isEqualTo(FrameStatus.NO_DATA);
        assertThat(t.status(22)).isEqualTo(FrameStatus.IN_SYNC);
        assertThat(t.status(23)).isEqualTo(FrameStatus.DIVERGED);
        assertThat(t.status(24)).isEqualTo(FrameStatus.DIVERGED);
        assertThat(t.status(25)).isEqualTo(FrameStatus.IN_SYNC);
        assertThat(t.status(26)).isEqualTo(FrameStatus.DIVERGED);
        assertThat(t.status(28)).isEqualTo(FrameStatus.NO_DATA);
        assertThat(new PeerTimeline(1, List.of(new StatusRun(5, 9, FrameStatus.IN_SYNC))).status(10))
                .isEqualTo(FrameStatus.NO_DATA);
        assertThat(new PeerTimeline(1, List.of()).status(0)).isEqualTo(FrameStatus.NO_DATA);
        assertThat(t.nextDivergence(19)).isEqualTo(23);
        assertThat(t.nextDivergence(23)).isEqualTo(26);
        assertThat(t.nextDivergence(26)).isEqualTo(-1);
        assertThat(t.previousDivergence(27)).isEqualTo(26);
        assertThat(t.previousDivergence(26)).isEqualTo(23);
        assertThat(t.previousDivergence(24)).isEqualTo(23);
        assertThat(t.previousDivergence(23)).isEqualTo(-1);
        assertThat(PeerTimeline.of(0, 1, new byte[0]).runs()).isEmpty();
    }

    @Test
    void eventKeysFindTheNextAndPreviousEventOfTheKindsAsked() {
        List<SessionEvent> events = List.of(
                new SessionEvent(10, 1, SessionEvent.Kind.CLIENT_REWIND, 2, "a"),
                new SessionEvent(20, 0, SessionEvent.Kind.SERVER_REWIND, 3, "b"),
                new SessionEvent(20, 2, SessionEvent.Kind.CLIENT_REWIND, 1, "c"),
                new SessionEvent(30, 1, SessionEvent.Kind.LATE_CDAT, 25, "d"));
        SessionDesyncReport r = new SessionDesyncReport(
                new org.netreplay.replay.desync.DesyncReport(true, -1, -1, 0, 0, List.of(), List.of(), List.of(), -1,
                        0, "n"),
                Verdict.IN_SYNC, true, -1, null, "g", 1, "authoritative", 1, 40, List.of(), events, List.of(),
                List.of(), List.of(), List.of());
        var all = EnumSet.allOf(SessionEvent.Kind.class);
        var rewinds = EnumSet.of(SessionEvent.Kind.CLIENT_REWIND);
        assertThat(r.previousEventFrame(20, all)).isEqualTo(10);
        assertThat(r.previousEventFrame(21, all)).isEqualTo(20);
        assertThat(r.previousEventFrame(31, all)).isEqualTo(30);
        assertThat(r.previousEventFrame(10, all)).isEqualTo(-1);
        assertThat(r.previousEventFrame(31, rewinds)).isEqualTo(20);
        assertThat(r.previousEventFrame(20, EnumSet.of(SessionEvent.Kind.SERVER_REWIND))).isEqualTo(-1);
        assertThat(r.nextEventFrame(10, all)).isEqualTo(20);
        assertThat(r.nextEventFrame(9, all)).isEqualTo(10);
        assertThat(r.nextEventFrame(20, rewinds)).isEqualTo(-1);
        assertThat(r.nextEventFrame(19, EnumSet.of(SessionEvent.Kind.LATE_CDAT))).isEqualTo(30);
    }

    @Test
    void verdictsHaveTheExitCodesOfTheDesyncCommand() {
        assertThat(Verdict.IN_SYNC.exitCode()).isZero();
        assertThat(Verdict.DESYNC.exitCode()).isEqualTo(1);
        assertThat(Verdict.INCOMPLETE.exitCode()).isEqualTo(4);
        assertThat(Verdict.NOT_COMPARABLE.exitCode()).isEqualTo(5);
        assertThat(Verdict.NOT_COMPARABLE.text()).isEqualTo("notComparable");
    }
}

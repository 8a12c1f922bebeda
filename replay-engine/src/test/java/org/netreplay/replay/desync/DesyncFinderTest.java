package org.netreplay.replay.desync;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.history.Frames;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.session.MoveStreams;
import org.netreplay.replay.session.RandomChecksumGame;
import org.netreplay.replay.session.StubGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

class DesyncFinderTest {

    /** Changes the first MOVE row of {@code player} at or after {@code frame}; returns its frame. */
    static int changeMove(List<GameMove> moves, int player, int frame) {
        for (int i = 0; i < moves.size(); i++) {
            GameMove m = moves.get(i);
            if (m.type() == GameMove.TYPE_MOVE && m.data1() == player && m.frame() >= frame) {
                moves.set(i, new GameMove(m.frame(), m.type(), m.data1(), m.data2() ^ GameMove.RIGHT));
                return m.frame();
            }
        }
        throw new AssertionError("no move of player " + player + " after frame " + frame);
    }

    @Property(tries = 25)
    void changedMoveIsFoundOnTheFrameItIsAppliedAndNamesThatPlayer(@ForAll @LongRange(max = 5000) long seed,
                                                                  @ForAll @IntRange(min = 0, max = 7) int player,
                                                                  @ForAll @IntRange(min = 2, max = 500) int near) {
        // 800 frames leave at least 300 after `near`: a player goes without a move that long with p = 0.95^300 ≈ 2e-7
        List<GameMove> a = MoveStreams.random(8, 800, seed, 5);
        List<GameMove> b = new ArrayList<>(a);
        int changed = changeMove(b, player, near);
        DesyncReport report = DesyncFinder.create(new StubGame()).withKeyframeInterval(32).compare(a, b);
        assertThat(DesyncFinder.create(new StubGame()).withSharedPrefix(false).compare(a, b)).isEqualTo(report);
        assertThat(report.inSync()).isFalse();
        // the move sets player[p].ctrl on its own frame, so the state first differs on exactly that frame
        assertThat(report.firstDivergentFrame()).isEqualTo(changed);
        assertThat(report.lastMatchingFrame()).isEqualTo(changed - 1);
        assertThat(report.firstMoveDifference()).isEqualTo(changed);
        assertThat(report.fields()).extracting(FieldDiff::path).contains("player[" + player + "].ctrl");
        assertThat(report.fields()).allSatisfy(f -> assertThat(f.path()).startsWith("player[" + player + "]"));
        assertThat(report.moveDifferences()).hasSize(2)
                .allSatisfy(d -> assertThat(d.move().frame()).isEqualTo(changed));
        assertThat(report.checksumA()).isNotEqualTo(report.checksumB());
    }

    @Test
    void identicalStreamsAreInSync() {
        List<GameMove> a = MoveStreams.random(4, 300, 9, 10);
        DesyncReport report = DesyncFinder.create(new StubGame()).compare(a, new ArrayList<>(a));
        assertThat(report.inSync()).isTrue();
        assertThat(report.firstDivergentFrame()).isEqualTo(Frames.NONE);
        assertThat(report.fields()).isEmpty();
        assertThat(report.framesCompared()).isEqualTo(a.get(a.size() - 1).frame() + 1);
    }

    @Test
    void movesThatChangeNothingAreReportedInSyncWithTheMoveDifference() {
        List<GameMove> a = new ArrayList<>(MoveStreams.random(1, 100, 2, 0));
        List<GameMove> b = new ArrayList<>(a);
        // repeating the SHOT_CONFIG already in force changes no state
        a.add(new GameMove(100, GameMove.TYPE_SHOT_CONFIG, 0, 5));
        b.add(0, new GameMove(1, GameMove.TYPE_SHOT_CONFIG, 0, 5));
        DesyncReport report = DesyncFinder.create(new StubGame()).compare(a, b, 100);
        assertThat(report.inSync()).isTrue();
        assertThat(report.firstMoveDifference()).isEqualTo(1);
        assertThat(report.note()).contains("moves first differ on frame 1");
    }

    @Test
    void differenceAfterTheLastComparedFrameIsOnlyReportedAsAMoveDifference() {
        List<GameMove> a = MoveStreams.random(2, 300, 8, 10);
        List<GameMove> b = new ArrayList<>(a);
        int changed = changeMove(b, 1, 200);
        DesyncReport report = DesyncFinder.create(new StubGame()).withKeyframeInterval(16).compare(a, b, 50);
        assertThat(report.inSync()).isTrue();
        assertThat(report.firstMoveDifference()).isEqualTo(changed);
        assertThat(report.framesCompared()).isEqualTo(51);
        assertThatThrownBy(() -> DesyncFinder.create(new StubGame()).compare(a, b, -1))
                .hasMessage("lastFrame (-1) must be >= 0");
    }

    @Test
    void randomChecksumGameIsFlaggedEvenForIdenticalStreams() {
        List<GameMove> a = MoveStreams.random(2, 100, 4, 10);
        DesyncReport full = DesyncFinder.create(new RandomChecksumGame()).withSharedPrefix(false).compare(a, a);
        assertThat(full.inSync()).isFalse();
        assertThat(full.firstDivergentFrame()).isZero();
        assertThat(full.fields()).isEmpty();
        assertThat(full.note()).contains("not deterministic");
        // with a shared prefix, B re-simulates from the keyframe one interval before the end: 100 frames, K = 32
        // -> fork at frame 64, first re-simulated frame 65
        DesyncReport shared = DesyncFinder.create(new RandomChecksumGame()).withKeyframeInterval(32).compare(a, a);
        assertThat(shared.inSync()).isFalse();
        assertThat(shared.firstDivergentFrame()).isEqualTo(65);
        assertThat(shared.note()).contains("not deterministic");
    }

    @Test
    void streamAgainstLoggedChecksumsFindsTheFirstBadLoggedFrame() {
        List<GameMove> a = MoveStreams.random(3, 400, 21, 8);
        List<GameMove> b = new ArrayList<>(a);
        int changed = changeMove(b, 2, 123);
        // the log is written by a plain simulation of stream B, every 10th frame (sparse)
        GameSimulation sim = new StubGame().start(new GameSetup(1, null, 0));
        MoveTimeline timeline = new MoveTimeline(b);
        List<FrameChecksum> logged = new ArrayList<>();
        for (int f = 0; f <= 400; f++) {
            if (f > 0) {
                sim.advance(timeline.movesAt(f));
            }
            if (f % 10 == 0) {
                logged.add(new FrameChecksum(f, sim.checksum()));
            }
        }
        DesyncReport report = DesyncFinder.create(new StubGame()).compare(a, new ChecksumLog(logged));
        int firstLoggedAfter = (changed + 9) / 10 * 10;
        assertThat(report.inSync()).isFalse();
        assertThat(report.firstDivergentFrame()).isEqualTo(firstLoggedAfter);
        assertThat(report.lastMatchingFrame()).isEqualTo(firstLoggedAfter - 10);
        assertThat(report.movesAround()).contains(a.stream().filter(m -> m.frame() == changed).findFirst().get());

        DesyncReport same = DesyncFinder.create(new StubGame()).compare(b, new ChecksumLog(logged));
        assertThat(same.inSync()).isTrue();
        assertThat(same.framesCompared()).isEqualTo(41);
    }

    @Test
    void syncTestPassesTheStubAndFailsTheRandomChecksumGame() {
        List<GameMove> moves = MoveStreams.random(4, 200, 3, 10);
        GameSetup setup = new GameSetup(1, null, 0);
        assertThat(SyncTest.run(new StubGame(), setup, moves, 200, 2).consistent()).isTrue();
        assertThat(SyncTest.run(new StubGame(), setup, moves, 200, 7).consistent()).isTrue();
        SyncTestResult broken = SyncTest.run(new RandomChecksumGame(), setup, moves, 50, 2);
        assertThat(broken.consistent()).isFalse();
        assertThat(broken.mismatchedFrames()).contains(1, 2);
    }

    @Test
    void firstMismatchComparesTheCommonLength() {
        assertThat(DesyncFinder.firstMismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4})).isEqualTo(2);
        assertThat(DesyncFinder.firstMismatch(new int[] {1, 2}, new int[] {1, 2, 4})).isEqualTo(Frames.NONE);
    }
}

package org.netreplay.replay.desync;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.history.Frames;
import org.netreplay.replay.session.MoveStreams;
import org.netreplay.replay.session.RandomChecksumGame;
import org.netreplay.replay.session.StubGame;

/**
 * {@link DesyncFinder}'s options at their limits, its fork frame (where side B leaves side A's keyframes) and the
 * counts and notes of its reports. The fork frame is seen through {@link RandomChecksumGame}: its checksums never
 * repeat, so the first divergent frame is the first frame B simulated itself, one after the fork.
 */
class DesyncFinderLimitsTest {
    private static final int K = 32;

    private static DesyncReport sharedRandom(List<GameMove> a, List<GameMove> b, int lastFrame) {
        return DesyncFinder.create(new RandomChecksumGame()).withKeyframeInterval(K).compare(a, b, lastFrame);
    }

    @Test
    void sideBForksAWholeKeyframeIntervalBeforeTheFirstFrameItMustSimulate() {
        List<GameMove> a = MoveStreams.random(2, 200, 4, 10);
        // identical moves: B must simulate from lastFrame + 1 on; the fork is the keyframe at or before
        // lastFrame, less one interval: lastFrame 96 -> (96 / 32 - 1) * 32 = 64; lastFrame 95 -> (95 / 32 - 1) * 32 = 32
        assertThat(sharedRandom(a, a, 96).firstDivergentFrame()).isEqualTo(65);
        assertThat(sharedRandom(a, a, 95).firstDivergentFrame()).isEqualTo(33);
        // moves that differ only after lastFrame fork as if they were identical
        List<GameMove> b = new ArrayList<>(a);
        DesyncFinderTest.changeMove(b, 1, 150);
        assertThat(sharedRandom(a, b, 96).firstDivergentFrame()).isEqualTo(65);
        assertThat(sharedRandom(a, b, 95).firstDivergentFrame()).isEqualTo(33);
        // a difference on frame 40: B simulates from 40 on, forking at (39 / 32 - 1) * 32 = 0
        List<GameMove> c = new ArrayList<>(a);
        int changed = DesyncFinderTest.changeMove(c, 0, 40);
        assertThat(changed).isBetween(40, 63);
        assertThat(sharedRandom(a, c, 96).firstDivergentFrame()).isEqualTo(changed <= 64 ? 1 : 33);
    }

    @Test
    void frameZeroAloneCanBeCompared() {
        List<GameMove> a = MoveStreams.random(2, 50, 3, 10);
        DesyncReport r = DesyncFinder.create(new StubGame()).compare(a, a, 0);
        assertThat(r.inSync()).isTrue();
        assertThat(r.framesCompared()).isEqualTo(1);
        assertThat(r.note()).isEqualTo("in sync: same moves, same checksums on frames 0..0");
    }

    @Test
    void aDesyncCountsTheFramesUpToItsFirstDivergentFrameAndMarksATruncatedFieldList() {
        List<GameMove> a = MoveStreams.random(8, 400, 17, 5);
        List<GameMove> b = new ArrayList<>(a);
        int changed = DesyncFinderTest.changeMove(b, 3, 100);
        DesyncReport all = DesyncFinder.create(new StubGame()).compare(a, b);
        assertThat(all.framesCompared()).isEqualTo(changed + 1);
        int n = all.fields().size();
        assertThat(all.note()).isEqualTo("desync on frame " + changed + ": " + n + " fields differ, first "
                + all.fields().get(0).path());
        DesyncReport one = DesyncFinder.create(new StubGame()).withFieldLimit(1).compare(a, b);
        assertThat(one.fields()).hasSize(1);
        assertThat(one.note()).contains(": 1+ fields differ, first " + all.fields().get(0).path());
        DesyncReport exact = DesyncFinder.create(new StubGame()).withFieldLimit(n).compare(a, b);
        assertThat(exact.note()).as("as many fields as the limit: more may differ").contains(": " + n + "+ fields");
        DesyncReport roomy = DesyncFinder.create(new StubGame()).withFieldLimit(n + 1).compare(a, b);
        assertThat(roomy.note()).contains(": " + n + " fields differ");
    }

    @Test
    void theMoveWindowBoundsTheMovesListedAroundTheDivergence() {
        List<GameMove> a = MoveStreams.random(4, 400, 5, 3);
        List<GameMove> b = new ArrayList<>(a);
        int changed = DesyncFinderTest.changeMove(b, 2, 150);
        DesyncReport none = DesyncFinder.create(new StubGame()).withMoveWindow(0).compare(a, b);
        assertThat(none.movesAround()).isNotEmpty().allSatisfy(m -> assertThat(m.frame()).isEqualTo(changed));
        DesyncReport wide = DesyncFinder.create(new StubGame()).withMoveWindow(100_000).compare(a, b);
        assertThat(wide.movesAround()).hasSize((int) a.stream().filter(m -> m.frame() <= changed + 100_000).count());
        assertThatThrownBy(() -> DesyncFinder.create(new StubGame()).withMoveWindow(-1))
                .hasMessage("moveWindow (-1) must be in 0..100000");
        assertThatThrownBy(() -> DesyncFinder.create(new StubGame()).withMoveWindow(100_001))
                .hasMessage("moveWindow (100001) must be in 0..100000");
        assertThatThrownBy(() -> DesyncFinder.create(new StubGame()).withFieldLimit(0))
                .hasMessage("fieldLimit (0) must be >= 1");
    }

    @Test
    void optionsReturnTheSameFinder() {
        DesyncFinder f = DesyncFinder.create(new StubGame());
        assertThat(f.withSeed(7)).isSameAs(f);
        assertThat(f.withFieldLimit(1)).isSameAs(f);
        assertThat(f.withMoveWindow(0)).isSameAs(f);
    }

    @Test
    void aLoggedChecksumNotesTheLastLoggedFrameThatMatched() {
        List<GameMove> a = MoveStreams.random(2, 100, 6, 10);
        DesyncReport replay = DesyncFinder.create(new StubGame()).compare(a, a, 100);
        assertThat(replay.inSync()).isTrue();
        // the logged checksums of a plain replay, but frame 60's is wrong
        StubGame game = new StubGame();
        var sim = game.start(new org.netreplay.replay.spi.GameSetup(1, null, 0));
        var timeline = new org.netreplay.replay.history.MoveTimeline(a);
        List<FrameChecksum> logged = new ArrayList<>();
        for (int f = 0; f <= 60; f++) {
            if (f > 0) {
                sim.advance(timeline.movesAt(f));
            }
            if (f % 20 == 0) {
                logged.add(new FrameChecksum(f, f == 60 ? ~sim.checksum() : sim.checksum()));
            }
        }
        DesyncReport late = DesyncFinder.create(new StubGame()).compare(a, new ChecksumLog(logged));
        assertThat(late.note()).isEqualTo("checksum differs on logged frame 60; the last logged frame that matched "
                + "is 40");
        DesyncReport first = DesyncFinder.create(new StubGame()).compare(a,
                new ChecksumLog(List.of(new FrameChecksum(20, ~logged.get(1).checksum()))));
        assertThat(first.note()).isEqualTo("checksum differs on logged frame 20");
        assertThat(first.lastMatchingFrame()).isEqualTo(Frames.NONE);
    }
}

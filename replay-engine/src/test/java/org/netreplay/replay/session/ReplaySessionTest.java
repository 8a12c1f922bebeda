package org.netreplay.replay.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

class ReplaySessionTest {

    /** Reference: a fresh simulation stepped frame by frame, no keyframes, no session. */
    static GameSimulation straight(List<GameMove> moves, int toFrame) {
        GameSimulation sim = new StubGame().start(new GameSetup(ReplaySessionBuilder.DEFAULT_LEVEL, null, 0));
        MoveTimeline timeline = new MoveTimeline(moves);
        while (sim.frame() < toFrame) {
            sim.advance(timeline.movesAt(sim.frame() + 1));
        }
        return sim;
    }

    static ReplaySession session(List<GameMove> moves, int keyframeInterval) {
        return ReplaySessionBuilder.create().withGame(new StubGame()).withMoves(moves)
                .withKeyframeInterval(keyframeInterval).start();
    }

    @Property(tries = 20)
    void seekToAnyFrameEqualsStraightReplay(@ForAll @LongRange(max = 10_000) long seed,
                                           @ForAll @IntRange(min = 1, max = 40) int keyframeInterval) {
        List<GameMove> moves = MoveStreams.random(3, 400, seed, 15);
        ReplaySession session = session(moves, keyframeInterval);
        session.advanceTo(400);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < 15; i++) {
            int frame = random.nextInt(0, 451);
            GameSimulation reference = straight(moves, frame);
            assertThat(session.seek(frame)).as("frame %d", frame).isEqualTo(reference.saveState());
            assertThat(session.frame()).isEqualTo(frame);
        }
    }

    @Test
    void checksumsAreRecordedPerFrameAndRepeatable() {
        List<GameMove> moves = MoveStreams.random(8, 300, 7, 20);
        ReplaySession a = session(moves, 32);
        ReplaySession b = session(moves, 5);
        a.advanceTo(300);
        b.advanceTo(300);
        assertThat(a.checksums()).hasSize(301).isEqualTo(b.checksums());
        assertThat(a.checksum(123)).isEqualTo(straight(moves, 123).checksum());
        assertThat(a.checksum(0)).isEqualTo(straight(moves, 0).checksum());
    }

    @Test
    void interruptedThreadCancelsALongReplayAndKeepsWhatWasSimulated() {
        ReplaySession s = session(MoveStreams.random(2, 100, 1, 10), 32);
        s.advanceTo(10);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> s.advanceTo(5000)).isInstanceOf(java.util.concurrent.CancellationException.class)
                    .hasMessageContaining("cancelled at frame 1024");
        } finally {
            assertThat(Thread.interrupted()).isTrue();
        }
        assertThat(s.lastSimulatedFrame()).isEqualTo(1024);
        s.advanceTo(1100);
        assertThat(s.checksum(1100)).isEqualTo(straight(MoveStreams.random(2, 100, 1, 10), 1100).checksum());
    }

    @Test
    void keyframesEveryKFramesPlusFrameZero() {
        ReplaySession s = session(MoveStreams.random(2, 100, 1, 10), 32);
        s.advanceTo(100);
        assertThat(s.keyframeFrames()).containsExactly(0, 32, 64, 96);
        assertThat(s.keyframeBytes()).as("compressed").isPositive().isLessThan(4L * new StubGame().schema().stateSize());
    }

    @Test
    void framesAfterTheLastMoveArePredicted() {
        List<GameMove> moves = MoveStreams.random(2, 50, 3, 30);
        ReplaySession s = session(moves, 16);
        int last = s.lastMoveFrame();
        assertThat(last).isEqualTo(moves.get(moves.size() - 1).frame());
        s.advanceTo(last + 10);
        assertThat(s.label(last)).isEqualTo(FrameLabel.CONFIRMED);
        assertThat(s.label(last + 1)).isEqualTo(FrameLabel.PREDICTED);
        assertThat(s.label(last + 10)).isEqualTo(FrameLabel.PREDICTED);
    }

    @Test
    void lateMoveRewindsAndLabelsReSimulatedFrames() {
        List<GameMove> moves = new ArrayList<>(MoveStreams.random(2, 200, 11, 10));
        ReplaySession s = session(moves, 16);
        s.advanceTo(200);
        int before = s.checksum(149);
        GameMove late = new GameMove(150, GameMove.TYPE_MOVE, 1, GameMove.LEFT | GameMove.FIRE);
        assertThat(s.addMove(late)).isEqualTo(51);
        assertThat(s.label(149)).isEqualTo(FrameLabel.CONFIRMED);
        assertThat(s.label(150)).isEqualTo(FrameLabel.RESIMULATED);
        assertThat(s.label(200)).isEqualTo(FrameLabel.RESIMULATED);
        assertThat(s.checksum(149)).isEqualTo(before);
        // the reference inserts the late move after the other moves of frame 150, as the timeline does
        List<GameMove> finalMoves = new ArrayList<>(moves);
        int at = 0;
        while (at < finalMoves.size() && finalMoves.get(at).frame() <= 150) {
            at++;
        }
        finalMoves.add(at, late);
        assertThat(s.checksum(200)).isEqualTo(straight(finalMoves, 200).checksum());
        assertThat(s.seek(170)).isEqualTo(straight(finalMoves, 170).saveState());
        assertThat(s.addMove(new GameMove(300, GameMove.TYPE_MOVE, 0, 1))).isZero();
    }

    @Test
    void forkSharesThePrefixAndEqualsAFullReplay() {
        List<GameMove> a = MoveStreams.random(3, 300, 17, 10);
        List<GameMove> b = new ArrayList<>(a);
        b.add(new GameMove(300, GameMove.TYPE_MOVE, 0, GameMove.LEFT));
        ReplaySession base = session(a, 32);
        base.advanceTo(300);
        ReplaySession fork = ReplaySessionBuilder.create().withPrefixFrom(base, 256).withMoves(b).start();
        assertThat(fork.lastSimulatedFrame()).isEqualTo(256);
        assertThat(fork.keyframeFrames()).containsExactly(0, 32, 64, 96, 128, 160, 192, 224, 256);
        fork.advanceTo(300);
        ReplaySession full = session(b, 32);
        full.advanceTo(300);
        assertThat(fork.checksums()).isEqualTo(full.checksums());
        assertThat(fork.seek(100)).isEqualTo(straight(b, 100).saveState());
        assertThat(base.checksum(300)).isNotEqualTo(fork.checksum(300));
        assertThatThrownBy(() -> ReplaySessionBuilder.create().withPrefixFrom(base, 301))
                .hasMessageContaining("frame (301) must be in 0..300");
        List<GameMove> early = new ArrayList<>(a);
        early.add(0, new GameMove(1, GameMove.TYPE_MOVE, 0, 1));
        assertThatThrownBy(() -> ReplaySessionBuilder.create().withPrefixFrom(base, 10).withMoves(early).start())
                .hasMessageContaining("must equal the base session's moves on frames 1..10");
    }

    @Test
    void randomChecksumGameGivesDifferentChecksumsForTheSameMoves() {
        List<GameMove> moves = MoveStreams.random(2, 30, 5, 30);
        ReplaySession a = ReplaySessionBuilder.create().withGame(new RandomChecksumGame()).withMoves(moves).start();
        ReplaySession b = ReplaySessionBuilder.create().withGame(new RandomChecksumGame()).withMoves(moves).start();
        a.advanceTo(30);
        b.advanceTo(30);
        assertThat(a.checksums()).isNotEqualTo(b.checksums());
        assertThat(a.seek(30)).isEqualTo(b.seek(30));
    }

    @Test
    void builderRejectsBadValuesNamingParameterValueAndRange() {
        assertThatThrownBy(() -> ReplaySessionBuilder.create().withKeyframeInterval(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("keyframeInterval (0) must be in 1..1000000");
        assertThatThrownBy(() -> ReplaySessionBuilder.create().withLevel(-2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("level (-2) must be >= 0");
        assertThatThrownBy(() -> ReplaySessionBuilder.create().withMoves(List.of(new GameMove(5, 5, 0, 0),
                new GameMove(4, 5, 0, 0)))).hasMessageContaining("moves[1].frame (4) must be >= 5");
        assertThatThrownBy(() -> ReplaySessionBuilder.create().withMoves(List.of(new GameMove(0, 5, 0, 0))))
                .hasMessageContaining("moves[0].frame (0) must be >= 1");
        assertThatThrownBy(() -> ReplaySessionBuilder.create().start())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("game must be set");
        assertThatThrownBy(() -> session(List.of(), 8).checksum(3)).hasMessageContaining("frame (3) must be in 0..0");
    }

    @Test
    void gamesAreFoundByRegisteredIdOnlyAndUnknownIdsAreNamed() {
        assertThat(Games.find("stub").id()).isEqualTo("stub");
        assertThatThrownBy(() -> Games.find(StubGame.class.getName())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not found");
        assertThatThrownBy(() -> Games.find("org.netreplay.replay.session.StaticInitProbe"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(System.getProperty("netreplay.test.staticInitProbe")).as("no class loaded by name").isNull();
        assertThatThrownBy(() -> Games.find("no-such-game")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("game (no-such-game) not found");
    }
}

package org.netreplay.replay.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.session.MoveStreams;
import org.netreplay.replay.session.StubGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

class ServerRewindTest {
    private static final GameSetup SETUP = new GameSetup(3, null, 0);

    static byte[] straightReplay(List<GameMove> moves, int toFrame) {
        GameSimulation sim = new StubGame().start(SETUP);
        MoveTimeline timeline = new MoveTimeline(moves);
        while (sim.frame() < toFrame) {
            sim.advance(timeline.movesAt(sim.frame() + 1));
        }
        return sim.saveState();
    }

    @Test
    void lateMoveRewindsToItsFrameAndReSimulatesToThePresent() {
        ServerRewind server = new ServerRewind(new StubGame().start(SETUP), 8);
        server.receive(new GameMove(1, GameMove.ACTIVE_FLAG + 8 * 256, 0, 0));
        for (int f = 1; f <= 20; f++) {
            assertThat(server.advanceFrame()).isEqualTo(new RewindStep(f, Frames.NONE, 0));
        }
        assertThat(server.receive(new GameMove(17, GameMove.TYPE_MOVE, 0, GameMove.RIGHT)))
                .isEqualTo(MoveReceipt.ENTERED);
        assertThat(server.dirtyFrame()).isEqualTo(17);
        // frames 17..20 are re-simulated, then frame 21 is new
        assertThat(server.advanceFrame()).isEqualTo(new RewindStep(21, 17, 4));
        assertThat(server.dirtyFrame()).isEqualTo(Frames.NONE);
        assertThat(server.lateMoves()).isZero();
    }

    @Test
    void moveOlderThanTheHistoryIsDroppedAsLate() {
        ServerRewind server = new ServerRewind(new StubGame().start(SETUP), 8);
        for (int f = 1; f <= 30; f++) {
            server.advanceFrame();
        }
        // history keeps frames 23..30; a move at 24 needs the state of frame 23: still there
        assertThat(server.oldestHistoryFrame()).isEqualTo(23);
        assertThat(server.receive(new GameMove(24, GameMove.TYPE_MOVE, 0, 1))).isEqualTo(MoveReceipt.ENTERED);
        assertThat(server.receive(new GameMove(23, GameMove.TYPE_MOVE, 0, 1))).isEqualTo(MoveReceipt.LATE_DROPPED);
        assertThat(server.lateMoves()).isEqualTo(1);
        assertThat(server.moves()).containsExactly(new GameMove(24, GameMove.TYPE_MOVE, 0, 1));
    }

    @Property(tries = 30)
    void rewindAndReSimulateEqualsStraightReplayOfTheFinalMoveList(@ForAll @LongRange(min = 0, max = 1000) long seed) {
        List<GameMove> sent = MoveStreams.random(4, 300, seed, 10);
        SplittableRandom random = new SplittableRandom(seed);
        // each move arrives at server frame fn + delay; delay -3..11, so some are early, some late, some too late
        List<List<GameMove>> arrivals = new ArrayList<>();
        for (int i = 0; i <= 320; i++) {
            arrivals.add(new ArrayList<>());
        }
        for (GameMove m : sent) {
            int arrival = Math.max(0, m.frame() + random.nextInt(-3, 12));
            arrivals.get(arrival).add(m);
        }
        ServerRewind server = new ServerRewind(new StubGame().start(SETUP), 8);
        int rewinds = 0;
        for (int t = 0; t < 310; t++) {
            for (GameMove m : arrivals.get(t)) {
                server.receive(m);
            }
            rewinds += server.advanceFrame().resimulatedFrames() > 0 ? 1 : 0;
        }
        assertThat(rewinds).isPositive();
        assertThat(server.lateMoves()).isPositive();
        assertThat(server.moves().size() + server.lateMoves())
                .isEqualTo(sent.size() - countArrivingAfter(arrivals, 310));
        assertThat(server.frame()).isEqualTo(310);
        assertThat(server.currentState()).isEqualTo(straightReplay(server.moves(), 310));
    }

    private static int countArrivingAfter(List<List<GameMove>> arrivals, int frame) {
        int n = 0;
        for (int t = frame; t < arrivals.size(); t++) {
            n += arrivals.get(t).size();
        }
        return n;
    }

}

package org.netreplay.replay.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.netreplay.replay.sim.StateLayout.P_ACTIVE;
import static org.netreplay.replay.sim.StateLayout.P_CONTROLS;
import static org.netreplay.replay.sim.StateLayout.P_X;
import static org.netreplay.replay.sim.StateLayout.player;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.sim.MapData;
import org.netreplay.replay.sim.SimState;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.testdata.TestData;

/** A real 8-player recording (TAS/lev006-8P-37.gm) on its real level drives the reference game. */
class RealDemoReplayTest {
    private static final Path DEMO = TestData.file("sample-logs/demos/TAS/lev006-8P-37.gm");

    @Test
    void theRecordingReplaysIdenticallyAndMovesAllEightPlayers() {
        DemoMoves demo = DemoMoves.read(DEMO);
        List<Integer> first = new ArrayList<>();
        ReferenceSimulation sim = replay(demo, first);
        List<Integer> second = new ArrayList<>();
        replay(demo, second);

        assertThat(demo.lastFrame()).isEqualTo(1484);
        assertThat(second).isEqualTo(first);
        SimState state = sim.simulation().state();
        MapData map = sim.simulation().map();
        int awayFromStart = 0;
        for (int p = 0; p < 8; p++) {
            assertThat(state.i8(player(p, P_ACTIVE))).as("player " + p).isEqualTo(1);
            awayFromStart += (state.i32(player(p, P_X)) >> 8) != map.startX(p % map.startCount()) ? 1 : 0;
        }
        assertThat(awayFromStart).isPositive();
        assertThat(state.i16(player(0, P_CONTROLS))).as("the last MOVE of player 0 holds").isEqualTo(
                lastControls(demo, 0));
    }

    private static ReferenceSimulation replay(DemoMoves demo, List<Integer> checksums) {
        Path level = TestData.level(6);
        ReferenceSimulation sim = (ReferenceSimulation) new ReferenceGame().start(new GameSetup(6, level, 0));
        for (int frame = 1; frame <= demo.lastFrame(); frame++) {
            sim.advance(demo.movesFor(frame));
            checksums.add(sim.checksum());
        }
        return sim;
    }

    private static int lastControls(DemoMoves demo, int p) {
        int controls = 0;
        for (int frame = 1; frame <= demo.lastFrame(); frame++) {
            for (GameMove move : demo.movesFor(frame)) {
                if (move.type() == GameMove.TYPE_MOVE && move.data1() == p) {
                    controls = move.data2();
                }
            }
        }
        return controls;
    }
}

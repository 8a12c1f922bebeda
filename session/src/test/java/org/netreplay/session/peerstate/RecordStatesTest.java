package org.netreplay.session.peerstate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.PlayerJoin;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

/** A state not stored is rebuilt from the last stored one and the inputs, and only when its checksum agrees. */
class RecordStatesTest {
    private final DeterministicGame game = Games.find("pm-reference");
    private final GameSetup setup = new GameSetup(3, null, 1);

    private List<GameMove> movesOf(int f) {
        return f == 1 ? List.of(new PlayerJoin(1, 0, 8, "A").toMove())
                : List.of(new GameMove(f, GameMove.TYPE_MOVE, 0, f % 3 == 0 ? GameMove.RIGHT : GameMove.JUMP));
    }

    @Test
    void rebuildsFromTheLastStoredStateAndRefusesAWrongChecksum(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("p.states");
        GameSimulation sim = game.start(setup);
        byte[][] truth = new byte[21][];
        try (PeerStateWriter w = PeerStateWriter.create(f, game.id(), 3, 1, game.schema().stateSize())) {
            for (int frame = 1; frame <= 20; frame++) {
                sim.advance(movesOf(frame));
                truth[frame] = sim.saveState();
                int chk = frame == 20 ? sim.checksum() ^ 1 : sim.checksum();
                w.write(frame, StateLabel.PREDICTED, chk, frame == 5 ? truth[frame] : null, movesOf(frame));
            }
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            RecordStates.Result stored = RecordStates.of(r, 4, () -> game.start(setup));
            assertThat(stored.rebuilt()).isFalse();
            assertThat(stored.state()).isEqualTo(truth[5]);
            RecordStates.Result rebuilt = RecordStates.of(r, 13, () -> game.start(setup));
            assertThat(rebuilt.rebuilt()).isTrue();
            assertThat(rebuilt.state()).isEqualTo(truth[14]);
            RecordStates.Result wrong = RecordStates.of(r, 19, () -> game.start(setup));
            assertThat(wrong.state()).isNull();
            assertThat(wrong.whyNot()).contains("not reproducible");
            assertThat(RecordStates.of(r, 2, () -> game.start(setup)).whyNot()).contains("stored no state");
        }
    }
}

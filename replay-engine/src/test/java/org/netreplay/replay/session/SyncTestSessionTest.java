package org.netreplay.replay.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.testdata.TestData;

class SyncTestSessionTest {

    /** Carries out one batch of requests; returns "Save 0", "Advance 1", "Load 3" ... for the sequence assertions. */
    static List<String> apply(List<Request> requests, GameSimulation sim) {
        List<String> names = new ArrayList<>();
        for (Request r : requests) {
            if (r instanceof SaveState s) {
                assertThat(sim.frame()).isEqualTo(s.frame());
                s.cell().save(s.frame(), sim.saveState(), sim.checksum());
                names.add("Save " + s.frame());
            } else if (r instanceof LoadState l) {
                sim.loadState(l.cell().load());
                assertThat(sim.frame()).isEqualTo(l.frame());
                names.add("Load " + l.frame());
            } else if (r instanceof AdvanceFrame a) {
                sim.advance(a.moves());
                assertThat(sim.frame()).isEqualTo(a.frame());
                names.add("Advance " + a.frame());
            }
        }
        return names;
    }

    static List<DesyncDetected> run(DeterministicGame game, GameSetup setup, SyncTestSession session) {
        GameSimulation sim = game.start(setup);
        List<DesyncDetected> events = new ArrayList<>();
        while (!session.isFinished()) {
            apply(session.advanceFrame(), sim);
            events.addAll(session.drainEvents());
        }
        return events;
    }

    @Test
    void requestSequenceRollsBackCheckDistanceFramesEveryFrame() {
        SyncTestSession session = ReplaySessionBuilder.create().withMoves(MoveStreams.random(2, 200, 1, 10))
                .withCheckDistance(2).startSyncTest();
        GameSimulation sim = new StubGame().start(new GameSetup(1, null, 0));
        assertThat(apply(session.advanceFrame(), sim)).containsExactly("Save 0", "Advance 1", "Save 1");
        assertThat(apply(session.advanceFrame(), sim)).containsExactly("Advance 2", "Save 2");
        for (int f = 2; f < 5; f++) {
            apply(session.advanceFrame(), sim);
        }
        assertThat(apply(session.advanceFrame(), sim)).containsExactly("Load 3", "Advance 4", "Save 4", "Advance 5",
                "Save 5", "Advance 6", "Save 6");
        List<Request> next = session.advanceFrame();
        assertThat(next.get(1)).isInstanceOfSatisfying(AdvanceFrame.class,
                a -> assertThat(a.label()).isEqualTo(FrameLabel.RESIMULATED));
        assertThat(next.get(next.size() - 2)).isInstanceOfSatisfying(AdvanceFrame.class,
                a -> assertThat(a.label()).isEqualTo(FrameLabel.CONFIRMED));
    }

    @Test
    void stubGameIsConsistentAndTheRandomChecksumGameIsDetected() {
        List<GameMove> moves = MoveStreams.random(4, 200, 2, 10);
        GameSetup setup = new GameSetup(1, null, 0);
        SyncTestSession good = ReplaySessionBuilder.create().withMoves(moves).withCheckDistance(7).startSyncTest();
        assertThat(run(new StubGame(), setup, good)).isEmpty();
        assertThat(good.frame()).isEqualTo(moves.get(moves.size() - 1).frame());
        SyncTestSession broken = ReplaySessionBuilder.create().withMoves(moves).withLastFrame(20).startSyncTest();
        List<DesyncDetected> events = run(new RandomChecksumGame(), setup, broken);
        assertThat(events).isNotEmpty();
        assertThat(events.get(0).frame()).isBetween(1, 3);
        assertThat(events.get(0).expectedChecksum()).isNotEqualTo(events.get(0).actualChecksum());
    }

    @Test
    void referenceGamePassesOnARealRecording() throws IOException {
        Path root = TestData.root();
        GmRecording rec = GmReader.read(root.resolve("sample-logs/demos/TAS/lev006-8P-37.gm"));
        SyncTestSession session = ReplaySessionBuilder.create().withMoves(rec.moves()).withLastFrame(300)
                .startSyncTest();
        assertThat(run(Games.find(Games.REFERENCE_GAME_ID),
                new GameSetup(rec.level(), root.resolve("sample-logs/levels/level006.pml"), 0), session)).isEmpty();
        assertThat(session.isFinished()).isTrue();
        assertThatThrownBy(session::advanceFrame).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("finished at frame 300");
    }

    @Test
    void builderChecksSettingsAcrossEachOther() {
        assertThatThrownBy(() -> ReplaySessionBuilder.create().withCheckDistance(9).startSyncTest())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("checkDistance (9) must be at most maxRollback (8)");
        assertThat(ReplaySessionBuilder.create().withCheckDistance(9).withMaxRollback(9).startSyncTest()
                .checkDistance()).isEqualTo(9);
        assertThatThrownBy(() -> ReplaySessionBuilder.create().withMaxRollback(65))
                .hasMessage("maxRollback (65) must be in 1..64");
        assertThatThrownBy(() -> ReplaySessionBuilder.create().withCheckDistance(0))
                .hasMessage("checkDistance (0) must be >= 1");
    }
}

package org.netreplay.replay.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.testdata.TestData;

/**
 * The server rewind (docs/formats.md §5.6) on a real 8-player recording and the reference game: the recording's moves
 * arrive 0-10 frames late (cdats over a network); the server re-simulates from each late move, drops those older than
 * its 8-state history, and ends in the state a straight replay of the moves it entered reaches.
 */
class ReferenceGameRewindTest {
    private static final Path ROOT = TestData.root();

    @Test
    void lateMovesFromARealRecordingRewindToTheStraightReplayState() throws IOException {
        GmRecording rec = GmReader.read(ROOT.resolve("sample-logs/demos/TAS/lev006-8P-37.gm"));
        DeterministicGame game = Games.find(Games.REFERENCE_GAME_ID);
        GameSetup setup = new GameSetup(rec.level(), ROOT.resolve("sample-logs/levels/level006.pml"), 0);
        int frames = 600;
        SplittableRandom random = new SplittableRandom(3);
        List<List<GameMove>> arrivals = new ArrayList<>();
        for (int i = 0; i <= frames + 20; i++) {
            arrivals.add(new ArrayList<>());
        }
        for (GameMove m : rec.moves()) {
            if (m.frame() <= frames) {
                int delay = m.frame() == 1 ? 0 : random.nextInt(0, 11);
                arrivals.get(m.frame() + delay - 1).add(m);
            }
        }
        ServerRewind server = new ServerRewind(game.start(setup), StateHistory.DEFAULT_SIZE);
        int rewinds = 0;
        for (int t = 0; t < frames; t++) {
            for (GameMove m : arrivals.get(t)) {
                server.receive(m);
            }
            rewinds += server.advanceFrame().rewoundToFrame() != Frames.NONE ? 1 : 0;
        }
        assertThat(rewinds).isGreaterThan(10);
        assertThat(server.lateMoves()).isPositive();

        GameSimulation straight = game.start(setup);
        MoveTimeline timeline = new MoveTimeline(server.moves());
        while (straight.frame() < frames) {
            straight.advance(timeline.movesAt(straight.frame() + 1));
        }
        assertThat(server.currentState()).isEqualTo(straight.saveState());
    }
}

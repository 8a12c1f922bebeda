package org.netreplay.replay.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.testdata.TestData;

/** The desync finder on a real 8-player recording replayed by the reference game. */
class ReferenceGameDesyncTest {
    private static final Path ROOT = TestData.root();

    @Test
    void oneChangedMoveOfOnePlayerIsFoundOnItsFrameAndNamesThatPlayer() throws IOException {
        GmRecording rec = GmReader.read(ROOT.resolve("sample-logs/demos/TAS/lev006-8P-37.gm"));
        Path level = ROOT.resolve("sample-logs/levels/level006.pml");
        DeterministicGame game = Games.find(Games.REFERENCE_GAME_ID);
        List<GameMove> b = new ArrayList<>(rec.moves());
        int changed = DesyncFinderTest.changeMove(b, 3, 600);
        DesyncFinder finder = DesyncFinder.create(game).withLevel(rec.level()).withLevelFile(level);
        DesyncReport report = finder.compare(rec.moves(), b);
        assertThat(report.inSync()).isFalse();
        // the move is applied at the start of its frame, so the state first differs on that frame
        assertThat(report.firstDivergentFrame()).isEqualTo(changed);
        assertThat(report.fields()).isNotEmpty()
                .anySatisfy(f -> assertThat(f.path()).startsWith("player[3]."));
        assertThat(report.moveDifferences()).extracting(d -> d.move().frame()).containsOnly(changed);

        assertThat(finder.compare(rec.moves(), new ArrayList<>(rec.moves())).inSync()).isTrue();
    }

    @Test
    void referenceGamePassesTheSyncTest() throws IOException {
        GmRecording rec = GmReader.read(ROOT.resolve("sample-logs/demos/TAS/lev006-8P-37.gm"));
        SyncTestResult result = SyncTest.run(Games.find(Games.REFERENCE_GAME_ID),
                new GameSetup(rec.level(), ROOT.resolve("sample-logs/levels/level006.pml"), 0), rec.moves(), 400, 2);
        assertThat(result.framesSimulated()).isEqualTo(400);
        assertThat(result.consistent()).isTrue();
    }
}

package org.netreplay.replay.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.testdata.TestData;

/** Every real demo (docs/formats.md Appendix A) replays to its LAST_FRAME on its own level, as a plain loop does. */
class CorpusReplayTest {

    @Test
    void everyDemoReplaysToItsLastFrameLikeAStraightLoop() throws IOException {
        Path root = TestData.root();
        List<Path> demos;
        try (Stream<Path> files = Files.walk(root.resolve("sample-logs/demos"))) {
            demos = files.filter(p -> p.toString().endsWith(".gm")).sorted().toList();
        }
        assertThat(demos).hasSize(96);
        DeterministicGame game = Games.find(Games.REFERENCE_GAME_ID);
        long frames = 0;
        for (Path demo : demos) {
            GmRecording rec = GmReader.read(demo);
            Path level = root.resolve(String.format("sample-logs/levels/level%03d.pml", rec.level()));
            assertThat(level).as(demo.toString()).isRegularFile();
            int last = rec.header().lastFrame();
            ReplaySession session = ReplaySessionBuilder.create().withGame(game).withLevel(rec.level())
                    .withLevelFile(level).withMoves(rec.moves()).start();
            session.advanceTo(last);
            GameSimulation straight = game.start(new GameSetup(rec.level(), level, 0));
            MoveTimeline timeline = new MoveTimeline(rec.moves());
            while (straight.frame() < last) {
                straight.advance(timeline.movesAt(straight.frame() + 1));
            }
            assertThat(session.checksum(last)).as(demo.toString()).isEqualTo(straight.checksum());
            assertThat(session.label(last)).isEqualTo(FrameLabel.CONFIRMED);
            frames += last;
        }
        assertThat(frames).isEqualTo(408_160);
    }
}

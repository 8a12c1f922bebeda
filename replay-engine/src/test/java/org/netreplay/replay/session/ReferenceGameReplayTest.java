package org.netreplay.replay.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.testdata.TestData;

/** End to end with the reference game found by ServiceLoader id, on real recordings and real levels. */
class ReferenceGameReplayTest {

    static Path rootDir() {
        return TestData.root();
    }

    static Path level(int number) {
        return rootDir().resolve(String.format("sample-logs/levels/level%03d.pml", number));
    }

    @Test
    void replaysA8PlayerTasRecordingRepeatablyAndSeeksExactly() throws IOException {
        DeterministicGame game = Games.find(Games.REFERENCE_GAME_ID);
        GmRecording rec = GmReader.read(rootDir().resolve("sample-logs/demos/TAS/lev006-8P-37.gm"));
        int last = rec.header().lastFrame();
        ReplaySession a = ReplaySessionBuilder.create().withGame(game).withLevel(rec.level())
                .withLevelFile(level(rec.level())).withMoves(rec.moves()).withKeyframeInterval(64).start();
        ReplaySession b = ReplaySessionBuilder.create().withGame(game).withLevel(rec.level())
                .withLevelFile(level(rec.level())).withMoves(rec.moves()).start();
        a.advanceTo(last);
        b.advanceTo(last);
        assertThat(a.checksums()).isEqualTo(b.checksums());
        assertThat(a.label(last)).isEqualTo(FrameLabel.CONFIRMED);

        GameSimulation straight = game.start(new GameSetup(rec.level(), level(rec.level()), 0));
        MoveTimeline timeline = new MoveTimeline(rec.moves());
        while (straight.frame() < 1000) {
            straight.advance(timeline.movesAt(straight.frame() + 1));
        }
        assertThat(a.seek(1000)).isEqualTo(straight.saveState());
        assertThat(a.checksum(1000)).isEqualTo(straight.checksum());
        assertThat(a.seek(3)).isNotEqualTo(straight.saveState());
    }

    @Test
    void replaysTheNetgameServerRecording() throws IOException {
        Path dir = rootDir().resolve("sample-logs/sessions/pm-netgame-level3/server");
        Path gm;
        try (var files = java.nio.file.Files.list(dir)) {
            gm = files.filter(p -> p.toString().endsWith(".gm")).findFirst().orElseThrow();
        }
        GmRecording rec = GmReader.read(gm);
        ReplaySession s = ReplaySessionBuilder.create().withGame(Games.find("pm-reference")).withLevel(rec.level())
                .withLevelFile(level(rec.level())).withMoves(rec.moves()).start();
        s.advanceTo(rec.header().lastFrame() + 5);
        assertThat(s.lastSimulatedFrame()).isEqualTo(3213);
        assertThat(s.label(3213)).isEqualTo(FrameLabel.PREDICTED);
        assertThat(s.moves()).hasSize(6522);
    }
}

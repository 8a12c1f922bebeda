package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.netreplay.log.ProgressListener;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.viewer.task.DirectTaskRunner;

/**
 * The replay page's model on the real demo lev003.gm: every state it shows is checked against the real game's own
 * clean-load replay (test-data/pm-golden variants/nofill: the whole-state CRC-32 of every frame), so a step that shows
 * the wrong frame's state fails.
 */
class ReplayPageModelTest {
    private static final List<Integer> GOLDEN = ReplayFixtures.goldenCrcs("lev003");
    private static final Path LEV003 = ReplayFixtures.demo("lev003.gm");
    private final ReplayPageModel model = new ReplayPageModel(new DirectTaskRunner());

    @AfterEach
    void close() {
        model.close();
    }

    private void assertShows(int frame) {
        assertThat(model.frameProperty().get()).isEqualTo(frame);
        assertThat(ReplayFixtures.crc(model.serverStateProperty().get()))
                .as("CRC-32 of the state shown at frame %d", frame).isEqualTo(GOLDEN.get(frame));
    }

    @Test
    void aLoneGmOpensAtFrameZeroReplayedWithNoClientSide() {
        model.openRecording(LEV003);
        assertThat(model.errorProperty().get()).isEmpty();
        assertThat(model.gameProperty().get().id()).isEqualTo("purple-martians");
        assertThat(model.schemaProperty().get().stateSize()).isGreaterThanOrEqualTo(ReplayFixtures.STATE_SIZE);
        assertShows(0);
        assertThat(model.lastFrameProperty().get()).isEqualTo(ReplayFixtures.lastFrame(LEV003));
        assertThat(model.serverLabelProperty().get()).isEqualTo("replayed");
        assertThat(model.clientStateProperty().get()).isNull();
        assertThat(model.clientNames()).isEmpty();
        assertThat(model.titleProperty().get()).isEqualTo("lev003.gm, level 3");
        assertThat(model.noteProperty().get()).contains("no client side");
        assertThat(model.buildingProperty().get()).isFalse();
    }

    @Test
    void stepsOfOneTenAndFortyShowThoseFramesStates() {
        model.openRecording(LEV003);
        model.step(1);
        assertShows(1);
        model.step(10);
        assertShows(11);
        model.step(40);
        assertShows(51);
        model.step(-1);
        assertShows(50);
        model.step(-40);
        assertShows(10);
        model.toEnd();
        assertShows(ReplayFixtures.lastFrame(LEV003));
        model.step(1);
        assertShows(ReplayFixtures.lastFrame(LEV003));
        model.toStart();
        model.step(-1);
        assertShows(0);
        assertThat(model.serverLabelProperty().get()).isEqualTo("replayed");
    }

    @Test
    void aFrameChosenElsewhereSeeksHereAndAStepHereMovesTheCursor() {
        FrameCursor cursor = new FrameCursor();
        model.attach(cursor);
        model.openRecording(LEV003);
        Object logList = new Object();
        cursor.select(300, 0, 1234, 5, logList);
        assertShows(300);
        model.step(1);
        assertShows(301);
        assertThat(cursor.frame()).isEqualTo(301);
        assertThat(cursor.positionProperty().get().mover()).isSameAs(model);
        cursor.goToFrame(700);
        assertShows(700);
    }

    @Test
    void whenPlaybackStopsTheCursorIsOnTheFrameItStoppedAt() {
        FrameCursor cursor = new FrameCursor();
        model.attach(cursor);
        model.openRecording(LEV003);
        model.togglePlaying();
        for (int i = 0; i < 7; i++) {
            model.advanceClock(0.1); // 4 frames each at 1×
        }
        model.togglePlaying();
        assertShows(28);
        assertThat(cursor.frame()).isEqualTo(28);
        assertThat(cursor.positionProperty().get().mover()).isSameAs(model);
    }

    @Test
    void theNewestSeekWinsWhateverOrderTheyFinishIn() throws Exception {
        HeldRunner held = new HeldRunner();
        ReplayPageModel slow = new ReplayPageModel(held);
        slow.openRecording(LEV003);
        held.finish(held.last("Opening"));
        held.finish(held.last("Replaying frame 0"));
        assertThat(slow.frameProperty().get()).isZero();
        slow.requestFrame(100);
        int hundred = held.last("Replaying frame 100");
        slow.requestFrame(200);
        int twoHundred = held.last("Replaying frame 200");
        assertThat(held.cancelled.get(hundred)).isTrue();
        held.finish(twoHundred);
        held.finish(hundred); // an older seek that finished late
        assertThat(slow.frameProperty().get()).isEqualTo(200);
        assertThat(ReplayFixtures.crc(slow.serverStateProperty().get())).isEqualTo(GOLDEN.get(200));
        assertThat(slow.buildingProperty().get()).isTrue();
        int build = -1;
        for (int i = 0; i < held.jobs.size(); i++) {
            build = held.jobs.get(i).title().equals("Replaying") ? i : build;
        }
        assertThat(build).as("the build job").isNotNegative();
        assertThat(slow.cancelBuild()).isTrue();
        assertThat(held.cancelled.get(build)).isTrue();
        assertThat(slow.buildingProperty().get()).isFalse();
        slow.close();
    }

    @Test
    void playbackAdvancesFortyFramesASecondTimesTheSpeedAndStopsAtTheEnd() {
        model.openRecording(LEV003);
        model.togglePlaying();
        assertThat(model.playingProperty().get()).isTrue();
        model.advanceClock(0.5);
        assertShows(20);
        model.speedProperty().set(0.25);
        model.advanceClock(1.0);
        assertShows(30);
        model.speedProperty().set(8.0);
        model.advanceClock(0.01); // 3.2 frames due, but frames are shown at most 30 times a second
        assertShows(30);
        model.advanceClock(0.03); // 0.04 s at 8×: 12.8 frames
        assertShows(42);
        model.speedProperty().set(ReplayPageModel.AS_FAST_AS_POSSIBLE);
        model.advanceClock(0.5);
        assertThat(model.frameProperty().get()).as("faster than 8× (160 frames in 0.5 s)").isGreaterThan(42 + 160);
        model.speedProperty().set(8.0);
        model.advanceClock(10);
        assertShows(ReplayFixtures.lastFrame(LEV003));
        assertThat(model.playingProperty().get()).isFalse();
        model.changeSpeed(-1);
        assertThat(model.speedProperty().get()).isEqualTo(4.0);
    }

    @Test
    void theRealNetgameSessionShowsTheServersReplayedRecordingAndSaysWhyThereIsNoClient() throws Exception {
        OpenSession session = SessionLoader.load(List.of(ReplayFixtures.session()), ProgressListener.NONE);
        try {
            ReplayPageModel.Prepared prepared = model.prepare(session);
            assertThat(prepared.problem()).isNull();
            model.show(session, prepared);
            assertThat(model.frameProperty().get()).isZero();
            assertThat(model.serverNameProperty().get()).contains("autosave on level quit.gm");
            assertThat(model.titleProperty().get()).endsWith("level 3");
            assertThat(model.clientStateProperty().get()).isNull();
            assertThat(model.noteProperty().get()).contains("one recording").contains("only the server side");
            int last = ReplayFixtures.lastFrame(session.gameMoveFiles().get(0));
            assertThat(model.lastFrameProperty().get()).isGreaterThanOrEqualTo(last);
        } finally {
            model.close();
            session.close();
        }
    }

    @Test
    void aGmWhoseLevelIsNowhereIsRefusedNamingTheLevelFile() throws Exception {
        Path folder = java.nio.file.Files.createTempDirectory("netreplay-nolevel");
        Path gm = folder.resolve("lonely.gm");
        String text = java.nio.file.Files.readString(LEV003, java.nio.charset.StandardCharsets.ISO_8859_1)
                .replaceFirst("(?m)^LEVEL:3", "LEVEL:999");
        java.nio.file.Files.writeString(gm, text, java.nio.charset.StandardCharsets.ISO_8859_1);
        try {
            model.openRecording(gm);
            assertThat(model.errorProperty().get()).contains("lonely.gm").contains("level999.pml");
            assertThat(model.sourcesProperty().get()).isNull();
        } finally {
            java.nio.file.Files.delete(gm);
            java.nio.file.Files.delete(folder);
        }
    }
}

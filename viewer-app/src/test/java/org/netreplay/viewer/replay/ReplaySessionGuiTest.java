package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.netreplay.viewer.replay.ReplayGui.text;
import static org.netreplay.viewer.replay.ReplayGui.waitUntil;

import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.viewer.shell.MainViewModel;
import org.netreplay.viewer.shell.MainWindow;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.testing.ShownRows;
import org.netreplay.viewer.testing.ShownPages;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The window on the bundled real netgame session (one recording, no client states), headless: the replay page
 * sits beside the log page and says why only the server side is shown; a log line the user selects moves the
 * replay to its frame; a step of the replay moves every log lane (side by side: server and client) to that frame.
 * Which frames have lines comes from {@link SampleSession}'s regex scan, not from the viewer.
 */
@ExtendWith(ApplicationExtension.class)
class ReplaySessionGuiTest {
    private ViewerWindow viewer;
    private MainViewModel model;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        viewer = ViewerWindow.show(stage);
        model = viewer.model();
        window = viewer.window();
        model.open(List.of(SampleSession.folder()));
    }

    @BeforeEach
    void waitForSession(FxRobot robot) throws TimeoutException {
        waitUntil(() -> !ShownRows.read(robot).isEmpty() && !model.log().busyProperty().get()
                && text(robot, "#replayFrame").startsWith("frame 0 / "));
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    private static ShownRows.Row selected(FxRobot robot, String list) {
        return ShownRows.read(robot, list).stream().filter(ShownRows.Row::selected).findFirst().orElse(null);
    }

    private static String replayFrame(FxRobot robot) {
        return text(robot, "#replayFrame");
    }

    private static boolean replayShows(FxRobot robot, int frame) {
        return replayFrame(robot).startsWith(String.format(java.util.Locale.ROOT, "frame %,d / ", frame));
    }

    @Test
    void theReplayPageSitsBesideTheLogAndSaysWhyThereIsOnlyTheServerSide(FxRobot robot) {
        javafx.scene.Node logPage = robot.lookup("#logList").query();
        javafx.scene.Node replayPage = window.replayPage().view();
        assertThat(ShownPages.shown(logPage)).isTrue();
        assertThat(ShownPages.shown(replayPage)).isTrue();
        assertThat(replayPage.localToScene(0, 0).getX()).isGreaterThan(logPage.localToScene(0, 0).getX());
        assertThat(ShownPages.dividerWidth(robot)).isPositive();
        assertThat(text(robot, "#replayNote")).isEqualTo("This session has one recording and no per-frame client "
                + "states, so only the server side, replayed from its recording, is shown.");
        assertThat(robot.lookup(".client-canvas").tryQuery()).isEmpty();
        assertThat(robot.lookup("#serverCanvas").queryAs(ReplayCanvas.class).titleText())
                .startsWith("server (").endsWith("replayed");
    }

    @Test
    void selectingALogLineMovesTheReplayToItsFrame(FxRobot robot) throws TimeoutException {
        robot.interact(() -> model.log().navigation().goToFrame(1500));
        waitUntil(() -> selected(robot, "#logList") != null
                && Integer.parseInt(selected(robot, "#logList").frame()) >= 1500);
        int frame = Integer.parseInt(selected(robot, "#logList").frame());
        waitUntil(() -> replayShows(robot, frame));
        robot.clickOn("#logList");
        for (int i = 0; i < 30; i++) {
            robot.type(KeyCode.PAGE_DOWN);
        }
        waitUntil(() -> Integer.parseInt(selected(robot, "#logList").frame()) > frame);
        int later = Integer.parseInt(selected(robot, "#logList").frame());
        waitUntil(() -> replayShows(robot, later));
        assertThat(model.replay().serverLabelProperty().get()).isEqualTo("replayed");
    }

    @Test
    void steppingTheReplayMovesEveryLogLaneToThatFrame(FxRobot robot) throws TimeoutException {
        int target = 2001;
        for (String peer : List.of("pmserver", "pmclient1")) {
            assertThat(SampleSession.lines()).as("%s has a tmst line at frame %d", peer, target)
                    .anyMatch(l -> l.file().contains(peer) && l.frame() == target && l.typeId() == 44);
        }
        robot.interact(() -> model.sideBySide().enabledProperty().set(true));
        waitUntil(() -> robot.lookup("#peerList-c1").tryQuery().isPresent()
                && !ShownRows.read(robot, "#peerList-c1").isEmpty());
        robot.interact(() -> model.replay().requestFrame(target - 1));
        waitUntil(() -> replayShows(robot, target - 1));
        robot.clickOn("#serverCanvas");
        robot.type(KeyCode.RIGHT);
        waitUntil(() -> replayShows(robot, target));
        waitUntil(() -> selected(robot, "#logList") != null && selected(robot, "#peerList-c1") != null
                && selected(robot, "#logList").frame().equals(Integer.toString(target))
                && selected(robot, "#peerList-c1").frame().equals(Integer.toString(target)));
        assertThat(selected(robot, "#logList").lane()).isEqualTo("srv");
        assertThat(selected(robot, "#peerList-c1").lane()).isEqualTo("c1");
        assertThat(model.cursor().frame()).isEqualTo(target);
    }
}

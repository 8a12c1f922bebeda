package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.netreplay.viewer.replay.ReplayGui.frameText;
import static org.netreplay.viewer.replay.ReplayGui.text;
import static org.netreplay.viewer.replay.ReplayGui.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.prefs.Preferences;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.shell.MainViewModel;
import org.netreplay.viewer.shell.MainWindow;
import org.netreplay.viewer.task.FxTaskRunner;
import org.netreplay.viewer.testing.ShownPages;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.netreplay.viewer.testing.MemoryPreferences;

/**
 * The window opened on a lone real demo (lev003.gm), headless: it opens straight into the replay page at frame 0,
 * the keys step it (the frame text and the side's label as shown; the state's CRC-32 as the real game's clean-load
 * replay, test-data/pm-golden variants/nofill), and a click on a player selects it.
 */
@ExtendWith(ApplicationExtension.class)
class LoneGmGuiTest {
    private static final Path LEV003 = ReplayFixtures.demo("lev003.gm");
    private static final int LAST = ReplayFixtures.lastFrame(LEV003);
    private static final List<Integer> GOLDEN = ReplayFixtures.goldenCrcs("lev003");
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock
    private FxTaskRunner runner;
    private MainViewModel model;
    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        runner = new FxTaskRunner(2);
        model = new MainViewModel(runner, LogTypeRegistry.loadDefault(), new ViewerPreferences(node));
        window = new MainWindow(stage, model);
        stage.show();
        model.open(List.of(LEV003));
    }

    @BeforeEach
    void waitForReplay(FxRobot robot) throws TimeoutException {
        waitUntil(() -> frameText(0, LAST).equals(text(robot, "#replayFrame")));
    }

    @AfterEach
    void tearDown() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
        runner.close();
        node.removeNode();
    }

    private ReplayCanvas serverCanvas(FxRobot robot) {
        return robot.lookup("#serverCanvas").queryAs(ReplayCanvas.class);
    }

    private void shows(FxRobot robot, int frame) throws TimeoutException {
        waitUntil(() -> frameText(frame, LAST).equals(text(robot, "#replayFrame")));
        assertThat(ReplayFixtures.crc(model.replay().serverStateProperty().get())).isEqualTo(GOLDEN.get(frame));
    }

    @Test
    void aLoneGmOpensStraightIntoTheReplayPageAtFrameZero(FxRobot robot) {
        javafx.scene.Node replayPage = window.replayPage().view();
        assertThat(ShownPages.shown(replayPage)).isTrue();
        assertThat(ShownPages.width(replayPage)).isEqualTo(ShownPages.split(robot).getWidth(),
                org.assertj.core.api.Assertions.within(1.0));
        assertThat(ShownPages.dividerWidth(robot)).isZero();
        assertThat(ShownPages.shown(robot.lookup("#logList").query())).isFalse();
        // the window shrinks, then grows (within the headless screen): the shown page fills the split each time
        for (double change : new double[] {-300, 150}) {
            robot.interact(() -> stage.setWidth(stage.getWidth() + change));
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
            assertThat(ShownPages.width(replayPage)).isEqualTo(ShownPages.split(robot).getWidth(),
                    org.assertj.core.api.Assertions.within(1.0));
        }
        assertThat(stage.getTitle()).startsWith("lev003.gm, level 3");
        assertThat(text(robot, "#replayTitle")).isEqualTo("lev003.gm, level 3");
        assertThat(serverCanvas(robot).titleText()).isEqualTo("lev003.gm  ·  replayed");
        assertThat(robot.lookup(".client-canvas").tryQuery()).isEmpty();
        assertThat(serverCanvas(robot).drawnSprites()).extracting(Sprite::ref).contains(new EntityRef("syn", 0));
    }

    @Test
    void theStatusBarNamesTheReplayedRecordingNotNoSession(FxRobot robot) {
        // before, the status bar said "No session open" while the recording was replayed beside it
        assertThat(text(robot, "#statusFiles")).isEqualTo("Replaying lev003.gm, level 3 (a recording alone: no logs)");
    }

    @Test
    void arrowKeysStepOneTenAndFortyFramesAndHomeEndGoToTheEnds(FxRobot robot) throws TimeoutException {
        robot.clickOn("#serverCanvas");
        robot.type(KeyCode.RIGHT);
        shows(robot, 1);
        assertThat(serverCanvas(robot).titleText()).endsWith("replayed");
        robot.type(KeyCode.LEFT);
        shows(robot, 0);
        robot.press(KeyCode.SHIFT).type(KeyCode.RIGHT).release(KeyCode.SHIFT);
        shows(robot, 10);
        robot.press(KeyCode.CONTROL).type(KeyCode.RIGHT).release(KeyCode.CONTROL);
        shows(robot, 50);
        robot.press(KeyCode.SHIFT).type(KeyCode.LEFT).release(KeyCode.SHIFT);
        shows(robot, 40);
        robot.type(KeyCode.END);
        shows(robot, LAST);
        robot.type(KeyCode.HOME);
        shows(robot, 0);
        robot.clickOn("#replayNext10");
        shows(robot, 10);
    }

    @Test
    void followingAPlayerKeepsItInTheMiddleOfTheCanvas(FxRobot robot) throws TimeoutException {
        robot.interact(() -> model.replay().followPlayerProperty().set(0));
        robot.interact(() -> model.replay().requestFrame(400));
        shows(robot, 400);
        ReplayCanvas canvas = serverCanvas(robot);
        waitUntil(() -> {
            Sprite player = canvas.drawnSprites().stream().filter(s -> s.ref().equals(new EntityRef("syn", 0)))
                    .findFirst().orElseThrow();
            Point2D at = canvas.toLocal(player.centreX(), player.centreY());
            Point2D middle = canvas.drawingCentre();
            return Math.abs(at.getX() - middle.getX()) < 1 && Math.abs(at.getY() - middle.getY()) < 1;
        });
        assertThat(robot.lookup("#replayFollow").queryAs(javafx.scene.control.ComboBox.class).getValue())
                .isEqualTo("follow player 0");
    }

    @Test
    void spacePlaysAndPausesAndClickingAPlayerSelectsAndOutlinesIt(FxRobot robot) throws TimeoutException {
        robot.clickOn("#serverCanvas");
        robot.type(KeyCode.SPACE);
        waitUntil(() -> model.replay().frameProperty().get() > 5);
        robot.type(KeyCode.SPACE);
        waitUntil(() -> !model.replay().playingProperty().get());
        robot.type(KeyCode.HOME);
        shows(robot, 0);
        ReplayCanvas canvas = serverCanvas(robot);
        Sprite player = canvas.drawnSprites().stream().filter(s -> s.ref().equals(new EntityRef("syn", 0)))
                .findFirst().orElseThrow();
        Point2D local = canvas.toLocal(player.centreX(), player.centreY());
        robot.clickOn(canvas.localToScreen(local));
        waitUntil(() -> new EntityRef("syn", 0).equals(model.replay().selectedEntityProperty().get()));
    }
}

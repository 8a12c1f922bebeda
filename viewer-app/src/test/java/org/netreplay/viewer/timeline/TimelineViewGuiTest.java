package org.netreplay.viewer.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.session.OpenSession;
import org.netreplay.viewer.charts.ChartsPane;
import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.viewer.task.FxTaskRunner;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The strip alone: a click moves the frame cursor to the frame under the mouse on the charts' x mapping. */
@ExtendWith(ApplicationExtension.class)
class TimelineViewGuiTest {
    private FxTaskRunner runner;
    private final FrameCursor cursor = new FrameCursor();
    private TimelineViewModel model;
    private TimelineView view;

    private Stage stage;

    /** A stage of its own: the primary stage may still hold an earlier test class's window. */
    @Start
    void start(Stage primary) {
        stage = new Stage();
        runner = new FxTaskRunner(1);
        model = new TimelineViewModel(runner, cursor);
        model.setLoader((session, progress) -> TimelineFixtures.twoClients());
        model.fromFrameProperty().set(0);
        model.toFrameProperty().set(999);
        model.windowFromProperty().set(0);
        model.windowToProperty().set(999);
        view = new TimelineView(model, new SimpleBooleanProperty(true));
        stage.setScene(new Scene(new VBox(view), ChartsPane.PLOT_LEFT_PX + 1000, 120));
        stage.show();
        model.show(new OpenSession(List.of(Path.of("x")), null, List.of(), List.of(), new TreeMap<>(),
                new TreeMap<>(), 0, 999, List.of(), List.of(), List.of(), List.of(), false));
    }

    @AfterEach
    void tearDown() throws Exception {
        org.testfx.api.FxToolkit.setupFixture(stage::hide);
        org.testfx.api.FxToolkit.cleanupStages();
        runner.close();
    }

    @Test
    void clickingTheStripGoesToThatFrameAndTheCursorLineFollows(FxRobot robot) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.dataProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.getHeight()).isGreaterThan(20); // two client rows and the event row
        Point2D at = view.localToScreen(ChartsPane.PLOT_LEFT_PX + 505.5, view.getHeight() / 2);
        robot.clickOn(at);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cursor.frame()).isEqualTo(505); // 1 px per frame: x = left edge + 505.5 is frame 505
        assertThat(model.cursorFrameProperty().get()).isEqualTo(505);
        assertThat(view.xOf(505)).isEqualTo(ChartsPane.PLOT_LEFT_PX + 505.5);
    }

    @Test
    void leftOfThePlotAClickDoesNothing(FxRobot robot) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.dataProperty().get() != null);
        robot.clickOn(view.localToScreen(20, view.getHeight() / 2));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cursor.frame()).isEqualTo(-1);
    }
}

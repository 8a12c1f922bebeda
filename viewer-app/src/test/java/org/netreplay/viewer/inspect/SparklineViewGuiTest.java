package org.netreplay.viewer.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.TreeItem;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.viewer.prefs.ComfortPreferences;
import org.netreplay.viewer.task.FxTaskRunner;
import org.netreplay.viewer.testing.MemoryPreferences;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The inspector's history chart in the inspector as the viewer lays it out: its size, its title and legend in a
 * wide and in the narrowest inspector, and the values the hover box reads. The history is made by hand: player[1].x
 * is the frame number in px on the server, one more on the client after frame 812.
 */
@ExtendWith(ApplicationExtension.class)
class SparklineViewGuiTest {
    private FxTaskRunner runner;
    private InspectorViewModel model;
    private InspectorView view;
    private Stage stage;

    /** A stage of its own: the primary stage may still hold an earlier test class's window. */
    @Start
    void start(Stage primary) {
        stage = new Stage();
        runner = new FxTaskRunner(2);
        MemoryPreferences node = new MemoryPreferences();
        model = new InspectorViewModel(runner, new ComfortPreferences(node));
        view = new InspectorView(model, new ComfortPreferences(node), new SimpleBooleanProperty(true));
        Scene scene = new Scene((javafx.scene.Parent) view.view(), 700, 500);
        scene.getStylesheets().add(getClass().getResource("/org/netreplay/viewer/viewer.css").toExternalForm());
        scene.getStylesheets().add(getClass().getResource("/org/netreplay/viewer/viewer-inspect.css")
                .toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void tearDown() throws Exception {
        org.testfx.api.FxToolkit.setupFixture(stage::hide);
        org.testfx.api.FxToolkit.cleanupStages();
        runner.close();
    }

    /** Shows frame 812 and selects player[1].x: its history over frames 772..852. */
    private SparklineView showTheHistoryOfX(FxRobot robot) throws TimeoutException {
        byte[] server = TestStates.base();
        robot.interact(() -> model.setHistorySource((side, frame) -> TestStates.withInt(server, 8,
                (frame + (side == StateLookup.Side.CLIENT && frame > 812 ? 1 : 0)) * 256), 0, 2000));
        robot.interact(() -> model.frameProperty().set(new InspectedFrame(812, TestStates.SCHEMA, server,
                TestStates.withInt(server, 8, 813 * 256), "server", "client 1", "")));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.tableProperty().get() != null
                && model.tableProperty().get().frame() == 812 && !model.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            TreeItem<Object> player = view.tree().getRoot().getChildren().get(0);
            player.setExpanded(true);
            TreeItem<Object> p1 = player.getChildren().get(1);
            p1.setExpanded(true);
            view.tree().getSelectionModel().select(p1.getChildren().get(0));
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.historyProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#fieldSparkline").queryAs(SparklineView.class);
    }

    private static double widthOf(String text) {
        Text probe = new Text(text);
        probe.setFont(Font.font(null, javafx.scene.text.FontWeight.BOLD, 11));
        return probe.getLayoutBounds().getWidth();
    }

    @Test
    void theHistoryIsReadableWithItsTitleAndLegendInFullEvenInTheNarrowestInspector(FxRobot robot)
            throws TimeoutException {
        SparklineView chart = showTheHistoryOfX(robot);
        assertThat(model.historyProperty().get().path()).isEqualTo("player[1].x");
        // title and legend rows (30 px), frame labels (15 px) and a plot of about 80 px
        assertThat(chart.getHeight()).as("the history chart's height, px").isGreaterThanOrEqualTo(120);
        assertThat(chart.headerLines()).containsExactly("player[1].x (px)  ━ server  ━ client  ▮ differ");

        robot.interact(() -> stage.setWidth(260)); // the inspector's least width
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(chart.getWidth()).isLessThanOrEqualTo(260);
        assertThat(chart.headerLines()).as("the legend under the title").containsExactly("player[1].x (px)",
                "━ server  ━ client  ▮ differ");
        for (String line : chart.headerLines()) {
            assertThat(6 + widthOf(line)).as("'%s' fits", line).isLessThanOrEqualTo(chart.getWidth());
        }
    }

    @Test
    void hoveringReadsThatFramesValuesInABoxBesideTheHoverLine(FxRobot robot) throws TimeoutException {
        SparklineView chart = showTheHistoryOfX(robot);
        int index = 822 - model.historyProperty().get().from();
        double x = chart.xOf(index);
        robot.moveTo(chart.localToScreen(x, chart.getHeight() / 2));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !chart.readoutLines().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(chart.readoutLines()).containsExactly("frame 822", "server 822 px", "client 823 px",
                "differs by 1 px");
        double[] box = chart.readoutBox();
        assertThat(box[0] > x || box[0] + box[2] < x).as("the box leaves the hover line free").isTrue();
        assertThat(box[0]).isGreaterThanOrEqualTo(0);
        assertThat(box[0] + box[2]).isLessThanOrEqualTo(chart.getWidth());
        assertThat(box[1] + box[3]).isLessThanOrEqualTo(chart.getHeight());

        int before = 800 - model.historyProperty().get().from();
        robot.moveTo(chart.localToScreen(chart.xOf(before), chart.getHeight() / 2));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> chart.readoutLines().contains("frame 800"));
        assertThat(chart.readoutLines()).containsExactly("frame 800", "server 800 px", "client 800 px");
    }
}

package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.prefs.Preferences;
import javafx.geometry.Point2D;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.charts.ChartsPane;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.task.FxTaskRunner;
import org.netreplay.viewer.timeline.SyncStatus;
import org.netreplay.viewer.timeline.TimelineData;
import org.netreplay.viewer.timeline.TimelineView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.netreplay.viewer.testing.MemoryPreferences;

/**
 * The whole window on a simulated session with an injected fault (sample-logs/sessions/sim-fault-corrupt-dif):
 * "next desync" (F7) goes to the frame the simulator corrupted, the inspector SHOWS the field it corrupted as
 * differing, the timeline's cursor is at that frame; clicking the timeline or a chart moves the one frame cursor.
 * Expected values come from the manifest's ground truth (what the simulator injected), not from the analysis.
 */
@ExtendWith(ApplicationExtension.class)
class DesyncSessionGuiTest {
    private static final long TIMEOUT_SECONDS = 90;
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock
    private FxTaskRunner runner;
    private MainViewModel model;

    private Stage stage;

    /** A stage of its own, hidden (its settings saved) before its preferences node is removed. */
    @Start
    void start(Stage primary) {
        stage = new Stage();
        runner = new FxTaskRunner(2);
        model = new MainViewModel(runner, LogTypeRegistry.loadDefault(), new ViewerPreferences(node));
        new MainWindow(stage, model);
        stage.show();
        model.open(List.of(DesyncSessionViewModelTest.corruptDif()));
    }

    @BeforeEach
    void waitForSession() throws TimeoutException {
        waitUntil(() -> model.timeline().dataProperty().get() != null
                && model.replay().sourcesProperty().get() != null && !model.log().busyProperty().get()
                && model.log().rowsProperty().get() != null);
    }

    @AfterEach
    void tearDown() throws Exception {
        org.testfx.api.FxToolkit.setupFixture(stage::hide);
        org.testfx.api.FxToolkit.cleanupStages();
        runner.close();
        node.removeNode();
    }

    @Test
    void nextDesyncShowsTheCorruptedFieldInTheInspectorAndTheFrameOnTheTimeline(FxRobot robot) throws Exception {
        JsonNode truth = DesyncSessionViewModelTest.groundTruth();
        int frame = truth.get("firstDivergentFrame").asInt();
        String field = truth.get("field").asText();
        String client = "c" + truth.get("peer").asInt();
        robot.clickOn("#logList");
        robot.type(KeyCode.F7);
        waitUntil(() -> model.cursor().frame() == frame && model.inspector().tableProperty().get() != null
                && model.inspector().tableProperty().get().frame() == frame
                && !model.inspector().busyProperty().get());
        // the status bar names the frame and the field
        assertThat(robot.lookup("#statusDesync").queryAs(Label.class).getText())
                .startsWith("First desync at frame " + frame + " (client " + truth.get("peer").asInt()
                        + ", client-diverged): " + field);
        // the inspector says it (the game's per-peer tail, sim[*] and loc[*], is ignored by default), and with "only
        // differences" shows exactly that field, red, both sides' values
        assertThat(robot.lookup("#inspectorMessage").queryAs(Label.class).getText())
                .startsWith("1 field differs at frame " + frame);
        robot.clickOn("#onlyDifferences");
        assertThat(robot.lookup("#onlyDifferences").queryAs(CheckBox.class).isSelected()).isTrue();
        waitUntil(() -> model.inspector().tableProperty().get().shownFields() == 1);
        List<String> rows = inspectorRows(robot);
        assertThat(rows).anySatisfy(row -> assertThat(row).startsWith("!" + field + "\t"));
        String shown = rows.stream().filter(row -> row.startsWith("!" + field)).findFirst().orElseThrow();
        String[] cells = shown.split("\t");
        assertThat(cells[1]).isNotEqualTo(cells[2]); // server and client values differ on screen
        // the timeline: its cursor at the frame, the client diverged there and not the frame before
        assertThat(model.timeline().cursorFrameProperty().get()).isEqualTo(frame);
        TimelineData data = model.timeline().dataProperty().get();
        int row = data.clients().indexOf(client);
        assertThat(data.status(row, frame)).isEqualTo(SyncStatus.DIVERGED);
        assertThat(data.status(row, frame - 1)).isNotEqualTo(SyncStatus.DIVERGED);
        // Shift+F7 from the first desync finds none before it: the cursor stays
        robot.press(KeyCode.SHIFT).type(KeyCode.F7).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursor().frame()).isEqualTo(frame);
    }

    @Test
    void clickingTheTimelineOrAChartMovesTheFrameCursor(FxRobot robot) throws Exception {
        TimelineView strip = robot.lookup("#timeline").queryAs(TimelineView.class);
        int target = 60;
        Point2D at = strip.localToScreen(strip.xOf(target), strip.getHeight() - 4);
        robot.clickOn(at);
        waitUntil(() -> model.cursor().frame() == target);
        assertThat(model.timeline().cursorFrameProperty().get()).isEqualTo(target);
        // a chart: the same x mapping (left edge ChartsPane.PLOT_LEFT_PX, the charts' frame range)
        javafx.scene.layout.Region charts = robot.lookup("#timingCharts").queryAs(javafx.scene.layout.Region.class);
        int from = model.charts().fromFrameProperty().get();
        int to = model.charts().toFrameProperty().get();
        double plotWidth = charts.getWidth() - ChartsPane.PLOT_LEFT_PX;
        int chartTarget = 150;
        double x = ChartsPane.PLOT_LEFT_PX + (chartTarget - from + 0.5) * plotWidth / (to - from + 1);
        robot.clickOn(charts.localToScreen(x, charts.getHeight() / 2));
        waitUntil(() -> Math.abs(model.cursor().frame() - chartTarget) <= 1);
        assertThat(model.timeline().cursorFrameProperty().get()).isEqualTo(model.cursor().frame());
        assertThat(model.charts().cursorFrameProperty().get()).isEqualTo(model.cursor().frame());
    }

    /** @return the inspector tree's shown rows: cells joined by tabs, "!" before a row marked as differing */
    private static List<String> inspectorRows(FxRobot robot) {
        return org.netreplay.viewer.testing.InspectorRows.read(robot, robot.lookup("#inspectorTree").query());
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

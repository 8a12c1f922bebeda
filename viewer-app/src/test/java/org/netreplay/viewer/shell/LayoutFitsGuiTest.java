package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.testing.OffWindowNodes;
import org.netreplay.viewer.testing.ShownPages;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's main states at the smallest supported size (1024×700), the default window (1400×860) and a large one
 * (1600×1000): no visible node reaches past the window ({@link OffWindowNodes}), and the panes that state is about are
 * there with a width a user can read, so a layout cannot "fit" by squeezing a pane to nothing; a status bar text cut
 * with an ellipsis has a tooltip with its whole text.
 */
@ExtendWith(ApplicationExtension.class)
class LayoutFitsGuiTest {
    private static final long TIMEOUT_SECONDS = 90;
    private static final double[][] SIZES = {{1400, 860}, {1024, 700}, {1600, 1000}};
    /** The least width of a pane the state is about, px: a log line's frame and text, a field's two values. */
    private static final double READABLE_PX = 200;
    private ViewerWindow viewer;
    private MainViewModel model;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        viewer = ViewerWindow.show(stage);
        model = viewer.model();
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    @Test
    void theEmptyWindowFits(FxRobot robot) throws Exception {
        assertFitsAtEverySize(robot, "empty window");
    }

    @Test
    void aLogWithItsChartsFits(FxRobot robot) throws Exception {
        open(SampleSession.folder());
        waitUntil(() -> model.charts().seriesProperty().get() != null);
        assertFitsAtEverySize(robot, "the bundled log", "#logList", "#timingCharts", "#timeline", "#categoryPanel");
    }

    @Test
    void theDesyncSessionAfterNextDesyncFits(FxRobot robot) throws Exception {
        openDesyncAndPressF7(robot);
        assertFitsAtEverySize(robot, "desync session after F7", "#logList", "#replayPage", "#inspectorTree");
    }

    @Test
    void theDesyncSessionSideBySideFits(FxRobot robot) throws Exception {
        openDesyncAndPressF7(robot);
        robot.press(KeyCode.CONTROL, KeyCode.D).release(KeyCode.D, KeyCode.CONTROL);
        waitUntil(() -> model.sideBySide().panes().size() > 1
                && robot.lookup("#peerList-c1").tryQuery().isPresent());
        assertFitsAtEverySize(robot, "desync session side by side", "#logList", "#peerList-c1", "#replayPage",
                "#inspectorTree");
    }

    @Test
    void theDesyncSessionWithPanesCollapsedFits(FxRobot robot) throws Exception {
        openDesyncAndPressF7(robot);
        PaneLayout panes = viewer.window().panes();
        FxToolkit.setupFixture(() -> {
            panes.toggleCollapsed(PaneLayout.Pane.SIDE_BAR);
            panes.toggleCollapsed(PaneLayout.Pane.TIMELINE);
            panes.toggleCollapsed(PaneLayout.Pane.REPLAY);
        });
        waitUntil(() -> robot.lookup("#strip-REPLAY").tryQuery().map(ShownPages::shown).orElse(false));
        assertFitsAtEverySize(robot, "desync session, side bar, timeline and replay collapsed", "#logList",
                "#timingCharts", "#inspectorTree");
        FxToolkit.setupFixture(() -> {
            panes.toggleCollapsed(PaneLayout.Pane.REPLAY);
            panes.toggleCollapsed(PaneLayout.Pane.INSPECTOR);
            panes.toggleCollapsed(PaneLayout.Pane.CHARTS);
            panes.toggleCollapsed(PaneLayout.Pane.LOG);
        });
        waitUntil(() -> robot.lookup("#strip-LOG").tryQuery().map(ShownPages::shown).orElse(false));
        assertFitsAtEverySize(robot, "desync session, every pane but the replay collapsed", "#replayPage");
    }

    /** The least rows of the inspector's tree shown whole after F7: the differing field and the fields around it. */
    private static final int MIN_TREE_ROWS = 4;

    @Test
    void atTheSmallestWindowTheInspectorShowsTheDifferingFieldsAnswerAndRowsOfItsTree(FxRobot robot)
            throws Exception {
        FxToolkit.setupFixture(() -> {
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        openDesyncAndPressF7(robot);
        WaitForAsyncUtils.waitForFxEvents(5);
        javafx.scene.control.TreeTableView<?> tree = robot.lookup("#inspectorTree").queryAs(
                javafx.scene.control.TreeTableView.class);
        int rows = FxToolkit.setupFixture(() -> wholeRows(tree));
        assertThat(rows).as("rows of the inspector's tree shown whole at 1024×700 after F7")
                .isGreaterThanOrEqualTo(MIN_TREE_ROWS);
        javafx.scene.control.Label detail = robot.lookup("#inspectorDetail").queryAs(javafx.scene.control.Label.class);
        assertThat(ShownPages.shown(detail)).isTrue();
        assertThat(detail.getText()).contains("ulps");
        assertThat(FxToolkit.setupFixture(() -> detail.getHeight() >= detail.prefHeight(detail.getWidth()) - 0.5))
                .as("the detail line whole: " + detail.getText()).isTrue();
        assertThat(FxToolkit.setupFixture(() -> OffWindowNodes.of(stage.getScene()))).isEmpty();
        // the history chart folded to its bar to leave the tree its rows; a click on the bar shows it, another folds
        assertThat(robot.lookup("#historyBar").tryQuery().map(ShownPages::shown).orElse(false)).isTrue();
        assertThat(robot.lookup("#fieldSparkline").tryQuery().map(ShownPages::shown).orElse(false)).isFalse();
        robot.clickOn("#historyBar");
        waitUntil(() -> robot.lookup("#fieldSparkline").tryQuery().map(ShownPages::shown).orElse(false));
        robot.clickOn("#historyBar");
        waitUntil(() -> !robot.lookup("#fieldSparkline").tryQuery().map(ShownPages::shown).orElse(false));
        assertThat(FxToolkit.setupFixture(() -> wholeRows(tree))).isGreaterThanOrEqualTo(MIN_TREE_ROWS);
    }

    /** @return how many rows with an item the tree shows whole, inside its rows' viewport */
    private static int wholeRows(javafx.scene.control.TreeTableView<?> tree) {
        javafx.scene.control.skin.VirtualFlow<?> flow = (javafx.scene.control.skin.VirtualFlow<?>)
                tree.lookup(".virtual-flow");
        javafx.geometry.Bounds view = flow.localToScene(flow.getLayoutBounds());
        int whole = 0;
        for (Node row : tree.lookupAll(".tree-table-row-cell")) {
            javafx.scene.control.TreeTableRow<?> cell = (javafx.scene.control.TreeTableRow<?>) row;
            javafx.geometry.Bounds at = row.localToScene(row.getLayoutBounds());
            if (ShownPages.shown(row) && cell.getItem() != null && !cell.isEmpty() && at.getHeight() > 0
                    && at.getMinY() >= view.getMinY() - 0.5 && at.getMaxY() <= view.getMaxY() + 0.5) {
                whole++;
            }
        }
        return whole;
    }

    private void openDesyncAndPressF7(FxRobot robot) throws Exception {
        open(DesyncSessionViewModelTest.corruptDif());
        waitUntil(() -> model.timeline().dataProperty().get() != null
                && model.replay().sourcesProperty().get() != null);
        int frame = DesyncSessionViewModelTest.groundTruth().get("firstDivergentFrame").asInt();
        robot.clickOn("#logList");
        robot.type(KeyCode.F7);
        waitUntil(() -> model.cursor().frame() == frame && model.inspector().tableProperty().get() != null
                && !model.inspector().busyProperty().get());
    }

    private void open(Path what) throws TimeoutException {
        FxToolkit.setupFixture(() -> model.open(List.of(what)));
        waitUntil(() -> !model.openingProperty().get() && model.log().rowsProperty().get() != null
                && !model.log().busyProperty().get());
    }

    /** At each size: nothing past the window, and each of {@code panes} shown at least {@link #READABLE_PX} wide. */
    private void assertFitsAtEverySize(FxRobot robot, String state, String... panes) throws Exception {
        for (double[] size : SIZES) {
            FxToolkit.setupFixture(() -> {
                stage.setX(0);
                stage.setY(0);
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
            });
            WaitForAsyncUtils.waitForFxEvents(5);
            String where = state + " at " + (int) size[0] + "×" + (int) size[1];
            List<String> off = FxToolkit.setupFixture(() -> OffWindowNodes.of(stage.getScene()));
            assertThat(off).as("nodes past the window, " + where).isEmpty();
            assertThat(FxToolkit.setupFixture(() -> cutWithoutTooltip(stage))).as("status bar texts cut without "
                    + "a tooltip with their whole text, " + where).isEmpty();
            for (String pane : panes) {
                Node node = robot.lookup(pane).query();
                assertThat(ShownPages.shown(node)).as(pane + " shown, " + where).isTrue();
                assertThat(((Region) node).getWidth()).as(pane + "'s width, " + where)
                        .isGreaterThanOrEqualTo(READABLE_PX);
            }
        }
    }

    /**
     * @return the status bar's texts that are cut (an ellipsis: narrower than their text) and have no tooltip with
     *         the whole text, neither their own nor the status bar's (which shows the running work or hint in full)
     */
    private static List<String> cutWithoutTooltip(Stage stage) {
        List<String> found = new java.util.ArrayList<>();
        Node bar = stage.getScene().lookup("#statusBar");
        for (Node node : bar.lookupAll(".label")) {
            if (!(node instanceof javafx.scene.control.Labeled label) || !ShownPages.shown(label)
                    || label.getText() == null || label.getText().isEmpty()
                    || label.getWidth() >= label.prefWidth(-1) - 0.5) {
                continue;
            }
            javafx.scene.control.Tooltip tip = null;
            for (Node at = label; at != null && tip == null; at = at.getParent()) {
                if (at instanceof javafx.scene.control.Control control) {
                    tip = control.getTooltip();
                }
            }
            if (tip == null || !label.getText().equals(tip.getText())) {
                found.add((label.getId() == null ? "" : "#" + label.getId()) + " \"" + label.getText() + "\" tooltip "
                        + (tip == null ? "none" : "\"" + tip.getText() + "\""));
            }
        }
        return found;
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}



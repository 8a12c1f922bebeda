package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.viewer.shell.PaneLayout.Pane;
import org.netreplay.viewer.testing.ShownPages;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The panes of the whole window on the desync session (sim-fault-corrupt-dif, with its recording): each hidden and
 * shown again by its key, one maximised and restored, the replay page below the log, the log | replay divider
 * dragged both ways, and the search bar still while the user types. What is shown is read from the laid-out scene.
 */
@ExtendWith(ApplicationExtension.class)
class PanesGuiTest {
    private static final long TIMEOUT_SECONDS = 90;
    private ViewerWindow viewer;
    private MainViewModel model;
    private PaneLayout panes;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        viewer = ViewerWindow.show(stage);
        model = viewer.model();
        panes = viewer.window().panes();
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(1600);
        stage.setHeight(1000);
        model.open(List.of(DesyncSessionViewModelTest.corruptDif()));
    }

    @BeforeEach
    void waitForSession(FxRobot robot) throws TimeoutException {
        waitUntil(() -> model.replay().sourcesProperty().get() != null && model.log().rowsProperty().get() != null
                && !model.log().busyProperty().get() && robot.lookup("#serverCanvas").tryQuery().isPresent());
        robot.clickOn("#logList");
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    @Test
    void eachPaneHidesAndShowsAgainByItsKey(FxRobot robot) throws TimeoutException {
        String[][] keyAndNode = {{"1", "#categoryPanel"}, {"2", "#logList"}, {"3", "#serverCanvas"},
            {"4", "#inspectorTree"}, {"5", "#timeline"}, {"T", "#timingCharts"}};
        for (String[] pair : keyAndNode) {
            KeyCode key = KeyCode.getKeyCode(pair[0]);
            assertThat(shown(robot, pair[1])).as(pair[1] + " before Ctrl+" + pair[0]).isTrue();
            robot.press(KeyCode.CONTROL, key).release(key, KeyCode.CONTROL);
            waitUntil(() -> !shown(robot, pair[1]));
            robot.press(KeyCode.CONTROL, key).release(key, KeyCode.CONTROL);
            waitUntil(() -> shown(robot, pair[1]));
        }
        for (Pane pane : Pane.values()) {
            assertThat(panes.visible(pane).get()).as(pane.name()).isTrue();
        }
    }

    /** A pane, what shows of it whole, a neighbour that takes the room it leaves, and whether that room is width. */
    private record Collapsing(Pane pane, String content, String neighbour, boolean standing) {
    }

    private static final Collapsing[] COLLAPSING = {
        new Collapsing(Pane.SIDE_BAR, "#categoryPanel", "#logList", true),
        new Collapsing(Pane.LOG, "#logList", "#timingCharts", false),
        new Collapsing(Pane.REPLAY, "#serverCanvas", "#inspectorTree", true),
        new Collapsing(Pane.INSPECTOR, "#inspectorTree", "#replaySlider", true),
        new Collapsing(Pane.TIMELINE, "#timeline", "#timingCharts", false),
        new Collapsing(Pane.CHARTS, "#timingCharts", "#logList", false),
    };

    @Test
    void eachPaneCollapsesToAStripWithItsNameByItsKeyAndAClickOnTheStripExpandsIt(FxRobot robot)
            throws Exception {
        for (Collapsing each : COLLAPSING) {
            String strip = "#strip-" + each.pane().name();
            double before = size(robot, each.neighbour(), each.standing());
            KeyCode key = KeyCode.getKeyCode(each.pane().collapseKeyName());
            robot.press(KeyCode.CONTROL, KeyCode.ALT, key).release(key, KeyCode.ALT, KeyCode.CONTROL);
            waitUntil(() -> !shown(robot, each.content()) && shown(robot, strip));
            WaitForAsyncUtils.waitForFxEvents(3);
            assertThat(robot.lookup("#stripName-" + each.pane().name()).queryAs(Label.class).getText())
                    .as(each.pane() + "'s strip names it").contains(each.pane().plainTitle());
            Bounds bar = bounds(robot, strip);
            assertThat(each.standing() ? bar.getWidth() : bar.getHeight()).as(each.pane() + "'s strip, thickness")
                    .isPositive().isLessThanOrEqualTo(30);
            assertThat(each.standing() ? bar.getHeight() : bar.getWidth()).as(each.pane() + "'s strip, length")
                    .isGreaterThan(100);
            assertThat(size(robot, each.neighbour(), each.standing())).as(each.neighbour() + " once "
                    + each.pane() + " is collapsed").isGreaterThan(before + 20);
            assertThat(FxToolkit.setupFixture(() -> org.netreplay.viewer.testing.OffWindowNodes.of(
                    stage.getScene()))).as("nodes past the window with " + each.pane() + " collapsed").isEmpty();
            robot.clickOn(strip);
            waitUntil(() -> shown(robot, each.content()) && !shown(robot, strip));
            waitUntil(() -> Math.abs(size(robot, each.neighbour(), each.standing()) - before) < 2);
        }
        for (Pane pane : Pane.values()) {
            assertThat(panes.effectiveState(pane).get()).as(pane.name()).isEqualTo(PaneLayout.PaneState.SHOWN);
        }
    }

    @Test
    void collapsedPanesAreCollapsedInTheNextWindowAndExpandByTheirKey(FxRobot robot) throws Exception {
        for (Pane pane : new Pane[] {Pane.TIMELINE, Pane.INSPECTOR, Pane.SIDE_BAR}) {
            KeyCode key = KeyCode.getKeyCode(pane.collapseKeyName());
            robot.press(KeyCode.CONTROL, KeyCode.ALT, key).release(key, KeyCode.ALT, KeyCode.CONTROL);
        }
        waitUntil(() -> shown(robot, "#strip-TIMELINE") && shown(robot, "#strip-INSPECTOR")
                && shown(robot, "#strip-SIDE_BAR"));
        viewer = FxToolkit.setupFixture(() -> viewer.again(stage));
        model = viewer.model();
        panes = viewer.window().panes();
        FxToolkit.setupFixture(() -> model.open(List.of(DesyncSessionViewModelTest.corruptDif())));
        waitForSession(robot);
        waitUntil(() -> shown(robot, "#strip-TIMELINE") && shown(robot, "#strip-INSPECTOR")
                && shown(robot, "#strip-SIDE_BAR") && !shown(robot, "#timeline") && !shown(robot, "#inspectorTree")
                && !shown(robot, "#categoryPanel") && shown(robot, "#logList") && shown(robot, "#serverCanvas"));
        robot.press(KeyCode.CONTROL, KeyCode.ALT, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.ALT,
                KeyCode.CONTROL);
        waitUntil(() -> shown(robot, "#inspectorTree") && !shown(robot, "#strip-INSPECTOR"));
    }

    /** @return the laid-out width ({@code wide}) or height of the node */
    private static double size(FxRobot robot, String id, boolean wide) throws Exception {
        return FxToolkit.setupFixture(() -> {
            Bounds at = bounds(robot, id);
            return wide ? at.getWidth() : at.getHeight();
        });
    }

    @Test
    void hidingTheCanvasesAndTheInspectorGivesTheLogTheWholeWidth(FxRobot robot) throws TimeoutException {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT3).release(KeyCode.DIGIT3, KeyCode.CONTROL);
        waitUntil(() -> !shown(robot, "#serverCanvas") && shown(robot, "#inspectorTree"));
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        waitUntil(() -> !shown(robot, "#inspectorTree") && !shown(robot, "#replayPage"));
        Region logPage = (Region) ShownPages.split(robot).getItems().get(0);
        assertThat(logPage.getWidth()).isGreaterThan(stage.getScene().getWidth() - 2);
    }

    @Test
    void maximisingThePaneWithItsShiftKeyHidesTheOthersUntilTheKeyAgain(FxRobot robot) throws TimeoutException {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.SHIFT,
                KeyCode.CONTROL);
        waitUntil(() -> shown(robot, "#inspectorTree") && !shown(robot, "#logList")
                && !shown(robot, "#serverCanvas") && !shown(robot, "#categoryPanel") && !shown(robot, "#timeline"));
        Region inspector = robot.lookup("#inspector").queryAs(Region.class);
        assertThat(inspector.getWidth()).isGreaterThan(stage.getScene().getWidth() - 2);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.SHIFT,
                KeyCode.CONTROL);
        waitUntil(() -> shown(robot, "#logList") && shown(robot, "#serverCanvas") && shown(robot, "#categoryPanel")
                && shown(robot, "#timeline") && shown(robot, "#inspectorTree"));
    }

    @Test
    void theReplayPageGoesBelowTheLogWhenAskedAndInANarrowWindow(FxRobot robot) throws Exception {
        assertThat(bounds(robot, "#replayPage").getMinX()).isGreaterThan(bounds(robot, "#logList").getMaxX());
        FxToolkit.setupFixture(() -> panes.replayPlaceProperty().set(PaneLayout.ReplayPlace.BELOW));
        waitUntil(() -> bounds(robot, "#replayPage").getMinY() > bounds(robot, "#logList").getMaxY());
        FxToolkit.setupFixture(() -> panes.replayPlaceProperty().set(PaneLayout.ReplayPlace.AUTO));
        waitUntil(() -> bounds(robot, "#replayPage").getMinX() > bounds(robot, "#logList").getMaxX());
        FxToolkit.setupFixture(() -> stage.setWidth(1024));
        waitUntil(() -> bounds(robot, "#replayPage").getMinY() > bounds(robot, "#logList").getMaxY());
    }

    @Test
    void theLogReplayDividerMovesBothWays(FxRobot robot) throws TimeoutException {
        Node divider = ShownPages.split(robot).lookupAll(".split-pane-divider").stream()
                .filter(node -> node.getParent() == ShownPages.split(robot)).findFirst().orElseThrow();
        Region logPage = (Region) ShownPages.split(robot).getItems().get(0);
        double before = logPage.getWidth();
        robot.drag(divider).dropBy(-400, 0);
        waitUntil(() -> logPage.getWidth() < before - 300);
        assertThat(logPage.getWidth()).as("the log page after dragging left").isLessThan(680);
        double narrow = logPage.getWidth();
        robot.drag(divider).dropBy(300, 0);
        waitUntil(() -> logPage.getWidth() > narrow + 250);
    }

    @Test
    void nothingMovesWhileTypingASearchValidOrNot(FxRobot robot) throws Exception {
        FxToolkit.setupFixture(() -> stage.setWidth(1024));
        WaitForAsyncUtils.waitForFxEvents(3);
        robot.clickOn("#searchField");
        List<String> before = settledLayout(robot);
        for (String typed : new String[] {"s", "t", "a", "k", "(", "[", "]", ")"}) {
            robot.write(typed);
            Thread.sleep(400); // the search starts after a pause in the typing
            waitUntil(() -> !model.log().busyProperty().get());
            // settled: the detail pane and the frame field follow a moved selection up to 100 ms later
            assertThat(settledLayout(robot)).as("after typing up to " + typed).isEqualTo(before);
        }
    }

    @Test
    void anInvalidRegexSaysWhyInFullNextToTheFieldAndInItsTooltip(FxRobot robot) throws Exception {
        FxToolkit.setupFixture(() -> stage.setWidth(1024));
        String typed = "stak([";
        String why;
        try {
            java.util.regex.Pattern.compile(typed);
            throw new AssertionError(typed + " compiled");
        } catch (java.util.regex.PatternSyntaxException e) {
            why = e.getDescription(); // "Unclosed character class"
        }
        robot.clickOn("#searchField").write(typed);
        waitUntil(() -> shown(robot, "#searchError"));
        Label error = robot.lookup("#searchError").queryAs(Label.class);
        assertThat(error.getText()).startsWith(why);
        double[] widths = FxToolkit.setupFixture(() -> new double[] {error.getWidth(), error.prefWidth(-1)});
        assertThat(widths[0]).as("the error's width, against what its text needs").isGreaterThanOrEqualTo(
                widths[1] - 0.5);
        javafx.scene.control.TextField field = robot.lookup("#searchField").queryAs(
                javafx.scene.control.TextField.class);
        assertThat(field.getTooltip().getText()).contains(error.getText());
    }

    /**
     * @return {@link #layout} once it stays the same for 300 ms: the window just narrowed to 1024 px and the session's
     *         later pages (the timeline's analysis, the charts) may still arrive and move the list before typing starts
     */
    private static List<String> settledLayout(FxRobot robot) throws Exception {
        List<String> last = layout(robot);
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (System.nanoTime() < deadline) {
            Thread.sleep(300);
            List<String> now = layout(robot);
            if (now.equals(last)) {
                return now;
            }
            last = now;
        }
        throw new AssertionError("the layout never settled before typing: " + last);
    }

    /** @return the laid-out bounds of the search bar's nodes and of the log list, in scene coordinates */
    private static List<String> layout(FxRobot robot) throws Exception {
        return FxToolkit.setupFixture(() -> {
            List<String> all = new ArrayList<>();
            Node search = robot.lookup("#searchField").query();
            Parent bar = search.getParent().getParent();
            collect(bar, all);
            Node list = robot.lookup("#logList").query();
            all.add("list " + list.localToScene(list.getLayoutBounds()));
            return all;
        });
    }

    private static void collect(Node node, List<String> all) {
        if (node instanceof Label || node instanceof javafx.scene.control.Control || node instanceof Parent
                && !(node instanceof javafx.scene.control.Control)) {
            all.add(node.getClass().getSimpleName() + " " + node.getId() + " "
                    + node.localToScene(node.getLayoutBounds()));
        }
        if (node instanceof Parent parent && !(node instanceof javafx.scene.control.Control)) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, all));
        }
    }

    private static Bounds bounds(FxRobot robot, String id) {
        Node node = robot.lookup(id).query();
        return node.localToScene(node.getLayoutBounds());
    }

    private static boolean shown(FxRobot robot, String id) {
        return robot.lookup(id).tryQuery().map(ShownPages::shown).orElse(false);
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.testing.ShownRows;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window without a session, headless: the type tree's and the inspector's cells are made at
 * start-up (blank, unseen), the empty views then show as before, and the session opened next fills those same cells.
 */
@ExtendWith(ApplicationExtension.class)
class StartUpCellsGuiTest {
    private ViewerWindow viewer;
    private MainViewModel model;

    @Start
    void start(Stage stage) {
        viewer = ViewerWindow.show(stage);
        model = viewer.model();
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    @Test
    void withoutASessionTheViewsAreEmptyYetTheirCellsAreMadeAndTheFirstSessionFillsThem(FxRobot robot)
            throws TimeoutException {
        TreeView<?> tree = robot.lookup("#typeTree").queryAs(TreeView.class);
        // the warm-up's end: the tree shows again, the list draws no rows
        waitUntil(() -> tree.isVisible() && cells(robot, "#typeTree", ".category-cell").size() >= 20);
        assertThat(robot.lookup("#logPlaceholder").query().isVisible()).isTrue();
        assertThat(ShownRows.read(robot)).isEmpty();
        assertThat(robot.lookup("#logPlaceholder").queryLabeled().getText()).startsWith("Open a log file");
        assertThat(tree.getRoot().getChildren()).isEmpty(); // no type rows without a session
        Set<Node> treeCells = cells(robot, "#typeTree", ".category-cell");
        assertThat(treeCells).hasSizeGreaterThanOrEqualTo(20); // the sample's tree has 18 rows

        robot.interact(() -> model.open(List.of(SampleSession.folder())));
        waitUntil(() -> ShownRows.read(robot).size() > 20 && !tree.getRoot().getChildren().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        Set<Node> shownTreeCells = cells(robot, "#typeTree", ".category-cell");
        assertThat(treeCells).containsAll(shownTreeCells);
    }

    @Test
    void theInspectorsRowsAreMadeBeforeAnyFrameAndTheFirstFrameFillsThem(FxRobot robot) throws TimeoutException {
        waitUntil(() -> robot.lookup("#inspectorTree").tryQuery().isPresent()); // it joins in a warm-up pulse
        javafx.scene.control.TreeTableView<?> inspector =
                robot.lookup("#inspectorTree").queryAs(javafx.scene.control.TreeTableView.class);
        // the warm-up's end: no rows again, yet row cells made (as many as the hidden replay page's height holds)
        waitUntil(() -> inspector.getRoot() == null
                && !cells(robot, "#inspectorTree", ".tree-table-row-cell").isEmpty());
        Set<Node> rowCells = cells(robot, "#inspectorTree", ".tree-table-row-cell");

        robot.interact(() -> model.open(List.of(SampleSession.folder())));
        waitUntil(() -> inspector.getRoot() != null && !inspector.getRoot().getChildren().isEmpty()
                && inspector.isVisible() && inspector.getScene() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Set<Node> shownRowCells = cells(robot, "#inspectorTree", ".tree-table-row-cell");
        assertThat(shownRowCells).containsAll(rowCells); // filled, not made anew (more are made for a taller table)
    }

    /** @return the nodes of {@code cellClass} under {@code view}, by identity */
    private static Set<Node> cells(FxRobot robot, String view, String cellClass) {
        Set<Node> found = Collections.newSetFromMap(new IdentityHashMap<>());
        robot.interact(() -> found.addAll(robot.lookup(view).query().lookupAll(cellClass)));
        return found;
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

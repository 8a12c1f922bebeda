package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.viewer.logview.DrawnRow;
import org.netreplay.viewer.logview.LogCanvasView;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Ctrl+L in the whole window to a 200 KB line of a written 100,000-line log, at 1024×700 and 1600×1000: the line is
 * the selected row, drawn whole below the column header and inside the list. Expected values come from how the file
 * was written.
 */
@ExtendWith(ApplicationExtension.class)
class GoToLongLineGuiTest {
    private static final int LINES = 100_000;
    private static final int LONG_LINE = 50_000; // 0-based: line 50,001
    private static final int LONG_CHARS = 200_000;
    private static Path dir;
    private ViewerWindow viewer;
    private MainViewModel model;
    private Stage stage;

    @BeforeAll
    static void write() throws IOException {
        dir = Files.createTempDirectory("long-line");
        try (Writer out = Files.newBufferedWriter(dir.resolve("server.txt"), StandardCharsets.ISO_8859_1)) {
            for (int i = 0; i < LINES; i++) {
                out.write(i == LONG_LINE ? "[44][0][" + i / 10 + "]tmst long:" + "x".repeat(LONG_CHARS - 10) + "\n"
                        : "[44][0][" + i / 10 + "]tmst line " + i + " cpu:[0.5]\n");
            }
        }
    }

    @AfterAll
    static void delete() throws IOException {
        Files.deleteIfExists(dir.resolve("server.txt"));
        Files.deleteIfExists(dir);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        viewer = ViewerWindow.show(stage);
        model = viewer.model();
        model.open(List.of(dir.resolve("server.txt")));
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    @Test
    void ctrlLToTheLongLineShowsItSelectedWhollyBelowTheHeader(FxRobot robot) throws Exception {
        waitUntil(() -> model.log().rowsProperty().get() != null && !model.log().busyProperty().get()
                && !model.openingProperty().get() && !list(robot).drawnRows().isEmpty());
        for (double[] size : new double[][] {{1024, 700}, {1600, 1000}}) {
            FxToolkit.setupFixture(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
            });
            robot.clickOn("#logList");
            robot.press(KeyCode.CONTROL, KeyCode.HOME).release(KeyCode.HOME, KeyCode.CONTROL);
            waitUntil(() -> model.log().selectedPositionProperty().get() == 0);
            robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
            robot.write(Integer.toString(LONG_LINE + 1)).type(KeyCode.ENTER);
            waitUntil(() -> model.log().selectedPositionProperty().get() == LONG_LINE
                    && list(robot).drawnRows().stream().anyMatch(row -> row.position() == LONG_LINE));
            WaitForAsyncUtils.waitForFxEvents(3);
            String at = (int) size[0] + "×" + (int) size[1];
            LogCanvasView list = list(robot);
            DrawnRow row = list.drawnRows().stream().filter(drawn -> drawn.position() == LONG_LINE).findFirst()
                    .orElseThrow();
            assertThat(row.selected()).as("drawn selected, " + at).isTrue();
            assertThat(row.source().text()).hasSize(LONG_CHARS);
            assertThat(row.y()).as("the row's top in the list, " + at).isGreaterThanOrEqualTo(0);
            assertThat(row.y() + list.rowHeight()).as("the row's bottom, " + at)
                    .isLessThanOrEqualTo(list.rowsHeight() + 0.5);
            Bounds header = bounds(robot.lookup(".log-header").query());
            Bounds rowOnScreen = list.localToScene(new javafx.geometry.BoundingBox(0, row.y(), list.getWidth(),
                    list.rowHeight()));
            assertThat(rowOnScreen.getMinY()).as("the row's top against the header's bottom, " + at)
                    .isGreaterThanOrEqualTo(header.getMaxY() - 0.5);
            assertThat(rowOnScreen.getMaxY()).as("the row's bottom against the window's, " + at)
                    .isLessThanOrEqualTo(stage.getScene().getHeight());
        }
    }

    private static Bounds bounds(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }

    private static LogCanvasView list(FxRobot robot) {
        return robot.lookup("#logList").queryAs(LogCanvasView.class);
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

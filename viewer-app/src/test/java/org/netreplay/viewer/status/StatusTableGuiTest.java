package org.netreplay.viewer.status;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.viewer.shell.MainViewModel;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The status CSV table on the bundled real session: opened from the keyboard, it shows every status row, follows
 * the player filter, keeps only rewinds and corrections on request, and a row chosen moves the frame cursor.
 * Expected counts come from splitting the CSV files here.
 */
@ExtendWith(ApplicationExtension.class)
class StatusTableGuiTest {
    private ViewerWindow viewer;
    private MainViewModel model;

    @Start
    void start(Stage stage) {
        viewer = ViewerWindow.show(stage);
        model = viewer.model();
        model.open(List.of(SampleSession.folder()));
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    @Test
    void showsEveryStatusRowFollowsThePlayerFilterAndMovesTheCursor(FxRobot robot) throws Exception {
        List<String[]> rows = statusRows();
        waitUntil(() -> robot.lookup("#statusLines").queryAs(Label.class).getText().contains(" of "));
        robot.clickOn("#logList");
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.S).release(KeyCode.S, KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#statusTable").tryQuery().isPresent() && table(robot).getItems().size() > 0);
        assertThat(table(robot).getItems()).hasSize(rows.size());
        assertThat(summary(robot)).startsWith(String.format("%,d of %,d rows from 3 files", rows.size(), rows.size()));

        // hiding player 1 in the category panel hides its rows here too
        robot.interact(() -> model.filter().togglePlayer(1));
        long notPlayerOne = rows.stream().filter(r -> !r[2].strip().equals("1")).count();
        waitUntil(() -> table(robot).getItems().size() == notPlayerOne);
        assertThat(notPlayerOne).isLessThan(rows.size());
        robot.interact(() -> model.filter().togglePlayer(1));
        waitUntil(() -> table(robot).getItems().size() == rows.size());

        // only rows with a rewind or a correction
        long events = rows.stream().filter(r -> Double.parseDouble(r[3].strip()) != 0
                || Double.parseDouble(r[8].strip()) != 0 || Double.parseDouble(r[9].strip()) != 0).count();
        assertThat(events).isPositive();
        robot.clickOn("#statusOnlyEvents");
        waitUntil(() -> table(robot).getItems().size() == events);

        // a row chosen in the table moves the one frame cursor to its frame
        robot.interact(() -> table(robot).getSelectionModel().clearAndSelect(3));
        int row = table(robot).getItems().get(3);
        int frame = Integer.parseInt(rows.get(row)[1].strip());
        waitUntil(() -> model.cursor().frame() == frame);
        assertThat(model.charts().cursorFrameProperty().get()).isEqualTo(frame);
    }

    @Test
    void escapeAndCtrlWCloseTheTableWindowAndCtrlShiftSOpensItAgain(FxRobot robot) throws Exception {
        waitUntil(() -> robot.lookup("#statusLines").queryAs(Label.class).getText().contains(" of "));
        for (KeyCode[] close : new KeyCode[][] {{KeyCode.ESCAPE}, {KeyCode.CONTROL, KeyCode.W}}) {
            robot.clickOn("#logList");
            robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.S).release(KeyCode.S, KeyCode.SHIFT,
                    KeyCode.CONTROL);
            waitUntil(() -> tableWindow(robot) != null && tableWindow(robot).isShowing());
            javafx.stage.Window window = tableWindow(robot);
            robot.clickOn("#statusTable"); // the keys go to the table's window
            robot.press(close);
            robot.release(close);
            waitUntil(() -> !window.isShowing());
        }
    }

    /** @return the status table's window, or null when it was never made */
    private static javafx.stage.Window tableWindow(FxRobot robot) {
        return robot.lookup("#statusTable").tryQuery().map(node -> node.getScene().getWindow()).orElse(null);
    }

    private static List<String[]> statusRows() throws Exception {
        List<String[]> rows = new ArrayList<>();
        try (Stream<Path> files = Files.list(SampleSession.folder().resolve("server").resolve("status"))) {
            for (Path file : files.sorted().toList()) {
                for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
                    if (!line.isBlank()) {
                        rows.add(line.split(","));
                    }
                }
            }
        }
        return rows;
    }

    @SuppressWarnings("unchecked")
    private static TableView<Integer> table(FxRobot robot) {
        return robot.lookup("#statusTable").queryAs(TableView.class);
    }

    private static String summary(FxRobot robot) {
        return robot.lookup("#statusSummary").queryAs(Label.class).getText();
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

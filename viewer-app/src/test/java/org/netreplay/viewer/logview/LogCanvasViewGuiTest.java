package org.netreplay.viewer.logview;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.viewer.filter.FilterViewModel;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The canvas log list on a written log of 100,000 lines whose line 50,001 is 200 KB long, headless: it draws the rows
 * on screen only, cuts the long line for drawing but copies it whole, and scrolls by keys, wheel and scroll bar.
 * Expected values come from how the file was written, not from the view.
 */
@ExtendWith(ApplicationExtension.class)
class LogCanvasViewGuiTest {
    private static final int LINES = 100_000;
    private static final int LONG_LINE = 50_000; // 0-based
    private static final int LONG_CHARS = 200_000;
    private static Path dir;
    private static OpenSession session;
    private LogViewModel model;
    private LogCanvasView list;
    private LineDetailViewModel detail;
    private LineDetailView detailView;

    @BeforeAll
    static void write() throws Exception {
        dir = Files.createTempDirectory("canvas-view");
        Path log = dir.resolve("server.txt");
        try (Writer out = Files.newBufferedWriter(log, StandardCharsets.ISO_8859_1)) {
            for (int i = 0; i < LINES; i++) {
                if (i == LONG_LINE) {
                    out.write("[44][0][" + i / 10 + "]tmst long:" + "x".repeat(LONG_CHARS - 10) + "\n");
                } else {
                    out.write("[44][0][" + i / 10 + "]tmst line " + i + " cpu:[0.5]\n");
                }
            }
        }
        session = SessionLoader.load(List.of(log), (done, total) -> { });
    }

    @AfterAll
    static void close() throws IOException {
        session.close();
        try (var files = Files.list(dir)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(dir);
    }

    @Start
    void start(Stage stage) {
        LogTypeRegistry registry = LogTypeRegistry.loadDefault();
        model = new LogViewModel(new DirectTaskRunner(), registry);
        LogPage page = new LogPage(model, new FilterViewModel(registry, new BitSet(), new BitSet()));
        detail = new LineDetailViewModel(new DirectTaskRunner(), registry);
        detail.follow(model);
        detailView = new LineDetailView(detail);
        stage.setScene(new Scene(new javafx.scene.layout.VBox(page.searchBar(), page.view(), detailView.view()), 900,
                600));
        stage.show();
        list = (LogCanvasView) stage.getScene().lookup("#logList");
        model.setSession(session);
    }

    @Test
    void drawsOnlyTheRowsOnScreen(FxRobot robot) throws TimeoutException {
        waitUntil(() -> !list.drawnRows().isEmpty());
        List<DrawnRow> rows = list.drawnRows();
        int onScreen = (int) Math.ceil(list.rowsHeight() / list.rowHeight());
        assertThat(rows).hasSizeLessThanOrEqualTo(onScreen).hasSizeGreaterThan(10);
        assertThat(rows.get(0).line()).isEqualTo("1");
        assertThat(rows.get(0).text()).isEqualTo("tmst line 0 cpu:[0.5]");
        assertThat(model.firstShownProperty().get()).isZero();
        assertThat(model.lastShownProperty().get()).isEqualTo(rows.size() - 1);
    }

    @Test
    void aLongLineIsCutForDrawingButCopiedWhole(FxRobot robot) throws TimeoutException {
        robot.interact(() -> model.navigation().goToFrame(LONG_LINE / 10));
        waitUntil(() -> list.drawnRows().stream().anyMatch(row -> row.position() == LONG_LINE));
        DrawnRow longRow = list.drawnRows().stream().filter(row -> row.position() == LONG_LINE).findFirst()
                .orElseThrow();
        assertThat(longRow.source().text()).hasSize(LONG_CHARS);
        int visibleChars = (int) Math.ceil(list.getWidth() / 6.0); // no monospace font at 12 px is narrower
        assertThat(longRow.drawnTo() - longRow.drawnFrom()).isPositive().isLessThan(visibleChars);

        robot.interact(() -> {
            model.selectedPositionProperty().set(LONG_LINE);
            list.requestFocus();
        });
        robot.press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        String[] copied = new String[1];
        robot.interact(() -> copied[0] = Clipboard.getSystemClipboard().getString());
        String written = "[44][0][" + LONG_LINE / 10 + "]tmst long:" + "x".repeat(LONG_CHARS - 10);
        assertThat(copied[0].equals(written)).as("the whole line copied (%d chars copied)",
                copied[0] == null ? -1 : copied[0].length()).isTrue();
    }

    @Test
    void theDetailPaneShowsTheLongLineWholeWithItsFieldsAndCopiesIt(FxRobot robot) throws TimeoutException {
        robot.interact(() -> model.selectedPositionProperty().set(LONG_LINE));
        String written = "[44][0][" + LONG_LINE / 10 + "]tmst long:" + "x".repeat(LONG_CHARS - 10);
        waitUntil(() -> detailView.area().getLength() == written.length());
        assertThat(detailView.area().getText().equals(written)).as("the whole line in the detail pane").isTrue();
        assertThat(detail.detailProperty().get().title()).contains("line 50,001").contains("200,000 characters");
        robot.interact(() -> model.selectedPositionProperty().set(7));
        waitUntil(() -> detailView.area().getText().equals("[44][0][0]tmst line 7 cpu:[0.5]"));
        assertThat(detail.detailProperty().get().fields()).extracting(LineDetail.Field::name)
                .containsExactly("name", "val"); // "cpu" and "0.5": "line 7" is no timer pair
        robot.interact(() -> {
            detailView.area().selectAll();
            detailView.area().copy();
        });
        String[] copied = new String[1];
        robot.interact(() -> copied[0] = Clipboard.getSystemClipboard().getString());
        assertThat(copied[0]).isEqualTo("[44][0][0]tmst line 7 cpu:[0.5]");
    }

    @Test
    void theHorizontalScrollBarMovesTheTextNotTheColumns(FxRobot robot) throws TimeoutException {
        robot.interact(() -> model.navigation().goToFrame(LONG_LINE / 10));
        javafx.scene.control.ScrollBar[] bar = new javafx.scene.control.ScrollBar[1];
        waitUntil(() -> {
            bar[0] = (javafx.scene.control.ScrollBar) list.lookupAll(".scroll-bar").stream()
                    .filter(node -> ((javafx.scene.control.ScrollBar) node).getOrientation()
                            == javafx.geometry.Orientation.HORIZONTAL && node.isVisible())
                    .findFirst().orElse(null);
            return bar[0] != null && bar[0].getMax() > 1000;
        });
        robot.interact(() -> bar[0].setValue(150_000));
        waitUntil(() -> list.drawnRows().stream().anyMatch(row -> row.position() == LONG_LINE
                && row.drawnFrom() == 150_000));
        DrawnRow shortRow = list.drawnRows().stream().filter(row -> row.position() != LONG_LINE).findFirst()
                .orElseThrow();
        assertThat(shortRow.drawnFrom()).isEqualTo(shortRow.drawnTo()); // scrolled past its end: no text drawn
        assertThat(shortRow.line()).isNotEmpty(); // the line number column stays
    }

    @Test
    void keysMoveTheSelectionAndKeepItOnScreen(FxRobot robot) throws TimeoutException {
        waitUntil(() -> !list.drawnRows().isEmpty());
        robot.clickOn(list);
        robot.type(KeyCode.HOME);
        robot.type(KeyCode.DOWN);
        waitUntil(() -> model.selectedPositionProperty().get() == 1);
        robot.type(KeyCode.PAGE_DOWN);
        waitUntil(() -> model.selectedPositionProperty().get() == 11);
        robot.press(KeyCode.SHIFT).type(KeyCode.PAGE_DOWN).release(KeyCode.SHIFT);
        waitUntil(() -> model.selectedPositionProperty().get() == 111
                && list.drawnRows().stream().anyMatch(row -> row.position() == 111 && row.selected()));
        DrawnRow selected = list.drawnRows().stream().filter(DrawnRow::selected).findFirst().orElseThrow();
        assertThat(selected.y() + list.rowHeight()).as("wholly on screen").isLessThanOrEqualTo(list.rowsHeight());
        robot.type(KeyCode.END);
        waitUntil(() -> list.drawnRows().stream().anyMatch(row -> row.position() == LINES - 1 && row.selected()));
        DrawnRow last = list.drawnRows().get(list.drawnRows().size() - 1);
        assertThat(last.position()).isEqualTo(LINES - 1);
        assertThat(last.y() + list.rowHeight()).isLessThanOrEqualTo(list.rowsHeight());
    }

    @Test
    void searchHitsAreHighlightedAndMarksFlagged(FxRobot robot) throws TimeoutException {
        waitUntil(() -> !list.drawnRows().isEmpty());
        robot.interact(() -> {
            model.search().queryProperty().set("line 1\\d");
            model.selectedPositionProperty().set(3);
            model.jumps().toggleMark();
        });
        waitUntil(() -> list.drawnRows().stream().anyMatch(row -> row.hits() > 0));
        java.util.regex.Pattern query = java.util.regex.Pattern.compile("line 1\\d");
        assertThat(list.drawnRows()).allSatisfy(row -> assertThat(row.hits())
                .isEqualTo(query.matcher(row.text()).find() ? 1 : 0));
        assertThat(list.drawnRows()).filteredOn(row -> row.hits() > 0).extracting(DrawnRow::line)
                .startsWith("11", "12", "13"); // "line 10", "line 11", ... on lines 11, 12, 13
        assertThat(list.drawnRows()).filteredOn(DrawnRow::marked).extracting(DrawnRow::position).containsExactly(3);
    }

    @Test
    void markingARowFlagsItsLeftEdgeAndMovesNoneOfItsText(FxRobot robot) throws Exception {
        waitUntil(() -> !list.drawnRows().isEmpty());
        robot.interact(() -> model.selectedPositionProperty().set(2));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.image.WritableImage before = snapshot(robot);
        robot.interact(() -> model.jumps().toggleMark());
        waitUntil(() -> list.drawnRows().stream().anyMatch(DrawnRow::marked));
        javafx.scene.image.WritableImage after = snapshot(robot);
        DrawnRow row = list.drawnRows().stream().filter(DrawnRow::marked).findFirst().orElseThrow();
        int top = (int) Math.ceil(row.y());
        int bottom = (int) Math.floor(row.y() + list.rowHeight());
        int flagEnd = (int) Math.ceil(RowPainter.MARK_WIDTH);
        int changedLeft = 0;
        int changedRight = 0;
        for (int y = top; y < bottom; y++) {
            for (int x = 0; x < (int) before.getWidth(); x++) {
                boolean changed = before.getPixelReader().getArgb(x, y) != after.getPixelReader().getArgb(x, y);
                if (changed && x < flagEnd) {
                    changedLeft++;
                } else if (changed) {
                    changedRight++;
                }
            }
        }
        assertThat(changedLeft).as("pixels of the flag at the left edge").isPositive();
        assertThat(changedRight).as("pixels right of the flag that marking changed (text that moved)").isZero();
    }

    private javafx.scene.image.WritableImage snapshot(FxRobot robot) throws Exception {
        return org.testfx.api.FxToolkit.setupFixture(() -> list.snapshot(null, null));
    }

    @Test
    void hitsAreLookedForAroundTheDrawnPartOnly() {
        String text = "ab" + "-".repeat(5000) + "ab";
        java.util.regex.Pattern ab = java.util.regex.Pattern.compile("ab");
        assertThat(RowPainter.hitsAround(text, 0, 100, ab)).containsExactly(0, 2);
        assertThat(RowPainter.hitsAround(text, 4990, 5004, ab)).containsExactly(5002, 5004);
        assertThat(RowPainter.hitsAround(text, 2000, 2100, ab)).isEmpty();
        assertThat(RowPainter.hitsAround(text, 0, 100, null)).isEmpty();
    }

    @Test
    void aMovingSelectionRefreshesTheDetailPaneAndFrameFieldAtMostTenTimesASecondThenShowsWhereItStopped(
            FxRobot robot) throws Exception {
        robot.interact(() -> model.selectedPositionProperty().set(0));
        Thread.sleep(250); // the followers' interval (100 ms) has passed: the next move refreshes them at once
        int[] changes = new int[2];
        javafx.scene.control.TextField frameField =
                (javafx.scene.control.TextField) list.getScene().lookup("#frameField");
        robot.interact(() -> {
            detail.detailProperty().addListener((obs, old, now) -> changes[0]++);
            frameField.textProperty().addListener((obs, old, now) -> changes[1]++);
            for (int key = 0; key < 30; key++) { // a held PgDn's keys, faster than the interval
                model.navigation().moveSelection(10);
            }
        });
        // one refresh at the first move (the text, then its fields); 30 without the interval
        assertThat(changes[0]).isBetween(1, 2);
        assertThat(changes[1]).isEqualTo(1);
        assertThat(frameField.getText()).isEqualTo("1"); // line 11's frame, the first move's
        String last = "[44][0][30]tmst line 300 cpu:[0.5]"; // 30 moves of 10 lines from line 1
        waitUntil(() -> detail.detailProperty().get().text().equals(last) && frameField.getText().equals("30"));
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

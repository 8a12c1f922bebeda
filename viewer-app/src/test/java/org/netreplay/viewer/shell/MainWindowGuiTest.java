package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.testing.ShownRows;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The whole window on the bundled real session, headless. Assertions read what is SHOWN (cells, status bar,
 * notification); expected numbers come from {@link SampleSession}'s independent regex scan.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowGuiTest {
    private static final long TIMEOUT_SECONDS = 60;
    private ViewerWindow viewer;
    private MainViewModel model;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        viewer = ViewerWindow.show(stage);
        model = viewer.model();
        window = viewer.window();
        model.open(List.of(SampleSession.folder()));
    }

    @BeforeEach
    void waitForSession(FxRobot robot) throws TimeoutException {
        waitUntil(() -> statusLines(robot).contains(" of ") && !model.log().busyProperty().get()
                && !ShownRows.read(robot).isEmpty(), robot);
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    @Test
    void opensBothLogsMergedByFrameWithLanes(FxRobot robot) {
        List<ShownRows.Row> rows = readRows(robot);
        // the list is full: every row its height holds (how many depends on the window's layout) shows a line
        org.netreplay.viewer.logview.LogCanvasView list =
                robot.lookup("#logList").queryAs(org.netreplay.viewer.logview.LogCanvasView.class);
        assertThat(rows).hasSizeGreaterThanOrEqualTo((int) Math.floor(list.rowsHeight() / list.rowHeight()))
                .hasSizeGreaterThan(10);
        assertThat(rows.get(0).lane()).isEqualTo("srv");
        assertThat(rows.get(0).line()).isEqualTo("1");
        assertThat(rows.stream().map(ShownRows.Row::lane)).contains("srv", "c1");
        assertThat(text(robot, "#statusLines"))
                .endsWith(String.format(" of %,d lines", 172_554 + SampleSession.netCsvLineCount()));
        assertThat(SampleSession.lines()).hasSize(172_554);
        assertThat(text(robot, "#statusFiles")).contains("srv, c1");
    }

    @Test
    void tmstKeyHidesExactlyTheTypeFortyFourLinesAndShowsThemAgain(FxRobot robot) throws TimeoutException {
        int before = visibleCount(robot);
        robot.clickOn("#logList");
        robot.type(KeyCode.O);
        int tmst = SampleSession.count(line -> line.typeId() == 44);
        waitUntil(() -> visibleCount(robot) == before - tmst, robot);
        assertThat(readRows(robot)).extracting(ShownRows.Row::type).doesNotContain("tmst");
        robot.type(KeyCode.O);
        waitUntil(() -> visibleCount(robot) == before, robot);
        assertThat(readRows(robot).size()).isPositive();
    }

    @Test
    void playerCheckBoxAndDigitKeyHideAndShowAPlayer(FxRobot robot) throws TimeoutException {
        robot.clickOn("#typesAll");
        int total = SampleSession.lines().size();
        waitUntil(() -> visibleCount(robot) == total, robot);
        robot.clickOn("#player1");
        int playerOne = SampleSession.count(line -> line.player() == 1);
        waitUntil(() -> visibleCount(robot) == total - playerOne, robot);
        assertThat(readRows(robot)).extracting(ShownRows.Row::player).doesNotContain("1");
        robot.clickOn("#logList");
        robot.type(KeyCode.DIGIT1);
        waitUntil(() -> visibleCount(robot) == total, robot);
    }

    @Test
    void searchCountsHitsAndF3SelectsTheNextMatchingLine(FxRobot robot) throws TimeoutException {
        robot.clickOn("#typesAll");
        waitUntil(() -> visibleCount(robot) == SampleSession.lines().size(), robot);
        String regex = "rx stak p:\\d ack:\\[\\d+\\]";
        int expected = SampleSession.countMatching(regex);
        robot.clickOn("#searchField").write(regex);
        waitUntil(() -> text(robot, "#hitSummary").endsWith(String.format("%,d hits", expected)), robot);
        robot.clickOn("#logList");
        robot.type(KeyCode.HOME);
        robot.type(KeyCode.F3);
        waitUntil(() -> readRows(robot).stream().anyMatch(ShownRows.Row::selected), robot);
        ShownRows.Row first = selected(robot);
        assertThat(Pattern.compile(regex).matcher(first.text()).find()).isTrue();
        assertThat(first.highlights()).isPositive();
        assertThat(text(robot, "#hitSummary")).startsWith("1 / ");
        robot.type(KeyCode.F3);
        waitUntil(() -> selected(robot).index() > first.index(), robot);
        assertThat(Pattern.compile(regex).matcher(selected(robot).text()).find()).isTrue();
        assertThat(text(robot, "#hitSummary")).startsWith("2 / ");
    }

    @Test
    void invalidRegexShowsAnInlineErrorAndTheLogStays(FxRobot robot) throws TimeoutException {
        int before = visibleCount(robot);
        robot.clickOn("#searchField").write("stak([");
        waitUntil(() -> !text(robot, "#searchError").isEmpty(), robot);
        assertThat(visibleCount(robot)).isEqualTo(before);
        assertThat(readRows(robot)).isNotEmpty();
    }

    @Test
    void goToFrameShowsThatFrameAsTheFirstRow(FxRobot robot) throws TimeoutException {
        robot.clickOn("#logList");
        robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
        robot.write("1000").type(KeyCode.ENTER);
        waitUntil(() -> {
            List<ShownRows.Row> rows = readRows(robot);
            return !rows.isEmpty() && rows.get(0).frame().equals("1000") && rows.get(0).selected();
        }, robot);
        Matcher range = Pattern.compile("Frames (\\d+)–(\\d+)")
                .matcher(text(robot, "#statusShown"));
        assertThat(range.find()).isTrue();
        int shownMin = Integer.parseInt(range.group(1));
        int shownMax = Integer.parseInt(range.group(2));
        assertThat(shownMin).isLessThanOrEqualTo(shownMax);
        assertThat(shownMin).isLessThanOrEqualTo(1000);
        assertThat(shownMax).isGreaterThanOrEqualTo(1000);
        assertThat(SampleSession.count(line -> line.frame() == 1000)).isPositive();
    }

    /**
     * As {@code --frame} does at start-up: the frame is asked for when the new session's first filter ends, before
     * the list has drawn any of its rows; the list must open at that frame.
     * The new session has fewer chart fields than the old: the charts' field chooser once threw then (ChartsPane).
     */
    @Test
    void aFrameAskedForAsASessionOpensIsItsFirstShownRow(FxRobot robot) throws TimeoutException {
        Path serverLog = SampleSession.textLogs().get(0); // one of the two logs
        int frame = 1500;
        assertThat(SampleSession.scan(serverLog).stream().anyMatch(line -> line.frame() == frame)).isTrue();
        robot.interact(() -> {
            model.log().afterNextFilter(() -> model.log().navigation().goToFrame(frame));
            model.open(List.of(serverLog));
        });
        waitUntil(() -> {
            List<ShownRows.Row> rows = readRows(robot);
            return model.session().sessionProperty().get() != null
                    && model.session().sessionProperty().get().opened().size() == 1
                    && !rows.isEmpty() && rows.get(0).frame().equals(String.valueOf(frame))
                    && rows.get(0).selected();
        }, robot);
        assertThat(readRows(robot).stream().map(ShownRows.Row::lane).distinct()).hasSize(1); // that log alone
    }

    @Test
    void missingBinaryAndEmptyFolderShowAnErrorWhileTheSessionStays(FxRobot robot, @TempDir Path temp)
            throws Exception {
        String lines = text(robot, "#statusLines");
        Path missing = temp.resolve("nope-missing.txt");
        robot.interact(() -> model.open(List.of(missing)));
        waitUntil(() -> window.notifications().isShowing()
                && window.notifications().getText().contains("nope-missing.txt"), robot);
        assertThat(window.notifications().getText()).contains("does not exist");
        assertThat(text(robot, "#statusLines")).isEqualTo(lines);

        Path binary = Files.write(temp.resolve("garbage.bin"), new byte[] {1, 0, 2, 0, 3, 0, (byte) 0xFF});
        robot.interact(() -> model.open(List.of(binary)));
        waitUntil(() -> window.notifications().getText().contains("garbage.bin"), robot);
        assertThat(window.notifications().getText()).contains("binary");

        Path empty = Files.createDirectory(temp.resolve("empty-session"));
        robot.interact(() -> model.open(List.of(empty)));
        waitUntil(() -> window.notifications().getText().contains("empty-session"), robot);
        assertThat(text(robot, "#statusLines")).isEqualTo(lines);
        assertThat(readRows(robot)).isNotEmpty();
    }

    @Test
    void rowMenuHidesTheTypeOfTheClickedRow(FxRobot robot) throws TimeoutException {
        int before = visibleCount(robot);
        robot.interact(() -> model.log().navigation().goToFrame(100));
        waitUntil(() -> readRows(robot).stream().anyMatch(row -> row.type().equals("tmst")), robot);
        int tmstIndex = readRows(robot).stream().filter(row -> row.type().equals("tmst")).findFirst().orElseThrow()
                .index();
        robot.rightClickOn(ShownRows.pointOf(robot, "#logList", tmstIndex));
        waitUntil(() -> robot.lookup(".context-menu").tryQuery().isPresent(), robot);
        List<String> items = new java.util.ArrayList<>();
        robot.interact(() -> robot.listWindows().stream()
                .filter(w -> w instanceof javafx.scene.control.ContextMenu)
                .flatMap(w -> ((javafx.scene.control.ContextMenu) w).getItems().stream())
                .forEach(item -> items.add(item.getText())));
        assertThat(items).contains("Hide type tmst (type 44)", "Show only type tmst");
        robot.clickOn("Hide type tmst (type 44)");
        int tmst = SampleSession.count(line -> line.typeId() == 44);
        waitUntil(() -> visibleCount(robot) == before - tmst, robot);
    }

    @Test
    void clickingAChartGoesToThatFrameInTheLog(FxRobot robot) throws TimeoutException {
        javafx.scene.layout.Region charts = robot.lookup("#timingCharts").queryAs(javafx.scene.layout.Region.class);
        waitUntil(() -> model.charts().seriesProperty().get() != null, robot);
        // the plot spans x = 92 px .. width over the session's frames 0..lastFrame
        int last = model.filter().lastFrameProperty().get();
        double plotWidth = charts.getWidth() - 92;
        double x = 92 + plotWidth * 0.5;
        int expected = (int) ((x - 92) / plotWidth * (last + 1));
        int framesPerPixel = (int) Math.ceil((last + 1) / plotWidth) + 1;
        robot.clickOn(robot.point(charts).atPosition(javafx.geometry.Pos.TOP_LEFT)
                .atOffset(new javafx.geometry.Point2D(x, charts.getHeight() / 2)));
        waitUntil(() -> {
            List<ShownRows.Row> rows = readRows(robot);
            return !rows.isEmpty() && Math.abs(Integer.parseInt(rows.get(0).frame()) - expected) <= framesPerPixel
                    && rows.get(0).selected();
        }, robot);
        assertThat(model.charts().cursorFrameProperty().get())
                .isEqualTo(Integer.parseInt(readRows(robot).get(0).frame()));
    }

    @Test
    void theWheelZoomsTheChartsAroundThePointerDraggingPansAndADoubleClickShowsAllFrames(FxRobot robot)
            throws TimeoutException {
        javafx.scene.layout.Region charts = robot.lookup("#timingCharts").queryAs(javafx.scene.layout.Region.class);
        waitUntil(() -> model.charts().seriesProperty().get() != null, robot);
        int last = model.filter().lastFrameProperty().get();
        assertThat(model.charts().toFrameProperty().get()).isEqualTo(last);
        double plotWidth = charts.getWidth() - 92;
        javafx.geometry.Point2D middle = new javafx.geometry.Point2D(92 + plotWidth * 0.5, charts.getHeight() / 2);
        robot.moveTo(robot.point(charts).atPosition(javafx.geometry.Pos.TOP_LEFT).atOffset(middle));
        robot.scroll(3, javafx.geometry.VerticalDirection.DOWN);
        waitUntil(() -> model.charts().zoomed(), robot);
        int from = model.charts().fromFrameProperty().get();
        int to = model.charts().toFrameProperty().get();
        assertThat(to - from).as("zoomed in").isLessThan(last * 3 / 4);
        assertThat((from + to) / 2.0).as("around the middle frame").isCloseTo(last / 2.0,
                org.assertj.core.data.Offset.offset(last / 50.0));
        int cursorBefore = model.cursor().frame();

        robot.drag(robot.point(charts).atPosition(javafx.geometry.Pos.TOP_LEFT).atOffset(middle),
                javafx.scene.input.MouseButton.PRIMARY).moveBy(-plotWidth / 4, 0).drop();
        waitUntil(() -> model.charts().fromFrameProperty().get() > from, robot);
        assertThat(model.charts().toFrameProperty().get() - model.charts().fromFrameProperty().get())
                .as("panning keeps the span").isEqualTo(to - from);
        assertThat(model.cursor().frame()).as("a drag is not a click").isEqualTo(cursorBefore);

        robot.doubleClickOn(robot.point(charts).atPosition(javafx.geometry.Pos.TOP_LEFT).atOffset(middle));
        waitUntil(() -> !model.charts().zoomed(), robot);
        assertThat(model.charts().fromFrameProperty().get()).isEqualTo(model.filter().minFrameProperty().get());
    }

    @Test
    void reloadKeepsTheSelectedFrame(FxRobot robot) throws TimeoutException {
        robot.interact(() -> model.log().navigation().goToFrame(2000));
        waitUntil(() -> readRows(robot).stream().anyMatch(row -> row.selected() && row.frame().equals("2000")), robot);
        Object before = model.log().sessionProperty().get();
        robot.type(KeyCode.F5);
        waitUntil(() -> model.log().sessionProperty().get() != before, robot);
        waitUntil(() -> {
            List<ShownRows.Row> rows = readRows(robot);
            return !rows.isEmpty() && rows.get(0).frame().equals("2000") && rows.get(0).selected();
        }, robot);
    }

    @Test
    void sideBySideShowsServerLeftAndClientRightFollowingTheSelectedFrame(FxRobot robot) throws TimeoutException {
        robot.clickOn("#logList");
        robot.press(KeyCode.CONTROL, KeyCode.D).release(KeyCode.D, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#peerList-c1").tryQuery().isPresent() && !peerRows(robot).isEmpty(), robot);
        robot.interact(() -> model.log().navigation().goToFrame(1800));
        waitUntil(() -> peerRows(robot).stream().anyMatch(row -> row.selected() && row.frame().equals("1800")),
                robot);
        assertThat(readRows(robot)).extracting(ShownRows.Row::lane).containsOnly("srv");
        assertThat(peerRows(robot)).extracting(ShownRows.Row::lane).containsOnly("c1");
        int clientOnly = SampleSession.count(line -> line.file().contains("pmclient1"));
        assertThat(model.sideBySide().peers().get(0).rowsProperty().get().size()).isLessThanOrEqualTo(clientOnly);
        ShownRows.Row target = lastUnselected(peerRows(robot)); // the pane shows 3 rows or more
        robot.clickOn(ShownRows.pointOf(robot, "#peerList-c1", target.index()));
        waitUntil(() -> {
            ShownRows.Row left = selected(robot);
            return Integer.parseInt(left.frame()) >= Integer.parseInt(target.frame());
        }, robot);
        assertThat(selected(robot).frame()).isEqualTo(target.frame());
    }

    @Test
    void clickingTheOverviewStripJumpsToThatPartOfTheSession(FxRobot robot) throws TimeoutException {
        javafx.scene.layout.Region strip = robot.lookup("#overviewStrip").queryAs(javafx.scene.layout.Region.class);
        // a click on a strip that has no marks yet does nothing (OverviewStrip.jump): wait for them
        waitUntil(() -> model.log().overviewProperty().get() != null && strip.getHeight() > 0, robot);
        robot.clickOn(robot.point(strip).atPosition(javafx.geometry.Pos.TOP_LEFT)
                .atOffset(new javafx.geometry.Point2D(strip.getWidth() / 2, strip.getHeight() * 0.75)));
        // the strip maps the merged rows top to bottom: three quarters down is the row at 3/4 of the session,
        // whose frame (read from the index, not from the viewer) must appear on screen
        var rows = model.log().rowsProperty().get();
        int expectedRow = (int) (rows.source().rowCount() * 0.75);
        int expectedFrame = rows.source().frame(expectedRow);
        // one pixel of the strip covers rowCount / height rows: the frames of the rows a pixel either side
        int rowsPerPixel = (int) Math.ceil(rows.source().rowCount() / strip.getHeight());
        int low = rows.source().frame(Math.max(0, expectedRow - rowsPerPixel)) - 10;
        int high = rows.source().frame(Math.min(rows.source().rowCount() - 1, expectedRow + rowsPerPixel)) + 10;
        waitUntil(() -> {
            List<ShownRows.Row> shown = readRows(robot);
            return !shown.isEmpty() && shown.stream().anyMatch(row ->
                    Integer.parseInt(row.frame()) >= low && Integer.parseInt(row.frame()) <= high);
        }, robot);
        // the click selected that line, so it moved the one frame cursor (the charts' cursor line follows it)
        waitUntil(() -> model.cursor().frame() >= low && model.cursor().frame() <= high, robot);
        assertThat(model.charts().cursorFrameProperty().get()).isEqualTo(model.cursor().frame());
    }

    @Test
    void aFrameChosenAnywhereMovesEveryViewThroughTheOneCursor(FxRobot robot) throws TimeoutException {
        robot.clickOn("#logList");
        robot.press(KeyCode.CONTROL, KeyCode.D).release(KeyCode.D, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#peerList-c1").tryQuery().isPresent() && !peerRows(robot).isEmpty(), robot);

        // 1. go to frame (Ctrl+G in the main list): the cursor, the peer list and the charts' cursor line follow
        robot.clickOn("#logList");
        robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
        robot.write("1500").type(KeyCode.ENTER);
        waitUntil(() -> model.cursor().frame() >= 1500 && peerSelectedFrame(robot) >= model.cursor().frame(), robot);
        assertEveryViewAt(robot, model.cursor().frame());

        // 2. a chart click: every view moves to the clicked frame (the main list's line there is the cursor)
        javafx.scene.layout.Region charts = robot.lookup("#timingCharts").queryAs(javafx.scene.layout.Region.class);
        waitUntil(() -> model.charts().seriesProperty().get() != null, robot);
        robot.clickOn(robot.point(charts).atPosition(javafx.geometry.Pos.TOP_LEFT)
                .atOffset(new javafx.geometry.Point2D(92 + (charts.getWidth() - 92) * 0.25, charts.getHeight() / 2)));
        waitUntil(() -> model.cursor().frame() < 1500 && model.cursor().frame() > 0, robot);
        int afterChart = model.cursor().frame();
        waitUntil(() -> peerSelectedFrame(robot) >= afterChart, robot);
        assertEveryViewAt(robot, afterChart);

        // 3. a line selected in the side-by-side peer moves the cursor, and the main list follows it
        ShownRows.Row target = lastUnselected(peerRows(robot)); // the pane shows 3 rows or more
        robot.clickOn(ShownRows.pointOf(robot, "#peerList-c1", target.index()));
        int chosen = Integer.parseInt(target.frame());
        waitUntil(() -> model.cursor().frame() == chosen && Integer.parseInt(selected(robot).frame()) >= chosen,
                robot);
        assertThat(model.cursor().positionProperty().get().mover()).isSameAs(model.sideBySide().peers().get(0));
        assertThat(model.charts().cursorFrameProperty().get()).isEqualTo(chosen);
    }

    /** The main list's selected line is the cursor's; the peer's is the first at or after it; the charts agree. */
    private void assertEveryViewAt(FxRobot robot, int frame) {
        assertThat(Integer.parseInt(selected(robot).frame())).isEqualTo(frame);
        assertThat(peerSelectedFrame(robot)).isGreaterThanOrEqualTo(frame);
        var peerRowsModel = model.sideBySide().peers().get(0).rowsProperty().get();
        int peerPosition = model.sideBySide().peers().get(0).selectedPositionProperty().get();
        if (peerPosition > 0) {
            assertThat(peerRowsModel.source().frame(peerRowsModel.row(peerPosition - 1))).isLessThan(frame);
        }
        assertThat(model.charts().cursorFrameProperty().get()).isEqualTo(frame);
    }

    private int peerSelectedFrame(FxRobot robot) {
        int[] holder = {-1};
        robot.interact(() -> {
            var rows = model.sideBySide().peers().get(0).rowsProperty().get();
            int position = model.sideBySide().peers().get(0).selectedPositionProperty().get();
            if (rows != null && position >= 0 && position < rows.size()) {
                holder[0] = rows.source().frame(rows.row(position));
            }
        });
        return holder[0];
    }

    @Test
    void f2GoesToTheNextMarkFromTheLogList(FxRobot robot) throws TimeoutException {
        robot.clickOn("#logList");
        robot.interact(() -> model.log().navigation().goToFrame(400));
        robot.type(KeyCode.M); // mark the line at frame 400
        robot.interact(() -> model.log().navigation().goToFrame(100));
        waitUntil(() -> selected(robot).frame().equals("100"), robot);
        robot.clickOn("#logList");
        robot.type(KeyCode.F2);
        waitUntil(() -> selected(robot).frame().equals("400"), robot);
        assertThat(model.log().jumps().markCountProperty().get()).isEqualTo(1);
    }

    @Test
    void theFrameFieldShowsTheSelectedFrameNotAStaleOne(FxRobot robot) throws TimeoutException {
        robot.clickOn("#frameField").write("1500").type(KeyCode.ENTER);
        waitUntil(() -> selected(robot).frame().equals("1500"), robot);
        robot.interact(() -> model.log().navigation().goToFrame(2200));
        waitUntil(() -> selected(robot).frame().equals("2200"), robot);
        assertThat(robot.lookup("#frameField").queryAs(javafx.scene.control.TextField.class).getText())
                .isEqualTo("2200");
    }

    @Test
    void theHelpDialogsOkButtonIsReadable(FxRobot robot) {
        javafx.scene.control.Alert[] alert = new javafx.scene.control.Alert[1];
        robot.interact(() -> {
            alert[0] = HelpDialog.build(robot.listWindows().get(0));
            alert[0].show();
        });
        javafx.scene.control.Button ok = (javafx.scene.control.Button) alert[0].getDialogPane()
                .lookupButton(javafx.scene.control.ButtonType.OK);
        robot.interact(() -> ok.applyCss());
        javafx.scene.paint.Color text = (javafx.scene.paint.Color) ok.getTextFill();
        javafx.scene.paint.Color background = colourOf(ok.getBackground().getFills()
                .get(ok.getBackground().getFills().size() - 1).getFill());
        robot.interact(() -> alert[0].close());
        assertThat(contrast(text, background)).as("WCAG contrast of %s on %s", text, background)
                .isGreaterThanOrEqualTo(4.5);
    }

    @Test
    void theHelpDialogListsThePaneKeysAndFitsASmallScreen(FxRobot robot) {
        javafx.scene.control.Alert[] alert = new javafx.scene.control.Alert[1];
        robot.interact(() -> {
            alert[0] = HelpDialog.build(robot.listWindows().get(0));
            alert[0].show();
        });
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        List<String> keys = alert[0].getDialogPane().lookupAll(".help-key").stream()
                .map(node -> ((Label) node).getText()).toList();
        double height = alert[0].getDialogPane().getScene().getWindow().getHeight();
        robot.interact(() -> alert[0].close());
        assertThat(keys).contains("Ctrl+1 … Ctrl+5", "Ctrl+T", "Ctrl+Shift+1 … 5, T", "Ctrl+0", "F7 / Shift+F7");
        assertThat(height).as("the dialog's height on a 700 px screen").isLessThanOrEqualTo(700 - 40);
    }

    /** A plain colour, or the mean of a gradient's stops (Modena paints buttons with gradients). */
    private static javafx.scene.paint.Color colourOf(javafx.scene.paint.Paint paint) {
        if (paint instanceof javafx.scene.paint.Color c) {
            return c;
        }
        List<javafx.scene.paint.Stop> stops = paint instanceof javafx.scene.paint.LinearGradient g ? g.getStops()
                : ((javafx.scene.paint.RadialGradient) paint).getStops();
        double r = 0;
        double g = 0;
        double b = 0;
        for (javafx.scene.paint.Stop stop : stops) {
            r += stop.getColor().getRed();
            g += stop.getColor().getGreen();
            b += stop.getColor().getBlue();
        }
        return javafx.scene.paint.Color.color(r / stops.size(), g / stops.size(), b / stops.size());
    }

    private static double contrast(javafx.scene.paint.Color a, javafx.scene.paint.Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(javafx.scene.paint.Color c) {
        double[] rgb = {c.getRed(), c.getGreen(), c.getBlue()};
        for (int i = 0; i < 3; i++) {
            rgb[i] = rgb[i] <= 0.03928 ? rgb[i] / 12.92 : Math.pow((rgb[i] + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    }

    @Test
    void theTypeRowsShareOneTooltipThatShowsTheNameOfTheRowUnderTheMouse(FxRobot robot) {
        List<javafx.scene.control.TreeCell<?>> rows = new java.util.ArrayList<>();
        robot.interact(() -> robot.lookup("#typeTree").query().lookupAll(".category-cell").stream()
                .map(node -> (javafx.scene.control.TreeCell<?>) node)
                .filter(cell -> cell.isVisible() && cell.getItem() instanceof org.netreplay.viewer.filter.CategoryNode
                        node && !node.name().isEmpty() && !node.detail().isEmpty())
                .limit(2).forEach(rows::add));
        assertThat(rows).hasSize(2);
        List<String> shown = new java.util.ArrayList<>();
        for (javafx.scene.control.TreeCell<?> row : rows) {
            robot.moveTo(row);
            WaitForAsyncUtils.waitForFxEvents();
            shown.add(row.getTooltip().getText());
        }
        List<String> names = rows.stream()
                .map(row -> ((org.netreplay.viewer.filter.CategoryNode) row.getItem()).name()).toList();
        assertThat(shown).isEqualTo(names);
        assertThat(names.get(0)).isNotEqualTo(names.get(1));
        assertThat(rows.get(0).getTooltip()).isSameAs(rows.get(1).getTooltip()); // one popup window, not one per row
    }

    @Test
    void anEmptyFileClearsTheOldBannerAndSaysItHoldsNoLines(FxRobot robot, @TempDir Path temp) throws Exception {
        robot.interact(() -> model.open(List.of(temp.resolve("nope-missing.txt"))));
        waitUntil(() -> window.notifications().isShowing(), robot);
        Path empty = Files.createFile(temp.resolve("empty.txt"));
        robot.interact(() -> model.open(List.of(empty)));
        waitUntil(() -> !window.notifications().isShowing() && model.log().sessionProperty().get() != null
                && model.log().sessionProperty().get().opened().contains(empty), robot);
        waitUntil(() -> robot.lookup("#logPlaceholder").queryAs(Label.class).getText().contains("hold no lines"),
                robot);
    }

    @Test
    void ctrlEndShowsTheLastLineWhollyAboveTheScrollBar(FxRobot robot) throws TimeoutException {
        robot.clickOn("#logList");
        robot.press(KeyCode.CONTROL, KeyCode.END).release(KeyCode.END, KeyCode.CONTROL);
        int lastPosition = model.log().rowsProperty().get().size() - 1;
        waitUntil(() -> model.log().selectedPositionProperty().get() == lastPosition
                && readRows(robot).stream().anyMatch(row -> row.index() == lastPosition), robot);
        double[] edges = new double[2];
        robot.interact(() -> {
            org.netreplay.viewer.logview.LogCanvasView list =
                    robot.lookup("#logList").queryAs(org.netreplay.viewer.logview.LogCanvasView.class);
            org.netreplay.viewer.logview.DrawnRow last = list.drawnRows().stream()
                    .filter(row -> row.position() == lastPosition).findFirst().orElseThrow();
            edges[0] = last.y() + list.rowHeight();
            edges[1] = list.rowsHeight(); // the rows' area ends where the horizontal scroll bar begins
        });
        assertThat(edges[0]).as("bottom of the last line vs top of the horizontal scroll bar")
                .isLessThanOrEqualTo(edges[1] + 0.5);
    }

    @Test
    void theErrorBannerLeavesTheSearchBarAndTheTypesHeaderVisible(FxRobot robot, @TempDir Path temp)
            throws Exception {
        robot.interact(() -> model.open(List.of(temp.resolve("nope-missing.txt"))));
        waitUntil(() -> window.notifications().isShowing(), robot);
        Thread.sleep(600); // the banner slides in
        WaitForAsyncUtils.waitForFxEvents();
        javafx.geometry.Bounds[] bounds = new javafx.geometry.Bounds[3];
        robot.interact(() -> {
            javafx.scene.Node bar = window.notifications().lookup(".notification-bar");
            bounds[0] = bar.localToScene(bar.getBoundsInLocal());
            javafx.scene.Node search = robot.lookup("#searchField").query();
            bounds[1] = search.localToScene(search.getBoundsInLocal());
            javafx.scene.Node types = robot.lookup("#typesAll").query();
            bounds[2] = types.localToScene(types.getBoundsInLocal());
        });
        assertThat(bounds[0].intersects(bounds[1])).as("banner %s over the search field %s", bounds[0], bounds[1])
                .isFalse();
        assertThat(bounds[0].intersects(bounds[2])).as("banner over the Types header").isFalse();
    }

    @Test
    void theMessageBarSitsAtTheTopUnderTheMenuAndPushesThePagesDown(FxRobot robot, @TempDir Path temp)
            throws Exception {
        robot.interact(() -> model.open(List.of(temp.resolve("nope-missing.txt"))));
        waitUntil(() -> window.notifications().isShowing(), robot);
        Thread.sleep(600); // the bar slides in
        WaitForAsyncUtils.waitForFxEvents();
        javafx.geometry.Bounds[] bounds = new javafx.geometry.Bounds[3];
        robot.interact(() -> {
            javafx.scene.Node bar = window.notifications().lookup(".notification-bar");
            bounds[0] = bar.localToScene(bar.getLayoutBounds());
            javafx.scene.Node menu = robot.lookup("#menuBar").query();
            bounds[1] = menu.localToScene(menu.getLayoutBounds());
            javafx.scene.Node pages = robot.lookup("#pages").query();
            bounds[2] = pages.localToScene(pages.getLayoutBounds());
        });
        assertThat(bounds[0].getHeight()).as("the bar's height").isGreaterThan(20);
        assertThat(bounds[0].getMinY()).as("the bar's top, right under the menu bar (%s)", bounds[1])
                .isCloseTo(bounds[1].getMaxY(), org.assertj.core.api.Assertions.within(1.0));
        assertThat(bounds[2].getMinY()).as("the pages' top, under the bar %s", bounds[0])
                .isGreaterThanOrEqualTo(bounds[0].getMaxY() - 1);
    }

    /** @return the last row shown that is not the selected one */
    private static ShownRows.Row lastUnselected(List<ShownRows.Row> rows) {
        return rows.stream().filter(row -> !row.selected()).reduce((a, b) -> b).orElseThrow();
    }

    private static List<ShownRows.Row> peerRows(FxRobot robot) {
        List<List<ShownRows.Row>> holder = new java.util.ArrayList<>();
        robot.interact(() -> holder.add(ShownRows.read(robot, "#peerList-c1")));
        return holder.get(0);
    }

    private ShownRows.Row selected(FxRobot robot) {
        return readRows(robot).stream().filter(ShownRows.Row::selected).findFirst().orElseThrow();
    }

    private static List<ShownRows.Row> readRows(FxRobot robot) {
        List<List<ShownRows.Row>> holder = new java.util.ArrayList<>();
        robot.interact(() -> holder.add(ShownRows.read(robot)));
        return holder.get(0);
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static String statusLines(FxRobot robot) {
        return text(robot, "#statusLines");
    }

    private static int visibleCount(FxRobot robot) {
        String lines = statusLines(robot);
        int of = lines.indexOf(" of ");
        return of < 0 ? -1 : Integer.parseInt(lines.substring(0, of).replace(",", ""));
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition, FxRobot robot)
            throws TimeoutException {
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

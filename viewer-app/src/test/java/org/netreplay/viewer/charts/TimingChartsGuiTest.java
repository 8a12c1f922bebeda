package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.task.FxTaskRunner;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The charts pane on the real bundled session with seven fields in a pane about as high as the viewer gives it:
 * what the user SEES of each chart (the band separators in a snapshot), of the hover readout and of the chooser.
 */
@ExtendWith(ApplicationExtension.class)
class TimingChartsGuiTest {
    private static final List<String> SEVEN = List.of("stak.dsync", "stak.chase", "cpng.ping", "tmst.cpu",
            "tmaj.chs", "status.ping", "status.cpu");
    /** The band separators' colour (TimingChartsView draws one at each band's top, across the whole width). */
    private static final Color SEPARATOR = Color.web("#393b40");
    private FxTaskRunner runner;
    private OpenSession session;
    private ChartsViewModel model;
    private ChartsPane pane;
    private Stage stage;

    /** A stage of its own: the primary stage may still hold an earlier test class's window. */
    @Start
    void start(Stage primary) throws Exception {
        stage = new Stage();
        runner = new FxTaskRunner(2);
        session = SessionLoader.load(List.of(SampleSession.folder()), (done, total) -> { });
        model = new ChartsViewModel(runner, LogTypeRegistry.loadDefault());
        pane = new ChartsPane(model, frame -> model.cursorFrameProperty().set(frame));
        Scene scene = new Scene((javafx.scene.Parent) pane.view(), 900, 300);
        scene.getStylesheets().add(getClass().getResource("/org/netreplay/viewer/viewer.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        model.setSession(session.textLaneIndexes(), session.statusCsvFiles(), session.firstFrame(),
                session.lastFrame());
    }

    @AfterEach
    void tearDown() throws Exception {
        org.testfx.api.FxToolkit.setupFixture(stage::hide);
        org.testfx.api.FxToolkit.cleanupStages();
        runner.close();
        session.close();
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> condition.getAsBoolean());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void showSeven(FxRobot robot) throws TimeoutException {
        waitUntil(() -> model.seriesProperty().get() != null && !model.extractingProperty().get());
        assertThat(model.availableFields()).containsAll(SEVEN);
        robot.interact(() -> model.shownFields().setAll(SEVEN));
        waitUntil(() -> !model.extractingProperty().get() && model.seriesProperty().get() != null
                && SEVEN.stream().allMatch(field -> !model.seriesOf(field).isEmpty())
                && model.columnsProperty().get() != null
                && model.columnsProperty().get().fields().equals(SEVEN));
    }

    /** @return the rows of the charts' snapshot whose pixel at column x is the separators' colour, top to bottom */
    private List<Integer> separatorRows(FxRobot robot, double x) {
        TimingChartsView charts = pane.charts();
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = charts.snapshot(null, null));
        PixelReader pixels = shot[0].getPixelReader();
        List<Integer> rows = new ArrayList<>();
        for (int y = 0; y < (int) shot[0].getHeight(); y++) {
            if (pixels.getColor((int) x, y).equals(SEPARATOR)) {
                rows.add(y);
            }
        }
        return rows;
    }

    @Test
    void sevenFieldsEachGetAReadablePlotAndTheRestScrollsIntoView(FxRobot robot) throws TimeoutException {
        showSeven(robot);
        TimingChartsView charts = pane.charts();
        assertThat(charts.getHeight()).as("a pane about as high as the viewer's").isLessThan(300);
        double x = charts.getWidth() - 1; // the plot's last column: separators, the series' pixels never on them
        List<Integer> rows = separatorRows(robot, x);
        assertThat(rows).as("the separators above the shown bands").hasSizeGreaterThanOrEqualTo(2);
        for (int i = 1; i < rows.size(); i++) {
            assertThat(rows.get(i) - rows.get(i - 1)).as("band %d's height, px", i)
                    .isGreaterThanOrEqualTo((int) ChartBands.MIN_BAND_PX);
        }
        Region scroll = robot.lookup("#chartsScroll").queryAs(Region.class);
        assertThat(scroll.isVisible()).as("a scroll bar: seven readable charts do not fit").isTrue();

        // scrolled to the end, the last chart is shown, readable too: a separator near the bottom band's top
        robot.interact(() -> charts.scrollToChart(SEVEN.size() - 1));
        WaitForAsyncUtils.waitForFxEvents();
        List<Integer> scrolled = separatorRows(robot, x);
        double viewport = charts.getHeight() - 14;
        int lastTop = scrolled.get(scrolled.size() - 1);
        assertThat(viewport - lastTop).as("the last band, under the last separator, px")
                .isGreaterThanOrEqualTo(ChartBands.MIN_BAND_PX - 1);
        assertThat(scrolled).isNotEqualTo(rows);

        // the wheel over the names scrolls back up: every separator moves down by the same few px (TestFX's DOWN
        // arrives as a positive deltaY under Monocle, a wheel turned away from the user, as MainWindowGuiTest's
        // zoom shows; 1 px a notch there, 40 on X11)
        robot.moveTo(charts.localToScreen(40, 40));
        robot.scroll(10, javafx.geometry.VerticalDirection.DOWN);
        waitUntil(() -> !separatorRows(robot, x).equals(scrolled));
        List<Integer> back = separatorRows(robot, x);
        int moved = back.get(0) - scrolled.get(0);
        assertThat(moved).as("scrolled towards the top").isPositive();
        assertThat(back).hasSameSizeAs(scrolled);
        for (int i = 0; i < back.size(); i++) {
            assertThat(back.get(i) - scrolled.get(i)).isEqualTo(moved);
        }
        assertThat(model.zoomed()).as("the wheel over the names does not zoom").isFalse();
    }

    @Test
    void theHoverReadoutIsAnOpaqueBoxBesideTheHoverLineInsideTheCharts(FxRobot robot) throws TimeoutException {
        showSeven(robot);
        TimingChartsView charts = pane.charts();
        for (double place : new double[] {0.3, 0.98}) {
            double x = ChartsPane.PLOT_LEFT_PX + (charts.getWidth() - ChartsPane.PLOT_LEFT_PX) * place;
            robot.moveTo(charts.localToScreen(x, 30));
            Region box = robot.lookup("#chartReadout").queryAs(Region.class);
            waitUntil(box::isVisible);
            Bounds bounds = box.getBoundsInParent();
            assertThat(bounds.getMinX() > x || bounds.getMaxX() < x)
                    .as("the box (%s) leaves the hover line at x = %s free", bounds, x).isTrue();
            assertThat(bounds.getMinX()).isGreaterThanOrEqualTo(0);
            assertThat(bounds.getMaxX()).isLessThanOrEqualTo(charts.getWidth());
            assertThat(bounds.getMinY()).isGreaterThanOrEqualTo(0);
            assertThat(bounds.getMaxY()).isLessThanOrEqualTo(charts.getHeight());
            assertThat(box.getBackground()).as("a background of its own").isNotNull();
            BackgroundFill fill = box.getBackground().getFills().get(0);
            assertThat(((Color) fill.getFill()).getOpacity()).as("opaque: no line shows through").isEqualTo(1.0);
            // it reads the frame and one row per shown chart (the visible ones)
            List<String> texts = robot.lookup("#chartReadout .label").queryAllAs(javafx.scene.control.Label.class)
                    .stream().map(javafx.scene.control.Label::getText).toList();
            assertThat(texts.get(0)).startsWith("frame ");
            assertThat(texts).contains("stak.dsync", "stak.chase");
        }
        assertThat(robot.lookup("#chartReadout").queryAs(Region.class).getBoundsInParent().getMaxX())
                .as("near the right edge, left of the line").isLessThan(charts.getWidth() - 20);
    }

    @Test
    void theChooserFiltersAsTheUserTypesInGroupsAndChecksFromTheKeyboard(FxRobot robot) throws TimeoutException {
        waitUntil(() -> model.seriesProperty().get() != null && !model.extractingProperty().get());
        assertThat(model.availableFields().size()).as("the real session's fields").isGreaterThan(100);
        robot.clickOn("#chartFields");
        waitUntil(() -> pane.chooser().isShowing() && pane.chooser().filter().isFocused());
        robot.write("ping");
        waitUntil(() -> pane.chooser().list().getItems().size() < 10);
        List<String> shownRows = pane.chooser().list().getItems().stream()
                .map(row -> row instanceof FieldGroups.Header header ? "# " + header.title()
                        : ((FieldGroups.Field) row).name()).toList();
        assertThat(shownRows).containsSubsequence("# Log fields", "cpng.ping", "# Status CSV", "status.ping");
        assertThat(shownRows).allMatch(row -> row.startsWith("# ") || row.contains("ping"));
        assertThat(model.shownFields()).doesNotContain("status.ping");

        robot.type(KeyCode.DOWN); // to the first field: cpng.ping
        waitUntil(() -> pane.chooser().list().isFocused());
        int statusPing = shownRows.indexOf("status.ping");
        while (pane.chooser().list().getSelectionModel().getSelectedIndex() < statusPing) {
            robot.type(KeyCode.DOWN); // the group headers are skipped
        }
        assertThat(pane.chooser().list().getSelectionModel().getSelectedIndex()).isEqualTo(statusPing);
        robot.type(KeyCode.SPACE);
        waitUntil(() -> model.shownFields().contains("status.ping"));
        assertThat(model.shownFields().get(model.shownFields().size() - 1)).isEqualTo("status.ping");
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> !pane.chooser().isShowing());
        assertThat(robot.lookup("#chartFields").queryButton().getText()).isEqualTo(
                "Fields " + model.shownFields().size() + " ▾");
    }
}

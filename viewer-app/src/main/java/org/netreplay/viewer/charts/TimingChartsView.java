package org.netreplay.viewer.charts;

import org.netreplay.viewer.common.ColumnRaster;
import org.netreplay.viewer.common.PeerColours;
import org.netreplay.viewer.common.ArchitectureException;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;
import javafx.collections.ListChangeListener;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.netreplay.log.fields.NumericSeries;

/**
 * Stacked timing charts on one canvas, x = frame over the session, one band per field, one colour per player
 * (P0..P7 as in the game's Qt viewer). Each pixel column draws the min..max of its frames, so spikes never vanish.
 * A purple line marks the selected log line's frame; clicking a chart goes to that frame in the log; the wheel zooms
 * around the pointer, dragging pans and a double click shows every frame again (the x axis stays inside the frame
 * filter's range). Each chart keeps a readable height ({@link ChartBands}): when they do not all fit, a scroll bar
 * at the left of the names scrolls them (the wheel over the names too) and the frame axis stays at the bottom. The
 * hover readout is a box beside the hover line ({@link ReadoutPlacement}) with the frame and each shown chart's
 * values per player.
 */
@ArchitectureException("it draws the immutable NumericSeries point arrays directly: a view copy would double the memory of charts with 100k+ points")
final class TimingChartsView extends Region {
    /** Axis band at the bottom for the frame numbers, px. */
    private static final double AXIS = 14;
    private static final double GUTTER = ChartsPane.PLOT_LEFT_PX;
    private static final Color CURSOR = Color.rgb(150, 0, 255);
    private final ChartsViewModel model;
    private final Canvas canvas = new Canvas();
    /** Cursor and hover lines, redrawn alone so moving the selection does not re-decimate the series. */
    private final Canvas overlay = new Canvas();
    private final IntConsumer onFrameClicked;
    /** The series' pixels of the last repaint; drawn as one image over the bands' backgrounds and labels. */
    private final ColumnRaster raster = new ColumnRaster();
    private javafx.scene.image.WritableImage rasterImage;
    private int hoverFrame = -1;
    private double hoverY;
    /** Scroll bar of the bands, in the names' column at the left (the plot keeps the timeline's x mapping). */
    private final javafx.scene.control.ScrollBar scroll = new javafx.scene.control.ScrollBar();
    /** The hover readout: the frame and each visible chart's values, on a box of its own. */
    private final javafx.scene.layout.VBox readout = new javafx.scene.layout.VBox();
    private ChartBands bands = ChartBands.of(0, 0);
    /** Scroll offset of the bands, px from the first band's top. */
    private double offset;
    /** Width of the scroll bar, px. */
    static final double SCROLL_BAR_PX = 11;
    private double dragStartX = Double.NaN;
    private int dragStartFrom;

    TimingChartsView(ChartsViewModel model, IntConsumer onFrameClicked) {
        this.model = model;
        this.onFrameClicked = onFrameClicked;
        getStyleClass().add("timing-charts");
        setId("timingCharts");
        scroll.setOrientation(javafx.geometry.Orientation.VERTICAL);
        scroll.setId("chartsScroll");
        scroll.setManaged(false);
        scroll.setVisible(false);
        scroll.valueProperty().addListener((obs, old, now) -> scrollTo(now.doubleValue()));
        readout.setId("chartReadout");
        readout.getStyleClass().add("chart-readout");
        readout.setManaged(false);
        readout.setVisible(false);
        readout.setMouseTransparent(true);
        getChildren().addAll(canvas, overlay, scroll, readout);
        overlay.setMouseTransparent(true);
        setMinHeight(60);
        model.seriesProperty().addListener((obs, old, now) -> draw());
        model.columnsProperty().addListener((obs, old, now) -> draw());
        model.extractingProperty().addListener((obs, old, now) -> draw());
        model.problemProperty().addListener((obs, old, now) -> draw());
        model.shownPlayersProperty().addListener((obs, old, now) -> draw());
        model.shownFields().addListener((ListChangeListener<String>) change -> {
            requestLayout(); // another number of bands
            draw();
        });
        model.cursorFrameProperty().addListener((obs, old, now) -> drawOverlay());
        model.fromFrameProperty().addListener((obs, old, now) -> draw());
        model.toFrameProperty().addListener((obs, old, now) -> draw());
        setOnMouseClicked(event -> {
            if (!event.isStillSincePress()) {
                return; // the end of a drag that panned
            }
            if (event.getClickCount() == 2) {
                model.resetZoom();
                return;
            }
            int frame = frameAt(event.getX());
            if (frame >= 0) {
                onFrameClicked.accept(frame);
            }
        });
        setOnScroll(event -> {
            if (event.getX() < GUTTER && bands.scrolls()) { // over the names: scrolls the charts
                scroll.setValue(bands.clamp(offset - event.getDeltaY()));
                event.consume();
                return;
            }
            int frame = frameAt(event.getX());
            if (frame < 0 || event.getDeltaY() == 0) {
                return;
            }
            model.zoomAround(frame, event.getDeltaY() > 0 ? 0.8 : 1.25);
            event.consume();
        });
        setOnMousePressed(event -> {
            dragStartX = event.getX();
            dragStartFrom = model.fromFrameProperty().get();
        });
        setOnMouseDragged(event -> {
            double plotWidth = getWidth() - GUTTER;
            if (plotWidth <= 0 || Double.isNaN(dragStartX)) {
                return;
            }
            long span = (long) model.toFrameProperty().get() - model.fromFrameProperty().get() + 1;
            long moved = Math.round((dragStartX - event.getX()) / plotWidth * span);
            model.panBy(dragStartFrom + moved - model.fromFrameProperty().get());
        });
        setOnMouseMoved(event -> {
            hoverFrame = frameAt(event.getX());
            hoverY = event.getY();
            drawOverlay();
        });
        setOnMouseExited(event -> {
            hoverFrame = -1;
            drawOverlay();
        });
    }

    @Override
    protected void layoutChildren() {
        relayoutBands();
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            overlay.setWidth(getWidth());
            overlay.setHeight(getHeight());
            model.requestColumns((int) (getWidth() - GUTTER));
            draw();
        }
        if (readout.isVisible()) {
            placeReadout();
        }
    }

    /** Lays the bands out for the current height and field count; shows the scroll bar when they do not fit. */
    private void relayoutBands() {
        ChartBands now = ChartBands.of(model.shownFields().size(), getHeight() - AXIS);
        if (!now.equals(bands)) {
            bands = now;
            offset = bands.clamp(offset);
        }
        boolean scrolls = bands.scrolls() && model.seriesProperty().get() != null;
        scroll.setVisible(scrolls);
        if (scrolls) {
            scroll.resizeRelocate(0, 0, SCROLL_BAR_PX, bands.viewport());
            scroll.setMin(0);
            scroll.setMax(bands.maxOffset());
            scroll.setVisibleAmount(bands.maxOffset() * bands.viewport() / Math.max(1, bands.content()));
            scroll.setUnitIncrement(bands.band() / 4);
            scroll.setBlockIncrement(bands.viewport());
            scroll.setValue(offset);
        }
    }

    private void scrollTo(double value) {
        double clamped = bands.clamp(value);
        if (clamped != offset) {
            offset = clamped;
            draw();
        }
    }

    /**
     * Scrolls the charts so that chart {@code index} (0: the top one) is at the top, or as near as the scroll goes.
     *
     * @param index the chart, 0-based
     */
    void scrollToChart(int index) {
        relayoutBands();
        scroll.setValue(bands.clamp(bands.top(index, 0)));
    }

    /** @return the bands' layout at the last layout pass */
    ChartBands bands() {
        return bands;
    }

    /** @return the frame at x (px from the view's left), or -1 left of the plot */
    private int frameAt(double x) {
        double plotWidth = getWidth() - GUTTER;
        if (x < GUTTER || plotWidth <= 0) {
            return -1;
        }
        int from = model.fromFrameProperty().get();
        int to = model.toFrameProperty().get();
        return from + (int) ((x - GUTTER) / plotWidth * (to - from + 1));
    }

    private double xOf(int frame, double plotWidth) {
        int from = model.fromFrameProperty().get();
        int to = model.toFrameProperty().get();
        return GUTTER + (frame - from + 0.5) * plotWidth / (to - from + 1);
    }

    private void draw() {
        drawPlot();
        drawOverlay();
    }

    private void drawOverlay() {
        GraphicsContext g = overlay.getGraphicsContext2D();
        double width = overlay.getWidth();
        double height = overlay.getHeight();
        g.clearRect(0, 0, width, height);
        double plotWidth = width - GUTTER;
        if (plotWidth < 10 || model.seriesProperty().get() == null || model.shownFields().isEmpty()) {
            readout.setVisible(false);
            return;
        }
        drawCursor(g, model.cursorFrameProperty().get(), CURSOR, plotWidth, height);
        if (hoverFrame >= 0 && hoverFrame >= model.fromFrameProperty().get()
                && hoverFrame <= model.toFrameProperty().get()) {
            drawCursor(g, hoverFrame, Color.web("#ffffff", 0.35), plotWidth, height);
            fillReadout();
            readout.setVisible(true);
            placeReadout();
        } else {
            readout.setVisible(false);
        }
    }

    /** The readout's rows: the hover frame, then each visible chart's value per shown player at that frame. */
    private void fillReadout() {
        List<javafx.scene.Node> rows = new java.util.ArrayList<>();
        javafx.scene.control.Label frame = new javafx.scene.control.Label(
                String.format(Locale.ROOT, "frame %d · %.1f s", hoverFrame, hoverFrame / 40.0));
        frame.getStyleClass().add("chart-readout-frame");
        rows.add(frame);
        List<String> fields = model.shownFields();
        for (int band = bands.firstVisible(offset); band < Math.min(fields.size(), bands.endVisible(offset)); band++) {
            javafx.scene.control.Label name = new javafx.scene.control.Label(fields.get(band));
            name.getStyleClass().add("chart-readout-field");
            javafx.scene.layout.HBox row = new javafx.scene.layout.HBox(8, name);
            for (NumericSeries one : model.seriesOf(fields.get(band))) {
                if (!model.isPlayerShown(one.player())) {
                    continue;
                }
                double value = ChartScales.valueAt(one, hoverFrame);
                javafx.scene.control.Label entry = new javafx.scene.control.Label(
                        "P" + one.player() + " " + (Double.isNaN(value) ? "–" : format(value)));
                entry.setStyle("-fx-text-fill: " + PeerColours.HEX[one.player() & 7] + ";");
                row.getChildren().add(entry);
            }
            rows.add(row);
        }
        readout.getChildren().setAll(rows);
    }

    /** Puts the readout beside the hover line, inside the view. */
    private void placeReadout() {
        readout.applyCss();
        double boxWidth = readout.prefWidth(-1);
        double boxHeight = readout.prefHeight(boxWidth);
        double lineX = Math.floor(xOf(hoverFrame, getWidth() - GUTTER)) + 0.5;
        double[] at = ReadoutPlacement.place(lineX, hoverY, boxWidth, boxHeight, GUTTER, getWidth(), getHeight());
        readout.resizeRelocate(Math.round(at[0]), Math.round(at[1]), boxWidth, boxHeight);
    }

    private void drawPlot() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        g.setFont(Font.font(11));
        List<String> fields = model.shownFields();
        double plotWidth = width - GUTTER;
        relayoutBands();
        if (plotWidth < 10 || height < 10) {
            g.setFill(Color.web("#1b1c1f"));
            g.fillRect(0, 0, width, height);
            return;
        }
        if (model.seriesProperty().get() == null || fields.isEmpty()) {
            g.setFill(Color.web("#1b1c1f"));
            g.fillRect(0, 0, width, height);
            g.setFill(Color.web("#8c8f96"));
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            String message = !model.problemProperty().get().isEmpty() ? model.problemProperty().get()
                    : model.extractingProperty().get() ? "Extracting timing series…"
                    : model.seriesProperty().get() == null
                    ? "Timing charts of dsync, chase, ping and timers appear here"
                    : "No timing fields chosen (Fields ▾)";
            g.fillText(message, width / 2, height / 2);
            return;
        }
        ChartColumns columns = model.columnsProperty().get();
        if (columns == null || !columns.answers(model.seriesProperty().get(), model.fromFrameProperty().get(),
                model.toFrameProperty().get(), (int) plotWidth, fields)) {
            return; // the columns for this range are being computed: the last picture stays until they arrive
        }
        g.setFill(Color.web("#1b1c1f"));
        g.fillRect(0, 0, width, height);
        raster.reset(columns.width(), (int) Math.ceil(bands.viewport()));
        g.save();
        g.beginPath();
        g.rect(0, 0, width, bands.viewport());
        g.clip();
        for (int band = bands.firstVisible(offset); band < Math.min(fields.size(), bands.endVisible(offset)); band++) {
            drawBand(g, columns, band, bands.top(band, offset), bands.band());
        }
        drawRaster(g);
        g.restore();
        drawFrameAxis(g, height - AXIS, plotWidth);
    }

    /** The series' spans as one image: one render command instead of one per pixel column and series. */
    private void drawRaster(GraphicsContext g) {
        rasterImage = raster.drawOn(g, rasterImage, GUTTER, 0);
    }

    /** Frame numbers under the bands, at 1/2/5 × 10^k frames at least 70 px apart. */
    private void drawFrameAxis(GraphicsContext g, double top, double plotWidth) {
        g.setFill(Color.web("#25272a"));
        g.fillRect(0, top, canvas.getWidth(), AXIS);
        g.setFill(Color.web("#8c8f96"));
        g.setTextBaseline(VPos.TOP);
        g.setTextAlign(TextAlignment.LEFT);
        g.fillText("frame", 6, top + 1);
        g.setTextAlign(TextAlignment.CENTER);
        g.setStroke(Color.web("#45484f"));
        for (int frame : ChartScales.frameTicks(model.fromFrameProperty().get(), model.toFrameProperty().get(),
                plotWidth, 70)) {
            double x = Math.floor(xOf(frame, plotWidth)) + 0.5;
            g.strokeLine(x, top, x, top + 3);
            g.fillText(Integer.toString(frame), x, top + 2);
        }
    }

    private void drawCursor(GraphicsContext g, int frame, Color colour, double plotWidth, double height) {
        if (frame < model.fromFrameProperty().get() || frame > model.toFrameProperty().get()) {
            return;
        }
        double x = Math.floor(xOf(frame, plotWidth)) + 0.5;
        g.setStroke(colour);
        g.setLineWidth(1);
        g.strokeLine(x, 0, x, height);
    }

    private void drawBand(GraphicsContext g, ChartColumns columnsOfAll, int band, double top, double bandHeight) {
        String field = columnsOfAll.fields().get(band);
        g.setFill(band % 2 == 0 ? Color.web("#1b1c1f") : Color.web("#1f2024"));
        g.fillRect(0, top, canvas.getWidth(), bandHeight);
        g.setStroke(Color.web("#393b40"));
        g.strokeLine(0, Math.floor(top) + 0.5, canvas.getWidth(), Math.floor(top) + 0.5);
        int columns = columnsOfAll.width();
        List<NumericSeries> series = columnsOfAll.series().get(band);
        MinMaxColumns[] decimated = new MinMaxColumns[series.size()];
        for (int i = 0; i < series.size(); i++) {
            decimated[i] = columnsOfAll.minMax().get(series.get(i));
        }
        double[] range = columnsOfAll.ranges().get(band);
        double low = range[0];
        double high = range[1];
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.TOP);
        g.setFill(Color.web("#dfe1e5"));
        double textLeft = bands.scrolls() ? SCROLL_BAR_PX + 4 : 6;
        List<String> nameLines = nameLines(field, GUTTER - textLeft - 4);
        for (int line = 0; line < nameLines.size(); line++) {
            g.fillText(nameLines.get(line), textLeft, top + 3 + 13 * line);
        }
        if (low > high) {
            return;
        }
        if (low == high) {
            low -= 1;
            high += 1;
        }
        double plotTop = top + ChartBands.PLOT_MARGIN_PX;
        double plotHeight = bandHeight - 2 * ChartBands.PLOT_MARGIN_PX;
        double lowF = low;
        double span = high - low;
        java.util.function.DoubleUnaryOperator y = v ->
                plotTop + plotHeight - (Math.max(lowF, Math.min(lowF + span, v)) - lowF) / span * plotHeight;
        g.setFill(Color.web("#8c8f96"));
        g.fillText(format(high), textLeft, top + 4 + 13 * nameLines.size());
        g.setTextBaseline(VPos.BOTTOM);
        g.fillText(format(low), textLeft, top + bandHeight - 2);
        if (low < 0 && high > 0) {
            double zero = Math.floor(y.applyAsDouble(0)) + 0.5;
            g.setStroke(Color.web("#45484f"));
            g.strokeLine(GUTTER, zero, canvas.getWidth(), zero);
        }
        for (int i = 0; i < series.size(); i++) {
            if (!model.isPlayerShown(series.get(i).player())) {
                continue; // the player filter hides it in the log too
            }
            // each column: its min–max bar, and a line from the previous column's middle to its own
            int argb = ColumnRaster.argb(PeerColours.of(series.get(i).player()));
            int previousMiddle = Integer.MIN_VALUE;
            int previousColumn = -1;
            for (int c = 0; c < columns; c++) {
                double min = decimated[i].min()[c];
                if (Double.isNaN(min)) {
                    continue; // no point in this column: the line joins its neighbours across it
                }
                double yMin = y.applyAsDouble(min);
                double yMax = y.applyAsDouble(decimated[i].max()[c]);
                int barTop = (int) Math.floor(Math.min(yMax, yMin - 1));
                int barBottom = Math.max(barTop, (int) Math.ceil(yMin) - 1);
                raster.span(c, barTop, barBottom, argb);
                int middle = (int) Math.floor((yMin + yMax) / 2);
                if (previousColumn >= 0) {
                    raster.line(previousColumn, previousMiddle, c, middle, argb);
                }
                previousMiddle = middle;
                previousColumn = c;
            }
        }
    }

    /** @return the field's name on one line, or split after its type ("tmst." / "scov_drw_frm") when too wide */
    private static List<String> nameLines(String field, double room) {
        javafx.scene.text.Text probe = new javafx.scene.text.Text(field);
        probe.setFont(Font.font(11));
        int dot = field.indexOf('.');
        if (probe.getLayoutBounds().getWidth() <= room || dot < 0) {
            return List.of(field);
        }
        return List.of(field.substring(0, dot + 1), field.substring(dot + 1));
    }

    private static String format(double value) {
        return Math.abs(value) >= 100 ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
    }
}

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
 * filter's range).
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
    private double dragStartX = Double.NaN;
    private int dragStartFrom;

    TimingChartsView(ChartsViewModel model, IntConsumer onFrameClicked) {
        this.model = model;
        this.onFrameClicked = onFrameClicked;
        getStyleClass().add("timing-charts");
        setId("timingCharts");
        getChildren().addAll(canvas, overlay);
        overlay.setMouseTransparent(true);
        setMinHeight(60);
        model.seriesProperty().addListener((obs, old, now) -> draw());
        model.columnsProperty().addListener((obs, old, now) -> draw());
        model.extractingProperty().addListener((obs, old, now) -> draw());
        model.problemProperty().addListener((obs, old, now) -> draw());
        model.shownPlayersProperty().addListener((obs, old, now) -> draw());
        model.shownFields().addListener((ListChangeListener<String>) change -> draw());
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
            drawOverlay();
        });
        setOnMouseExited(event -> {
            hoverFrame = -1;
            drawOverlay();
        });
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            overlay.setWidth(getWidth());
            overlay.setHeight(getHeight());
            model.requestColumns((int) (getWidth() - GUTTER));
            draw();
        }
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
            return;
        }
        drawCursor(g, model.cursorFrameProperty().get(), CURSOR, plotWidth, height);
        if (hoverFrame >= 0) {
            drawCursor(g, hoverFrame, Color.web("#ffffff", 0.35), plotWidth, height);
            g.setFont(Font.font(11));
            g.setFill(Color.web("#c7cad1"));
            g.setTextAlign(TextAlignment.RIGHT);
            g.setTextBaseline(VPos.TOP);
            g.fillText(String.format(Locale.ROOT, "frame %d · %.1f s", hoverFrame, hoverFrame / 40.0),
                    width - 4, 2);
            drawHoverValues(g, width, height);
        }
    }

    /** At the hover frame, each band's value per shown player (its last point at or before the frame). */
    private void drawHoverValues(GraphicsContext g, double width, double height) {
        List<String> fields = model.shownFields();
        double bandHeight = (height - AXIS) / fields.size();
        g.setTextAlign(TextAlignment.RIGHT);
        g.setTextBaseline(VPos.TOP);
        for (int band = 0; band < fields.size(); band++) {
            double x = width - 4;
            List<NumericSeries> series = model.seriesOf(fields.get(band));
            for (int i = series.size() - 1; i >= 0; i--) {
                NumericSeries one = series.get(i);
                if (!model.isPlayerShown(one.player())) {
                    continue;
                }
                double value = ChartScales.valueAt(one, hoverFrame);
                if (Double.isNaN(value)) {
                    continue;
                }
                String text = "P" + one.player() + " " + format(value);
                g.setFill(PeerColours.of(one.player()));
                g.fillText(text, x, band * bandHeight + (band == 0 ? 16 : 3));
                x -= 8 + text.length() * 6.5;
            }
        }
    }

    private void drawPlot() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        g.setFont(Font.font(11));
        List<String> fields = model.shownFields();
        double plotWidth = width - GUTTER;
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
        double bandHeight = (height - AXIS) / fields.size();
        raster.reset(columns.width(), (int) Math.ceil(height - AXIS));
        for (int band = 0; band < fields.size(); band++) {
            drawBand(g, columns, band, band * bandHeight, bandHeight);
        }
        drawRaster(g);
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
        g.fillText(field, 6, top + 3);
        if (low > high) {
            return;
        }
        if (low == high) {
            low -= 1;
            high += 1;
        }
        double plotTop = top + 4;
        double plotHeight = bandHeight - 8;
        double lowF = low;
        double span = high - low;
        java.util.function.DoubleUnaryOperator y = v ->
                plotTop + plotHeight - (Math.max(lowF, Math.min(lowF + span, v)) - lowF) / span * plotHeight;
        g.setFill(Color.web("#8c8f96"));
        if (bandHeight >= 46) {
            g.fillText(format(high), 6, top + 17);
            g.setTextBaseline(VPos.BOTTOM);
            g.fillText(format(low), 6, top + bandHeight - 2);
        } else if (bandHeight >= 30) {
            g.fillText(format(low) + " … " + format(high), 6, top + 16);
        }
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

    private static String format(double value) {
        return Math.abs(value) >= 100 ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
    }
}

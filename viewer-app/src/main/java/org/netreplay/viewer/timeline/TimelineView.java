package org.netreplay.viewer.timeline;

import java.util.List;
import java.util.Locale;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;
import org.netreplay.viewer.charts.ChartsPane;

/**
 * The desync timeline: a thin strip across the session (the frame filter's range), frames on the same x axis as the
 * timing charts under it (same left edge, same range while the charts are not zoomed; zoomed in, their window is a
 * framed band on the strip). A row per client, each pixel column green where the client was in sync,
 * red where it diverged (any frame of the column), dark where there is no data; above them a row of ticks for the
 * session's events (server rewinds, client rewinds and jumps, late cdats, rejected difs, corrections), a purple
 * line at the cursor frame; under them the label lane: per frame how the compared client's state is known
 * (authoritative, confirmed, predicted, re-simulated, replayed, no state: {@link FrameLabel}) with its legend. Click
 * to go to a frame; hover for the frame's status, label and events. When there is nothing to compare the strip says
 * why.
 */
public final class TimelineView extends Region {
    private static final double MARK_ROW = 9;
    /** The label lane's height, px. */
    private static final double LABEL_ROW = 9;
    /** The label lane's legend row under it, px. */
    private static final double LEGEND_ROW = 13;
    private static final Color CURSOR = Color.rgb(150, 0, 255);
    private final TimelineViewModel model;
    private final ObservableBooleanValue dark;
    private final Canvas canvas = new Canvas();
    private final Canvas overlay = new Canvas();
    private final Tooltip tooltip = new Tooltip();
    private final org.netreplay.viewer.common.ColumnRaster raster = new org.netreplay.viewer.common.ColumnRaster();
    private javafx.scene.image.WritableImage rasterImage;

    /**
     * @param model the timeline's state
     * @param dark  whether the dark theme is on (the palette)
     */
    public TimelineView(TimelineViewModel model, ObservableBooleanValue dark) {
        this.model = model;
        this.dark = dark;
        setId("timeline");
        getStyleClass().add("desync-timeline");
        getChildren().addAll(canvas, overlay);
        overlay.setMouseTransparent(true);
        model.dataProperty().addListener((obs, old, now) -> {
            requestLayout();
            draw();
        });
        model.pictureProperty().addListener((obs, old, now) -> draw());
        model.labelsProperty().addListener((obs, old, now) -> requestLayout());
        model.loadingProperty().addListener((obs, old, now) -> draw());
        model.fromFrameProperty().addListener((obs, old, now) -> draw());
        model.toFrameProperty().addListener((obs, old, now) -> draw());
        model.cursorFrameProperty().addListener((obs, old, now) -> drawOverlay());
        model.windowFromProperty().addListener((obs, old, now) -> drawOverlay());
        model.windowToProperty().addListener((obs, old, now) -> drawOverlay());
        dark.addListener((obs, old, now) -> draw());
        tooltip.setShowDelay(Duration.millis(150));
        tooltip.setId("timelineTooltip");
        Tooltip.install(this, tooltip);
        setOnMouseClicked(event -> {
            int frame = frameAt(event.getX());
            if (frame >= 0 && event.getX() >= ChartsPane.PLOT_LEFT_PX) {
                model.goToFrame(frame);
            }
        });
        setOnMouseMoved(event -> tooltip.setText(describe(frameAt(event.getX()))));
    }

    /** @return the height that fits the clients' rows and the event row */
    private double wanted() {
        TimelineData data = model.dataProperty().get();
        int rows = data == null || !data.comparable() ? 1 : Math.max(1, data.clients().size());
        double lane = model.labelsProperty().get() == null || data == null ? 0 : 1 + LABEL_ROW + LEGEND_ROW;
        return 2 + MARK_ROW + 1 + rows * rowHeight(rows) + lane + 1;
    }

    private static double rowHeight(int rows) {
        return rows <= 3 ? 12 : 9;
    }

    @Override
    protected double computePrefHeight(double width) {
        return wanted();
    }

    @Override
    protected double computeMinHeight(double width) {
        return wanted();
    }

    @Override
    protected double computeMaxHeight(double width) {
        return wanted();
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            overlay.setWidth(getWidth());
            overlay.setHeight(getHeight());
            model.requestPicture((int) (getWidth() - ChartsPane.PLOT_LEFT_PX));
            draw();
        }
    }

    /** @return the frame under x, on the charts' mapping, or -1 left of the plot */
    public int frameAt(double x) {
        double plotWidth = getWidth() - ChartsPane.PLOT_LEFT_PX;
        if (plotWidth <= 0) {
            return -1;
        }
        int from = model.fromFrameProperty().get();
        int to = model.toFrameProperty().get();
        double clamped = Math.max(ChartsPane.PLOT_LEFT_PX, Math.min(getWidth() - 1, x));
        return from + (int) ((clamped - ChartsPane.PLOT_LEFT_PX) / plotWidth * (to - from + 1));
    }

    /** @return the x of a frame's middle, on the charts' mapping */
    public double xOf(int frame) {
        double plotWidth = getWidth() - ChartsPane.PLOT_LEFT_PX;
        int from = model.fromFrameProperty().get();
        int to = model.toFrameProperty().get();
        return ChartsPane.PLOT_LEFT_PX + (frame - from + 0.5) * plotWidth / (to - from + 1);
    }

    private double pxPerFrame() {
        return (getWidth() - ChartsPane.PLOT_LEFT_PX)
                / (model.toFrameProperty().get() - model.fromFrameProperty().get() + 1.0);
    }

    private void draw() {
        drawStrip();
        drawOverlay();
    }

    private Color colour(String darkHex, String lightHex) {
        return Color.web(dark.get() ? darkHex : lightHex);
    }

    private void drawStrip() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        double plotWidth = width - ChartsPane.PLOT_LEFT_PX;
        TimelineData data = model.dataProperty().get();
        int columns = (int) plotWidth;
        int from = model.fromFrameProperty().get();
        int to = Math.max(from, model.toFrameProperty().get());
        TimelinePicture picture = model.pictureProperty().get();
        boolean ready = picture != null && picture.answers(data, model.labelsProperty().get(), from, to, columns);
        if (data != null && !ready && plotWidth >= 10 && height >= 8) {
            return; // the picture for this range is being computed: the last one stays until it arrives
        }
        g.setFill(colour("#202124", "#f1f2f4"));
        g.fillRect(0, 0, width, height);
        g.setStroke(colour("#393b40", "#c9ccd1"));
        g.strokeLine(0, height - 0.5, width, height - 0.5);
        if (plotWidth < 10 || height < 8) {
            return;
        }
        g.setFont(Font.font(10));
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        g.setFill(colour("#8c8f96", "#5f636b"));
        g.fillText("events", 6, 2 + MARK_ROW / 2);
        double top = 2 + MARK_ROW + 1;
        if (data == null) {
            g.fillText("desync", 6, top + 6);
            g.fillText(model.loadingProperty().get() ? "Analysing desyncs…" : "No session",
                    ChartsPane.PLOT_LEFT_PX + 6, top + 6);
            return;
        }
        raster.reset(columns, (int) Math.ceil(height - 1));
        drawMarks(picture);
        if (!data.comparable()) {
            double laneTop = top + rowHeight(1) + 1;
            spanLabels(picture, laneTop);
            rasterImage = raster.drawOn(g, rasterImage, ChartsPane.PLOT_LEFT_PX, 0);
            g.fillText("desync", 6, top + 6);
            g.setFill(colour("#c7cad1", "#3b3f46"));
            g.fillText(data.noDataReason(), ChartsPane.PLOT_LEFT_PX + 6, top + 6);
            labelCaptions(g, picture, laneTop);
            return;
        }
        int rows = data.clients().size();
        double rowHeight = rowHeight(rows);
        int inSync = org.netreplay.viewer.common.ColumnRaster.argb(colour("#2f7d4a", "#8fd1a4"));
        int diverged = org.netreplay.viewer.common.ColumnRaster.argb(colour("#ff5c4d", "#d93025"));
        int noData = org.netreplay.viewer.common.ColumnRaster.argb(colour("#2c2e33", "#dfe1e5"));
        for (int client = 0; client < rows; client++) {
            double y = top + client * rowHeight;
            g.setFill(colour("#8c8f96", "#5f636b"));
            g.fillText("sync " + data.clients().get(client), 6, y + rowHeight / 2);
            byte[] status = picture.status().get(client);
            int rowTop = (int) Math.floor(y + 1);
            int rowBottom = (int) Math.ceil(y + rowHeight - 1) - 1;
            for (int c = 0; c < columns; c++) {
                SyncStatus kind = SyncStatus.of(status[c]);
                raster.span(c, rowTop, rowBottom,
                        kind == SyncStatus.DIVERGED ? diverged : kind == SyncStatus.IN_SYNC ? inSync : noData);
            }
        }
        double laneTop = top + rows * rowHeight + 1;
        spanLabels(picture, laneTop);
        rasterImage = raster.drawOn(g, rasterImage, ChartsPane.PLOT_LEFT_PX, 0);
        labelCaptions(g, picture, laneTop);
    }

    /** The label lane's columns, each its most notable label's colour. */
    private void spanLabels(TimelinePicture picture, double laneTop) {
        byte[] labels = picture.labels();
        if (labels == null) {
            return;
        }
        int[] colours = new int[FrameLabel.values().length];
        for (FrameLabel label : FrameLabel.values()) {
            colours[label.ordinal()] = org.netreplay.viewer.common.ColumnRaster.argb(
                    Color.web(label.colour(dark.get())));
        }
        int rowTop = (int) Math.floor(laneTop + 1);
        int rowBottom = (int) Math.ceil(laneTop + LABEL_ROW - 1) - 1;
        for (int c = 0; c < labels.length; c++) {
            raster.span(c, rowTop, rowBottom, colours[labels[c]]);
        }
    }

    /** The label lane's caption (whose states it shows) and its legend: a swatch and the words of each label. */
    private void labelCaptions(GraphicsContext g, TimelinePicture picture, double laneTop) {
        if (picture.labels() == null) {
            return;
        }
        g.setFill(colour("#8c8f96", "#5f636b"));
        g.fillText(laneCaption(picture.lane().side()), 6, laneTop + LABEL_ROW / 2);
        double y = laneTop + LABEL_ROW + LEGEND_ROW / 2;
        javafx.scene.text.Text probe = new javafx.scene.text.Text();
        probe.setFont(g.getFont());
        boolean[] present = new boolean[FrameLabel.values().length];
        for (byte code : picture.labels()) {
            present[code] = true;
        }
        double[] widths = new double[present.length];
        double all = 0;
        for (FrameLabel label : FrameLabel.values()) {
            probe.setText(label.text());
            widths[label.ordinal()] = 11 + Math.ceil(probe.getLayoutBounds().getWidth()) + 12;
            all += widths[label.ordinal()];
        }
        boolean everyLabel = all <= getWidth() - ChartsPane.PLOT_LEFT_PX; // else the ones the lane shows
        double x = ChartsPane.PLOT_LEFT_PX;
        for (FrameLabel label : FrameLabel.values()) {
            if (!everyLabel && !present[label.ordinal()]) {
                continue;
            }
            g.setFill(Color.web(label.colour(dark.get())));
            g.fillRect(x, y - 4, 8, 8);
            g.setFill(colour("#b8bbc2", "#3b3f46"));
            g.fillText(label.text(), x + 11, y);
            x += widths[label.ordinal()];
        }
    }

    /** @return the lane's caption left of the plot, e.g. {@code state c1} for client 1 */
    static String laneCaption(String side) {
        String shortName = side.startsWith("client ") ? "c" + side.substring("client ".length())
                : side.equals("server") ? "srv" : side;
        return "state " + shortName;
    }

    /**
     * One tick per pixel column and event kind present there (a 30-minute 8-player session has hundreds of thousands
     * of events: one stroke each took seconds on the FX thread); kinds later in {@link TimelineMark.Kind} are drawn
     * over earlier ones.
     */
    private void drawMarks(TimelinePicture picture) {
        TimelineMark.Kind[] kinds = TimelineMark.Kind.values();
        int[] present = picture.marks();
        for (int k = 0; k < kinds.length; k++) {
            int argb = org.netreplay.viewer.common.ColumnRaster.argb(markColour(kinds[k]));
            for (int column = 0; column < present.length; column++) {
                if ((present[column] & (1 << k)) != 0) {
                    raster.span(column, 2, 2 + (int) MARK_ROW - 1, argb);
                }
            }
        }
    }

    /** @return the tick colour of an event kind (the legend in docs/viewer.md) */
    static Color markColour(TimelineMark.Kind kind) {
        return MARK_COLOURS[kind.ordinal()];
    }

    private static final Color[] MARK_COLOURS = {Color.web("#c39bff"), Color.web("#ffb86b"), Color.web("#e6db74"),
        Color.web("#66d9ef"), Color.web("#ff7aa8"), Color.web("#6fb6ff")};

    private void drawOverlay() {
        GraphicsContext g = overlay.getGraphicsContext2D();
        g.clearRect(0, 0, overlay.getWidth(), overlay.getHeight());
        if (model.chartsZoomed() && overlay.getWidth() - ChartsPane.PLOT_LEFT_PX >= 10) {
            // the charts' shown window: a frame around it, the rest of the strip veiled
            double left = Math.floor(xOf(model.windowFromProperty().get()) - 0.5 * pxPerFrame());
            double right = Math.ceil(xOf(model.windowToProperty().get()) + 0.5 * pxPerFrame());
            g.setFill(Color.web(dark.get() ? "#000000" : "#ffffff", 0.45));
            g.fillRect(ChartsPane.PLOT_LEFT_PX, 0, Math.max(0, left - ChartsPane.PLOT_LEFT_PX), overlay.getHeight());
            g.fillRect(right, 0, Math.max(0, overlay.getWidth() - right), overlay.getHeight());
            g.setStroke(Color.web(dark.get() ? "#dfe1e5" : "#3b3f46"));
            g.setLineWidth(1);
            g.strokeRect(left + 0.5, 0.5, Math.max(1, right - left - 1), overlay.getHeight() - 1);
        }
        int frame = model.cursorFrameProperty().get();
        if (frame < model.fromFrameProperty().get() || frame > model.toFrameProperty().get()
                || overlay.getWidth() - ChartsPane.PLOT_LEFT_PX < 10) {
            return;
        }
        double x = Math.floor(xOf(frame)) + 0.5;
        g.setStroke(CURSOR);
        g.setLineWidth(1.5);
        g.strokeLine(x, 0, x, overlay.getHeight());
    }

    private String describe(int frame) {
        TimelineData data = model.dataProperty().get();
        if (frame < 0 || data == null) {
            return "Desync timeline: click to go to a frame";
        }
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "frame %d · %.1f s", frame, frame / 40.0));
        if (!data.comparable()) {
            text.append("\n").append(data.noDataReason());
        } else {
            for (int client = 0; client < data.clients().size(); client++) {
                text.append("\n").append(data.clients().get(client)).append(": ")
                        .append(data.status(client, frame).name().toLowerCase(Locale.ROOT).replace('_', ' '));
            }
        }
        double framesPerPx = (model.toFrameProperty().get() - model.fromFrameProperty().get() + 1.0)
                / Math.max(1, getWidth() - ChartsPane.PLOT_LEFT_PX);
        FrameLabels lane = model.labelsProperty().get();
        if (lane != null) {
            text.append("\n").append(lane.side()).append("'s state: ").append(lane.at(frame).text());
        }
        List<TimelineMark> near = model.marksNear(frame, (int) Math.ceil(framesPerPx * 2));
        near.forEach(mark -> text.append("\n").append(mark.frame()).append(": ").append(mark.text()));
        return text.toString();
    }
}

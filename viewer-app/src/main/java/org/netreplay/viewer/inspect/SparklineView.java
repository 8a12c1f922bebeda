package org.netreplay.viewer.inspect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import org.netreplay.viewer.charts.ReadoutPlacement;

/**
 * A field's history over the frames around the cursor: on top its title (the field and its unit) and its legend
 * (server, client, differ; under the title when both do not fit one line), then the server side in the server's
 * purple and the client side in orange, frames where they differ shaded red, the cursor frame as a vertical line,
 * the value range at the left and the first and last frames under the plot. Hovering shows a box beside the hover
 * line with that frame's values (and their difference). Draws a {@link FieldHistory}; nothing else.
 */
final class SparklineView extends Region {
    /** Least height that keeps the title, the legend, a readable plot and the frame labels, px. */
    static final double MIN_HEIGHT_PX = 130;
    private static final Color SERVER = Color.web("#c39bff");
    private static final Color CLIENT = Color.web("#ffb86b");
    private static final Color DIFFERS = Color.web("#e0584d", 0.28);
    private static final Color DIFFERS_KEY = Color.web("#e0584d");
    private static final double GUTTER = 64;
    private static final double LINE = 15;
    private static final double AXIS = 15;
    private static final Font TEXT = Font.font(11);
    private static final Font TITLE = Font.font(null, FontWeight.BOLD, 11);
    private final Canvas canvas = new Canvas();
    private FieldHistory history;
    private boolean dark = true;
    /** The frame under the pointer, or -1. */
    private int hoverIndex = -1;
    private double hoverY;
    /** The header's lines as last drawn: the title, then the legend (on the title's line when it fits). */
    private List<String> headerLines = List.of();
    /** The hover readout's lines and box as last drawn (x, y, width, height), or empty. */
    private List<String> readoutLines = List.of();
    private double[] readoutBox = new double[0];

    SparklineView() {
        getStyleClass().add("sparkline");
        setId("fieldSparkline");
        getChildren().add(canvas);
        setMinHeight(MIN_HEIGHT_PX);
        setPrefHeight(170);
        setOnMouseMoved(event -> {
            hoverIndex = indexAt(event.getX());
            hoverY = event.getY();
            draw();
        });
        setOnMouseExited(event -> {
            hoverIndex = -1;
            draw();
        });
    }

    /** Shows {@code shown} (null clears the line). */
    void show(FieldHistory shown) {
        this.history = shown;
        if (shown == null || hoverIndex >= shown.server().length) {
            hoverIndex = -1;
        }
        draw();
    }

    /** Switches the palette for the dark or light theme. */
    void setDark(boolean dark) {
        this.dark = dark;
        draw();
    }

    /** @return the header as drawn: the title's line, then the legend's when it did not fit beside the title */
    List<String> headerLines() {
        return headerLines;
    }

    /** @return the hover readout's lines as drawn (the frame, each side's value, the difference), or empty */
    List<String> readoutLines() {
        return readoutLines;
    }

    /** @return the hover readout's box as drawn, {x, y, width, height} px, or empty */
    double[] readoutBox() {
        return readoutBox.clone();
    }

    /** @return the x of frame {@code from + index}'s middle, px */
    double xOf(int index) {
        return GUTTER + (index + 0.5) * step();
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            draw();
        }
    }

    private double plotWidth() {
        return getWidth() - GUTTER - 6;
    }

    private double step() {
        return history == null ? 1 : plotWidth() / Math.max(1, history.server().length);
    }

    private int indexAt(double x) {
        if (history == null || x < GUTTER || x >= GUTTER + plotWidth()) {
            return -1;
        }
        return Math.min(history.server().length - 1, (int) ((x - GUTTER) / step()));
    }

    private Color muted() {
        return dark ? Color.web("#8c8f96") : Color.web("#5f636b");
    }

    private Color serverColour() {
        return dark ? SERVER : Color.web("#7b3fe4");
    }

    private Color clientColour() {
        return dark ? CLIENT : Color.web("#d9822b");
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        g.setFill(dark ? Color.web("#1b1c1f") : Color.web("#fbfbfc"));
        g.fillRect(0, 0, width, height);
        headerLines = List.of();
        readoutLines = List.of();
        readoutBox = new double[0];
        if (history == null || width < 40 || height < 16) {
            return;
        }
        double top = drawHeader(g, width) + 4;
        double plotWidth = plotWidth();
        double bottom = height - AXIS;
        if (plotWidth < 10 || bottom - top < 8) {
            return;
        }
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (double[] side : new double[][] {history.server(), history.client()}) {
            if (side == null) {
                continue;
            }
            for (double v : side) {
                if (!Double.isNaN(v) && !Double.isInfinite(v)) {
                    low = Math.min(low, v);
                    high = Math.max(high, v);
                }
            }
        }
        int n = history.server().length;
        double step = step();
        if (history.client() != null) {
            g.setFill(DIFFERS);
            for (int i = 0; i < n; i++) {
                double s = history.server()[i];
                double c = history.client()[i];
                if (!Double.isNaN(s) && !Double.isNaN(c) && Double.compare(s, c) != 0) {
                    g.fillRect(GUTTER + i * step, top, Math.max(1, step), bottom - top);
                }
            }
        }
        g.setFont(TEXT);
        g.setFill(muted());
        g.setTextAlign(TextAlignment.LEFT);
        if (low > high) {
            g.setTextBaseline(VPos.CENTER);
            g.fillText("no values", GUTTER, (top + bottom) / 2);
            return;
        }
        g.setTextBaseline(VPos.TOP);
        g.fillText(rangeLabel(high), 4, top);
        if (low != high) { // a constant: its one value at the top
            g.setTextBaseline(VPos.BOTTOM);
            g.fillText(rangeLabel(low), 4, bottom);
        }
        if (low == high) {
            low -= 1;
            high += 1;
        }
        double plotTop = top + 4;
        double plotHeight = bottom - 4 - plotTop;
        double span = high - low;
        double lowF = low;
        java.util.function.DoubleUnaryOperator y = v -> plotTop + plotHeight - (v - lowF) / span * plotHeight;
        line(g, history.server(), serverColour(), step, y, 2.0);
        if (history.client() != null) {
            line(g, history.client(), clientColour(), step, y, 1.2);
        }
        double cursorX = Math.floor(xOf(history.frame() - history.from())) + 0.5;
        g.setStroke(Color.rgb(150, 0, 255));
        g.setLineWidth(1);
        g.strokeLine(cursorX, top, cursorX, bottom);
        g.setFill(muted());
        g.setTextBaseline(VPos.TOP);
        g.setTextAlign(TextAlignment.LEFT);
        String first = "frame " + history.from();
        String last = Integer.toString(history.to());
        String cursor = Integer.toString(history.frame());
        g.fillText(first, GUTTER, bottom + 2);
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText(last, width - 6, bottom + 2);
        double half = widthOf(cursor, TEXT) / 2;
        boolean clear = cursorX - half > GUTTER + widthOf(first, TEXT) + 4
                && cursorX + half < width - 6 - widthOf(last, TEXT) - 4;
        if (clear) { // the cursor's frame, where it does not run into the first or the last
            g.setTextAlign(TextAlignment.CENTER);
            g.fillText(cursor, cursorX, bottom + 2);
        }
        if (hoverIndex >= 0) {
            drawReadout(g, width, height, top, bottom);
        }
    }

    /** Draws the title and the legend; @return the header's bottom, px */
    private double drawHeader(GraphicsContext g, double width) {
        String title = history.unit() == null || history.unit().isBlank() ? history.path()
                : history.path() + " (" + history.unit() + ")";
        List<String> keys = new ArrayList<>(List.of("━ server"));
        List<Color> colours = new ArrayList<>(List.of(serverColour()));
        if (history.client() != null) {
            keys.add("━ client");
            colours.add(clientColour());
            keys.add("▮ differ");
            colours.add(DIFFERS_KEY);
        }
        double[] keyWidths = keys.stream().mapToDouble(key -> widthOf(key, TEXT)).toArray();
        double legendWidth = java.util.Arrays.stream(keyWidths).sum() + 10 * (keys.size() - 1);
        boolean oneLine = widthOf(title, TITLE) + 16 + legendWidth <= width - 12;
        g.setTextBaseline(VPos.TOP);
        g.setTextAlign(TextAlignment.LEFT);
        g.setFont(TITLE);
        g.setFill(dark ? Color.web("#dfe1e5") : Color.web("#1f2328"));
        g.fillText(title, 6, 3);
        double legendY = oneLine ? 3 : 3 + LINE;
        double x = oneLine ? width - 6 - legendWidth : 6;
        g.setFont(TEXT);
        for (int i = 0; i < keys.size(); i++) {
            g.setFill(colours.get(i));
            g.fillText(keys.get(i), x, legendY);
            x += keyWidths[i] + 10;
        }
        String legend = String.join("  ", keys);
        headerLines = oneLine ? List.of(title + "  " + legend) : List.of(title, legend);
        return 3 + LINE * headerLines.size();
    }

    /** The hover line and, beside it, a box with that frame's values. */
    private void drawReadout(GraphicsContext g, double width, double height, double top, double bottom) {
        double lineX = Math.floor(xOf(hoverIndex)) + 0.5;
        g.setStroke(dark ? Color.web("#ffffff", 0.45) : Color.web("#000000", 0.35));
        g.setLineWidth(1);
        g.strokeLine(lineX, top, lineX, bottom);
        double server = history.server()[hoverIndex];
        double client = history.client() == null ? Double.NaN : history.client()[hoverIndex];
        List<String> lines = new ArrayList<>();
        List<Color> colours = new ArrayList<>();
        lines.add("frame " + (history.from() + hoverIndex));
        colours.add(dark ? Color.web("#dfe1e5") : Color.web("#1f2328"));
        String unit = history.unit() == null || history.unit().isBlank() ? "" : " " + history.unit();
        lines.add("server " + (Double.isNaN(server) ? "no state" : format(server) + unit));
        colours.add(serverColour());
        if (history.client() != null) {
            lines.add("client " + (Double.isNaN(client) ? "no state" : format(client) + unit));
            colours.add(clientColour());
            if (!Double.isNaN(server) && !Double.isNaN(client) && Double.compare(server, client) != 0) {
                lines.add("differs by " + format(client - server) + unit);
                colours.add(DIFFERS_KEY);
            }
        }
        double boxWidth = 12 + lines.stream().mapToDouble(line -> widthOf(line, TEXT)).max().orElse(0);
        double boxHeight = 6 + 14 * lines.size();
        double[] at = ReadoutPlacement.place(lineX, hoverY, boxWidth, boxHeight, GUTTER, width, height);
        double bx = Math.round(at[0]) + 0.5;
        double by = Math.round(at[1]) + 0.5;
        g.setFill(dark ? Color.web("#2b2d31") : Color.web("#ffffff"));
        g.fillRect(bx, by, boxWidth, boxHeight);
        g.setStroke(dark ? Color.web("#5a5d66") : Color.web("#b9bcc3"));
        g.strokeRect(bx, by, boxWidth, boxHeight);
        g.setFont(TEXT);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.TOP);
        for (int i = 0; i < lines.size(); i++) {
            g.setFill(colours.get(i));
            g.fillText(lines.get(i), bx + 6, by + 3 + 14 * i);
        }
        readoutLines = List.copyOf(lines);
        readoutBox = new double[] {bx, by, boxWidth, boxHeight};
    }

    private static double widthOf(String text, Font font) {
        Text probe = new Text(text);
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth();
    }

    private static void line(GraphicsContext g, double[] values, Color colour, double step,
                             java.util.function.DoubleUnaryOperator y, double width) {
        g.setStroke(colour);
        g.setLineWidth(width);
        double[] xs = new double[values.length];
        double[] ys = new double[values.length];
        int run = 0;
        for (int i = 0; i <= values.length; i++) {
            if (i == values.length || Double.isNaN(values[i])) {
                if (run == 1) {
                    g.strokeLine(xs[0] - 1, ys[0], xs[0] + 1, ys[0]);
                } else if (run > 1) {
                    g.strokePolyline(xs, ys, run);
                }
                run = 0;
                continue;
            }
            xs[run] = GUTTER + (i + 0.5) * step;
            ys[run] = y.applyAsDouble(values[i]);
            run++;
        }
    }

    /** @return a value range label that fits the gutter: no decimals from 1000, else two */
    private static String rangeLabel(double value) {
        return Math.abs(value) >= 1000 || value == Math.rint(value) ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
    }

    /**
     * @return the value in full: an integer as one, a value that is a float as the float's shortest decimal
     *         ({@link Float#toString}), any other double as {@link Double#toString}; never rounded to fewer digits
     */
    static String format(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        float asFloat = (float) value;
        return asFloat == value ? Float.toString(asFloat) : Double.toString(value);
    }
}

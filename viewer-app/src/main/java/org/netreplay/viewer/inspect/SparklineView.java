package org.netreplay.viewer.inspect;

import java.util.Locale;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * A field's history as two small lines over the frames around the cursor: the server side in the server's purple,
 * the client side in orange, frames where they differ shaded red, the cursor frame as a vertical line, the value
 * range at the left. Draws a {@link FieldHistory}; nothing else.
 */
final class SparklineView extends Region {
    private static final Color SERVER = Color.web("#c39bff");
    private static final Color CLIENT = Color.web("#ffb86b");
    private static final Color DIFFERS = Color.web("#e0584d", 0.28);
    private static final double GUTTER = 64;
    private final Canvas canvas = new Canvas();
    private FieldHistory history;
    private boolean dark = true;

    SparklineView() {
        getStyleClass().add("sparkline");
        setId("fieldSparkline");
        getChildren().add(canvas);
        setMinHeight(48);
        setPrefHeight(72);
    }

    /** Shows {@code shown} (null clears the line). */
    void show(FieldHistory shown) {
        this.history = shown;
        draw();
    }

    /** Switches the palette for the dark or light theme. */
    void setDark(boolean dark) {
        this.dark = dark;
        draw();
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            draw();
        }
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        g.setFill(dark ? Color.web("#1b1c1f") : Color.web("#fbfbfc"));
        g.fillRect(0, 0, width, height);
        double plotWidth = width - GUTTER - 6;
        if (history == null || plotWidth < 10 || height < 16) {
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
        double step = plotWidth / Math.max(1, n);
        if (history.client() != null) {
            g.setFill(DIFFERS);
            for (int i = 0; i < n; i++) {
                double s = history.server()[i];
                double c = history.client()[i];
                if (!Double.isNaN(s) && !Double.isNaN(c) && Double.compare(s, c) != 0) {
                    g.fillRect(GUTTER + i * step, 0, Math.max(1, step), height);
                }
            }
        }
        g.setFont(Font.font(10));
        g.setFill(dark ? Color.web("#8c8f96") : Color.web("#5f636b"));
        g.setTextAlign(TextAlignment.LEFT);
        if (low > high) {
            g.setTextBaseline(VPos.CENTER);
            g.fillText("no values", GUTTER, height / 2);
            return;
        }
        g.setTextBaseline(VPos.TOP);
        g.fillText(format(high), 4, 2);
        g.setTextBaseline(VPos.BOTTOM);
        g.fillText(format(low), 4, height - 2);
        if (low == high) {
            low -= 1;
            high += 1;
        }
        double top = 4;
        double plotHeight = height - 8;
        double span = high - low;
        double lowF = low;
        java.util.function.DoubleUnaryOperator y = v -> top + plotHeight - (v - lowF) / span * plotHeight;
        line(g, history.server(), dark ? SERVER : Color.web("#7b3fe4"), step, y, 2.0);
        if (history.client() != null) {
            line(g, history.client(), dark ? CLIENT : Color.web("#d9822b"), step, y, 1.2);
        }
        double cursorX = Math.floor(GUTTER + (history.frame() - history.from() + 0.5) * step) + 0.5;
        g.setStroke(Color.rgb(150, 0, 255));
        g.setLineWidth(1);
        g.strokeLine(cursorX, 0, cursorX, height);
        g.setFill(dark ? Color.web("#8c8f96") : Color.web("#5f636b"));
        g.setTextBaseline(VPos.BOTTOM);
        g.setTextAlign(TextAlignment.LEFT);
        g.fillText("frame " + history.from(), GUTTER + 2, height - 2);
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText(Integer.toString(history.to()), width - 8, height - 2);
        g.setTextBaseline(VPos.TOP);
        g.setTextAlign(TextAlignment.LEFT);
        g.fillText(Integer.toString(history.frame()), cursorX + 3, 2);
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

    private static String format(double value) {
        return Math.abs(value) >= 1000 || value == Math.rint(value) ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
    }
}

package org.netreplay.viewer.netgame;

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
 * The corrections lane: under the desync timeline, on its frame axis (same left edge and range as the timing
 * charts), one row per rebuilt client marking every dif it applied by how far it moved a player (the larger of
 * lcor and rcor): grey under 0.05 px, green under 10 px, yellow under 50, orange under 100, red from 100 px. A
 * correction no status row carried (the client's next stak carried a later one) is a shorter tick; one that
 * differs from the status row is magenta with a mark above it. A white frame marks the selected correction, the
 * purple line the cursor frame. Click selects the correction under the pointer (its frame and client); hover names
 * the corrections there. Hidden when the session is not a rebuilt netgame.
 */
public final class CorrectionLaneView extends Region {
    private static final double ROW = 12;
    private static final double TOP = 2;
    private static final Color CURSOR = Color.rgb(150, 0, 255);
    private static final Color MISMATCH = Color.web("#ff3df2");
    private static final String[] DARK = {"#5b5f68", "#5fb760", "#e6db74", "#ff9f43", "#ff5c4d"};
    private static final String[] LIGHT = {"#b8bcc4", "#2e9a47", "#b39b00", "#e07000", "#d93025"};
    private final CorrectionsViewModel model;
    private final ObservableBooleanValue dark;
    private final Canvas canvas = new Canvas();
    private final Canvas overlay = new Canvas();
    private final Tooltip tooltip = new Tooltip();

    /**
     * @param model the lane's state
     * @param dark  whether the dark theme is on (the palette)
     */
    public CorrectionLaneView(CorrectionsViewModel model, ObservableBooleanValue dark) {
        this.model = model;
        this.dark = dark;
        setId("correctionLane");
        getStyleClass().add("correction-lane");
        getChildren().addAll(canvas, overlay);
        overlay.setMouseTransparent(true);
        model.lanesProperty().addListener((obs, old, now) -> {
            showOrHide();
            requestLayout();
            draw();
        });
        model.fromFrameProperty().addListener((obs, old, now) -> draw());
        model.toFrameProperty().addListener((obs, old, now) -> draw());
        model.cursorFrameProperty().addListener((obs, old, now) -> drawOverlay());
        model.selectedProperty().addListener((obs, old, now) -> drawOverlay());
        dark.addListener((obs, old, now) -> draw());
        tooltip.setShowDelay(Duration.millis(150));
        tooltip.setId("correctionTooltip");
        Tooltip.install(this, tooltip);
        setOnMouseClicked(event -> {
            CorrectionMark c = under(event.getX(), event.getY());
            if (c != null) {
                model.choose(c);
            }
        });
        setOnMouseMoved(event -> tooltip.setText(describe(event.getX(), event.getY())));
        showOrHide();
    }

    private void showOrHide() {
        boolean any = model.hasLanes();
        setVisible(any);
        setManaged(any);
    }

    private double wanted() {
        return TOP + Math.max(1, model.lanesProperty().get().clients().size()) * ROW + 2;
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
            draw();
        }
    }

    /** @return the frame under x, on the charts' mapping */
    int frameAt(double x) {
        double plotWidth = getWidth() - ChartsPane.PLOT_LEFT_PX;
        int from = model.fromFrameProperty().get();
        int to = Math.max(from, model.toFrameProperty().get());
        double clamped = Math.max(ChartsPane.PLOT_LEFT_PX, Math.min(getWidth() - 1, x));
        return from + (int) ((clamped - ChartsPane.PLOT_LEFT_PX) / Math.max(1, plotWidth) * (to - from + 1));
    }

    /** @return the x of a frame's middle, on the charts' mapping */
    double xOf(int frame) {
        int from = model.fromFrameProperty().get();
        int to = Math.max(from, model.toFrameProperty().get());
        return ChartsPane.PLOT_LEFT_PX + (frame - from + 0.5) * (getWidth() - ChartsPane.PLOT_LEFT_PX)
                / (to - from + 1);
    }

    private double framesPerPx() {
        int from = model.fromFrameProperty().get();
        int to = Math.max(from, model.toFrameProperty().get());
        return (to - from + 1.0) / Math.max(1, getWidth() - ChartsPane.PLOT_LEFT_PX);
    }

    private int laneAt(double y) {
        int lane = (int) Math.floor((y - TOP) / ROW);
        return lane < 0 || lane >= model.lanesProperty().get().clients().size() ? -1 : lane;
    }

    private CorrectionMark under(double x, double y) {
        if (x < ChartsPane.PLOT_LEFT_PX) {
            return null;
        }
        return model.nearest(laneAt(y), frameAt(x), (int) Math.ceil(framesPerPx() * 3));
    }

    private Color colour(int band) {
        return Color.web((dark.get() ? DARK : LIGHT)[band]);
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        g.setFill(Color.web(dark.get() ? "#202124" : "#f1f2f4"));
        g.fillRect(0, 0, width, height);
        g.setStroke(Color.web(dark.get() ? "#393b40" : "#c9ccd1"));
        g.strokeLine(0, height - 0.5, width, height - 0.5);
        CorrectionLanes lanes = model.lanesProperty().get();
        double plotWidth = width - ChartsPane.PLOT_LEFT_PX;
        if (plotWidth < 10 || lanes.clients().isEmpty()) {
            drawOverlay();
            return;
        }
        g.setFont(Font.font(10));
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        int columns = (int) plotWidth;
        int from = model.fromFrameProperty().get();
        int to = Math.max(from, model.toFrameProperty().get());
        for (int lane = 0; lane < lanes.clients().size(); lane++) {
            double y = TOP + lane * ROW;
            g.setFill(Color.web(dark.get() ? "#8c8f96" : "#5f636b"));
            g.fillText("corr c" + lanes.clients().get(lane), 6, y + ROW / 2);
            int[] band = new int[columns];
            boolean[] checked = new boolean[columns];
            boolean[] mismatch = new boolean[columns];
            java.util.Arrays.fill(band, -1);
            for (CorrectionMark c : lanes.perClient().get(lane)) {
                if (c.frame() < from || c.frame() > to) {
                    continue;
                }
                int col = (int) ((long) (c.frame() - from) * columns / (to - from + 1));
                band[col] = Math.max(band[col], CorrectionLanes.band(c));
                checked[col] |= !"unchecked".equals(c.proof());
                mismatch[col] |= CorrectionLanes.mismatched(c);
            }
            for (int b = 0; b <= CorrectionLanes.BANDS.length; b++) { // larger bands drawn last, over smaller
                g.setFill(colour(b));
                for (int col = 0; col < columns; col++) {
                    if (band[col] == b && !mismatch[col]) {
                        double h = b == 0 ? 3 : checked[col] ? ROW - 2 : (ROW - 2) * 0.55;
                        g.fillRect(ChartsPane.PLOT_LEFT_PX + col, y + ROW - 1 - h, 1, h);
                    }
                }
            }
            g.setFill(MISMATCH);
            for (int col = 0; col < columns; col++) {
                if (mismatch[col]) {
                    double x = ChartsPane.PLOT_LEFT_PX + col;
                    g.fillRect(x, y + 1, 1, ROW - 2);
                    g.fillPolygon(new double[] {x - 2.5, x + 3.5, x + 0.5}, new double[] {y, y, y + 3}, 3);
                }
            }
        }
        drawOverlay();
    }

    private void drawOverlay() {
        GraphicsContext g = overlay.getGraphicsContext2D();
        g.clearRect(0, 0, overlay.getWidth(), overlay.getHeight());
        if (overlay.getWidth() - ChartsPane.PLOT_LEFT_PX < 10) {
            return;
        }
        int from = model.fromFrameProperty().get();
        int to = model.toFrameProperty().get();
        CorrectionMark chosen = model.selectedProperty().get();
        CorrectionLanes lanes = model.lanesProperty().get();
        if (chosen != null && lanes.laneOf(chosen.peer()) >= 0 && chosen.frame() >= from && chosen.frame() <= to) {
            double x = Math.floor(xOf(chosen.frame()));
            double y = TOP + lanes.laneOf(chosen.peer()) * ROW;
            g.setStroke(Color.web(dark.get() ? "#ffffff" : "#000000"));
            g.setLineWidth(1);
            g.strokeRect(x - 2.5, y + 0.5, 6, ROW - 1);
        }
        int frame = model.cursorFrameProperty().get();
        if (frame >= from && frame <= to) {
            double x = Math.floor(xOf(frame)) + 0.5;
            g.setStroke(CURSOR);
            g.setLineWidth(1.5);
            g.strokeLine(x, 0, x, overlay.getHeight());
        }
    }

    private String describe(double x, double y) {
        int lane = laneAt(y);
        CorrectionLanes lanes = model.lanesProperty().get();
        if (lane < 0 || x < ChartsPane.PLOT_LEFT_PX) {
            return "Corrections: every dif a client applied, coloured by how far it moved a player (grey < 0.05 px, "
                    + "green < 10, yellow < 50, orange < 100, red ≥ 100 px); short ticks: no status row carried it; "
                    + "magenta: differs from the status row. Click one to see what it changed; F9 / Shift+F9 next "
                    + "/ previous, with Ctrl only large ones.";
        }
        int frame = frameAt(x);
        List<CorrectionMark> near = model.near(lane, frame, (int) Math.ceil(framesPerPx() * 3));
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "client %d · frame %,d",
                lanes.clients().get(lane), frame));
        if (near.isEmpty()) {
            text.append("\nno correction here");
        }
        for (CorrectionMark c : near) {
            text.append(String.format(Locale.ROOT, "%nframe %,d: %s · dif %s · %s", c.frame(),
                    CorrectionDetail.sizes(c), RebuiltClientSide.difText(c), CorrectionDetail.proofText(c)));
            if (!c.explanation().isEmpty()) {
                text.append("\n   ").append(c.explanation().get(0));
            }
        }
        return text.toString();
    }
}

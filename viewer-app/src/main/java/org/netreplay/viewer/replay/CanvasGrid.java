package org.netreplay.viewer.replay;

import java.util.List;
import javafx.scene.Node;


/**
 * Lays the replay page's canvases out in equal cells, in the order given: one row when that shows each peer's level
 * largest, else the grid of columns × rows that does (four peers on a narrow page: 2 × 2), for the level's aspect
 * ({@link #setAspect}: width / height of what the canvases fit, square until told); each cell also holds its
 * canvas's title strip.
 */
final class CanvasGrid extends javafx.scene.layout.Pane {
    /** Space between two cells, px. */
    static final double GAP = 4;
    /** The height a canvas's title strip takes out of its cell, px (its two lines and padding). */
    static final double TITLE_PX = 36;

    private double aspect = 1;

    CanvasGrid() {
        getStyleClass().add("replay-canvases");
        setMinSize(0, 0);
    }

    /** @param widthOverHeight the aspect of what each canvas fits (the level's bounds), > 0 */
    void setAspect(double widthOverHeight) {
        if (widthOverHeight > 0 && Math.abs(widthOverHeight - aspect) > 1e-3) {
            aspect = widthOverHeight;
            requestLayout();
        }
    }

    /**
     * @param n      peers to show (≥ 1)
     * @param w      width, px
     * @param h      height, px
     * @param aspect width / height of what each cell shows
     * @return the number of columns whose cells show the level largest (the fewest columns on a tie)
     */
    static int columns(int n, double w, double h, double aspect) {
        int best = 1;
        double bestSide = -1;
        for (int c = 1; c <= n; c++) {
            int r = (n + c - 1) / c;
            double cw = (w - (c - 1) * GAP) / c;
            double ch = (h - (r - 1) * GAP) / r - TITLE_PX;
            double side = Math.min(cw, ch * aspect); // the drawn level's width
            if (side > bestSide + 0.5) {
                best = c;
                bestSide = side;
            }
        }
        return best;
    }

    @Override
    protected void layoutChildren() {
        List<Node> shown = getManagedChildren();
        int n = shown.size();
        if (n == 0) {
            return;
        }
        double w = getWidth() - snappedLeftInset() - snappedRightInset();
        double h = getHeight() - snappedTopInset() - snappedBottomInset();
        int cols = columns(n, w, h, aspect);
        int rows = (n + cols - 1) / cols;
        double cw = Math.floor((w - (cols - 1) * GAP) / cols);
        double ch = Math.floor((h - (rows - 1) * GAP) / rows);
        for (int i = 0; i < n; i++) {
            int col = i % cols;
            int row = i / cols;
            shown.get(i).resizeRelocate(snappedLeftInset() + col * (cw + GAP), snappedTopInset() + row * (ch + GAP),
                    Math.max(0, cw), Math.max(0, ch));
        }
    }

    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    @Override
    protected double computeMinHeight(double width) {
        return 0;
    }

    @Override
    protected double computePrefWidth(double height) {
        return 0;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 0;
    }
}

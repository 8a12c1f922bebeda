package org.netreplay.viewer.charts;

/**
 * Where the hover readout box goes: beside the hover line, right of it when it fits and left of it near the right
 * edge, never over the line itself; vertically just under the pointer, above it near the bottom edge, and inside
 * the area always (a box taller or wider than the area keeps its top or left edge in it). Pure arithmetic, px. The
 * timing charts and the inspector's history chart place their readouts with it.
 */
public final class ReadoutPlacement {
    /** Gap between the hover line (or the pointer) and the box, px. */
    public static final double GAP_PX = 12;

    private ReadoutPlacement() {
    }

    /**
     * @param lineX     the hover line's x, px from the area's left
     * @param pointerY  the pointer's y, px from the area's top
     * @param boxWidth  the box's width, px
     * @param boxHeight the box's height, px
     * @param left      the least x the box may take (e.g. the plot's left edge), px
     * @param width     the area's width, px
     * @param height    the area's height, px
     * @return {x, y} of the box's top left corner, px
     */
    public static double[] place(double lineX, double pointerY, double boxWidth, double boxHeight, double left,
                          double width, double height) {
        double x = lineX + GAP_PX;
        if (x + boxWidth > width) {
            double flipped = lineX - GAP_PX - boxWidth;
            // flipped when it fits left of the line; otherwise whichever side has more room
            x = flipped >= left || lineX - left > width - lineX ? flipped : x;
        }
        x = Math.max(0, Math.min(x, width - boxWidth));
        double y = pointerY + GAP_PX;
        if (y + boxHeight > height) {
            y = pointerY - GAP_PX - boxHeight;
        }
        y = Math.max(0, Math.min(y, height - boxHeight));
        return new double[] {x, Math.max(0, y)};
    }
}

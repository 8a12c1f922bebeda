package org.netreplay.viewer.charts;

/**
 * Where the stacked charts' bands sit in a view of a given height: every band shares the height equally, but never
 * gets less than {@link #MIN_BAND_PX}; when the bands do not fit, they keep that height and the view scrolls them
 * ({@code offset}, px from the first band's top). Pure arithmetic, px throughout.
 *
 * @param bands    how many charts (≥ 0)
 * @param viewport the height the bands are drawn in (the view less its frame axis), px
 * @param band     each band's height, px
 */
record ChartBands(int bands, double viewport, double band) {
    /** Least plot height of one chart, px: the value range spans this many pixels at the least. */
    static final double MIN_PLOT_PX = 90;
    /** Space above and below a band's plot, px (the band's separator line and a margin). */
    static final double PLOT_MARGIN_PX = 4;
    /** Least height of one band: its plot and the margins above and below it, px. */
    static final double MIN_BAND_PX = MIN_PLOT_PX + 2 * PLOT_MARGIN_PX;

    /**
     * @param bands    charts to stack (≥ 0)
     * @param viewport height available to them, px (negative counts as 0)
     * @return the layout: {@code viewport / bands} each, or {@link #MIN_BAND_PX} each when that is less
     */
    static ChartBands of(int bands, double viewport) {
        double height = Math.max(0, viewport);
        return new ChartBands(bands, height, bands == 0 ? 0 : Math.max(MIN_BAND_PX, height / bands));
    }

    /** @return the height of all bands, px */
    double content() {
        return bands * band;
    }

    /** @return whether the bands are taller than the viewport (the view shows a scroll bar) */
    boolean scrolls() {
        return content() > viewport + 0.5;
    }

    /** @return the largest scroll offset, px (0 when everything fits) */
    double maxOffset() {
        return Math.max(0, content() - viewport);
    }

    /** @return {@code offset} kept inside 0..{@link #maxOffset()} */
    double clamp(double offset) {
        return Math.max(0, Math.min(maxOffset(), offset));
    }

    /** @return the top of band {@code index} in the viewport at scroll {@code offset}, px (negative: above it) */
    double top(int index, double offset) {
        return index * band - offset;
    }

    /** @return the height of each band's plot (the value range's span), px */
    double plotHeight() {
        return band - 2 * PLOT_MARGIN_PX;
    }

    /** @return the first band at least partly in the viewport at scroll {@code offset}, or {@code bands} if none */
    int firstVisible(double offset) {
        if (bands == 0 || band <= 0) {
            return 0;
        }
        return (int) Math.max(0, Math.min(bands, Math.floor(offset / band)));
    }

    /** @return one past the last band at least partly in the viewport at scroll {@code offset} */
    int endVisible(double offset) {
        if (bands == 0 || band <= 0) {
            return 0;
        }
        return (int) Math.max(0, Math.min(bands, Math.ceil((offset + viewport) / band)));
    }

    /** @return the band under viewport row {@code y} at scroll {@code offset}, or -1 outside every band */
    int bandAt(double y, double offset) {
        if (band <= 0 || y < 0 || y >= viewport) {
            return -1;
        }
        int index = (int) Math.floor((y + offset) / band);
        return index < bands ? index : -1;
    }
}

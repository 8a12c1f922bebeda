package org.netreplay.viewer.charts;

import java.util.Arrays;
import org.netreplay.log.fields.NumericSeries;

/** Decimates a {@link NumericSeries} to min/max per pixel column over a frame range; NaN and infinities are skipped. */
public final class SeriesDecimator {
    private SeriesDecimator() {
    }

    /**
     * @param series    the values by frame (frames may go back on rewinds; order does not matter)
     * @param fromFrame first frame of the x range, inclusive
     * @param toFrame   last frame of the x range, inclusive (≥ fromFrame)
     * @param columns   pixel columns (≥ 1)
     * @return min and max per column
     */
    public static MinMaxColumns decimate(NumericSeries series, int fromFrame, int toFrame, int columns) {
        double[] min = new double[columns];
        double[] max = new double[columns];
        Arrays.fill(min, Double.NaN);
        Arrays.fill(max, Double.NaN);
        long span = (long) toFrame - fromFrame + 1;
        double perFrame = 1.0 / span;
        int[] frames = series.frames();
        double[] values = series.values();
        for (int i = 0; i < frames.length; i++) {
            int frame = frames[i];
            double value = values[i];
            if (frame < fromFrame || frame > toFrame || !Double.isFinite(value)) {
                continue;
            }
            // floor(offset * columns / span) without a 64-bit division per point (the FX thread decimates
            // millions of points when a whole-file series arrives): a float estimate, corrected to the exact floor
            long scaled = (frame - (long) fromFrame) * columns;
            int column = (int) (scaled * perFrame);
            if ((long) column * span > scaled) {
                column--;
            } else if ((long) (column + 1) * span <= scaled) {
                column++;
            }
            if (Double.isNaN(min[column]) || value < min[column]) {
                min[column] = value;
            }
            if (Double.isNaN(max[column]) || value > max[column]) {
                max[column] = value;
            }
        }
        return new MinMaxColumns(min, max);
    }
}

package org.netreplay.viewer.charts;

import java.util.Arrays;

/**
 * The y range of a chart band: the 1st to 99th percentile of the columns' minima and maxima, so one wild value
 * (a dsync of -622 ms while joining) does not flatten the rest; values outside are drawn at the band's edge.
 */
final class ValueRange {
    private static final double TAIL = 0.01;

    private ValueRange() {
    }

    /** @return {low, high}; low &gt; high when no column has a value */
    static double[] of(MinMaxColumns[] series) {
        int count = 0;
        for (MinMaxColumns one : series) {
            count += 2 * one.width();
        }
        double[] values = new double[count];
        int n = 0;
        for (MinMaxColumns one : series) {
            for (int c = 0; c < one.width(); c++) {
                if (!Double.isNaN(one.min()[c])) {
                    values[n++] = one.min()[c];
                    values[n++] = one.max()[c];
                }
            }
        }
        if (n == 0) {
            return new double[] {1, 0};
        }
        Arrays.sort(values, 0, n);
        double low = values[(int) Math.floor(TAIL * (n - 1))];
        double high = values[(int) Math.ceil((1 - TAIL) * (n - 1))];
        return new double[] {low, high};
    }
}

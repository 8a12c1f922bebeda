package org.netreplay.viewer.charts;

/**
 * A series decimated to one column per pixel: the smallest and largest value whose frame falls in each column
 * ({@code NaN} where a column has no point). Drawing min-to-max per column keeps every spike visible whatever the
 * series length.
 *
 * @param min smallest value per column
 * @param max largest value per column
 */
public record MinMaxColumns(double[] min, double[] max) {
    /** @return number of columns */
    public int width() {
        return min.length;
    }
}

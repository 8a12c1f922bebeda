package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.netreplay.log.fields.NumericSeries;

class SeriesDecimatorTest {

    @Test
    void eachColumnKeepsItsMinimumAndMaximumWhateverTheOrder() {
        NumericSeries series = new NumericSeries("stak.dsync", 1, new int[] {0, 1, 2, 3, 1, 9},
                new double[] {5, -2, 7, 1, 40, 3});
        MinMaxColumns columns = SeriesDecimator.decimate(series, 0, 9, 5);
        assertThat(columns.min()).containsExactly(-2, 1, Double.NaN, Double.NaN, 3);
        assertThat(columns.max()).containsExactly(40, 7, Double.NaN, Double.NaN, 3);
    }

    @Test
    void pointsOutsideTheRangeAndNonFiniteValuesAreSkipped() {
        NumericSeries series = new NumericSeries("tmst.cpu", 0, new int[] {4, 5, 6, 20},
                new double[] {Double.NaN, Double.POSITIVE_INFINITY, 2.5, 100});
        MinMaxColumns columns = SeriesDecimator.decimate(series, 5, 6, 2);
        assertThat(columns.min()).containsExactly(Double.NaN, 2.5);
        assertThat(columns.max()).containsExactly(Double.NaN, 2.5);
    }

    /** The column of every point equals the plain integer division's, over random ranges up to the int limits. */
    @Test
    void columnsEqualTheIntegerDivisionsForRandomRangesAndWidths() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(20261123);
        for (int trial = 0; trial < 3000; trial++) {
            int from = trial % 3 == 0 ? random.nextInt(-5, 5) : random.nextInt(Integer.MIN_VALUE / 2, 1_000_000);
            long maxSpan = trial % 5 == 0 ? Integer.MAX_VALUE / 2 : 200_000;
            int to = (int) Math.min(Integer.MAX_VALUE, from + random.nextLong(0, maxSpan));
            int columns = random.nextInt(1, 3000);
            int n = random.nextInt(1, 400);
            int[] frames = new int[n];
            double[] values = new double[n];
            for (int i = 0; i < n; i++) {
                frames[i] = (int) random.nextLong(from, (long) to + 1);
                values[i] = random.nextInt(-1000, 1000);
            }
            MinMaxColumns got = SeriesDecimator.decimate(new NumericSeries("f", 0, frames, values), from, to, columns);
            double[] min = new double[columns];
            double[] max = new double[columns];
            java.util.Arrays.fill(min, Double.NaN);
            java.util.Arrays.fill(max, Double.NaN);
            long span = (long) to - from + 1;
            for (int i = 0; i < n; i++) {
                int column = (int) ((frames[i] - (long) from) * columns / span);
                min[column] = Double.isNaN(min[column]) ? values[i] : Math.min(min[column], values[i]);
                max[column] = Double.isNaN(max[column]) ? values[i] : Math.max(max[column], values[i]);
            }
            assertThat(got.min()).as("trial %d: %d..%d in %d columns", trial, from, to, columns).containsExactly(min);
            assertThat(got.max()).as("trial %d", trial).containsExactly(max);
        }
    }
}

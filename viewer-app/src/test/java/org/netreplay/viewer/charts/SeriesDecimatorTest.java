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
}

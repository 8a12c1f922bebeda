package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ValueRangeTest {

    @Test
    void oneOutlierAmongManyValuesDoesNotStretchTheRange() {
        double[] values = new double[300];
        for (int i = 0; i < values.length; i++) {
            values[i] = i % 10;
        }
        values[0] = -622;
        MinMaxColumns columns = new MinMaxColumns(values.clone(), values.clone());
        double[] range = ValueRange.of(new MinMaxColumns[] {columns});
        assertThat(range[0]).isEqualTo(0);
        assertThat(range[1]).isEqualTo(9);
    }

    @Test
    void noValuesGiveAnEmptyRange() {
        double[] nan = new double[4];
        Arrays.fill(nan, Double.NaN);
        double[] range = ValueRange.of(new MinMaxColumns[] {new MinMaxColumns(nan, nan.clone())});
        assertThat(range[0]).isGreaterThan(range[1]);
    }
}

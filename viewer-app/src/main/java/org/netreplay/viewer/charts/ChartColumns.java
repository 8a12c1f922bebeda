package org.netreplay.viewer.charts;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.netreplay.log.fields.FieldSeries;
import org.netreplay.log.fields.NumericSeries;

/**
 * What the charts draw for one x range and plot width: every charted series decimated to min/max per pixel column,
 * and each band's y range. Computed off the FX thread ({@link ChartsViewModel#requestColumns}): decimating
 * millions of points and sorting the columns for the percentile range took the FX thread 100 ms and more when a
 * whole-file series arrived.
 *
 * @param source the series they were computed from (compared by identity)
 * @param from   first frame of the x range, inclusive
 * @param to     last frame of the x range, inclusive
 * @param width  plot columns, px
 * @param fields the bands, top to bottom
 * @param series each band's series (players ascending), as {@link ChartsViewModel#seriesOf} lists them
 * @param minMax the decimated columns of each series, by identity
 * @param ranges each band's {low, high} y range ({@link ValueRange}); low &gt; high when the band has no value
 */
record ChartColumns(FieldSeries source, int from, int to, int width, List<String> fields,
                    List<List<NumericSeries>> series, Map<NumericSeries, MinMaxColumns> minMax,
                    List<double[]> ranges) {

    /** @return whether these columns are for exactly this request */
    boolean answers(FieldSeries source, int from, int to, int width, List<String> fields) {
        return this.source == source && this.from == from && this.to == to && this.width == width
                && this.fields.equals(fields);
    }

    /**
     * Decimates every series of {@code fields} (a thread's interrupt cancels it between series).
     *
     * @param source the extracted series
     * @param from   first frame, inclusive
     * @param to     last frame, inclusive (≥ from)
     * @param width  plot columns (≥ 1), px
     * @param fields the bands
     * @return the columns and ranges
     * @throws CancellationException if the thread is interrupted
     */
    static ChartColumns compute(FieldSeries source, int from, int to, int width, List<String> fields) {
        List<List<NumericSeries>> bands = new ArrayList<>();
        Map<NumericSeries, MinMaxColumns> minMax = new IdentityHashMap<>();
        List<double[]> ranges = new ArrayList<>();
        for (String field : fields) {
            List<NumericSeries> series = ChartsViewModel.seriesOf(source, field);
            MinMaxColumns[] columns = new MinMaxColumns[series.size()];
            for (int i = 0; i < series.size(); i++) {
                if (Thread.currentThread().isInterrupted()) {
                    throw new CancellationException("a newer chart range was asked for");
                }
                columns[i] = SeriesDecimator.decimate(series.get(i), from, to, width);
                minMax.put(series.get(i), columns[i]);
            }
            bands.add(series);
            ranges.add(ValueRange.of(columns));
        }
        return new ChartColumns(source, from, to, width, List.copyOf(fields), List.copyOf(bands), minMax,
                List.copyOf(ranges));
    }
}

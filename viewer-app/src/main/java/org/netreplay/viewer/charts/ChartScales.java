package org.netreplay.viewer.charts;

import java.util.ArrayList;
import java.util.List;

import org.netreplay.log.fields.NumericSeries;

/** The pure arithmetic of the charts: frame-axis ticks and a series' value at a frame. */
final class ChartScales {
    private ChartScales() {
    }

    /**
     * @param from      first frame on the axis
     * @param to        last frame on the axis
     * @param plotWidth px
     * @param minGap    least px between two ticks
     * @return tick frames, multiples of 1, 2 or 5 × 10^k frames, at least {@code minGap} px apart, ascending
     */
    static List<Integer> frameTicks(int from, int to, double plotWidth, double minGap) {
        List<Integer> ticks = new ArrayList<>();
        if (to <= from || plotWidth <= 0) {
            return ticks;
        }
        double framesPerPx = (to - from + 1) / plotWidth;
        long step = 1;
        int[] mantissas = {1, 2, 5};
        outer:
        for (long power = 1; power <= 1_000_000_000L; power *= 10) {
            for (int m : mantissas) {
                step = m * power;
                if (step / framesPerPx >= minGap) {
                    break outer;
                }
            }
        }
        for (long f = ((from + step - 1) / step) * step; f <= to; f += step) {
            ticks.add((int) f);
        }
        return ticks;
    }

    /** @return the series' value at {@code frame}: its last point at or before it, or NaN if none */
    static double valueAt(NumericSeries series, int frame) {
        int[] frames = series.frames();
        int lo = 0;
        int hi = frames.length - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (frames[mid] <= frame) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found < 0 ? Double.NaN : series.values()[found];
    }
}

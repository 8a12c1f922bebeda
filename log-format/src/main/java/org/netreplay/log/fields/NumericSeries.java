package org.netreplay.log.fields;

import java.util.Arrays;
import java.util.Objects;

/**
 * One numeric series over frames: the values of one field for one player, in file order (frames are mostly
 * increasing but may go back on rewinds). Units depend on the field (see docs/log-format.md): ms for dsync, ping
 * and timers, fps for chase, bytes for sizes and bandwidth, frames for rewinds.
 *
 * @param field  field name, e.g. {@code stak.dsync} or {@code tmst.cpu}
 * @param player the player the values are about (0 = server, 1..7 clients)
 * @param frames frame of each value
 * @param values the values ({@code NaN} and infinities appear when the game printed {@code nan}/{@code inf})
 */
public record NumericSeries(String field, int player, int[] frames, double[] values) {
    public NumericSeries {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(frames, "frames");
        Objects.requireNonNull(values, "values");
        if (frames.length != values.length) {
            throw new IllegalArgumentException("frames (" + frames.length + ") and values (" + values.length
                    + ") must have the same length");
        }
    }

    /** @return number of points */
    public int size() {
        return frames.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NumericSeries s && s.field.equals(field) && s.player == player
                && Arrays.equals(s.frames, frames) && Arrays.equals(s.values, values);
    }

    @Override
    public int hashCode() {
        return Objects.hash(field, player, Arrays.hashCode(frames), Arrays.hashCode(values));
    }

    @Override
    public String toString() {
        return "NumericSeries[" + field + ", p" + player + ", " + frames.length + " points]";
    }
}

package org.netreplay.viewer.inspect;

/**
 * One field's values over the frames around the cursor, for the sparkline: {@code server[i]} and {@code client[i]}
 * are the values at frame {@code from + i} (pixels for fixed point, as {@link FieldValues#numeric}), NaN where that
 * side has no state. Immutable by convention (the arrays are not copied; nobody writes them after making).
 *
 * @param path   the field, e.g. {@code syn[2].x}
 * @param unit   its unit as shown, e.g. {@code px}
 * @param frame  the cursor frame
 * @param from   the first frame of the arrays
 * @param server server values, one per frame
 * @param client client values, one per frame, or null without a client
 */
public record FieldHistory(String path, String unit, int frame, int from, double[] server, double[] client) {
    /** @return the last frame of the arrays */
    public int to() {
        return from + server.length - 1;
    }

    /** @return the frames in {@link #from()}..{@link #to()} where both sides have a value and they differ */
    public int differingFrames() {
        if (client == null) {
            return 0;
        }
        int count = 0;
        for (int i = 0; i < server.length; i++) {
            if (!Double.isNaN(server[i]) && !Double.isNaN(client[i])
                    && Double.doubleToLongBits(server[i]) != Double.doubleToLongBits(client[i])) {
                count++;
            }
        }
        return count;
    }
}

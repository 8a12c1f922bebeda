package org.netreplay.replay.sim;

/**
 * Q24.8 fixed-point helpers: a position or velocity is an {@code int} in px/256 (256 = one pixel); products and
 * squares use {@code long} intermediates. Replaces the floats of the real game, as the game's author once did
 * for lockstep (docs/simulator.md §7.1).
 */
public final class Fixed {
    /** Bits after the binary point. */
    public static final int SHIFT = 8;
    /** One pixel in px/256. */
    public static final int ONE = 1 << SHIFT;

    private Fixed() {
    }

    /** @return whole pixels (floor) of a px/256 value */
    public static int toPx(int fixed) {
        return fixed >> SHIFT;
    }

    /** @return the px/256 value of whole pixels {@code px} */
    public static int fromPx(int px) {
        return px << SHIFT;
    }

    /**
     * Integer square root (floor) by bit-by-bit Newton-free digit extraction: exact and platform independent.
     *
     * @param value a non-negative number
     * @return the largest {@code r} with {@code r*r <= value}; 0 for negative input
     */
    public static int isqrt(long value) {
        if (value <= 0) {
            return 0;
        }
        long rest = value;
        long root = 0;
        long bit = 1L << 62;
        while (bit > rest) {
            bit >>>= 2;
        }
        while (bit != 0) {
            if (rest >= root + bit) {
                rest -= root + bit;
                root = (root >>> 1) + bit;
            } else {
                root >>>= 1;
            }
            bit >>>= 2;
        }
        return (int) root;
    }
}

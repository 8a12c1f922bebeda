package org.netreplay.pmnet.netcode;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * C's {@code printf("%.Nf")} of a double, digit for digit: the exact binary value rounded to N decimals, ties to
 * even (glibc), no padding. Java's {@code String.format} rounds ties away from zero, which differs on exact ties
 * such as 0.25 at one decimal.
 */
public final class CFixed {
    private CFixed() {
    }

    /**
     * @param v        the value (finite)
     * @param decimals digits after the point
     * @return the text C prints, e.g. "-0.0" for a negative value that rounds to zero
     */
    public static String format(double v, int decimals) {
        if (Double.isNaN(v)) {
            return "-nan";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        String s = new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).abs().toPlainString();
        return (v < 0 || (v == 0 && 1 / v < 0)) ? "-" + s : s;
    }
}

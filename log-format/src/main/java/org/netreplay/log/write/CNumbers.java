package org.netreplay.log.write;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * C's {@code printf("%W.Pf", v)} as glibc prints it: the exact binary value rounded half-to-even to P decimals (Java's
 * {@code Formatter} rounds half-up, which differs on exact ties such as 0.5 or 2.25), right-aligned in W columns,
 * {@code -0.0} kept as "-0". NaN and infinities print as glibc does ({@code nan}, {@code -nan}, {@code inf}).
 */
final class CNumbers {
    private CNumbers() {
    }

    static String fixed(double v, int width, int decimals) {
        String s;
        if (Double.isNaN(v)) {
            s = (Double.doubleToRawLongBits(v) < 0 ? "-" : "") + "nan";
        } else if (Double.isInfinite(v)) {
            s = v > 0 ? "inf" : "-inf";
        } else {
            s = new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
            if ((v < 0 || (v == 0 && 1 / v < 0)) && !s.startsWith("-")) {
                s = "-" + s;
            }
        }
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }
}

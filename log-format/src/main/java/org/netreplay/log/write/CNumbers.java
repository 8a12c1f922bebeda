package org.netreplay.log.write;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * C's {@code printf("%W.Pf", v)} as glibc prints it: the exact binary value rounded half-to-even to P decimals (Java's
 * {@code Formatter} rounds half-up, which differs on exact ties such as 0.5 or 2.25), right-aligned in W columns,
 * {@code -0.0} kept as "-0". NaN and infinities print as glibc does ({@code nan}, {@code -nan}, {@code inf}).
 */
public final class CNumbers {
    private CNumbers() {
    }

    /**
     * @param v        the value
     * @param width    columns, right-aligned (W of {@code %W.Pf})
     * @param decimals digits after the point (P)
     * @return the text glibc's {@code printf("%W.Pf", v)} prints
     */
    public static String fixed(double v, int width, int decimals) {
        String s = fast(v, decimals);
        if (s != null) {
            return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
        }
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

    private static final double[] POW10 = {1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8};

    /**
     * Fast path: when {@code v × 10^decimals} is small and clearly not near a rounding tie, the rounded value is the
     * same as the exact decimal expansion's (the product's relative error is below 2^-52, far smaller than the
     * distance to the tie), so it is formatted from a long; otherwise {@link BigDecimal} decides exactly.
     */
    private static String fast(double v, int decimals) {
        if (decimals >= POW10.length || Double.isNaN(v) || Double.isInfinite(v)) {
            return null;
        }
        double x = Math.abs(v) * POW10[decimals];
        if (x >= 1e12) {
            return null;
        }
        double fl = Math.floor(x);
        double frac = x - fl;
        if (Math.abs(frac - 0.5) < 1e-3) {
            return null;
        }
        long r = (long) fl + (frac > 0.5 ? 1 : 0);
        StringBuilder sb = new StringBuilder(24);
        if (v < 0 || (v == 0 && 1 / v < 0)) {
            sb.append('-');
        }
        String digits = Long.toString(r);
        if (decimals == 0) {
            return sb.append(digits).toString();
        }
        if (digits.length() <= decimals) {
            sb.append("0.");
            for (int i = digits.length(); i < decimals; i++) {
                sb.append('0');
            }
            return sb.append(digits).toString();
        }
        int point = digits.length() - decimals;
        return sb.append(digits, 0, point).append('.').append(digits, point, digits.length()).toString();
    }

    /**
     * @param v     the value
     * @param width columns, right-aligned
     * @return the text of C's {@code printf("%Wd", v)}
     */
    public static String integer(int v, int width) {
        String s = Integer.toString(v);
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }
}

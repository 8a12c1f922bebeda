package org.netreplay.sim.auth;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** C's {@code %W.Pf} as glibc prints it (exact binary value, round half to even, right-aligned in W columns). */
final class CFmt {
    private CFmt() {
    }

    static String f(double v, int width, int decimals) {
        String s;
        if (Double.isNaN(v)) {
            s = "nan";
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

    /** {@code %4d}: right-aligned in 4 columns. */
    static String d4(int v) {
        String s = Integer.toString(v);
        return s.length() >= 4 ? s : " ".repeat(4 - s.length()) + s;
    }
}

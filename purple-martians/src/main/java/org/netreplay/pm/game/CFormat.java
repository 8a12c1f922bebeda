package org.netreplay.pm.game;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** C's {@code printf("%.9g", (double) f)}, as the golden dumps and {@link TraceWriter} print floats (round-trips exactly). */
public final class CFormat {
    private CFormat() {
    }

    /** @return {@code v} as C prints it with {@code %.9g} */
    public static String g9(float v) {
        if (v == 0f) {
            return (1 / v < 0) ? "-0" : "0";
        }
        if (Float.isNaN(v)) {
            return "nan";
        }
        if (Float.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        BigDecimal d = new BigDecimal((double) v).round(new MathContext(9, RoundingMode.HALF_EVEN));
        int exp = d.precision() - d.scale() - 1;
        if (exp < -4 || exp >= 9) {
            String m = d.movePointLeft(exp).stripTrailingZeros().toPlainString();
            return m + "e" + (exp < 0 ? "-" : "+") + String.format("%02d", Math.abs(exp));
        }
        String s = d.toPlainString();
        if (s.contains(".")) {
            s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return s;
    }
}

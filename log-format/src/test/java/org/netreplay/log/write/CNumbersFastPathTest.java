package org.netreplay.log.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** The fast path of {@link CNumbers#fixed} gives exactly what the exact decimal expansion gives (glibc's %W.Pf). */
class CNumbersFastPathTest {
    private static String exact(double v, int width, int decimals) {
        String s = new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
        if ((v < 0 || (v == 0 && 1 / v < 0)) && !s.startsWith("-")) {
            s = "-" + s;
        }
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }

    @Test
    void agreesWithTheExactExpansionOnRandomAndTieValues() {
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 200_000; i++) {
            int decimals = r.nextInt(7);
            double scale = Math.pow(10, r.nextInt(-3, 9));
            double v = (r.nextDouble() * 2 - 1) * scale;
            if (i % 5 == 0) {
                v = Math.round(v * Math.pow(10, decimals + 1)) / Math.pow(10, decimals + 1);
            }
            if (i % 7 == 0) {
                v = (float) v;
            }
            assertThat(CNumbers.fixed(v, 5, decimals)).as(v + " %." + decimals + "f")
                    .isEqualTo(exact(v, 5, decimals));
        }
        for (double v : new double[] {0.5, 1.5, 2.5, -0.5, 0.125, 0.375, 2.25, -0.04, -0.0, 0.0, 1e15, -1e13}) {
            for (int d = 0; d <= 6; d++) {
                assertThat(CNumbers.fixed(v, 3, d)).as(v + " %." + d + "f").isEqualTo(exact(v, 3, d));
            }
        }
    }
}

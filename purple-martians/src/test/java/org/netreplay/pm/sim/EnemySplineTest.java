package org.netreplay.pm.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/**
 * {@link EnemySpline} against Allegro's own float spline compiled with gcc for x86-64 (SSE, no contraction): 60
 * random vinepod-sized splines, every output point compared through a hash of its bits, the last point directly.
 */
class EnemySplineTest {
    @Test
    void splineGivesAllegroBits() throws IOException {
        int n = 0;
        try (InputStream in = EnemySplineTest.class.getResourceAsStream("spline-allegro.txt");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("#")) {
                    continue;
                }
                String[] t = line.trim().split(" ");
                int np = Integer.parseInt(t[0]);
                float[] pts = new float[8];
                for (int i = 0; i < 8; i++) {
                    pts[i] = Float.intBitsToFloat(Integer.parseUnsignedInt(t[1 + i], 16));
                }
                float[] dest = new float[1000];
                EnemySpline.calculateSpline(dest, pts, np);
                assertEquals(t[9], String.format("%08x", Float.floatToRawIntBits(dest[2 * np - 2])), "last x, np " + np);
                assertEquals(t[10], String.format("%08x", Float.floatToRawIntBits(dest[2 * np - 1])), "last y, np " + np);
                int h = 0;
                for (int i = 0; i < 2 * np; i++) {
                    h = h * 31 + Float.floatToRawIntBits(dest[i]);
                }
                assertEquals(t[11], String.format("%08x", h), "all points, np " + np);
                n++;
            }
        }
        assertTrue(n == 60, "fixture has " + n + " rows");
    }
}

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
 * {@link PmMath#sinf} and {@link PmMath#cosf} against the real glibc 2.36 (the library the golden dumps were made
 * with): 4,000 inputs and results as bits, written by a C program linked with that libm.
 */
class GlibcSinfTest {
    @Test
    void sinfAndCosfGiveGlibcBits() throws IOException {
        int n = 0;
        int roundedDoubleDiffers = 0;
        try (InputStream in = GlibcSinfTest.class.getResourceAsStream("sincosf-glibc236.txt");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("#")) {
                    continue;
                }
                String[] t = line.trim().split(" ");
                float x = Float.intBitsToFloat(Integer.parseUnsignedInt(t[0], 16));
                int sin = Integer.parseUnsignedInt(t[1], 16);
                int cos = Integer.parseUnsignedInt(t[2], 16);
                assertEquals(Integer.toHexString(sin), Integer.toHexString(Float.floatToRawIntBits(PmMath.sinf(x))),
                        "sinf(" + x + ")");
                assertEquals(Integer.toHexString(cos), Integer.toHexString(Float.floatToRawIntBits(PmMath.cosf(x))),
                        "cosf(" + x + ")");
                if (Float.floatToRawIntBits((float) StrictMath.sin(x)) != sin) {
                    roundedDoubleDiffers++;
                }
                n++;
            }
        }
        assertTrue(n >= 4000, "fixture has " + n + " rows");
        assertTrue(roundedDoubleDiffers > 0, "the fixture should hold inputs where the rounded double sine is wrong");
    }
}

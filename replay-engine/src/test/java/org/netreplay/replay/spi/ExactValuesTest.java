package org.netreplay.replay.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExactValuesTest {
    /** Bits and the text JDK 25's Float.toString (Giulietti's shortest decimal) prints for them. */
    @ParameterizedTest
    @CsvSource({
            "0x5d81883b, 1.1667219E18", // JDK 17's Float.toString: 1.16672189E18
            "0xd522ea03, -1.1195372E13", // JDK 17: -1.11953723E13
            "0x4ee82d21, 1.9476358E9",
            "0x4d79d0c4, 2.6195053E8", // JDK 17: 2.61950528E8
            "0xd1acfff3, -9.287856E10",
            "0x4cebc2a0, 1.2360627E8",
            "0x4484c000, 1062.0",
            "0x4484c001, 1062.0001",
            "0x00000001, 1.4E-45",
            "0x80000000, -0.0",
            "0x7f7fffff, 3.4028235E38",
            "0x00800000, 1.1754944E-38",
            "0x447af3d7, 1003.81",
            "0x447af3d8, 1003.81006"})
    void decimalIsWhatJdk25Prints(String hex, String expected) {
        float value = Float.intBitsToFloat(Integer.parseUnsignedInt(hex.substring(2), 16));
        assertEquals(expected, ExactValues.decimal(value));
    }

    @Test
    void oneUlpApartNeverPrintsTheSame() {
        assertEquals("1062.0001", ExactValues.decimal(1062.000122f));
        assertEquals("1.4E-45", ExactValues.decimal(2.0E-45f)); // rounds to the smallest subnormal
        assertNotEquals(ExactValues.decimal(1003.93f), ExactValues.decimal(Math.nextUp(1003.93f)));
        assertEquals("0x4484c000", ExactValues.floatBits(1062f));
        assertEquals("0x4484c001", ExactValues.floatBits(1062.000122f));
    }

    /**
     * A second, simple oracle: the text reads back to the same bits, and no decimal with fewer significant digits
     * (the exact value rounded to fewer digits, the nearest candidate of each length, and its neighbours) does.
     */
    @Test
    void decimalIsShortestAndRoundTripsOnRandomFloats() {
        SplittableRandom random = new SplittableRandom(2511);
        for (int i = 0; i < 20_000; i++) {
            float value = Float.intBitsToFloat(random.nextInt());
            if (!Float.isFinite(value) || value == 0) {
                continue;
            }
            String text = ExactValues.decimal(value);
            assertEquals(Float.floatToRawIntBits(value), Float.floatToRawIntBits(Float.parseFloat(text)), text);
            int digits = significantDigits(text);
            BigDecimal exact = new BigDecimal(value);
            for (int n = 1; n < digits; n++) {
                BigDecimal nearest = exact.round(new MathContext(n, RoundingMode.HALF_EVEN));
                BigDecimal step = BigDecimal.ONE.movePointLeft(n - 1 - (nearest.precision() - nearest.scale() - 1));
                for (BigDecimal candidate : new BigDecimal[] {nearest, nearest.add(step), nearest.subtract(step)}) {
                    if (candidate.signum() != 0) {
                        assertNotEquals(value, candidate.floatValue(), text + " has a shorter form " + candidate);
                    }
                }
            }
        }
    }

    private static int significantDigits(String text) {
        String mantissa = text.replace("-", "").split("E")[0];
        BigDecimal m = new BigDecimal(mantissa).stripTrailingZeros();
        return Math.max(2, m.precision()); // Java's form always has a digit after the point: 1.0E23 is two
    }

    @Test
    void ulpsCountTheFloatsBetween() {
        assertEquals(0, ExactValues.ulps(1062f, 1062f));
        assertEquals(1, ExactValues.ulps(1062f, 1062.000122f));
        assertEquals(1, ExactValues.ulps(-0.0f, 0.0f));
        assertEquals(3, ExactValues.ulps(-Float.MIN_VALUE, Float.MIN_VALUE)); // −min, −0, +0, +min
        assertEquals(1, ExactValues.ulps(Float.MAX_VALUE, Float.POSITIVE_INFINITY));
        assertEquals(8, ExactValues.ulps(1f, 1f + 8 * Math.ulp(1f)));
    }

    @Test
    void fixedPointIsExact() {
        assertEquals("897", ExactValues.fixedPoint(229632));
        assertEquals("897.00390625", ExactValues.fixedPoint(229633));
        assertEquals("-0.5", ExactValues.fixedPoint(-128));
        assertEquals("0", ExactValues.fixedPoint(0));
    }

    private static final StateField FLOAT_X = new StateField("Ef", 3, "x", "px", 0, 4, FieldType.FLOAT,
            ValueNames.NONE);
    private static final StateField FIXED_X = new StateField("player", 1, "x", "px/256", 0, 4);
    private static final StateField COUNT = new StateField("player", 1, "lives", "count", 0, 4);
    private static final StateField TYPE = new StateField("Ei", 0, "type", "type", 0, 4, FieldType.INT,
            ValueNames.enumeration(Map.of(3L, "archwagon")));
    private static final StateField TILE = new StateField("l", 0, "tile", "tile+flags", 0, 4, FieldType.INT,
            ValueNames.flags(Map.of(1L << 16, "SOLID_PLAYER", 1L << 17, "SOLID_ENEMY")));
    private static final StateField BYTE = new StateField("world", 0, "b", "int", 0, 1);

    @Test
    void textNamesIntegersAndKeepsTheNumber() {
        assertEquals("1062.0001", ExactValues.text(FLOAT_X, 0x4484c001L));
        assertEquals("897.00390625", ExactValues.text(FIXED_X, 229633));
        assertEquals("3 archwagon", ExactValues.text(TYPE, 3));
        assertEquals("4", ExactValues.text(TYPE, 4));
        assertEquals("tile 12 · 0x30000 SOLID_PLAYER|SOLID_ENEMY", ExactValues.text(TILE, 0x3000CL));
        assertEquals("tile 12 · 0x40000", ExactValues.text(TILE, 0x4000CL)); // no name: the bits alone
        assertEquals("tile 12 · 0x50000 SOLID_PLAYER +0x40000", ExactValues.text(TILE, 0x5000CL));
        assertEquals("tile 7", ExactValues.text(TILE, 7));
        assertEquals("-3", ExactValues.text(COUNT, -3));
        assertEquals("NaN 0x7fc00000", ExactValues.text(FLOAT_X, 0x7fc00000L));
        assertEquals("NaN 0x7fc00001", ExactValues.text(FLOAT_X, 0x7fc00001L)); // another NaN reads differently
    }

    @Test
    void bitsAtTheFieldsSize() {
        assertEquals("0x4484c001", ExactValues.bits(FLOAT_X, 0x4484c001L));
        assertEquals("0xffffffff", ExactValues.bits(COUNT, -1));
        assertEquals("0xff", ExactValues.bits(BYTE, -1));
    }

    @Test
    void differenceSaysHowFarAndWhichWay() {
        assertEquals("+1 ulp", ExactValues.difference(FLOAT_X, 0x4484c000L, 0x4484c001L));
        assertEquals("−2 ulps", ExactValues.difference(FLOAT_X, 0x4484c002L, 0x4484c000L));
        assertEquals("+1 ulp", ExactValues.difference(FLOAT_X, 0x80000000L, 0L)); // −0 → +0
        assertEquals("+0.00390625", ExactValues.difference(FIXED_X, 229632, 229633));
        assertEquals("−2", ExactValues.difference(COUNT, 5, 3));
        assertEquals("^0x20000", ExactValues.difference(TILE, 0x1000CL, 0x3000CL));
        assertEquals("", ExactValues.difference(COUNT, 5, 5));
        assertTrue(ExactValues.difference(FLOAT_X, 0x7fc00000L, 0x4484c000L).endsWith("ulps"));
    }
}

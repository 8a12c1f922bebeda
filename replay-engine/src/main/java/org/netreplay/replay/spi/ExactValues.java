package org.netreplay.replay.spi;

import com.fasterxml.jackson.core.io.NumberOutput;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * A state field's value as exact text, the same in the viewer, the reports and the CLI: two different values never
 * print the same. Floats print as the shortest decimal that reads back to the same bits (Giulietti's Schubfach, the
 * algorithm of {@code Float.toString} from JDK 19; JDK 17's {@code Float.toString} sometimes prints a digit more,
 * {@code 1.23456792E8} for {@code 1.2345679E8}), with their IEEE-754 bits in hex and the distance in ulps on demand;
 * Q24.8 fixed point ({@code px/256}) prints its exact decimal ({@code 229633} is {@code 897.00390625}); integers
 * with names print the number and the name ({@code 3 archwagon}, {@code 0x30000 SOLID_PLAYER|SOLID_ENEMY}).
 * Stateless.
 */
public final class ExactValues {
    /** The unit of Q24.8 fixed-point pixels: the raw integer is 256 × the value. */
    public static final String FIXED_POINT_UNIT = "px/256";
    /** The unit of a Purple Martians tile word: the tile number in the low 11 bits, flags above (docs/formats.md). */
    public static final String TILE_UNIT = "tile+flags";
    /** Low bits of a tile word holding the tile number. */
    public static final long TILE_NUMBER_MASK = 0x7FF;

    private ExactValues() {
    }

    /**
     * @return the shortest decimal that reads back ({@link Float#parseFloat}) to {@code value}'s bits, closest to the
     *         exact value among the shortest, in Java's form: {@code 1062.0001}, {@code 1.0E-5}, {@code -0.0},
     *         {@code NaN}
     */
    public static String decimal(float value) {
        return NumberOutput.toString(value, true);
    }

    /** @return a float's IEEE-754 bits as 8 hex digits, e.g. {@code 0x44849001} */
    public static String floatBits(float value) {
        return String.format(Locale.ROOT, "0x%08x", Float.floatToRawIntBits(value));
    }

    /**
     * @return how many floats lie from {@code a} to {@code b}: 0 for the same bits, 1 for neighbours
     *         ({@code 1062.0} and {@code 1062.0001}); {@code +0.0} and {@code -0.0} are 1 apart; NaN counts by its bits
     */
    public static long ulps(float a, float b) {
        return Math.abs(ordered(Float.floatToRawIntBits(a)) - ordered(Float.floatToRawIntBits(b)));
    }

    /** @return the float bits mapped so that integer order is float order (−0 just below +0) */
    private static long ordered(int bits) {
        return bits < 0 ? -1L - (bits & 0x7FFFFFFFL) : bits;
    }

    /** @return Q24.8 fixed point {@code raw} as its exact decimal, e.g. {@code 229633} → {@code 897.00390625} */
    public static String fixedPoint(long raw) {
        return BigDecimal.valueOf(raw).divide(BigDecimal.valueOf(256)).stripTrailingZeros().toPlainString();
    }

    /**
     * @param field a field of the schema
     * @param raw   its raw bits ({@link StateField#raw}); not for {@link FieldType#CHARS}
     * @return the value without its unit: a float's shortest decimal (a NaN with its bits: {@code NaN
     *         0x7fc00001}), fixed point's exact decimal, an enumeration's number and name ({@code 3 archwagon}), flags
     *         in hex with their names ({@code 0x30000 SOLID_PLAYER|SOLID_ENEMY}, unnamed bits as {@code +0x4}), a
     *         tile word as its number and flags ({@code tile 12 · 0x10000 SOLID_PLAYER}), a boolean as
     *         {@code yes}/{@code no} (other values as numbers), bit sets in hex, other integers in decimal
     */
    public static String text(StateField field, long raw) {
        if (field.type() == FieldType.FLOAT) {
            float value = Float.intBitsToFloat((int) raw);
            return Float.isNaN(value) ? "NaN " + floatBits(value) : decimal(value); // NaNs differ by their bits
        }
        String unit = field.unit();
        if (unit.equals(FIXED_POINT_UNIT)) {
            return fixedPoint(raw);
        }
        ValueNames names = field.names();
        if (unit.equals(TILE_UNIT)) {
            long flags = raw & ~TILE_NUMBER_MASK;
            String named = flags == 0 ? null : names.describe(flags);
            return "tile " + (raw & TILE_NUMBER_MASK) + (flags == 0 ? "" : " · " + flagsText(names, flags, named));
        }
        String name = names.describe(raw);
        if (names.isFlags()) {
            return flagsText(names, raw, name);
        }
        if (name != null) {
            return raw + " " + name;
        }
        if (unit.equals("bool") && (raw == 0 || raw == 1)) {
            return raw == 0 ? "no" : "yes";
        }
        if (unit.equals("bits") || unit.equals("flag")) {
            return raw == 0 ? "0" : hex(raw);
        }
        return Long.toString(raw);
    }

    private static String flagsText(ValueNames names, long raw, String named) {
        if (raw == 0) {
            return "0";
        }
        long unnamed = raw & ~names.namedBits();
        return hex(raw) + (named == null ? "" : " " + named) + (unnamed == 0 || named == null ? ""
                : " +" + hex(unnamed));
    }

    private static String hex(long raw) {
        return raw < 0 ? String.format(Locale.ROOT, "0x%x", raw & 0xFFFFFFFFL) : String.format(Locale.ROOT, "0x%x",
                raw);
    }

    /**
     * @return the unit of {@link #text}: {@code px} for fixed-point pixels, blank for units the text already says
     *         (booleans, tiles, bit sets, types, enumerations, plain numbers, char arrays), else the schema's unit
     */
    public static String unit(StateField field) {
        return switch (field.unit()) {
            case FIXED_POINT_UNIT -> "px";
            case "bool", TILE_UNIT, "bits", "flag", "type", "enum", "int", "float" -> "";
            default -> field.unit().startsWith("char[") ? "" : field.unit();
        };
    }

    /**
     * @return the field's raw bits in hex at its size, e.g. {@code 0x44849001} for a float, {@code 0x000382a1} for a
     *         4-byte integer, {@code 0xff} for a byte; for a char array its first 8 bytes little-endian
     */
    public static String bits(StateField field, long raw) {
        int bytes = Math.min(field.byteSize(), 8);
        long mask = bytes >= 8 ? -1L : (1L << (8 * bytes)) - 1;
        return String.format(Locale.ROOT, "0x%0" + (2 * bytes) + "x", raw & mask);
    }

    /**
     * @return how {@code b} differs from {@code a}: for floats the ulps between them ({@code 1 ulp}, {@code 3 ulps},
     *         with a sign: {@code +1 ulp} when b is larger) and the decimal difference, for fixed point the exact
     *         pixel difference ({@code +0.00390625}), for other integers the difference ({@code −2}), for flags the
     *         bits that changed ({@code ^0x4}); "" when they are equal or for char arrays
     */
    public static String difference(StateField field, long a, long b) {
        if (a == b || field.type() == FieldType.CHARS) {
            return "";
        }
        if (field.type() == FieldType.FLOAT) {
            float fa = Float.intBitsToFloat((int) a);
            float fb = Float.intBitsToFloat((int) b);
            long ulps = ulps(fa, fb);
            long from = ordered((int) a);
            long to = ordered((int) b);
            String sign = Float.isNaN(fa) || Float.isNaN(fb) ? "" : to > from ? "+" : "−";
            return sign + ulps + (ulps == 1 ? " ulp" : " ulps");
        }
        if (field.unit().equals(FIXED_POINT_UNIT)) {
            return signed(b - a, fixedPoint(Math.abs(b - a)));
        }
        if (field.names().isFlags() || field.unit().equals(TILE_UNIT) || field.unit().equals("bits")
                || field.unit().equals("flag")) {
            return "^" + hex(a ^ b);
        }
        return signed(b - a, Long.toString(Math.abs(b - a)));
    }

    private static String signed(long delta, String magnitude) {
        return (delta > 0 ? "+" : "−") + magnitude;
    }
}

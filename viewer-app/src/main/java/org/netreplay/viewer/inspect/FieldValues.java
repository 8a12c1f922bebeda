package org.netreplay.viewer.inspect;

import java.util.Locale;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;

/**
 * A state field's value as a person reads it in the inspector, using the schema's unit and value names: Q24.8
 * fixed point ({@code px/256}) as pixels, float pixels with two decimals, flags by name ({@code SOLID_PLAYER|LADDER_MOVE}),
 * enumerations by name ({@code 3 archwagon}), the game's tile word as its tile number (low 11 bits, docs/formats.md
 * docs/formats.md §5.3 {@code PM_BTILE_TILENUM_MASK}) and its flags, bit sets in hex, booleans as yes/no. Stateless.
 */
public final class FieldValues {
    /** Low bits of a Purple Martians tile word holding the tile number (docs/formats.md §5.3). */
    static final long TILE_NUMBER_MASK = 0x7FF;

    private FieldValues() {
    }

    /** @return {@code field}'s value in {@code state} as shown in a value column (without the unit) */
    public static String text(StateField field, byte[] state) {
        if (field.type() == FieldType.CHARS) {
            return field.format(state);
        }
        long raw = field.raw(state);
        if (field.type() == FieldType.FLOAT) {
            return number(Float.intBitsToFloat((int) raw));
        }
        String unit = field.unit();
        if (unit.equals("px/256")) {
            return number(raw / 256.0);
        }
        if (unit.equals("tile+flags")) {
            String flags = field.names().describe(raw & ~TILE_NUMBER_MASK);
            return "tile " + (raw & TILE_NUMBER_MASK) + (flags == null ? "" : " · " + flags);
        }
        String name = field.names().describe(raw);
        if (name != null) {
            return raw + " " + name;
        }
        if (unit.equals("bool")) {
            return raw == 0 ? "no" : raw == 1 ? "yes" : Long.toString(raw);
        }
        if (unit.equals("bits") || unit.equals("flag")) {
            return raw == 0 ? "0" : String.format(Locale.ROOT, "0x%x", raw);
        }
        return Long.toString(raw);
    }

    /** @return the unit as shown: {@code px} for fixed-point pixels, blank for units the value already says */
    public static String unit(StateField field) {
        return switch (field.unit()) {
            case "px/256" -> "px";
            case "bool", "tile+flags", "bits", "type", "enum", "int", "float" -> "";
            default -> field.unit().startsWith("char[") ? "" : field.unit();
        };
    }

    /**
     * @return the value as a number for a sparkline (pixels for fixed point, the float, the integer), or NaN for a
     *         char array
     */
    public static double numeric(StateField field, byte[] state) {
        if (field.type() == FieldType.CHARS) {
            return Double.NaN;
        }
        long raw = field.raw(state);
        if (field.type() == FieldType.FLOAT) {
            return Float.intBitsToFloat((int) raw);
        }
        return field.unit().equals("px/256") ? raw / 256.0 : raw;
    }

    /** @return true if the field's bytes are equal in both states (a float compares by its bits) */
    public static boolean same(StateField field, byte[] a, byte[] b) {
        return java.util.Arrays.equals(a, field.byteOffset(), field.byteOffset() + field.byteSize(),
                b, field.byteOffset(), field.byteOffset() + field.byteSize());
    }

    private static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e12) {
            return Long.toString((long) value);
        }
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return Double.toString(value);
        }
        String text = String.format(Locale.ROOT, "%.2f", value);
        return text.equals("0.00") || text.equals("-0.00") ? String.format(Locale.ROOT, "%.3g", value) : text;
    }
}

package org.netreplay.viewer.inspect;

import org.netreplay.replay.spi.ExactValues;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;

/**
 * A state field's value as the inspector shows it, exact ({@link ExactValues}, the same text as the reports): floats
 * as their shortest decimal that reads back to the same bits, Q24.8 fixed point ({@code px/256}) as its exact
 * pixels, flags in hex with their names ({@code 0x8010000 SOLID_PLAYER|LADDER_MOVE}), enumerations as number and
 * name ({@code 3 archwagon}), the game's tile word as its tile number (low 11 bits, docs/formats.md §5.3
 * {@code PM_BTILE_TILENUM_MASK}) and its flags, booleans as yes/no; and on demand each side's bits in hex and how
 * the two sides differ (ulps for floats). Two different values never give the same text. Stateless.
 */
public final class FieldValues {
    private FieldValues() {
    }

    /** @return {@code field}'s value in {@code state} as shown in a value column (without the unit) */
    public static String text(StateField field, byte[] state) {
        if (field.type() == FieldType.CHARS) {
            return chars(field, state);
        }
        return ExactValues.text(field, field.raw(state));
    }

    /**
     * @return a char array as a quoted string up to its first NUL, each byte outside printable ASCII as {@code \xNN};
     *         bytes after the NUL that are not zero follow in hex ({@code "abc" + 00 78}), so two arrays that differ
     *         anywhere never read the same
     */
    static String chars(StateField field, byte[] state) {
        int from = field.byteOffset();
        int to = from + field.byteSize();
        StringBuilder text = new StringBuilder("\"");
        int i = from;
        for (; i < to && state[i] != 0; i++) {
            int b = state[i] & 0xFF;
            text.append(b >= 0x20 && b < 0x7F && b != '"' && b != '\\' ? String.valueOf((char) b)
                    : String.format(java.util.Locale.ROOT, "\\x%02x", b));
        }
        text.append('"');
        int last = to - 1;
        while (last >= i && state[last] == 0) {
            last--;
        }
        if (last >= i) {
            text.append(" +");
            for (int j = i; j <= last; j++) {
                text.append(String.format(java.util.Locale.ROOT, " %02x", state[j] & 0xFF));
            }
        }
        return text.toString();
    }

    /** @return the field's raw bits in hex at its size ({@code 0x4484c001}), or "" for a char array */
    public static String bits(StateField field, byte[] state) {
        return field.type() == FieldType.CHARS ? "" : ExactValues.bits(field, field.raw(state));
    }

    /**
     * @return how the client's value differs from the server's ({@code +1 ulp}, {@code −0.00390625}, {@code ^0x4}),
     *         or "" when they are the same or for a char array
     */
    public static String difference(StateField field, byte[] server, byte[] client) {
        return field.type() == FieldType.CHARS || same(field, server, client) ? ""
                : ExactValues.difference(field, field.raw(server), field.raw(client));
    }

    /** @return the unit as shown: {@code px} for fixed-point pixels, blank for units the value already says */
    public static String unit(StateField field) {
        return ExactValues.unit(field);
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
        return field.unit().equals(ExactValues.FIXED_POINT_UNIT) ? raw / 256.0 : raw;
    }

    /** @return true if the field's bytes are equal in both states (a float compares by its bits) */
    public static boolean same(StateField field, byte[] a, byte[] b) {
        return java.util.Arrays.equals(a, field.byteOffset(), field.byteOffset() + field.byteSize(),
                b, field.byteOffset(), field.byteOffset() + field.byteSize());
    }
}

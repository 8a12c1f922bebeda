package org.netreplay.replay.spi;

import java.nio.charset.StandardCharsets;

/**
 * One named field of a state at {@code byteOffset}, {@code byteSize} bytes long, read as {@code type}.
 *
 * @param entity     entity kind, e.g. {@code player}, {@code enemy}, {@code item}, {@code shot}, {@code tile},
 *                   {@code world}
 * @param index      entity index (player 0..7, enemy slot, tile x*100+y), or 0 for world fields
 * @param field      field name, e.g. {@code x}
 * @param unit       unit, e.g. {@code px/256} (Q24.8 fixed-point pixels), {@code px}, {@code frames}, {@code bits}
 * @param byteOffset offset in the state
 * @param byteSize   1, 2 or 4 for {@link FieldType#INT}, 4 for {@link FieldType#FLOAT}, n for {@link FieldType#CHARS}
 * @param type       how the bytes are read
 * @param names      names of the field's values ({@link ValueNames#NONE} if none)
 */
public record StateField(String entity, int index, String field, String unit, int byteOffset, int byteSize,
                         FieldType type, ValueNames names) {

    /** An integer field without value names (the reference game's fields). */
    public StateField(String entity, int index, String field, String unit, int byteOffset, int byteSize) {
        this(entity, index, field, unit, byteOffset, byteSize, FieldType.INT, ValueNames.NONE);
    }

    /** @return a path like {@code player[1].x} */
    public String path() {
        return entity + "[" + index + "]." + field;
    }

    /**
     * @return the field's raw bits from a state: the signed integer, the float's IEEE-754 bits, or for a char array
     *         the first 8 bytes as a little-endian number (use {@link #format} to read it)
     */
    public long raw(byte[] state) {
        int n = type == FieldType.CHARS ? Math.min(byteSize, 8) : byteSize;
        long v = 0;
        for (int i = n - 1; i >= 0; i--) {
            v = (v << 8) | (state[byteOffset + i] & 0xFF);
        }
        if (type == FieldType.INT && n < 8) {
            int shift = 64 - 8 * n;
            v = (v << shift) >> shift;
        }
        return v;
    }

    /**
     * @return the field's value as a person reads it: {@code 12}, {@code 640.6} (a float's shortest decimal,
     *         {@link ExactValues#decimal}), {@code "Player 0"}, with names
     */
    public String format(byte[] state) {
        switch (type) {
            case FLOAT:
                return formatFloat(Float.intBitsToFloat((int) raw(state)));
            case CHARS:
                int end = byteOffset;
                while (end < byteOffset + byteSize && state[end] != 0) {
                    end++;
                }
                return '"' + new String(state, byteOffset, end - byteOffset, StandardCharsets.ISO_8859_1) + '"';
            default:
                long v = raw(state);
                String name = names.describe(v);
                return name == null ? Long.toString(v) : v + " (" + name + ")";
        }
    }

    /** @return the value of raw bits {@code raw} as {@link #format} would print it (not for char arrays) */
    public String formatRaw(long raw) {
        if (type == FieldType.FLOAT) {
            return formatFloat(Float.intBitsToFloat((int) raw));
        }
        String name = names.describe(raw);
        return name == null ? Long.toString(raw) : raw + " (" + name + ")";
    }

    private static String formatFloat(float f) {
        boolean whole = f == (long) f && Math.abs(f) < 1e9 && Float.floatToRawIntBits(f) != Integer.MIN_VALUE;
        return whole ? Long.toString((long) f) : ExactValues.decimal(f); // -0.0 keeps its sign
    }
}

package org.netreplay.replay.desync;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * Compares two states field by field through a {@link StateSchema}. Fields are little-endian signed integers of 1, 2
 * or 4 bytes; differing bytes outside every field are reported one by one as {@code raw[offset].byte}.
 *
 * <p>Thread safety: stateless.
 */
public final class StateDiffer {
    private StateDiffer() {
    }

    /**
     * @param schema the layout of both states
     * @param a      state A ({@code schema.stateSize()} bytes)
     * @param b      state B
     * @param limit  the most differences returned (≥ 1), in byte-offset order
     * @return the differing fields, ordered by byte offset
     * @throws IllegalArgumentException if a state has the wrong size
     */
    public static List<FieldDiff> diff(StateSchema schema, byte[] a, byte[] b, int limit) {
        if (a.length != schema.stateSize() || b.length != schema.stateSize()) {
            throw new IllegalArgumentException("states (" + a.length + " and " + b.length
                    + " bytes) must both be the schema's state size (" + schema.stateSize() + " bytes)");
        }
        List<FieldDiff> out = new ArrayList<>();
        int offset = 0;
        for (StateField f : schema.fields()) {
            for (; offset < f.byteOffset() && out.size() < limit; offset++) {
                addRaw(out, a, b, offset);
            }
            if (out.size() >= limit) {
                return out;
            }
            long va = value(a, f.byteOffset(), f.byteSize());
            long vb = value(b, f.byteOffset(), f.byteSize());
            if (va != vb) {
                out.add(new FieldDiff(f, va, vb));
            }
            offset = Math.max(offset, f.byteOffset() + f.byteSize());
        }
        for (; offset < a.length && out.size() < limit; offset++) {
            addRaw(out, a, b, offset);
        }
        return out;
    }

    private static void addRaw(List<FieldDiff> out, byte[] a, byte[] b, int offset) {
        if (a[offset] != b[offset]) {
            out.add(new FieldDiff(new StateField(FieldDiff.RAW_ENTITY, offset, "byte", "byte", offset, 1),
                    a[offset], b[offset]));
        }
    }

    /** @return the little-endian signed integer of {@code size} (1, 2 or 4) bytes at {@code offset} */
    static long value(byte[] state, int offset, int size) {
        switch (size) {
            case 1:
                return state[offset];
            case 2:
                return (short) ((state[offset] & 0xFF) | (state[offset + 1] << 8));
            case 4:
                return (state[offset] & 0xFF) | (state[offset + 1] & 0xFF) << 8 | (state[offset + 2] & 0xFF) << 16
                        | state[offset + 3] << 24;
            default:
                long v = 0;
                for (int i = size - 1; i >= 0; i--) {
                    v = (v << 8) | (state[offset + i] & 0xFF);
                }
                return v;
        }
    }
}

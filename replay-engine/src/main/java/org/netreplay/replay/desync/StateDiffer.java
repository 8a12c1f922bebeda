package org.netreplay.replay.desync;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * Compares two states field by field through a {@link StateSchema}, each field read as its {@link FieldType} (a float
 * compares by its bits, a char array by its text); differing bytes outside every field are reported one by one as {@code raw[offset].byte}.
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
            long va = f.raw(a);
            long vb = f.raw(b);
            if (va != vb || (f.type() == FieldType.CHARS && !f.format(a).equals(f.format(b)))) {
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
}

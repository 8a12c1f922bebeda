package org.netreplay.session.export;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.math.BigDecimal;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.spi.ExactValues;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;

/**
 * One differing field as the JSON reports write it (docs/desync.md "Output"): {@code entity}, {@code index},
 * {@code field}; {@code a} and {@code b} as numbers in the shown {@code unit} (a float as its shortest decimal that
 * reads back to the same bits, Q24.8 fixed point as its exact pixels, an integer as itself; null for a NaN or an
 * infinity, whose text says which); {@code aText}/{@code bText} as the viewer shows them (with value names);
 * {@code aBits}/{@code bBits} the raw bits in hex; {@code difference} ({@code +1 ulp}, {@code −0.00390625}) and, for
 * floats, {@code ulps}. Stateless.
 */
public final class FieldDiffJson {
    private FieldDiffJson() {
    }

    /** @return the field's JSON object (a new node of {@link JsonOutput#mapper()}) */
    public static ObjectNode node(FieldDiff f) {
        StateField field = f.field();
        ObjectNode n = JsonOutput.mapper().createObjectNode();
        n.put("entity", f.entity());
        n.put("index", f.index());
        n.put("field", f.name());
        value(n, "a", field, f.valueA());
        value(n, "b", field, f.valueB());
        n.put("unit", ExactValues.unit(field));
        if (field.type() != FieldType.CHARS) {
            n.put("aText", ExactValues.text(field, f.valueA()));
            n.put("bText", ExactValues.text(field, f.valueB()));
        }
        n.put("aBits", ExactValues.bits(field, f.valueA()));
        n.put("bBits", ExactValues.bits(field, f.valueB()));
        n.put("difference", ExactValues.difference(field, f.valueA(), f.valueB()));
        if (field.type() == FieldType.FLOAT) {
            n.put("ulps", ExactValues.ulps(Float.intBitsToFloat((int) f.valueA()),
                    Float.intBitsToFloat((int) f.valueB())));
        }
        return n;
    }

    private static void value(ObjectNode n, String key, StateField field, long raw) {
        if (field.type() == FieldType.FLOAT) {
            float value = Float.intBitsToFloat((int) raw);
            if (Float.isFinite(value)) {
                n.putRawValue(key, new RawValue(ExactValues.decimal(value))); // the shortest text, not JDK 17's
            } else {
                n.putNull(key);
            }
        } else if (field.type() == FieldType.CHARS) {
            n.put(key, raw);
        } else if (field.unit().equals(ExactValues.FIXED_POINT_UNIT)) {
            n.put(key, BigDecimal.valueOf(raw).divide(BigDecimal.valueOf(256)));
        } else {
            n.put(key, raw);
        }
    }
}

package org.netreplay.pm.state;

import java.nio.ByteBuffer;

import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;

/** Names and values of single state bytes through {@link PmStateSchema}, for diff reports. */
public final class PmStateNames {
    private PmStateNames() {
    }

    /** @return the path of the field covering {@code offset}, or {@code raw[offset]} for padding */
    public static String nameOf(int offset) {
        StateField f = PmStateSchema.SCHEMA.fieldAt(offset);
        return f == null ? "raw[" + offset + "]" : f.path();
    }

    /** @return the formatted value of the field covering {@code offset} in a little-endian state buffer */
    public static String valueAt(ByteBuffer state, int offset) {
        StateField f = PmStateSchema.SCHEMA.fieldAt(offset);
        if (f == null) {
            return Integer.toString(state.get(offset));
        }
        if (f.type() == FieldType.CHARS) {
            byte[] all = new byte[state.capacity()];
            state.get(0, all);
            return f.format(all);
        }
        return f.formatRaw(f.type() == FieldType.FLOAT ? state.getInt(f.byteOffset()) & 0xFFFFFFFFL
                : state.getInt(f.byteOffset()));
    }
}

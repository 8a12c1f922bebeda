package org.netreplay.viewer.inspect;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Map;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.replay.spi.ValueNames;

/** A small hand-made state layout (two players, an enemy, a tile, a name) and states written byte by byte. */
final class TestStates {
    static final ValueNames KINDS = ValueNames.enumeration(Map.of(0L, "none", 3L, "archwagon"));
    static final ValueNames TILE = ValueNames.flags(Map.of(1L << 16, "SOLID_PLAYER", 1L << 27, "LADDER_MOVE"));
    static final StateSchema SCHEMA = new StateSchema(40, List.of(
            new StateField("player", 0, "x", "px/256", 0, 4),
            new StateField("player", 0, "y", "px/256", 4, 4),
            new StateField("player", 1, "x", "px/256", 8, 4),
            new StateField("player", 1, "y", "px/256", 12, 4),
            new StateField("enemy", 0, "type", "type", 16, 4, FieldType.INT, KINDS),
            new StateField("enemy", 0, "fx", "px", 20, 4, FieldType.FLOAT, ValueNames.NONE),
            new StateField("tile", 4107, "tile", "tile+flags", 24, 4, FieldType.INT, TILE),
            new StateField("world", 0, "timer", "frames", 28, 2),
            new StateField("world", 0, "name", "char[6]", 30, 6, FieldType.CHARS, ValueNames.NONE),
            new StateField("world", 0, "on", "bool", 36, 1)));

    private TestStates() {
    }

    /** @return a state: players at (10 px, 20 px) and (30.5 px, 40 px), an archwagon at 12.25 px, tile 57 solid+ladder */
    static byte[] base() {
        ByteBuffer b = ByteBuffer.allocate(40).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0, 10 * 256).putInt(4, 20 * 256).putInt(8, 30 * 256 + 128).putInt(12, 40 * 256);
        b.putInt(16, 3).putFloat(20, 12.25f).putInt(24, 57 | 1 << 16 | 1 << 27);
        b.putShort(28, (short) 1234);
        b.put(30, (byte) 'm').put(31, (byte) 'a').put(32, (byte) 'r');
        b.put(36, (byte) 1);
        return b.array();
    }

    /** @return {@code state} with the int at {@code offset} replaced */
    static byte[] withInt(byte[] state, int offset, int value) {
        byte[] copy = state.clone();
        ByteBuffer.wrap(copy).order(ByteOrder.LITTLE_ENDIAN).putInt(offset, value);
        return copy;
    }
}

package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.MAP_TILES;
import static org.netreplay.replay.sim.StateLayout.STATE_SIZE;
import static org.netreplay.replay.sim.StateLayout.TILE_COUNT;
import static org.netreplay.replay.sim.StateLayout.TILE_OFFSET;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.zip.CRC32C;

/**
 * The state as its canonical bytes ({@link StateLayout}): the simulation reads and writes little-endian fields of
 * one {@code byte[]} directly, so saving is a copy and the checksum needs no encoding step.
 *
 * <p>Checksum: CRC32C over the dynamic bytes {@code [0, TILE_OFFSET)}, then over the 4 little-endian bytes of the
 * CRC32C of the tile grid. The tile CRC is cached and recomputed only after a tile changed or a state with other
 * tiles was loaded, so a frame's checksum hashes about 5.5 KB, not 15.5 KB, yet reflects every byte.
 *
 * <p>Thread safety: none; one thread drives a state.
 */
public final class SimState {
    private static final VarHandle I32 = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle I16 =
            MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

    private final byte[] bytes = new byte[STATE_SIZE];
    private final CRC32C crc = new CRC32C();
    private final byte[] tileCrcBytes = new byte[4];
    private boolean tileCrcValid;

    /** @return the 32-bit signed value at {@code offset} */
    public int i32(int offset) {
        return (int) I32.get(bytes, offset);
    }

    /** Writes a 32-bit value at {@code offset}; never used for tiles. */
    public void setI32(int offset, int value) {
        I32.set(bytes, offset, value);
    }

    /** @return the 16-bit signed value at {@code offset} */
    public int i16(int offset) {
        return (short) I16.get(bytes, offset);
    }

    /** Writes the low 16 bits of {@code value} at {@code offset}. */
    public void setI16(int offset, int value) {
        I16.set(bytes, offset, (short) value);
    }

    /** @return the 8-bit signed value at {@code offset} */
    public int i8(int offset) {
        return bytes[offset];
    }

    /** Writes the low 8 bits of {@code value} at {@code offset}; use {@link #setTile} for tiles. */
    public void setI8(int offset, int value) {
        bytes[offset] = (byte) value;
    }

    /** @return the {@link Tiles} bits of tile (tx, ty); {@link Tiles#SOLID} outside the 100x100 grid */
    public int tile(int tx, int ty) {
        if (tx < 0 || ty < 0 || tx >= MAP_TILES || ty >= MAP_TILES) {
            return Tiles.SOLID;
        }
        return bytes[TILE_OFFSET + tx * MAP_TILES + ty] & 0xFF;
    }

    /** Sets tile (tx, ty) (both 0..99) to {@link Tiles} bits and invalidates the cached tile checksum. */
    public void setTile(int tx, int ty, int bits) {
        bytes[TILE_OFFSET + tx * MAP_TILES + ty] = (byte) bits;
        tileCrcValid = false;
    }

    /** @return a copy of the canonical bytes */
    public byte[] copyBytes() {
        return bytes.clone();
    }

    /**
     * Replaces every byte. The cached tile checksum stays valid when the tile grid is unchanged (the usual case
     * for a rewind).
     *
     * @throws IllegalArgumentException if {@code state} is not {@link StateLayout#STATE_SIZE} bytes
     */
    public void load(byte[] state) {
        if (state.length != STATE_SIZE) {
            throw new IllegalArgumentException("state has " + state.length + " bytes, expected " + STATE_SIZE);
        }
        if (Arrays.mismatch(bytes, TILE_OFFSET, STATE_SIZE, state, TILE_OFFSET, STATE_SIZE) >= 0) {
            tileCrcValid = false;
        }
        System.arraycopy(state, 0, bytes, 0, STATE_SIZE);
    }

    /** @return the 32-bit checksum of the whole state (see the class comment) */
    public int checksum() {
        if (!tileCrcValid) {
            crc.reset();
            crc.update(bytes, TILE_OFFSET, TILE_COUNT);
            I32.set(tileCrcBytes, 0, (int) crc.getValue());
            tileCrcValid = true;
        }
        crc.reset();
        crc.update(bytes, 0, TILE_OFFSET);
        crc.update(tileCrcBytes, 0, 4);
        return (int) crc.getValue();
    }
}

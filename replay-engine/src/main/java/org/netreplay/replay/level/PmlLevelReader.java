package org.netreplay.replay.level;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.netreplay.replay.sim.EnemyKind;
import org.netreplay.replay.sim.ItemKind;
import org.netreplay.replay.sim.MapBuilder;
import org.netreplay.replay.sim.MapData;
import org.netreplay.replay.sim.StateLayout;
import org.netreplay.replay.sim.Tiles;

/**
 * Reads a real level file {@code levelNNN.pml} (docs/formats.md §7): zlib data that inflates to exactly
 * {@value #PML_SIZE} bytes, of which the reference game uses the tile grid {@code int l[100][100]}, the items
 * {@code int item[500][16]}, and the enemies {@code int Ei[100][32]} / {@code float Ef[100][16]}, all
 * little-endian. Inflation stops at {@value #PML_SIZE} bytes, so a hostile file cannot exhaust memory.
 *
 * <p>Tile mapping (flag bits of {@code l[x][y]} above the 11-bit tile number, {@code src/pm.h}):
 * bit 21 SEMISOLID_PLAYER gives {@link Tiles#SEMISOLID}; else bit 16 SOLID_PLAYER gives {@link Tiles#SOLID}, plus
 * {@link Tiles#BREAKABLE} with bit 25 BREAKABLE_PBUL, or a {@link Tiles#DOOR} of colour bits 13-14 with bit 15 (the
 * key-block flag; keys of shape 1039+c clear blocks of colour c); bits 27/28 LADDER/ROPE give
 * {@link Tiles#LADDER}. The tile number itself is only decoration and is ignored.
 *
 * <p>Items: 2 bonus becomes a {@link ItemKind#COIN}, 3 exit an {@link ItemKind#EXIT}, 4 key a
 * {@link ItemKind#KEY} of colour {@code (shape - 1039) & 3}, 5 start a start position (ordered by its index in
 * {@code item[7]}); positions are {@code item[4]}, {@code item[5]} px. Other items (doors are teleports in the real
 * game) are skipped. Enemies map by {@link EnemyKind#fromPmType}; positions are {@code Ef[0]}, {@code Ef[1]} px.
 */
public final class PmlLevelReader {
    /** Inflated size of every .pml file (docs/formats.md §7 PML_SIZE). */
    public static final int PML_SIZE = 384_720;
    /** Largest compressed file accepted (the real ones are 650-9,828 bytes). */
    public static final long MAX_FILE_BYTES = 1 << 20;

    private static final int ITEMS_OFFSET = 40_000;
    private static final int ENEMY_INTS_OFFSET = 72_000;
    private static final int ENEMY_FLOATS_OFFSET = 84_800;
    private static final int KEY_SHAPE_0 = 1039;

    private PmlLevelReader() {
    }

    /**
     * @return the level in {@code file}
     * @throws UncheckedIOException if the file cannot be read, is larger than {@link #MAX_FILE_BYTES}, is not zlib
     *                              data, or does not inflate to exactly {@link #PML_SIZE} bytes (the message names
     *                              the file)
     */
    public static MapData read(Path file) {
        byte[] compressed;
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw corrupt(file, "is " + size + " bytes, more than the " + MAX_FILE_BYTES + " allowed");
            }
            compressed = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read level file " + file + ": " + e.getMessage(), e);
        }
        return convert(inflate(file, compressed));
    }

    /**
     * Inflates a level file's bytes to exactly {@link #PML_SIZE} bytes (never more is allocated).
     *
     * @throws UncheckedIOException naming the file if the data is not zlib, or inflates to more or fewer bytes
     */
    public static byte[] inflate(Path file, byte[] compressed) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(compressed);
            byte[] raw = new byte[PML_SIZE];
            int length = 0;
            while (length < PML_SIZE && !inflater.finished()) {
                int produced = inflater.inflate(raw, length, PML_SIZE - length);
                if (produced == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    break;
                }
                length += produced;
            }
            if (length < PML_SIZE) {
                throw corrupt(file, "inflates to " + length + " bytes, expected " + PML_SIZE);
            }
            if (!inflater.finished() && inflater.inflate(new byte[1]) > 0) {
                throw corrupt(file, "inflates to more than " + PML_SIZE + " bytes");
            }
            if (!inflater.finished()) {
                throw corrupt(file, "its zlib data stops before the stream's end (a truncated file)");
            }
            if (inflater.getRemaining() > 0) {
                throw corrupt(file, "has " + inflater.getRemaining() + " bytes after the end of its zlib data "
                        + "(a level file holds one compressed level and nothing else)");
            }
            return raw;
        } catch (DataFormatException e) {
            throw corrupt(file, "is not valid zlib data (" + e.getMessage() + ")");
        } finally {
            inflater.end();
        }
    }

    private static UncheckedIOException corrupt(Path file, String what) {
        return new UncheckedIOException(new IOException("level file " + file + " " + what));
    }

    static MapData convert(byte[] raw) {
        ByteBuffer buf = ByteBuffer.wrap(raw).order(ByteOrder.LITTLE_ENDIAN);
        MapBuilder map = new MapBuilder();
        for (int tx = 0; tx < StateLayout.MAP_TILES; tx++) {
            for (int ty = 0; ty < StateLayout.MAP_TILES; ty++) {
                map.tile(tx, ty, tileBits(buf.getInt((tx * StateLayout.MAP_TILES + ty) * 4)));
            }
        }
        int[] startX = new int[MapBuilder.MAX_STARTS];
        int[] startY = new int[MapBuilder.MAX_STARTS];
        boolean[] startSeen = new boolean[MapBuilder.MAX_STARTS];
        for (int i = 0; i < 500; i++) {
            int base = ITEMS_OFFSET + i * 64;
            int type = buf.getInt(base);
            int x = buf.getInt(base + 16);
            int y = buf.getInt(base + 20);
            if (type == 2) {
                map.item(ItemKind.COIN, 0, x, y);
            } else if (type == 3) {
                map.item(ItemKind.EXIT, 0, x, y);
            } else if (type == 4) {
                map.item(ItemKind.KEY, (buf.getInt(base + 4) - KEY_SHAPE_0) & 3, x, y);
            } else if (type == 5) {
                int index = buf.getInt(base + 28);
                if (index >= 0 && index < MapBuilder.MAX_STARTS && !startSeen[index]) {
                    startSeen[index] = true;
                    startX[index] = x;
                    startY[index] = y;
                }
            }
        }
        for (int s = 0; s < MapBuilder.MAX_STARTS; s++) {
            if (startSeen[s]) {
                map.start(startX[s], startY[s]);
            }
        }
        for (int e = 0; e < 100; e++) {
            int kind = EnemyKind.fromPmType(buf.getInt(ENEMY_INTS_OFFSET + e * 128));
            if (kind != EnemyKind.NONE) {
                int floats = ENEMY_FLOATS_OFFSET + e * 64;
                map.enemy(kind, buf.getInt(ENEMY_INTS_OFFSET + e * 128), toPx(buf.getInt(floats)),
                        toPx(buf.getInt(floats + 4)));
            }
        }
        return map.build();
    }

    /** @return the {@link Tiles} bits of a real tile value (see the class comment) */
    static int tileBits(int value) {
        int bits = 0;
        if ((value & (1 << 21)) != 0) {
            bits = Tiles.SEMISOLID;
        } else if ((value & (1 << 16)) != 0) {
            if ((value & (1 << 15)) != 0) {
                bits = Tiles.door((value >> 13) & 3);
            } else {
                bits = Tiles.SOLID | ((value & (1 << 25)) != 0 ? Tiles.BREAKABLE : 0);
            }
        } else if ((value & ((1 << 27) | (1 << 28))) != 0) {
            bits = Tiles.LADDER;
        }
        return bits;
    }

    /** @return whole px of an IEEE-754 float's bits, clamped to the 2000 px map; NaN gives 0 */
    static int toPx(int floatBits) {
        float value = Float.intBitsToFloat(floatBits);
        if (!(value > 0)) {
            return 0;
        }
        return (int) Math.min(value, (float) (StateLayout.MAP_TILES * StateLayout.TILE_PX - 1));
    }
}

package org.netreplay.pm.sim;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.netreplay.pm.data.GameData;

/**
 * The game's animation sequences and tile flags ({@code mBitmap.zz[20][256]} and {@code mBitmap.tileFlags[2048]},
 * src/mwBitmap.cpp), loaded from the game's own {@code bitmaps/sprit001.pm} (28,672 bytes: zz then tileFlags, raw
 * little-endian ints; shipped as a resource, zlib licence). Enemy and item shapes in the state come from
 * {@code zz}, and {@code zz[0..2]} advance every frame in {@link #updateAnimation()}.
 */
public final class Bitmap {
    /** Number of animation sequences, {@code NUM_ANS}. */
    public static final int NUM_ANS = 256;
    /** Number of tiles, {@code NUM_TILES}. */
    public static final int NUM_TILES = 2048;

    /** {@code zz[20][NUM_ANS]}: 0 current shape, 1 shape index, 2 tally, 3 delay, 4 shapes in seq - 1, 5.. shapes. */
    public final int[][] zz = new int[20][NUM_ANS];
    /** {@code tileFlags[NUM_TILES]}: the default flag bits of each tile number (pm.h PM_BTILE_*). */
    public final int[] tileFlags = new int[NUM_TILES];

    private final PmWorld w;

    /**
     * Loads {@code sprit001.pm}.
     *
     * @upstream src/mwBitmap.cpp#load_sprit
     */
    public Bitmap(PmWorld w) {
        this.w = w;
        loadSprit();
    }

    /**
     * Reads zz and tileFlags from the bundled sprit001.pm ({@link GameData}).
     *
     * @upstream src/mwBitmap.cpp#load_sprit
     */
    public void loadSprit() {
        ByteBuffer b = ByteBuffer.wrap(GameData.sprit()).order(ByteOrder.LITTLE_ENDIAN);
        for (int r = 0; r < 20; r++) {
            for (int c = 0; c < NUM_ANS; c++) {
                zz[r][c] = b.getInt();
            }
        }
        for (int c = 0; c < NUM_TILES; c++) {
            tileFlags[c] = b.getInt();
        }
    }

    /**
     * {@code zz[r][c]} as the game reads it for any row r >= 0: rows 20..27 are the member after {@code zz} in
     * mwBitmap, {@code tileFlags[2048]} (src/mwBitmap.h); rows past them lie outside the object (other globals,
     * unknown here): 0.
     */
    int zzRow(int r, int c) {
        if (r < 20) {
            return zz[r][c];
        }
        int i = (r - 20) * NUM_ANS + c;
        return i < NUM_TILES ? tileFlags[i] : 0;
    }

    /**
     * Every sequence back to its first shape.
     *
     * @upstream src/mwBitmap.cpp#reset_animation_sequences
     */
    public void resetAnimationSequences() {
        for (int c = 0; c < NUM_ANS; c++) {
            zz[2][c] = 0;
            zz[1][c] = 0;
            zz[0][c] = zz[5][c];
        }
    }

    /**
     * Advances every animated sequence by one frame. Sequences whose length
     * {@code zz[4]} exceeds the 15 shape rows (4, 10 and 72 have 255) read past {@code zz[20][256]}: see
     * {@link #zzRow(int, int)}.
     *
     * @upstream src/mwBitmap.cpp#update_animation
     */
    public void updateAnimation() {
        for (int y = 0; y < NUM_ANS; y++) {
            if (zz[4][y] != 0) {
                if (++zz[2][y] > zz[3][y]) {
                    zz[2][y] = 0;
                    zz[1][y]++;
                    if (zz[1][y] > zz[4][y]) {
                        zz[1][y] = 0;
                    }
                    zz[0][y] = zzRow(5 + zz[1][y], y);
                }
            }
        }
    }
}

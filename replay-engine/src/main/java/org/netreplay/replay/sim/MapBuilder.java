package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.MAP_TILES;
import static org.netreplay.replay.sim.StateLayout.MAX_ENEMIES;
import static org.netreplay.replay.sim.StateLayout.MAX_ITEMS;
import static org.netreplay.replay.sim.StateLayout.TILE_COUNT;
import static org.netreplay.replay.sim.StateLayout.TILE_PX;

/**
 * Builds a {@link MapData}. Items beyond 256 and enemies beyond 100 are dropped (counted in
 * {@link #droppedCount()}); at most 8 starts are kept. A map without starts gets one at px (20, 20). Positions are
 * clamped into the 2000 x 2000 px map, so a damaged level file cannot place anything outside it.
 * Not thread-safe.
 */
public final class MapBuilder {
    /** Starts kept at most (one per player). */
    public static final int MAX_STARTS = StateLayout.MAX_PLAYERS;

    final byte[] tiles = new byte[TILE_COUNT];
    final int[] itemKind = new int[MAX_ITEMS];
    final int[] itemColour = new int[MAX_ITEMS];
    final int[] itemX = new int[MAX_ITEMS];
    final int[] itemY = new int[MAX_ITEMS];
    int itemCount;
    final int[] enemyKind = new int[MAX_ENEMIES];
    final int[] enemySourceType = new int[MAX_ENEMIES];
    final int[] enemyX = new int[MAX_ENEMIES];
    final int[] enemyY = new int[MAX_ENEMIES];
    int enemyCount;
    final int[] startX = new int[MAX_STARTS];
    final int[] startY = new int[MAX_STARTS];
    int startCount;
    private int dropped;

    /**
     * Sets tile (tx, ty) to {@link Tiles} bits.
     *
     * @throws IllegalArgumentException if tx or ty is outside 0..99
     */
    public MapBuilder tile(int tx, int ty, int bits) {
        if (tx < 0 || ty < 0 || tx >= MAP_TILES || ty >= MAP_TILES) {
            throw new IllegalArgumentException("tile (" + tx + ", " + ty + ") is outside 0..99");
        }
        tiles[tx * MAP_TILES + ty] = (byte) bits;
        return this;
    }

    /** Makes the outermost ring of tiles solid. */
    public MapBuilder border() {
        for (int i = 0; i < MAP_TILES; i++) {
            tile(i, 0, Tiles.SOLID);
            tile(i, MAP_TILES - 1, Tiles.SOLID);
            tile(0, i, Tiles.SOLID);
            tile(MAP_TILES - 1, i, Tiles.SOLID);
        }
        return this;
    }

    /** Adds an {@link ItemKind} at px (x, y) with key colour 0..3 (ignored for other kinds). */
    public MapBuilder item(int kind, int colour, int x, int y) {
        if (itemCount == MAX_ITEMS) {
            dropped++;
            return this;
        }
        itemKind[itemCount] = kind;
        itemColour[itemCount] = colour & 3;
        itemX[itemCount] = clampPx(x);
        itemY[itemCount] = clampPx(y);
        itemCount++;
        return this;
    }

    /** Adds an {@link EnemyKind} at px (x, y); {@code sourceType} is the real game's type code or 0. */
    public MapBuilder enemy(int kind, int sourceType, int x, int y) {
        if (enemyCount == MAX_ENEMIES) {
            dropped++;
            return this;
        }
        enemyKind[enemyCount] = kind;
        enemySourceType[enemyCount] = sourceType;
        enemyX[enemyCount] = clampPx(x);
        enemyY[enemyCount] = clampPx(y);
        enemyCount++;
        return this;
    }

    /** Adds a start position at px (x, y); player p uses start {@code p % startCount}. */
    public MapBuilder start(int x, int y) {
        if (startCount == MAX_STARTS) {
            dropped++;
            return this;
        }
        startX[startCount] = clampPx(x);
        startY[startCount] = clampPx(y);
        startCount++;
        return this;
    }

    private static int clampPx(int px) {
        return Math.max(0, Math.min(MAP_TILES * TILE_PX - 1, px));
    }

    /** @return items, enemies and starts that did not fit */
    public int droppedCount() {
        return dropped;
    }

    /** @return the immutable map */
    public MapData build() {
        if (startCount == 0) {
            start(TILE_PX, TILE_PX);
        }
        return new MapData(this);
    }
}

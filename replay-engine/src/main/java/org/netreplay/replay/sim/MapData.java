package org.netreplay.replay.sim;

import java.util.Arrays;

/**
 * A level as the simulation needs it at frame 0: the 100x100 tile grid ({@link Tiles} bits, index x*100+y), the
 * items, the enemies and the start positions. Positions are whole px of the top-left corner. Immutable; build one
 * with {@link MapBuilder}. The level loaders in {@code org.netreplay.replay.level} produce it from .pml and JSON
 * files; this class does no I/O.
 */
public final class MapData {
    private final byte[] tiles;
    private final int[] itemKind;
    private final int[] itemColour;
    private final int[] itemX;
    private final int[] itemY;
    private final int[] enemyKind;
    private final int[] enemySourceType;
    private final int[] enemyX;
    private final int[] enemyY;
    private final int[] startX;
    private final int[] startY;

    MapData(MapBuilder b) {
        this.tiles = b.tiles.clone();
        this.itemKind = Arrays.copyOf(b.itemKind, b.itemCount);
        this.itemColour = Arrays.copyOf(b.itemColour, b.itemCount);
        this.itemX = Arrays.copyOf(b.itemX, b.itemCount);
        this.itemY = Arrays.copyOf(b.itemY, b.itemCount);
        this.enemyKind = Arrays.copyOf(b.enemyKind, b.enemyCount);
        this.enemySourceType = Arrays.copyOf(b.enemySourceType, b.enemyCount);
        this.enemyX = Arrays.copyOf(b.enemyX, b.enemyCount);
        this.enemyY = Arrays.copyOf(b.enemyY, b.enemyCount);
        this.startX = Arrays.copyOf(b.startX, b.startCount);
        this.startY = Arrays.copyOf(b.startY, b.startCount);
    }

    /** @return the {@link Tiles} bits of tile (tx, ty), 0..99 each */
    public int tile(int tx, int ty) {
        return tiles[tx * StateLayout.MAP_TILES + ty] & 0xFF;
    }

    /** @return number of items (0..256) */
    public int itemCount() {
        return itemKind.length;
    }

    /** @return {@link ItemKind} of item {@code i} */
    public int itemKind(int i) {
        return itemKind[i];
    }

    /** @return key colour (0..3) of item {@code i} */
    public int itemColour(int i) {
        return itemColour[i];
    }

    /** @return left edge of item {@code i} in px */
    public int itemX(int i) {
        return itemX[i];
    }

    /** @return top edge of item {@code i} in px */
    public int itemY(int i) {
        return itemY[i];
    }

    /** @return number of enemies (0..100) */
    public int enemyCount() {
        return enemyKind.length;
    }

    /** @return {@link EnemyKind} of enemy {@code e} */
    public int enemyKind(int e) {
        return enemyKind[e];
    }

    /** @return the real game's type code enemy {@code e} came from, 0 if none */
    public int enemySourceType(int e) {
        return enemySourceType[e];
    }

    /** @return left edge of enemy {@code e} in px */
    public int enemyX(int e) {
        return enemyX[e];
    }

    /** @return top edge of enemy {@code e} in px */
    public int enemyY(int e) {
        return enemyY[e];
    }

    /** @return number of start positions (at least 1) */
    public int startCount() {
        return startX.length;
    }

    /** @return left edge of start {@code s} in px */
    public int startX(int s) {
        return startX[s];
    }

    /** @return top edge of start {@code s} in px */
    public int startY(int s) {
        return startY[s];
    }
}

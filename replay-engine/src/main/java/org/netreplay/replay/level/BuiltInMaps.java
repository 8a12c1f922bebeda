package org.netreplay.replay.level;

import org.netreplay.replay.sim.EnemyKind;
import org.netreplay.replay.sim.ItemKind;
import org.netreplay.replay.sim.MapBuilder;
import org.netreplay.replay.sim.MapData;
import org.netreplay.replay.sim.StateLayout;
import org.netreplay.replay.sim.Tiles;

/**
 * The built-in map for any level number, used when a {@code GameSetup} has no level file. The map is generated
 * from the level number alone with a 32-bit LCG (Numerical Recipes constants), so it is the same on every run:
 * a solid border and six floors (rows 15, 30, ..., 90) with two 3-tile gaps each and a ladder up through each
 * floor, a few one-way platforms and breakable blocks, three coins, a walker, a flyer and a shooter per band, a
 * key of colour {@code level % 4} in the top band, and the exit in the bottom band behind a locked door of that
 * colour. Eight starts stand on the first floor.
 */
public final class BuiltInMaps {
    private static final int N = StateLayout.MAP_TILES;
    private static final int TILE = StateLayout.TILE_PX;
    private static final int BAND = 15;

    private BuiltInMaps() {
    }

    /** @return the built-in map of {@code level} (any int) */
    public static MapData generate(int level) {
        Lcg random = new Lcg(level);
        MapBuilder map = new MapBuilder().border();
        for (int floor = BAND; floor < N - 1; floor += BAND) {
            for (int tx = 1; tx < N - 1; tx++) {
                map.tile(tx, floor, Tiles.SOLID);
            }
            for (int gap = 0; gap < 2; gap++) {
                int gx = 2 + gap * 48 + random.below(44);
                for (int tx = gx; tx < gx + 3; tx++) {
                    map.tile(tx, floor, Tiles.EMPTY);
                }
            }
            int ladderX = 2 + random.below(N - 4);
            for (int ty = floor; ty <= Math.min(floor + BAND - 1, N - 2); ty++) {
                map.tile(ladderX, ty, Tiles.LADDER);
            }
        }
        for (int band = 0; band < 6; band++) {
            int top = band * BAND + 1;
            int platformY = top + 6 + random.below(5);
            int platformX = 3 + random.below(N - 12);
            for (int tx = platformX; tx < platformX + 6; tx++) {
                map.tile(tx, platformY, Tiles.SEMISOLID);
            }
            int breakX = 3 + random.below(N - 6);
            map.tile(breakX, top + BAND - 2, Tiles.SOLID | Tiles.BREAKABLE);
            for (int coin = 0; coin < 3; coin++) {
                map.item(ItemKind.COIN, 0, (2 + random.below(N - 4)) * TILE, (top + BAND - 3) * TILE);
            }
            int y = (top + BAND - 2) * TILE + 4;
            map.enemy(EnemyKind.WALKER, 0, (10 + random.below(80)) * TILE + 2, y);
            map.enemy(EnemyKind.FLYER, 0, (10 + random.below(80)) * TILE + 2, (top + 3) * TILE);
            map.enemy(EnemyKind.SHOOTER, 0, (10 + random.below(80)) * TILE + 2, y);
        }
        int colour = Math.floorMod(level, Tiles.COLOURS);
        map.item(ItemKind.KEY, colour, (N - 6) * TILE, (BAND - 2) * TILE);
        int bottom = N - 2;
        for (int ty = bottom - 3; ty <= bottom; ty++) {
            map.tile(N - 8, ty, Tiles.door(colour));
        }
        map.item(ItemKind.EXIT, 0, (N - 4) * TILE, bottom * TILE);
        for (int p = 0; p < StateLayout.MAX_PLAYERS; p++) {
            map.start((4 + p * 4) * TILE + 2, (BAND - 1) * TILE);
        }
        return map.build();
    }

    /** 32-bit linear congruential generator; only the built-in maps use it. */
    private static final class Lcg {
        private int state;

        Lcg(int seed) {
            state = seed * 0x9E3779B9 + 0x7F4A7C15;
        }

        /** @return a value in 0..bound-1 from the high bits */
        int below(int bound) {
            state = state * 1664525 + 1013904223;
            return (int) (((state >>> 8) * (long) bound) >>> 24);
        }
    }
}

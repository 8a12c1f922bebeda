package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.TILE_PX;

/**
 * Moves an axis-aligned box through the tile grid one axis at a time and stops it at the first blocking tile.
 * Positions are px/256 of the top-left corner; a box of w px covers the px/256 range {@code [x, x + w*256)}, so
 * its first pixel is {@code x >> 8} and its last {@code (x + w*256 - 1) >> 8}. A box
 * moves less than one tile per frame (speeds stay below 20 px/frame), so checking the leading edge is enough.
 */
final class Collider {
    private Collider() {
    }

    /**
     * Moves horizontally. {@link Tiles#SOLID} tiles block; semisolid ones do not.
     *
     * @return the new x (px/256); differs from {@code x + dx} exactly when the box hit a wall
     */
    static int moveX(SimState state, int x, int y, int w, int h, int dx) {
        int nx = x + dx;
        if (dx == 0) {
            return nx;
        }
        int top = tileOf(Fixed.toPx(y));
        int bottom = tileOf(lastPx(y, h));
        if (dx > 0) {
            int tx = tileOf(lastPx(nx, w));
            if (blocked(state, tx, top, bottom)) {
                return Fixed.fromPx(tx * TILE_PX - w);
            }
        } else {
            int tx = tileOf(Fixed.toPx(nx));
            if (blocked(state, tx, top, bottom)) {
                return Fixed.fromPx((tx + 1) * TILE_PX);
            }
        }
        return nx;
    }

    /**
     * Moves vertically (down is positive). {@link Tiles#SOLID} tiles block; {@link Tiles#SEMISOLID} tiles block a
     * falling box whose bottom was above the tile's top before the move, when {@code semisolid} is true.
     *
     * @return the new y (px/256); differs from {@code y + dy} exactly when the box landed or hit a ceiling
     */
    static int moveY(SimState state, int x, int y, int w, int h, int dy, boolean semisolid) {
        int ny = y + dy;
        if (dy == 0) {
            return ny;
        }
        int left = tileOf(Fixed.toPx(x));
        int right = tileOf(lastPx(x, w));
        if (dy > 0) {
            int oldBottomPx = lastPx(y, h);
            int ty = tileOf(lastPx(ny, h));
            int topPx = ty * TILE_PX;
            for (int tx = left; tx <= right; tx++) {
                int bits = state.tile(tx, ty);
                if ((bits & Tiles.SOLID) != 0
                        || (semisolid && (bits & Tiles.SEMISOLID) != 0 && oldBottomPx < topPx)) {
                    return Fixed.fromPx(topPx - h);
                }
            }
        } else {
            int ty = tileOf(Fixed.toPx(ny));
            for (int tx = left; tx <= right; tx++) {
                if ((state.tile(tx, ty) & Tiles.SOLID) != 0) {
                    return Fixed.fromPx((ty + 1) * TILE_PX);
                }
            }
        }
        return ny;
    }

    /** @return the last pixel covered by a box starting at {@code pos} (px/256) that is {@code size} px long */
    static int lastPx(int pos, int size) {
        return (pos + Fixed.fromPx(size) - 1) >> Fixed.SHIFT;
    }

    /** @return the tile column or row holding pixel {@code px} (floor division, also for negative px) */
    static int tileOf(int px) {
        return Math.floorDiv(px, TILE_PX);
    }

    /** @return whether boxes [ax, ax+aw) x [ay, ay+ah) and [bx, bx+bw) x [by, by+bh) overlap (any unit) */
    static boolean overlaps(int ax, int ay, int aw, int ah, int bx, int by, int bw, int bh) {
        return ax < bx + bw && bx < ax + aw && ay < by + bh && by < ay + ah;
    }

    private static boolean blocked(SimState state, int tx, int top, int bottom) {
        for (int ty = top; ty <= bottom; ty++) {
            if ((state.tile(tx, ty) & Tiles.SOLID) != 0) {
                return true;
            }
        }
        return false;
    }
}

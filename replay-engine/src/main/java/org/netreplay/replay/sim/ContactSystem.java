package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.*;

/**
 * Enemy contact: after all players moved, every living player overlapping a living enemy loses
 * {@link Rules#CONTACT_DAMAGE} per such enemy (enemies in slot order, then players in order). Enemies outside the
 * box around all living players are skipped with two comparisons, so 100 enemies cost little.
 */
final class ContactSystem {
    private ContactSystem() {
    }

    static void stepAll(SimState s, MapData map) {
        int width = Fixed.fromPx(Rules.PLAYER_W);
        int height = Fixed.fromPx(Rules.PLAYER_H);
        int left = Integer.MAX_VALUE;
        int right = Integer.MIN_VALUE;
        int top = Integer.MAX_VALUE;
        int bottom = Integer.MIN_VALUE;
        for (int p = 0; p < MAX_PLAYERS; p++) {
            if (Damage.isAlive(s, p)) {
                int x = s.i32(player(p, P_X));
                int y = s.i32(player(p, P_Y));
                left = Math.min(left, x);
                right = Math.max(right, x + width);
                top = Math.min(top, y);
                bottom = Math.max(bottom, y + height);
            }
        }
        if (left == Integer.MAX_VALUE) {
            return;
        }
        int size = Fixed.fromPx(Rules.ENEMY_SIZE);
        for (int e = 0; e < map.enemyCount(); e++) {
            int ex = s.i32(enemy(e, E_X));
            if (ex >= right || ex + size <= left) {
                continue;
            }
            int ey = s.i32(enemy(e, E_Y));
            if (ey >= bottom || ey + size <= top || s.i8(enemy(e, E_ALIVE)) == 0) {
                continue;
            }
            for (int p = 0; p < MAX_PLAYERS; p++) {
                if (Damage.isAlive(s, p) && Collider.overlaps(s.i32(player(p, P_X)), s.i32(player(p, P_Y)),
                        width, height, ex, ey, size, size)) {
                    Damage.hurt(s, p, Rules.CONTACT_DAMAGE);
                }
            }
        }
    }
}

package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.*;

/**
 * Shots: spawned into the first free slot, they fly in a straight line, die when their time runs out or they hit a
 * solid tile (a player shot breaks {@link Tiles#BREAKABLE} tiles), and hit enemies (player shots) or players (enemy
 * shots, and player shots when SHOT_CONFIG allows it). A shot is a point. A shot with an owner outside 0..8 (only
 * possible in a loaded foreign state) is removed.
 */
final class ShotSystem {
    private ShotSystem() {
    }

    /**
     * Starts a shot at (x, y) px/256 with velocity (vx, vy) px/256 per frame.
     *
     * @param owner player 0..7 or {@link StateLayout#SHOT_OWNER_ENEMY}
     * @return false when all 64 slots are in use (the shot is not fired)
     */
    static boolean spawn(SimState s, int owner, int x, int y, int vx, int vy, int ttl) {
        for (int i = 0; i < MAX_SHOTS; i++) {
            if (s.i8(shot(i, S_ACTIVE)) == 0) {
                s.setI8(shot(i, S_ACTIVE), 1);
                s.setI8(shot(i, S_OWNER), owner);
                s.setI16(shot(i, S_TTL), ttl);
                s.setI32(shot(i, S_X), x);
                s.setI32(shot(i, S_Y), y);
                s.setI16(shot(i, S_VX), vx);
                s.setI16(shot(i, S_VY), vy);
                return true;
            }
        }
        return false;
    }

    static void stepAll(SimState s, MapData map) {
        for (int i = 0; i < MAX_SHOTS; i++) {
            if (s.i8(shot(i, S_ACTIVE)) != 0) {
                step(s, map, i);
            }
        }
    }

    private static void step(SimState s, MapData map, int i) {
        int ttl = s.i16(shot(i, S_TTL)) - 1;
        int x = s.i32(shot(i, S_X)) + s.i16(shot(i, S_VX));
        int y = s.i32(shot(i, S_Y)) + s.i16(shot(i, S_VY));
        s.setI16(shot(i, S_TTL), ttl);
        s.setI32(shot(i, S_X), x);
        s.setI32(shot(i, S_Y), y);
        int owner = s.i8(shot(i, S_OWNER));
        if (owner < 0 || owner > SHOT_OWNER_ENEMY) {
            clear(s, i);
            return;
        }
        int tx = Collider.tileOf(Fixed.toPx(x));
        int ty = Collider.tileOf(Fixed.toPx(y));
        int bits = s.tile(tx, ty);
        if (ttl <= 0 || (bits & Tiles.SOLID) != 0) {
            if ((bits & Tiles.BREAKABLE) != 0 && (bits & Tiles.DOOR) == 0 && owner != SHOT_OWNER_ENEMY) {
                s.setTile(tx, ty, Tiles.EMPTY);
            }
            clear(s, i);
            return;
        }
        boolean hit = owner == SHOT_OWNER_ENEMY ? hitPlayers(s, i, owner, x, y, Rules.ENEMY_SHOT_DAMAGE)
                : hitEnemies(s, map, owner, x, y) || hitPlayersWithPlayerShot(s, i, owner, x, y);
        if (hit) {
            clear(s, i);
        }
    }

    private static boolean hitEnemies(SimState s, MapData map, int owner, int x, int y) {
        int size = Fixed.fromPx(Rules.ENEMY_SIZE);
        for (int e = 0; e < map.enemyCount(); e++) {
            int ex = s.i32(enemy(e, E_X));
            if (x >= ex && x < ex + size && s.i8(enemy(e, E_ALIVE)) != 0
                    && Collider.overlaps(x, y, 1, 1, ex, s.i32(enemy(e, E_Y)), size, size)) {
                int hp = s.i8(enemy(e, E_HP)) - 1;
                s.setI8(enemy(e, E_HP), hp);
                if (hp <= 0) {
                    s.setI8(enemy(e, E_ALIVE), 0);
                    s.setI16(player(owner, P_KILLS), s.i16(player(owner, P_KILLS)) + 1);
                }
                return true;
            }
        }
        return false;
    }

    private static boolean hitPlayersWithPlayerShot(SimState s, int i, int owner, int x, int y) {
        int flags = s.i32(W_FLAGS);
        if ((flags & (WORLD_PVP_SHOTS | WORLD_SELF_SHOTS)) == 0) {
            return false;
        }
        return hitPlayers(s, i, owner, x, y, s.i32(W_PVP_DAMAGE));
    }

    /** Hits the first living player (in player order) the shot is inside, if the shot may hit it. */
    private static boolean hitPlayers(SimState s, int i, int owner, int x, int y, int damage) {
        int flags = s.i32(W_FLAGS);
        int w = Fixed.fromPx(Rules.PLAYER_W);
        int h = Fixed.fromPx(Rules.PLAYER_H);
        for (int p = 0; p < MAX_PLAYERS; p++) {
            if (!Damage.isAlive(s, p)
                    || !Collider.overlaps(x, y, 1, 1, s.i32(player(p, P_X)), s.i32(player(p, P_Y)), w, h)) {
                continue;
            }
            if (owner != SHOT_OWNER_ENEMY) {
                boolean self = p == owner;
                if (self && ((flags & WORLD_SELF_SHOTS) == 0
                        || s.i16(shot(i, S_TTL)) > Rules.PLAYER_SHOT_TTL - Rules.SELF_SHOT_GRACE)) {
                    continue;
                }
                if (!self && (flags & WORLD_PVP_SHOTS) == 0) {
                    continue;
                }
            }
            s.setI16(player(p, P_HITS_TAKEN), s.i16(player(p, P_HITS_TAKEN)) + 1);
            Damage.hurt(s, p, damage);
            return true;
        }
        return false;
    }

    private static void clear(SimState s, int i) {
        s.setI8(shot(i, S_ACTIVE), 0);
        s.setI8(shot(i, S_OWNER), 0);
        s.setI16(shot(i, S_TTL), 0);
        s.setI32(shot(i, S_X), 0);
        s.setI32(shot(i, S_Y), 0);
        s.setI16(shot(i, S_VX), 0);
        s.setI16(shot(i, S_VY), 0);
    }
}

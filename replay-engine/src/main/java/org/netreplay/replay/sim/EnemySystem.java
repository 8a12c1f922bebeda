package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.Rules.ENEMY_SIZE;
import static org.netreplay.replay.sim.StateLayout.*;

/**
 * One frame of each living enemy, in slot order: walkers walk and turn at walls, flyers bounce and turn at random
 * (PRNG in the state), shooters aim at the nearest living player (see {@link EnemyKind}).
 */
final class EnemySystem {
    /** Flyer directions (dx, dy) in units of {@link Rules#FLYER_SPEED}, chosen by the PRNG. */
    private static final int[] FLYER_DX = {1, 1, 0, -1, -1, -1, 0, 1};
    private static final int[] FLYER_DY = {0, 1, 1, 1, 0, -1, -1, -1};

    private EnemySystem() {
    }

    static void stepAll(SimState s, MapData map) {
        for (int e = 0; e < map.enemyCount(); e++) {
            if (s.i8(enemy(e, E_ALIVE)) == 0) {
                continue;
            }
            switch (s.i8(enemy(e, E_KIND))) {
                case EnemyKind.WALKER:
                    walk(s, e);
                    break;
                case EnemyKind.FLYER:
                    fly(s, e);
                    break;
                case EnemyKind.SHOOTER:
                    shoot(s, e);
                    break;
                default:
                    break;
            }
        }
    }

    /** @return the next PRNG value; advances {@code world.rng} */
    static int random(SimState s) {
        int next = Prng.next(s.i32(W_RNG));
        s.setI32(W_RNG, next);
        return next;
    }

    private static void walk(SimState s, int e) {
        int x = s.i32(enemy(e, E_X));
        int vx = s.i16(enemy(e, E_VX));
        int nx = Collider.moveX(s, x, s.i32(enemy(e, E_Y)), ENEMY_SIZE, ENEMY_SIZE, vx);
        if (nx != x + vx) {
            vx = -vx;
        }
        s.setI32(enemy(e, E_X), nx);
        s.setI16(enemy(e, E_VX), vx);
        fall(s, e);
    }

    private static void fall(SimState s, int e) {
        int y = s.i32(enemy(e, E_Y));
        int vy = Math.min(s.i16(enemy(e, E_VY)) + Rules.GRAVITY, Rules.MAX_FALL);
        int ny = Collider.moveY(s, s.i32(enemy(e, E_X)), y, ENEMY_SIZE, ENEMY_SIZE, vy, true);
        boolean landed = false;
        if (ny != y + vy) {
            landed = vy > 0;
            vy = 0;
        }
        s.setI32(enemy(e, E_Y), ny);
        s.setI16(enemy(e, E_VY), vy);
        s.setI8(enemy(e, E_ON_GROUND), landed ? 1 : 0);
    }

    private static void fly(SimState s, int e) {
        int timer = s.i16(enemy(e, E_TIMER)) - 1;
        int vx = s.i16(enemy(e, E_VX));
        int vy = s.i16(enemy(e, E_VY));
        if (timer <= 0) {
            int direction = (random(s) >>> 16) & 7;
            vx = FLYER_DX[direction] * Rules.FLYER_SPEED;
            vy = FLYER_DY[direction] * Rules.FLYER_SPEED;
            timer = Rules.FLYER_TURN_FRAMES;
        }
        int x = s.i32(enemy(e, E_X));
        int y = s.i32(enemy(e, E_Y));
        int nx = Collider.moveX(s, x, y, ENEMY_SIZE, ENEMY_SIZE, vx);
        if (nx != x + vx) {
            vx = -vx;
        }
        int ny = Collider.moveY(s, nx, y, ENEMY_SIZE, ENEMY_SIZE, vy, false);
        if (ny != y + vy) {
            vy = -vy;
        }
        s.setI32(enemy(e, E_X), nx);
        s.setI32(enemy(e, E_Y), ny);
        s.setI16(enemy(e, E_VX), vx);
        s.setI16(enemy(e, E_VY), vy);
        s.setI16(enemy(e, E_TIMER), timer);
    }

    private static void shoot(SimState s, int e) {
        fall(s, e);
        int timer = s.i16(enemy(e, E_TIMER)) - 1;
        if (timer > 0) {
            s.setI16(enemy(e, E_TIMER), timer);
            return;
        }
        s.setI16(enemy(e, E_TIMER), Rules.SHOOTER_RELOAD_FRAMES + ((random(s) >>> 16) & 31));
        int cx = Fixed.toPx(s.i32(enemy(e, E_X))) + ENEMY_SIZE / 2;
        int cy = Fixed.toPx(s.i32(enemy(e, E_Y))) + ENEMY_SIZE / 2;
        int target = -1;
        long best = (long) Rules.SHOOTER_RANGE_PX * Rules.SHOOTER_RANGE_PX;
        for (int p = 0; p < MAX_PLAYERS; p++) {
            if (!Damage.isAlive(s, p)) {
                continue;
            }
            long dx = Fixed.toPx(s.i32(player(p, P_X))) + Rules.PLAYER_W / 2 - cx;
            long dy = Fixed.toPx(s.i32(player(p, P_Y))) + Rules.PLAYER_H / 2 - cy;
            long distance = dx * dx + dy * dy;
            if (distance < best) {
                best = distance;
                target = p;
            }
        }
        if (target < 0) {
            return;
        }
        int dx = Fixed.toPx(s.i32(player(target, P_X))) + Rules.PLAYER_W / 2 - cx;
        int dy = Fixed.toPx(s.i32(player(target, P_Y))) + Rules.PLAYER_H / 2 - cy;
        int length = Math.max(1, Fixed.isqrt((long) dx * dx + (long) dy * dy));
        int vx = (int) ((long) dx * Rules.ENEMY_SHOT_SPEED / length);
        int vy = (int) ((long) dy * Rules.ENEMY_SHOT_SPEED / length);
        ShotSystem.spawn(s, SHOT_OWNER_ENEMY, Fixed.fromPx(cx), Fixed.fromPx(cy), vx, vy, Rules.ENEMY_SHOT_TTL);
    }
}

package org.netreplay.pm.sim;

import org.netreplay.pm.sim.EnemySlots.AnyEnemy;
import org.netreplay.pm.sim.EnemySlots.Cloner;
import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Bomb;
import org.netreplay.pm.sim.ItemSlots.BombRocket;
import org.netreplay.pm.sim.ItemSlots.Rocket;

/**
 * Bombs (item type 8, lit: 99) and rockets (11, lit: 98), src/mwItemBombRocket.cpp. A lit bomb burns its fuse
 * ({@code item[i][6]} mode 1) or waits for its player's down key (mode 3), then explodes for 20 frames (mode 2) with
 * a blast radius growing to {@code item[i][7]} px; a lit rocket accelerates along its angle until it hits a wall and
 * becomes an exploding bomb. The blast hits bombable blocks, enemies (a frame late: they read the hit next frame) and
 * players (once, at its end). Only the simulation part ({@code t == 2}) of the bomb_* functions is here; the game's
 * {@code t == 1} only draws. Owner: PM-items.
 */
final class ItemBombRocket {
    /** Allegro's ALLEGRO_PI, a double. */
    private static final double ALLEGRO_PI = 3.14159265358979323846;
    private static final int PM_BTILE_BOMBABLE = 1 << 24;

    private final PmWorld w;
    private final Item items;
    private final int[][] item;
    private final float[][] itemf;

    ItemBombRocket(PmWorld w, Item items) {
        this.w = w;
        this.items = items;
        this.item = items.item;
        this.itemf = items.itemf;
    }

    /**
     * Touching a bomb lights it (type 99, lit by p): a fuse bomb
     * ({@code item[i][12] == 0}) starts its fuse of {@code item[i][9]} frames, a remote one waits (mode 3).
     *
     * @upstream src/mwItemBombRocket.cpp#proc_bomb_collision
     */
    void procBombCollision(int p, int i) {
        item[i][AnyItem.I.TYPE] = Bomb.LIT_CODE;
        item[i][BombRocket.I.LIT_BY] = p;
        if (item[i][Bomb.I.REMOTE] == 0) {
            item[i][Bomb.I.MODE] = 1;
            item[i][Bomb.I.TIMER] = item[i][Bomb.I.TIMER_LIMIT];
        }
        if (item[i][Bomb.I.REMOTE] == 1) {
            item[i][Bomb.I.MODE] = 3;
        }
    }

    /**
     * Touching a rocket lights it (type 98, lit by p, shape 1026),
     * makes it carryable and stops its fall.
     *
     * @upstream src/mwItemBombRocket.cpp#proc_rocket_collision
     */
    void procRocketCollision(int p, int i) {
        item[i][AnyItem.I.TYPE] = Rocket.LIT_CODE;
        item[i][BombRocket.I.LIT_BY] = p;
        item[i][AnyItem.I.SHAPE] = 1026;
        if (item[i][AnyItem.I.MOTION] == 0 || item[i][AnyItem.I.MOTION] == 1) {
            item[i][AnyItem.I.MOTION] = -1;
        }
        itemf[i][AnyItem.F.YINC] = 0;
    }

    /**
     * Speed {@code item[i][11]} (px/frame x 1000) grows by
     * {@code item[i][9]} up to {@code item[i][8]} x 1000 along angle {@code item[i][10]} (milliradians, 0 = up);
     * a wall ahead turns it into an exploding bomb (20 frames) and drops its riders, else riders move with it.
     *
     * @upstream src/mwItemBombRocket.cpp#proc_lit_rocket
     */
    void procLitRocket(int i) {
        int accel = item[i][Rocket.I.ACCEL];
        int maxSpeed = item[i][Rocket.I.MAX_SPEED] * 1000;
        item[i][Rocket.I.SPEED] += accel;
        if (item[i][Rocket.I.SPEED] > maxSpeed) {
            item[i][Rocket.I.SPEED] = maxSpeed;
        }
        float angle = (float) ((double) ((float) item[i][Rocket.I.ANGLE] / 1000) - ALLEGRO_PI / 2);
        itemf[i][AnyItem.F.XINC] = (PmMath.cosf(angle) * item[i][Rocket.I.SPEED]) / 1000;
        itemf[i][AnyItem.F.YINC] = (PmMath.sinf(angle) * item[i][Rocket.I.SPEED]) / 1000;
        itemf[i][AnyItem.F.X] += itemf[i][AnyItem.F.XINC];
        itemf[i][AnyItem.F.Y] += itemf[i][AnyItem.F.YINC];
        int x = (int) itemf[i][AnyItem.F.X];
        int y = (int) itemf[i][AnyItem.F.Y];
        Solid sol = w.solid;
        boolean hit = (itemf[i][AnyItem.F.YINC] < 0 && sol.isUpSolid(x, y, 0, 3) == 1)
                || (itemf[i][AnyItem.F.YINC] > 0 && sol.isDownSolid(x, y, 0, 3) == 1)
                || (itemf[i][AnyItem.F.YINC] > 0 && sol.isDownSolid(x, y, 0, 3) == 2)
                || (itemf[i][AnyItem.F.XINC] < -1.1 && sol.isLeftSolid(x, y, 0, 3) == 1)
                || (itemf[i][AnyItem.F.XINC] > 1.1 && sol.isRightSolid(x, y, 0, 3) == 1);
        if (hit) {
            itemf[i][AnyItem.F.XINC] = 0;
            itemf[i][AnyItem.F.YINC] = 0;
            // it becomes an exploding bomb: from here its slots are the bomb's
            item[i][AnyItem.I.TYPE] = Bomb.LIT_CODE;
            item[i][Bomb.I.MODE] = 2;
            item[i][AnyItem.I.MOTION] = 1;
            item[i][Bomb.I.TIMER] = 20;
            item[i][Bomb.I.TIMER_LIMIT] = 20;
            for (int p = 0; p < 8; p++) {
                Psyn s = w.player.syn[p];
                if (s.active != 0 && s.paused == 0 && s.carry_item != 0 && s.carry_item == i + 1) {
                    s.carry_item = 0;
                }
            }
        } else {
            for (int p = 0; p < 8; p++) {
                Psyn s = w.player.syn[p];
                if (s.active != 0 && s.paused == 0 && s.carry_item == i + 1) {
                    s.x = itemf[i][AnyItem.F.X];
                    s.y = itemf[i][AnyItem.F.Y];
                }
            }
        }
    }

    /**
     * With t == 2: clears (tile 0) every bombable block whose centre is closer
     * than dr px to the bomb's centre (x+10, y+10). Other t values only draw and do nothing here.
     *
     * @upstream src/mwItemBombRocket.cpp#bomb_blocks
     */
    void bombBlocks(int i, int t, int dr, float x, float y) {
        if (t != 2) {
            return;
        }
        x += 10;
        y += 10;
        float d = (float) dr;
        int bx = (int) (x / 20);
        int by = (int) (y / 20);
        int bd = dr / 20;
        for (int e = bx - bd; e < bx + bd + 1; e++) {
            for (int f = by - bd; f < by + bd + 1; f++) {
                if (e > -1 && e < 100 && f > -1 && f < 100) {
                    float cx = (float) (e * 20 + 10);
                    float cy = (float) (f * 20 + 10);
                    float xd = Math.abs(x - cx);
                    float yd = Math.abs(y - cy);
                    float br = PmMath.sqrtf(xd * xd + yd * yd);
                    if (br < d && (w.level.l[e][f] & PM_BTILE_BOMBABLE) != 0) {
                        w.level.changeBlock(e, f, 0);
                    }
                }
            }
        }
    }

    /**
     * With t == 2: marks every enemy (but an invincible cloner) closer than dr px
     * as bombed ({@code Ei[e][31] = 2}) by the bomb's player ({@code Ei[e][26]}).
     *
     * @upstream src/mwItemBombRocket.cpp#bomb_enemies
     */
    void bombEnemies(int i, int t, int dr, float x, float y) {
        if (t != 2) {
            return;
        }
        for (int e = 0; e < 100; e++) {
            int[] ei = w.enemy.Ei[e];
            if (ei[AnyEnemy.I.TYPE] != 0 && !(ei[AnyEnemy.I.TYPE] == Cloner.CODE && ei[Cloner.I.INVINCIBLE] != 0)) {
                float dist = dist(w.enemy.Ef[e][AnyEnemy.F.X] - x, w.enemy.Ef[e][AnyEnemy.F.Y] - y);
                if (dist < dr) {
                    ei[AnyEnemy.I.HIT] = 2;
                    ei[AnyEnemy.I.HIT_BY_PLAYER] = item[i][BombRocket.I.LIT_BY];
                }
            }
        }
    }

    /**
     * With t == 2: in the blast's last frame ({@code item[i][8] == 0}) every
     * active player closer than dr px loses {@code min(80, 20 * dr / dist)} health.
     *
     * @upstream src/mwItemBombRocket.cpp#bomb_players
     */
    void bombPlayers(int i, int t, int dr, float x, float y) {
        if (t != 2) {
            return;
        }
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0) {
                float dist = dist(s.x - x, s.y - y);
                if (dist < dr) {
                    float damage = dr / dist;
                    damage *= 20;
                    if (damage > 80) {
                        damage = 80;
                    }
                    if (item[i][Bomb.I.TIMER] == 0) {
                        s.health -= damage;
                    }
                }
            }
        }
    }

    /** The game's {@code sqrt(pow(dx, 2) + pow(dy, 2))} on floats: double squares and root, stored as float. */
    private static float dist(float dx, float dy) {
        return (float) StrictMath.sqrt((double) dx * dx + (double) dy * dy);
    }

    /**
     * Counts the bomb's timer {@code item[i][8]} down; a remote bomb
     * explodes when its player holds down; a burnt fuse makes it explode, drop from its carrier and delete other lit
     * bombs at the same spot from the same cloner ({@code item[i][15]}); while exploding the blast radius is
     * {@code item[i][7]} scaled by the elapsed part of 20 frames, and the bomb vanishes at the end.
     *
     * @upstream src/mwItemBombRocket.cpp#proc_lit_bomb
     */
    void procLitBomb(int i) {
        item[i][Bomb.I.TIMER]--;
        if (item[i][Bomb.I.MODE] == 3 && w.player.syn[item[i][BombRocket.I.LIT_BY]].down != 0) {
            item[i][Bomb.I.MODE] = 2;
            item[i][Bomb.I.TIMER_LIMIT] = 20;
            item[i][Bomb.I.TIMER] = 20;
        }
        if (item[i][Bomb.I.MODE] == 1 && item[i][Bomb.I.TIMER] < 1) {
            item[i][Bomb.I.MODE] = 2;
            item[i][Bomb.I.TIMER_LIMIT] = 20;
            item[i][Bomb.I.TIMER] = 20;
            for (int p = 0; p < 8; p++) {
                Psyn s = w.player.syn[p];
                if (s.active != 0 && s.carry_item - 1 == i) {
                    items.playerDropItem(p, i);
                }
            }
            for (int ii = 0; ii < 500; ii++) {
                if (item[ii][AnyItem.I.TYPE] == Bomb.LIT_CODE && ii != i
                        && itemf[ii][AnyItem.F.X] == itemf[i][AnyItem.F.X]
                        && itemf[ii][AnyItem.F.Y] == itemf[i][AnyItem.F.Y]
                        && item[ii][AnyItem.I.CLONED_BY] == item[i][AnyItem.I.CLONED_BY]) {
                    item[ii][AnyItem.I.TYPE] = 0;
                }
            }
        }
        if (item[i][Bomb.I.MODE] == 2) {
            float r = 1 - (float) item[i][Bomb.I.TIMER] / (float) item[i][Bomb.I.TIMER_LIMIT];
            int dr = (int) ((float) item[i][Bomb.I.DAMAGE_RANGE] * r);
            bombBlocks(i, 2, dr, itemf[i][AnyItem.F.X], itemf[i][AnyItem.F.Y]);
            bombEnemies(i, 2, dr, itemf[i][AnyItem.F.X], itemf[i][AnyItem.F.Y]);
            bombPlayers(i, 2, dr, itemf[i][AnyItem.F.X], itemf[i][AnyItem.F.Y]);
            if (item[i][Bomb.I.TIMER] < 1) {
                item[i][AnyItem.I.TYPE] = 0;
            }
        }
    }
}

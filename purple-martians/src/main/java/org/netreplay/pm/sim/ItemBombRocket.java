package org.netreplay.pm.sim;

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
     * src/mwItemBombRocket.cpp proc_bomb_collision: touching a bomb lights it (type 99, lit by p): a fuse bomb
     * ({@code item[i][12] == 0}) starts its fuse of {@code item[i][9]} frames, a remote one waits (mode 3).
     */
    void procBombCollision(int p, int i) {
        item[i][0] = 99;
        item[i][13] = p;
        if (item[i][12] == 0) {
            item[i][6] = 1;
            item[i][8] = item[i][9];
        }
        if (item[i][12] == 1) {
            item[i][6] = 3;
        }
    }

    /**
     * src/mwItemBombRocket.cpp proc_rocket_collision: touching a rocket lights it (type 98, lit by p, shape 1026),
     * makes it carryable and stops its fall.
     */
    void procRocketCollision(int p, int i) {
        item[i][0] = 98;
        item[i][13] = p;
        item[i][1] = 1026;
        if (item[i][3] == 0 || item[i][3] == 1) {
            item[i][3] = -1;
        }
        itemf[i][3] = 0;
    }

    /**
     * src/mwItemBombRocket.cpp proc_lit_rocket: speed {@code item[i][11]} (px/frame x 1000) grows by
     * {@code item[i][9]} up to {@code item[i][8]} x 1000 along angle {@code item[i][10]} (milliradians, 0 = up);
     * a wall ahead turns it into an exploding bomb (20 frames) and drops its riders, else riders move with it.
     */
    void procLitRocket(int i) {
        int accel = item[i][9];
        int maxSpeed = item[i][8] * 1000;
        item[i][11] += accel;
        if (item[i][11] > maxSpeed) {
            item[i][11] = maxSpeed;
        }
        float angle = (float) ((double) ((float) item[i][10] / 1000) - ALLEGRO_PI / 2);
        itemf[i][2] = (PmMath.cosf(angle) * item[i][11]) / 1000;
        itemf[i][3] = (PmMath.sinf(angle) * item[i][11]) / 1000;
        itemf[i][0] += itemf[i][2];
        itemf[i][1] += itemf[i][3];
        int x = (int) itemf[i][0];
        int y = (int) itemf[i][1];
        Solid sol = w.solid;
        boolean hit = (itemf[i][3] < 0 && sol.isUpSolid(x, y, 0, 3) == 1)
                || (itemf[i][3] > 0 && sol.isDownSolid(x, y, 0, 3) == 1)
                || (itemf[i][3] > 0 && sol.isDownSolid(x, y, 0, 3) == 2)
                || (itemf[i][2] < -1.1 && sol.isLeftSolid(x, y, 0, 3) == 1)
                || (itemf[i][2] > 1.1 && sol.isRightSolid(x, y, 0, 3) == 1);
        if (hit) {
            itemf[i][2] = 0;
            itemf[i][3] = 0;
            item[i][0] = 99;
            item[i][6] = 2;
            item[i][3] = 1;
            item[i][8] = 20;
            item[i][9] = 20;
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
                    s.x = itemf[i][0];
                    s.y = itemf[i][1];
                }
            }
        }
    }

    /**
     * src/mwItemBombRocket.cpp bomb_blocks, t == 2: clears (tile 0) every bombable block whose centre is closer
     * than dr px to the bomb's centre (x+10, y+10). Other t values only draw and do nothing here.
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
     * src/mwItemBombRocket.cpp bomb_enemies, t == 2: marks every enemy (but an invincible cloner) closer than dr px
     * as bombed ({@code Ei[e][31] = 2}) by the bomb's player ({@code Ei[e][26]}).
     */
    void bombEnemies(int i, int t, int dr, float x, float y) {
        if (t != 2) {
            return;
        }
        for (int e = 0; e < 100; e++) {
            int[] ei = w.enemy.Ei[e];
            if (ei[0] != 0 && !(ei[0] == 9 && ei[30] != 0)) {
                float dist = dist(w.enemy.Ef[e][0] - x, w.enemy.Ef[e][1] - y);
                if (dist < dr) {
                    ei[31] = 2;
                    ei[26] = item[i][13];
                }
            }
        }
    }

    /**
     * src/mwItemBombRocket.cpp bomb_players, t == 2: in the blast's last frame ({@code item[i][8] == 0}) every
     * active player closer than dr px loses {@code min(80, 20 * dr / dist)} health.
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
                    if (item[i][8] == 0) {
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
     * src/mwItemBombRocket.cpp proc_lit_bomb: counts the bomb's timer {@code item[i][8]} down; a remote bomb
     * explodes when its player holds down; a burnt fuse makes it explode, drop from its carrier and delete other lit
     * bombs at the same spot from the same cloner ({@code item[i][15]}); while exploding the blast radius is
     * {@code item[i][7]} scaled by the elapsed part of 20 frames, and the bomb vanishes at the end.
     */
    void procLitBomb(int i) {
        item[i][8]--;
        if (item[i][6] == 3 && w.player.syn[item[i][13]].down != 0) {
            item[i][6] = 2;
            item[i][9] = 20;
            item[i][8] = 20;
        }
        if (item[i][6] == 1 && item[i][8] < 1) {
            item[i][6] = 2;
            item[i][9] = 20;
            item[i][8] = 20;
            for (int p = 0; p < 8; p++) {
                Psyn s = w.player.syn[p];
                if (s.active != 0 && s.carry_item - 1 == i) {
                    items.playerDropItem(p, i);
                }
            }
            for (int ii = 0; ii < 500; ii++) {
                if (item[ii][0] == 99 && ii != i && itemf[ii][0] == itemf[i][0] && itemf[ii][1] == itemf[i][1]
                        && item[ii][15] == item[i][15]) {
                    item[ii][0] = 0;
                }
            }
        }
        if (item[i][6] == 2) {
            float r = 1 - (float) item[i][8] / (float) item[i][9];
            int dr = (int) ((float) item[i][7] * r);
            bombBlocks(i, 2, dr, itemf[i][0], itemf[i][1]);
            bombEnemies(i, 2, dr, itemf[i][0], itemf[i][1]);
            bombPlayers(i, 2, dr, itemf[i][0], itemf[i][1]);
            if (item[i][8] < 1) {
                item[i][0] = 0;
            }
        }
    }
}

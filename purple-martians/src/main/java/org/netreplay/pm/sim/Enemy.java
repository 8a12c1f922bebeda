package org.netreplay.pm.sim;

/**
 * The game's mwEnemy (src/mwEnemy.cpp, src/mwEnemyFnx.cpp and the per-type files), ported to Java with the game's
 * float arithmetic. Owner: PM-enemies.
 *
 * <p>Enemy types (Ei[e][0]): 1 bouncer, 2 cannon, 3 archwagon, 4 blokwalk, 5 jumpworm, 6 flapper, 7 vinepod,
 * 8 trakbot, 9 cloner, 19 crew, 66 expiring (time to live ran out), 99 death sequence. Positions are px (float),
 * timers are frames.
 */
public final class Enemy {
    /** {@code ALLEGRO_PI}: a double constant, so expressions with it are computed in double as in C++. */
    static final double ALLEGRO_PI = 3.14159265358979323846;

    private final PmWorld w;
    /** Enemy ints, {@code mEnemy.Ei[100][32]} ([0] = type): state section Ei. */
    public final int[][] Ei = new int[100][32];
    /** Enemy floats, {@code mEnemy.Ef[100][16]} ([0],[1] = x,y px): state section Ef. */
    public final float[][] Ef = new float[100][16];
    /** {@code mEnemy.e_num_of_type[50]}. */
    public final int[] e_num_of_type = new int[50];
    /** {@code mEnemy.e_first_num[50]}. */
    public final int[] e_first_num = new int[50];
    /** {@code mEnemy.num_enemy}. */
    public int num_enemy;

    private final EnemyTypes types;

    /** @param w the world whose other parts this part calls */
    public Enemy(PmWorld w) {
        this.w = w;
        this.types = new EnemyTypes(w, this);
    }

    /**
     * Moves every active enemy once, in index order: shot collisions, time to live, bounds, then the type's move
     * function. Source: src/mwEnemy.cpp move_enemies (timing log left out).
     */
    public void moveEnemies() {
        num_enemy = 0;
        for (int e = 0; e < 100; e++) {
            if (Ei[e][0] == 0) {
                continue;
            }
            int enemyType = Ei[e][0];
            num_enemy++;
            if (enemyType < 50) {
                procEnemyCollisionWithPshot(e);
            }
            int ttl = Ei[e][27];
            if (ttl != 0) {
                if (ttl < 11) {
                    Ei[e][0] = 66;
                    Ef[e][4] = 0;
                    Ei[e][29] = 0;
                    int sq = 10 - ttl;
                    Ei[e][1] = w.bitmap.zz[5 + sq][74];
                }
                if (ttl == 1) {
                    Ei[e][0] = 0;
                }
                Ei[e][27]--;
            }
            if (Ef[e][0] < 0 || Ef[e][0] > 1980) {
                Ei[e][0] = 0;
            }
            if (Ef[e][1] < 0 || Ef[e][1] > 1980) {
                Ei[e][0] = 0;
            }
            switch (enemyType) {
                case 1 -> moveBouncer(e);
                case 2 -> moveCannon(e);
                case 3 -> moveArchwagon(e);
                case 4 -> moveBlokwalk(e);
                case 5 -> moveJumpworm(e);
                case 6 -> moveFlapper(e);
                case 7 -> moveVinepod(e);
                case 8 -> moveTrakbot(e);
                case 9 -> moveCloner(e);
                case 19 -> moveCrew(e);
                case 99 -> enemyDeathcount(e);
                default -> {
                }
            }
        }
    }

    /**
     * Marks enemy {@code e} as shot (Ei[31] = 1, Ei[26] = player) by every active player shot inside its collision
     * box widened by half the shot's speed; the shot dies. Source: src/mwEnemy.cpp proc_enemy_collision_with_pshot
     * (game event and demo-record bookkeeping left out: no state).
     */
    public void procEnemyCollisionWithPshot(int e) {
        float cb = (float) Ei[e][29];
        float x1 = Ef[e][0] - cb;
        float y1 = Ef[e][1] - cb;
        float x2 = Ef[e][0] + cb;
        float y2 = Ef[e][1] + cb;
        for (int c = 0; c < 50; c++) {
            PShot s = w.shot.p[c];
            if (s.active == 0) {
                continue;
            }
            float x = s.x;
            float y = s.y;
            float cx = Math.abs(s.xinc / 2);
            float cy = Math.abs(s.yinc / 2);
            if (x > x1 - cx && x < x2 + cx && y > y1 - cy && y < y2 + cy) {
                int p = s.player;
                Ei[e][31] = 1;
                Ei[e][26] = p;
                w.player.syn[p].stat_enemy_hits++;
                s.active = 0;
            }
        }
    }

    /**
     * The death sequence (type 99): drift, spin, scale, fade; when Ei[30] runs out the enemy becomes a health bonus
     * item (type 2, 800 frames to live). Source: src/mwEnemy.cpp enemy_deathcount.
     */
    public void enemyDeathcount(int e) {
        Ef[e][0] += Ef[e][2];
        Ef[e][1] += Ef[e][3];
        Ef[e][14] += Ef[e][13];
        Ef[e][12] *= Ef[e][11];
        Ef[e][10] -= Ef[e][9];
        Ei[e][1] = w.bitmap.zz[0][Ei[e][3]];
        if (--Ei[e][30] < 0) {
            Ei[e][0] = 0;
            int[][] item = w.item.item;
            float[][] itemf = w.item.itemf;
            for (int c = 0; c < 500; c++) {
                if (item[c][0] == 0) {
                    for (int y = 0; y < 16; y++) {
                        item[c][y] = 0;
                    }
                    item[c][0] = 2;
                    item[c][1] = Ei[e][24];
                    item[c][2] = 1;
                    item[c][3] = -1;
                    item[c][6] = 1;
                    item[c][7] = Ei[e][25];
                    item[c][8] = 0;
                    item[c][14] = 800;
                    itemf[c][0] = Ef[e][0];
                    itemf[c][1] = Ef[e][1];
                    itemf[c][2] = 0;
                    itemf[c][3] = 0;
                    break;
                }
            }
        }
    }

    /**
     * Applies a pending player hit (Ei[22] = player + 1) when the retrigger counter Ei[23] has run out, then waits
     * 60 frames; while waiting, hits are dropped. Source: src/mwEnemy.cpp enemy_player_hit_proc.
     */
    public void enemyPlayerHitProc(int e) {
        if (--Ei[e][23] < 0) {
            if (Ei[e][22] != 0) {
                int p = Ei[e][22] - 1;
                w.player.syn[p].health -= Ef[e][4];
                Ei[e][22] = 0;
                Ei[e][23] = 60;
            }
        } else {
            Ei[e][22] = 0;
        }
    }

    /**
     * Turns enemy {@code e} into its death sequence (type 99) with a per-type animation, delay and bonus; restarts
     * that animation in the shared {@code zz} table. Source: src/mwEnemy.cpp enemy_killed.
     */
    public void enemyKilled(int e) {
        Ef[e][2] = 0;
        Ef[e][3] = 0;
        Ef[e][9] = (float) .05;
        Ef[e][10] = 1.0f;
        int type = Ei[e][0];
        switch (type) {
            case 1 -> {
                if (Ei[e][3] == 29) {
                    Ei[e][3] = 46;
                }
                if (Ei[e][3] == 14) {
                    Ei[e][3] = 13;
                }
                Ei[e][30] = 20;
                Ei[e][24] = 928;
                Ef[e][11] = (float) 1.03;
                Ef[e][13] = (float) 0.05;
            }
            case 2 -> {
                Ei[e][3] = 37;
                Ei[e][30] = 20;
                Ei[e][24] = 930;
                Ef[e][11] = (float) 1.08;
                Ef[e][13] = (float) 0.024;
            }
            case 3 -> {
                Ei[e][3] = 34;
                Ei[e][30] = 20;
                Ei[e][24] = 929;
                Ef[e][11] = (float) 1.08;
                Ef[e][13] = 0;
            }
            case 5 -> {
                Ei[e][3] = 79;
                Ei[e][30] = 20;
                Ei[e][24] = 935;
                Ef[e][11] = (float) 0.96;
                Ef[e][13] = (float) 0.5;
                Ef[e][3] = -2;
            }
            case 6 -> {
                Ei[e][3] = 63;
                Ei[e][30] = 20;
                Ei[e][24] = 933;
                Ef[e][11] = (float) 1.04;
                Ef[e][13] = 0;
            }
            case 7 -> {
                Ei[e][3] = 45;
                Ei[e][30] = 40;
                Ei[e][24] = 932;
                Ef[e][12] = (float) 2.8;
                Ef[e][11] = (float) 0.94;
                Ef[e][13] = 0;
                Ef[e][9] = (float) .025;
            }
            case 8 -> {
                Ei[e][3] = 44;
                Ei[e][30] = 12;
                Ei[e][24] = 931;
                Ef[e][11] = (float) 1.00;
                Ef[e][13] = (float) 0.4;
                Ef[e][9] = (float) .083;
            }
            case 9 -> {
                Ei[e][3] = 105;
                Ei[e][30] = 40;
                Ei[e][24] = 934;
                Ef[e][11] = (float) 0.98;
                Ef[e][13] = (float) 0.2;
            }
            default -> {
            }
        }
        int hbm = 1;
        if (Ei[e][31] == 2) {
            hbm = 2;
        }
        Ei[e][25] *= hbm;
        Ei[e][24] += (hbm - 1) * 32;
        Ei[e][0] = 99;
        Ef[e][4] = 0;
        int na = Ei[e][3];
        int dl = Ei[e][30];
        int[][] zz = w.bitmap.zz;
        zz[0][na] = zz[5][na];
        zz[1][na] = 0;
        zz[2][na] = 0;
        zz[3][na] = dl / zz[4][na];
    }

    /** Source: src/mwEnemyArchwagon.cpp move_archwagon. */
    public void moveArchwagon(int e) {
        types.moveArchwagon(e);
    }

    /** Source: src/mwEnemyArchwagon.cpp move_arch_block_common (shared by archwagon, blokwalk and crew). */
    public void moveArchBlockCommon(int e) {
        types.moveArchBlockCommon(e);
    }

    /** Source: src/mwEnemyArchwagon.cpp move_blokwalk (changes a tile when shot only if {@code no_display == 0}). */
    public void moveBlokwalk(int e) {
        types.moveBlokwalk(e);
    }

    /** Source: src/mwEnemyArchwagon.cpp move_crew. */
    public void moveCrew(int e) {
        types.moveArchBlockCommon(e);
    }

    /** Source: src/mwEnemyCannon.cpp move_bouncer_cannon_common. */
    public void moveBouncerCannonCommon(int e) {
        types.moveBouncerCannonCommon(e);
    }

    /** Source: src/mwEnemyCannon.cpp move_cannon. */
    public void moveCannon(int e) {
        types.moveCannon(e);
    }

    /** Source: src/mwEnemyCannon.cpp move_bouncer. */
    public void moveBouncer(int e) {
        types.moveBouncer(e);
    }

    /** Source: src/mwEnemyCloner.cpp cloner_create. */
    public void clonerCreate(int e) {
        types.clonerCreate(e);
    }

    /** Source: src/mwEnemyCloner.cpp move_cloner. */
    public void moveCloner(int e) {
        types.moveCloner(e);
    }

    /** Source: src/mwEnemyFlapper.cpp move_flapper. */
    public void moveFlapper(int e) {
        types.moveFlapper(e);
    }

    /** Source: src/mwEnemyJumpworm.cpp move_jumpworm. */
    public void moveJumpworm(int e) {
        types.moveJumpworm(e);
    }

    /** Source: src/mwEnemyTrakbot.cpp set_trakbot_mode. */
    public void setTrakbotMode(int e, int mode) {
        types.setTrakbotMode(e, mode);
    }

    /** Source: src/mwEnemyTrakbot.cpp move_trakbot. */
    public void moveTrakbot(int e) {
        types.moveTrakbot(e);
    }

    /** Source: src/mwEnemyVinePod.cpp move_vinepod. */
    public void moveVinepod(int e) {
        types.moveVinepod(e);
    }

    /**
     * Fills {@code dest} with the vinepod's spline path ({@code np} points, x,y pairs, px) from its four points
     * Ei[3..10] (+10 px to the centre), the control points scaled by Ef[6]. Source: src/mwEnemyVinePod.cpp
     * vinepod_fill_points_array.
     */
    public void vinepodFillPointsArray(int e, int np, float[] pnts, float[] dest) {
        for (int i = 0; i < 8; i++) {
            pnts[i] = Ei[e][i + 3] + 10;
        }
        float d = Ef[e][6];
        pnts[2] = pnts[0] + (pnts[2] - pnts[0]) * d;
        pnts[3] = pnts[1] + (pnts[3] - pnts[1]) * d;
        pnts[4] = pnts[0] + (pnts[4] - pnts[0]) * d;
        pnts[5] = pnts[1] + (pnts[5] - pnts[1]) * d;
        EnemySpline.calculateSpline(dest, pnts, np);
    }

    /** Straight vinepod path: per-step x/y increments and rotation. Source: src/mwEnemyVinePod.cpp calc_simple_vinepod. */
    public void calcSimpleVinepod(int e) {
        float xlen = Ei[e][9] - Ei[e][3];
        float ylen = Ei[e][10] - Ei[e][4];
        Ef[e][2] = xlen / Ei[e][17];
        Ef[e][3] = ylen / Ei[e][17];
        Ef[e][14] = (float) (PmMath.atan2f(ylen, xlen) - ALLEGRO_PI / 2);
    }

    /**
     * 1 if an active, unpaused player's integer position is strictly inside the trigger box Ei[11..14] grown by
     * 10 px on each side, else 0. Source: src/mwEnemyFnx.cpp is_player_in_enemy_trigger_box.
     */
    public int isPlayerInEnemyTriggerBox(int e) {
        int x1 = Ei[e][11] - 10;
        int y1 = Ei[e][12] - 10;
        int x2 = Ei[e][11] + Ei[e][13] + 10;
        int y2 = Ei[e][12] + Ei[e][14] + 10;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0) {
                int px = (int) s.x;
                int py = (int) s.y;
                if (px > x1 && px < x2 && py > y1 && py < y2) {
                    return 1;
                }
            }
        }
        return 0;
    }

    /** Rotation Ef[14] (radians) from the direction of travel. Source: src/mwEnemyFnx.cpp set_enemy_rot_from_incs. */
    public void setEnemyRotFromIncs(int e) {
        Ef[e][14] = (float) (PmMath.atan2f(Ef[e][3], Ef[e][2]) - ALLEGRO_PI / 2);
    }

    /**
     * Rotation Ef[14] towards player {@code p}, or towards where the shot module expects it to be when
     * {@code extrapolate != 0}. Source: src/mwEnemyFnx.cpp set_enemy_rot_from_players_position.
     */
    public void setEnemyRotFromPlayersPosition(int e, int p, int extrapolate) {
        float[] px = {w.player.syn[p].x};
        float[] py = {w.player.syn[p].y};
        if (extrapolate != 0) {
            w.shot.calcWherePlayerWillBe(e, p, px, py);
        }
        float xlen = px[0] - Ef[e][0];
        float ylen = py[0] - Ef[e][1];
        Ef[e][14] = (float) (PmMath.atan2f(ylen, xlen) - ALLEGRO_PI / 2);
    }

    /** Distance in double as the game's {@code sqrt(pow(x,2)+pow(y,2))} on floats (pow(x,2) is exact). */
    static float hypot(float xlen, float ylen) {
        double x = xlen;
        double y = ylen;
        return (float) StrictMath.sqrt(x * x + y * y);
    }

    /** Velocity Ef[2],Ef[3] towards player {@code p} at speed Ef[5]. Source: src/mwEnemyFnx.cpp set_enemy_xyinc_from_player. */
    public void setEnemyXyincFromPlayer(int e, int p) {
        float xlen = w.player.syn[p].x - Ef[e][0];
        float ylen = w.player.syn[p].y - Ef[e][1];
        float hyDist = hypot(xlen, ylen);
        float speed = Ef[e][5];
        float scaler = hyDist / speed;
        Ef[e][2] = xlen / scaler;
        Ef[e][3] = ylen / scaler;
    }

    /** Closest active unpaused player (0 if none). Source: src/mwEnemyFnx.cpp find_closest_player. */
    public int findClosestPlayer(int e) {
        int closest = 0;
        float hd = 99999;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0) {
                float h = hypot(s.x - Ef[e][0], s.y - Ef[e][1]);
                if (h < hd) {
                    hd = h;
                    closest = p;
                }
            }
        }
        return closest;
    }

    /** Angle in degrees 0..360 (0 = up, clockwise on screen) as the game computes it: float, via double. */
    private static float degreesFromUp(float xlen, float ylen) {
        float angle = (float) (PmMath.atan2f(ylen, xlen) + ALLEGRO_PI / 2);
        float da = (float) ((angle / (ALLEGRO_PI * 2)) * 360);
        if (da < 0) {
            da += 360;
        }
        return da;
    }

    /**
     * Closest player within Ei[17] px in the 90° slice the flapper faces (45..135° right, 225..315° left), or -1.
     * Source: src/mwEnemyFnx.cpp find_closest_player_flapper.
     */
    public int findClosestPlayerFlapper(int e) {
        int dir = Ei[e][2];
        float prox = Ei[e][17];
        float[] d = new float[8];
        for (int p = 0; p < 8; p++) {
            d[p] = -1;
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0) {
                float xlen = s.x - Ef[e][0];
                float ylen = s.y - Ef[e][1];
                float dist = hypot(xlen, ylen);
                float da = degreesFromUp(xlen, ylen);
                if (dir == 1 && da > 45 && da < 135 && dist < prox) {
                    d[p] = dist;
                }
                if (dir == 0 && da > 225 && da < 315 && dist < prox) {
                    d[p] = dist;
                }
            }
        }
        float closestVal = 9999;
        int closestP = -1;
        for (int p = 0; p < 8; p++) {
            if (d[p] != -1 && d[p] < closestVal) {
                closestVal = d[p];
                closestP = p;
            }
        }
        return closestVal == 9999 ? -1 : closestP;
    }

    /**
     * Closest player within Ei[17] px in the quadrant the trakbot's mode Ei[5] faces, or -1. Source:
     * src/mwEnemyFnx.cpp find_closest_player_trakbot.
     */
    public int findClosestPlayerTrakbot(int e) {
        int quad = 0;
        float prox = Ei[e][17];
        switch (Ei[e][5]) {
            case 0, 5 -> quad = 1;
            case 1, 4 -> quad = 2;
            case 2, 7 -> quad = 3;
            case 3, 6 -> quad = 4;
            default -> {
            }
        }
        int closestP = -1;
        float closestVal = 3000;
        float[] d = new float[8];
        for (int p = 0; p < 8; p++) {
            d[p] = -1;
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0) {
                float xlen = s.x - Ef[e][0];
                float ylen = s.y - Ef[e][1];
                float dist = hypot(xlen, ylen);
                float da = degreesFromUp(xlen, ylen);
                if (quad == 1 && da > 0 && da < 90) {
                    d[p] = dist;
                }
                if (quad == 4 && da > 90 && da < 180) {
                    d[p] = dist;
                }
                if (quad == 3 && da > 180 && da < 270) {
                    d[p] = dist;
                }
                if (quad == 2 && da > 270 && da < 359) {
                    d[p] = dist;
                }
            }
            if (d[p] > prox) {
                d[p] = -1;
            }
        }
        for (int p = 0; p < 8; p++) {
            if (d[p] != -1 && d[p] < closestVal) {
                closestVal = d[p];
                closestP = p;
            }
        }
        return closestVal == 3000 ? -1 : closestP;
    }

    /** Closest player if closer than Ei[17] px, else -1. Source: src/mwEnemyFnx.cpp find_closest_player_cannon. */
    public int findClosestPlayerCannon(int e) {
        float prox = Ei[e][17];
        int closest = -1;
        float hd = 99999;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0) {
                float h = hypot(s.x - Ef[e][0], s.y - Ef[e][1]);
                if (h < hd) {
                    hd = h;
                    closest = p;
                }
            }
        }
        return hd < prox ? closest : -1;
    }

    /** Degrees to radians as the game computes it (float divide, then double). Source: src/mwEnemyFnx.cpp deg_to_rad. */
    public float degToRad(float deg) {
        return (float) ((deg / 360) * ALLEGRO_PI * 2);
    }

    /** Zeroes enemy {@code e}. Source: src/mwEnemyEditorFnx.cpp clear_enemy. */
    public void clearEnemy(int e) {
        for (int a = 0; a < 32; a++) {
            Ei[e][a] = 0;
        }
        for (int a = 0; a < 16; a++) {
            Ef[e][a] = 0;
        }
    }
}

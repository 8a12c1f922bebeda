package org.netreplay.pm.sim;

import org.netreplay.pm.sim.EnemySlots.AnyEnemy;
import org.netreplay.pm.sim.EnemySlots.Archwagon;
import org.netreplay.pm.sim.EnemySlots.Blokwalk;
import org.netreplay.pm.sim.EnemySlots.Bouncer;
import org.netreplay.pm.sim.EnemySlots.BouncerCannon;
import org.netreplay.pm.sim.EnemySlots.Cannon;
import org.netreplay.pm.sim.EnemySlots.Cloner;
import org.netreplay.pm.sim.EnemySlots.Crew;
import org.netreplay.pm.sim.EnemySlots.Dying;
import org.netreplay.pm.sim.EnemySlots.Flapper;
import org.netreplay.pm.sim.EnemySlots.Jumpworm;
import org.netreplay.pm.sim.EnemySlots.Trakbot;
import org.netreplay.pm.sim.EnemySlots.Vinepod;
import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Bonus;

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
     * function. (timing log left out).
     *
     * @upstream src/mwEnemy.cpp#move_enemies
     */
    public void moveEnemies() {
        num_enemy = 0;
        for (int slot = 0; slot < 100; slot++) {
            int e = w.reversedUpdateOrder ? 99 - slot : slot;
            if (Ei[e][AnyEnemy.I.TYPE] == 0) {
                continue;
            }
            int enemyType = Ei[e][AnyEnemy.I.TYPE];
            num_enemy++;
            if (enemyType < 50) {
                procEnemyCollisionWithPshot(e);
            }
            int ttl = Ei[e][AnyEnemy.I.TIME_TO_LIVE];
            if (ttl != 0) {
                if (ttl < 11) {
                    Ei[e][AnyEnemy.I.TYPE] = 66;
                    Ef[e][AnyEnemy.F.HEALTH_DECREMENT] = 0;
                    Ei[e][AnyEnemy.I.COLLISION_BOX] = 0;
                    int sq = 10 - ttl;
                    Ei[e][AnyEnemy.I.SHAPE] = w.bitmap.zz[5 + sq][74];
                }
                if (ttl == 1) {
                    Ei[e][AnyEnemy.I.TYPE] = 0;
                }
                Ei[e][AnyEnemy.I.TIME_TO_LIVE]--;
            }
            if (Ef[e][AnyEnemy.F.X] < 0 || Ef[e][AnyEnemy.F.X] > 1980) {
                Ei[e][AnyEnemy.I.TYPE] = 0;
            }
            if (Ef[e][AnyEnemy.F.Y] < 0 || Ef[e][AnyEnemy.F.Y] > 1980) {
                Ei[e][AnyEnemy.I.TYPE] = 0;
            }
            switch (enemyType) {
                case Bouncer.CODE -> moveBouncer(e);
                case Cannon.CODE -> moveCannon(e);
                case Archwagon.CODE -> moveArchwagon(e);
                case Blokwalk.CODE -> moveBlokwalk(e);
                case Jumpworm.CODE -> moveJumpworm(e);
                case Flapper.CODE -> moveFlapper(e);
                case Vinepod.CODE -> moveVinepod(e);
                case Trakbot.CODE -> moveTrakbot(e);
                case Cloner.CODE -> moveCloner(e);
                case Crew.CODE -> moveCrew(e);
                case Dying.CODE -> enemyDeathcount(e);
                default -> {
                }
            }
        }
    }

    /**
     * Marks enemy {@code e} as shot (Ei[31] = 1, Ei[26] = player) by every active player shot inside its collision
     * box widened by half the shot's speed; the shot dies. * (game event and demo-record bookkeeping left out: no state).
     *
     * @upstream src/mwEnemy.cpp#proc_enemy_collision_with_pshot
     */
    public void procEnemyCollisionWithPshot(int e) {
        float cb = (float) Ei[e][AnyEnemy.I.COLLISION_BOX];
        float x1 = Ef[e][AnyEnemy.F.X] - cb;
        float y1 = Ef[e][AnyEnemy.F.Y] - cb;
        float x2 = Ef[e][AnyEnemy.F.X] + cb;
        float y2 = Ef[e][AnyEnemy.F.Y] + cb;
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
                Ei[e][AnyEnemy.I.HIT] = 1;
                Ei[e][AnyEnemy.I.HIT_BY_PLAYER] = p;
                w.player.syn[p].stat_enemy_hits++;
                s.active = 0;
            }
        }
    }

    /**
     * The death sequence (type 99): drift, spin, scale, fade; when Ei[30] runs out the enemy becomes a health bonus
     * item (type 2, 800 frames to live).
     *
     * @upstream src/mwEnemy.cpp#enemy_deathcount
     */
    public void enemyDeathcount(int e) {
        Ef[e][AnyEnemy.F.X] += Ef[e][AnyEnemy.F.XINC];
        Ef[e][AnyEnemy.F.Y] += Ef[e][AnyEnemy.F.YINC];
        Ef[e][AnyEnemy.F.ROT] += Ef[e][Dying.F.ROT_INC];
        Ef[e][AnyEnemy.F.SCALE] *= Ef[e][Dying.F.SCALE_MULTIPLIER];
        Ef[e][Dying.F.OPACITY] -= Ef[e][Dying.F.OPACITY_DEC];
        Ei[e][AnyEnemy.I.SHAPE] = w.bitmap.zz[0][Ei[e][Dying.I.ANS]];
        if (--Ei[e][Dying.I.DEATH_LOOP_WAIT] < 0) {
            Ei[e][AnyEnemy.I.TYPE] = 0;
            int[][] item = w.item.item;
            float[][] itemf = w.item.itemf;
            for (int c = 0; c < 500; c++) {
                if (item[c][AnyItem.I.TYPE] == 0) {
                    for (int y = 0; y < 16; y++) {
                        item[c][y] = 0;
                    }
                    item[c][AnyItem.I.TYPE] = Bonus.CODE;
                    item[c][AnyItem.I.SHAPE] = Ei[e][Dying.I.BONUS_SHAPE];
                    item[c][Bonus.I.DRAW_MODE] = 1;
                    item[c][AnyItem.I.MOTION] = -1;
                    item[c][Bonus.I.BONUS_TYPE] = 1;
                    item[c][Bonus.I.HEALTH] = Ei[e][AnyEnemy.I.HEALTH_BONUS];
                    item[c][Bonus.I.UNUSED] = 0;
                    item[c][AnyItem.I.TIME_TO_LIVE] = 800;
                    itemf[c][AnyItem.F.X] = Ef[e][AnyEnemy.F.X];
                    itemf[c][AnyItem.F.Y] = Ef[e][AnyEnemy.F.Y];
                    itemf[c][AnyItem.F.XINC] = 0;
                    itemf[c][AnyItem.F.YINC] = 0;
                    break;
                }
            }
        }
    }

    /**
     * Applies a pending player hit (Ei[22] = player + 1) when the retrigger counter Ei[23] has run out, then waits
     * 60 frames; while waiting, hits are dropped.
     *
     * @upstream src/mwEnemy.cpp#enemy_player_hit_proc
     */
    public void enemyPlayerHitProc(int e) {
        if (--Ei[e][AnyEnemy.I.PLAYER_HIT_RETRIGGER] < 0) {
            if (Ei[e][AnyEnemy.I.PLAYER_HIT] != 0) {
                int p = Ei[e][AnyEnemy.I.PLAYER_HIT] - 1;
                w.player.syn[p].health -= Ef[e][AnyEnemy.F.HEALTH_DECREMENT];
                Ei[e][AnyEnemy.I.PLAYER_HIT] = 0;
                Ei[e][AnyEnemy.I.PLAYER_HIT_RETRIGGER] = 60;
            }
        } else {
            Ei[e][AnyEnemy.I.PLAYER_HIT] = 0;
        }
    }

    /**
     * Turns enemy {@code e} into its death sequence (type 99) with a per-type animation, delay and bonus; restarts
     * that animation in the shared {@code zz} table.
     *
     * @upstream src/mwEnemy.cpp#enemy_killed
     */
    public void enemyKilled(int e) {
        Ef[e][AnyEnemy.F.XINC] = 0;
        Ef[e][AnyEnemy.F.YINC] = 0;
        Ef[e][Dying.F.OPACITY_DEC] = (float) .05;
        Ef[e][Dying.F.OPACITY] = 1.0f;
        int type = Ei[e][AnyEnemy.I.TYPE];
        switch (type) {
            case Bouncer.CODE -> {
                if (Ei[e][Dying.I.ANS] == 29) {
                    Ei[e][Dying.I.ANS] = 46;
                }
                if (Ei[e][Dying.I.ANS] == 14) {
                    Ei[e][Dying.I.ANS] = 13;
                }
                Ei[e][Dying.I.DEATH_LOOP_WAIT] = 20;
                Ei[e][Dying.I.BONUS_SHAPE] = 928;
                Ef[e][Dying.F.SCALE_MULTIPLIER] = (float) 1.03;
                Ef[e][Dying.F.ROT_INC] = (float) 0.05;
            }
            case Cannon.CODE -> {
                Ei[e][Dying.I.ANS] = 37;
                Ei[e][Dying.I.DEATH_LOOP_WAIT] = 20;
                Ei[e][Dying.I.BONUS_SHAPE] = 930;
                Ef[e][Dying.F.SCALE_MULTIPLIER] = (float) 1.08;
                Ef[e][Dying.F.ROT_INC] = (float) 0.024;
            }
            case Archwagon.CODE -> {
                Ei[e][Dying.I.ANS] = 34;
                Ei[e][Dying.I.DEATH_LOOP_WAIT] = 20;
                Ei[e][Dying.I.BONUS_SHAPE] = 929;
                Ef[e][Dying.F.SCALE_MULTIPLIER] = (float) 1.08;
                Ef[e][Dying.F.ROT_INC] = 0;
            }
            case Jumpworm.CODE -> {
                Ei[e][Dying.I.ANS] = 79;
                Ei[e][Dying.I.DEATH_LOOP_WAIT] = 20;
                Ei[e][Dying.I.BONUS_SHAPE] = 935;
                Ef[e][Dying.F.SCALE_MULTIPLIER] = (float) 0.96;
                Ef[e][Dying.F.ROT_INC] = (float) 0.5;
                Ef[e][AnyEnemy.F.YINC] = -2;
            }
            case Flapper.CODE -> {
                Ei[e][Dying.I.ANS] = 63;
                Ei[e][Dying.I.DEATH_LOOP_WAIT] = 20;
                Ei[e][Dying.I.BONUS_SHAPE] = 933;
                Ef[e][Dying.F.SCALE_MULTIPLIER] = (float) 1.04;
                Ef[e][Dying.F.ROT_INC] = 0;
            }
            case Vinepod.CODE -> {
                Ei[e][Dying.I.ANS] = 45;
                Ei[e][Dying.I.DEATH_LOOP_WAIT] = 40;
                Ei[e][Dying.I.BONUS_SHAPE] = 932;
                Ef[e][AnyEnemy.F.SCALE] = (float) 2.8;
                Ef[e][Dying.F.SCALE_MULTIPLIER] = (float) 0.94;
                Ef[e][Dying.F.ROT_INC] = 0;
                Ef[e][Dying.F.OPACITY_DEC] = (float) .025;
            }
            case Trakbot.CODE -> {
                Ei[e][Dying.I.ANS] = 44;
                Ei[e][Dying.I.DEATH_LOOP_WAIT] = 12;
                Ei[e][Dying.I.BONUS_SHAPE] = 931;
                Ef[e][Dying.F.SCALE_MULTIPLIER] = (float) 1.00;
                Ef[e][Dying.F.ROT_INC] = (float) 0.4;
                Ef[e][Dying.F.OPACITY_DEC] = (float) .083;
            }
            case Cloner.CODE -> {
                Ei[e][Dying.I.ANS] = 105;
                Ei[e][Dying.I.DEATH_LOOP_WAIT] = 40;
                Ei[e][Dying.I.BONUS_SHAPE] = 934;
                Ef[e][Dying.F.SCALE_MULTIPLIER] = (float) 0.98;
                Ef[e][Dying.F.ROT_INC] = (float) 0.2;
            }
            default -> {
            }
        }
        int hbm = 1;
        if (Ei[e][AnyEnemy.I.HIT] == 2) {
            hbm = 2;
        }
        Ei[e][AnyEnemy.I.HEALTH_BONUS] *= hbm;
        Ei[e][Dying.I.BONUS_SHAPE] += (hbm - 1) * 32;
        Ei[e][AnyEnemy.I.TYPE] = Dying.CODE;
        Ef[e][AnyEnemy.F.HEALTH_DECREMENT] = 0;
        int na = Ei[e][Dying.I.ANS];
        int dl = Ei[e][Dying.I.DEATH_LOOP_WAIT];
        int[][] zz = w.bitmap.zz;
        zz[0][na] = zz[5][na];
        zz[1][na] = 0;
        zz[2][na] = 0;
        zz[3][na] = dl / zz[4][na];
    }

    /**
     * @upstream src/mwEnemyArchwagon.cpp#move_archwagon
     */
    public void moveArchwagon(int e) {
        types.moveArchwagon(e);
    }

    /**
     * (shared by archwagon, blokwalk and crew).
     *
     * @upstream src/mwEnemyArchwagon.cpp#move_arch_block_common
     */
    public void moveArchBlockCommon(int e) {
        types.moveArchBlockCommon(e);
    }

    /**
     * (changes a tile when shot only if {@code no_display == 0}).
     *
     * @upstream src/mwEnemyArchwagon.cpp#move_blokwalk
     */
    public void moveBlokwalk(int e) {
        types.moveBlokwalk(e);
    }

    /**
     * @upstream src/mwEnemyArchwagon.cpp#move_crew
     */
    public void moveCrew(int e) {
        types.moveArchBlockCommon(e);
    }

    /**
     * @upstream src/mwEnemyCannon.cpp#move_bouncer_cannon_common
     */
    public void moveBouncerCannonCommon(int e) {
        types.moveBouncerCannonCommon(e);
    }

    /**
     * @upstream src/mwEnemyCannon.cpp#move_cannon
     */
    public void moveCannon(int e) {
        types.moveCannon(e);
    }

    /**
     * @upstream src/mwEnemyCannon.cpp#move_bouncer
     */
    public void moveBouncer(int e) {
        types.moveBouncer(e);
    }

    /**
     * @upstream src/mwEnemyCloner.cpp#cloner_create
     */
    public void clonerCreate(int e) {
        types.clonerCreate(e);
    }

    /**
     * @upstream src/mwEnemyCloner.cpp#move_cloner
     */
    public void moveCloner(int e) {
        types.moveCloner(e);
    }

    /**
     * @upstream src/mwEnemyFlapper.cpp#move_flapper
     */
    public void moveFlapper(int e) {
        types.moveFlapper(e);
    }

    /**
     * @upstream src/mwEnemyJumpworm.cpp#move_jumpworm
     */
    public void moveJumpworm(int e) {
        types.moveJumpworm(e);
    }

    /**
     * @upstream src/mwEnemyTrakbot.cpp#set_trakbot_mode
     */
    public void setTrakbotMode(int e, int mode) {
        types.setTrakbotMode(e, mode);
    }

    /**
     * @upstream src/mwEnemyTrakbot.cpp#move_trakbot
     */
    public void moveTrakbot(int e) {
        types.moveTrakbot(e);
    }

    /**
     * @upstream src/mwEnemyVinePod.cpp#move_vinepod
     */
    public void moveVinepod(int e) {
        types.moveVinepod(e);
    }

    /**
     * Fills {@code dest} with the vinepod's spline path ({@code np} points, x,y pairs, px) from its four points
     * Ei[3..10] (+10 px to the centre), the control points scaled by Ef[6].
     *
     * @upstream src/mwEnemyVinePod.cpp#vinepod_fill_points_array
     */
    public void vinepodFillPointsArray(int e, int np, float[] pnts, float[] dest) {
        for (int i = 0; i < 8; i++) {
            pnts[i] = Ei[e][i + Vinepod.I.START_X] + 10;
        }
        float d = Ef[e][Vinepod.F.CONTROL_POINT_SCALE];
        pnts[2] = pnts[0] + (pnts[2] - pnts[0]) * d;
        pnts[3] = pnts[1] + (pnts[3] - pnts[1]) * d;
        pnts[4] = pnts[0] + (pnts[4] - pnts[0]) * d;
        pnts[5] = pnts[1] + (pnts[5] - pnts[1]) * d;
        EnemySpline.calculateSpline(dest, pnts, np);
    }

    /**
     * Straight vinepod path: per-step x/y increments and rotation.
     *
     * @upstream src/mwEnemyVinePod.cpp#calc_simple_vinepod
     */
    public void calcSimpleVinepod(int e) {
        float xlen = Ei[e][Vinepod.I.END_X] - Ei[e][Vinepod.I.START_X];
        float ylen = Ei[e][Vinepod.I.END_Y] - Ei[e][Vinepod.I.START_Y];
        Ef[e][AnyEnemy.F.XINC] = xlen / Ei[e][Vinepod.I.EXTEND_TIME];
        Ef[e][AnyEnemy.F.YINC] = ylen / Ei[e][Vinepod.I.EXTEND_TIME];
        Ef[e][AnyEnemy.F.ROT] = (float) (PmMath.atan2f(ylen, xlen) - ALLEGRO_PI / 2);
    }

    /**
     * 1 if an active, unpaused player's integer position is strictly inside the trigger box Ei[11..14] grown by
     * 10 px on each side, else 0.
     *
     * @upstream src/mwEnemyFnx.cpp#is_player_in_enemy_trigger_box
     */
    public int isPlayerInEnemyTriggerBox(int e) {
        int x1 = Ei[e][Vinepod.I.TRIGGER_X] - 10;
        int y1 = Ei[e][Vinepod.I.TRIGGER_Y] - 10;
        int x2 = Ei[e][Vinepod.I.TRIGGER_X] + Ei[e][Vinepod.I.TRIGGER_W] + 10;
        int y2 = Ei[e][Vinepod.I.TRIGGER_Y] + Ei[e][Vinepod.I.TRIGGER_H] + 10;
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

    /**
     * Rotation Ef[14] (radians) from the direction of travel.
     *
     * @upstream src/mwEnemyFnx.cpp#set_enemy_rot_from_incs
     */
    public void setEnemyRotFromIncs(int e) {
        Ef[e][AnyEnemy.F.ROT] = (float) (PmMath.atan2f(Ef[e][AnyEnemy.F.YINC],
                        Ef[e][AnyEnemy.F.XINC]) - ALLEGRO_PI / 2);
    }

    /**
     * Rotation Ef[14] towards player {@code p}, or towards where the shot module expects it to be when
     * {@code extrapolate != 0}.
     *
     * @upstream src/mwEnemyFnx.cpp#set_enemy_rot_from_players_position
     */
    public void setEnemyRotFromPlayersPosition(int e, int p, int extrapolate) {
        float[] px = {w.player.syn[p].x};
        float[] py = {w.player.syn[p].y};
        if (extrapolate != 0) {
            w.shot.calcWherePlayerWillBe(e, p, px, py);
        }
        float xlen = px[0] - Ef[e][AnyEnemy.F.X];
        float ylen = py[0] - Ef[e][AnyEnemy.F.Y];
        Ef[e][AnyEnemy.F.ROT] = (float) (PmMath.atan2f(ylen, xlen) - ALLEGRO_PI / 2);
    }

    /** Distance in double as the game's {@code sqrt(pow(x,2)+pow(y,2))} on floats (pow(x,2) is exact). */
    static float hypot(float xlen, float ylen) {
        double x = xlen;
        double y = ylen;
        return (float) StrictMath.sqrt(x * x + y * y);
    }

    /**
     * Velocity Ef[2],Ef[3] towards player {@code p} at speed Ef[5].
     *
     * @upstream src/mwEnemyFnx.cpp#set_enemy_xyinc_from_player
     */
    public void setEnemyXyincFromPlayer(int e, int p) {
        float xlen = w.player.syn[p].x - Ef[e][AnyEnemy.F.X];
        float ylen = w.player.syn[p].y - Ef[e][AnyEnemy.F.Y];
        float hyDist = hypot(xlen, ylen);
        float speed = Ef[e][BouncerCannon.F.SEEK_SPEED];
        float scaler = hyDist / speed;
        Ef[e][AnyEnemy.F.XINC] = xlen / scaler;
        Ef[e][AnyEnemy.F.YINC] = ylen / scaler;
    }

    /**
     * Closest active unpaused player (0 if none).
     *
     * @upstream src/mwEnemyFnx.cpp#find_closest_player
     */
    public int findClosestPlayer(int e) {
        int closest = 0;
        float hd = 99999;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0) {
                float h = hypot(s.x - Ef[e][AnyEnemy.F.X], s.y - Ef[e][AnyEnemy.F.Y]);
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
     *
     * @upstream src/mwEnemyFnx.cpp#find_closest_player_flapper
     */
    public int findClosestPlayerFlapper(int e) {
        int dir = Ei[e][Flapper.I.DIRECTION];
        float prox = Ei[e][Flapper.I.SHOT_PROXIMITY];
        float[] d = new float[8];
        for (int p = 0; p < 8; p++) {
            d[p] = -1;
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0) {
                float xlen = s.x - Ef[e][AnyEnemy.F.X];
                float ylen = s.y - Ef[e][AnyEnemy.F.Y];
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
     * Closest player within Ei[17] px in the quadrant the trakbot's mode Ei[5] faces, or -1.
     *
     * @upstream src/mwEnemyFnx.cpp#find_closest_player_trakbot
     */
    public int findClosestPlayerTrakbot(int e) {
        int quad = 0;
        float prox = Ei[e][Trakbot.I.SHOT_PROXIMITY];
        switch (Ei[e][Trakbot.I.MODE]) {
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
                float xlen = s.x - Ef[e][AnyEnemy.F.X];
                float ylen = s.y - Ef[e][AnyEnemy.F.Y];
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

    /**
     * Closest player if closer than Ei[17] px, else -1.
     *
     * @upstream src/mwEnemyFnx.cpp#find_closest_player_cannon
     */
    public int findClosestPlayerCannon(int e) {
        float prox = Ei[e][Cannon.I.SHOT_PROXIMITY];
        int closest = -1;
        float hd = 99999;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0) {
                float h = hypot(s.x - Ef[e][AnyEnemy.F.X], s.y - Ef[e][AnyEnemy.F.Y]);
                if (h < hd) {
                    hd = h;
                    closest = p;
                }
            }
        }
        return hd < prox ? closest : -1;
    }

    /**
     * Degrees to radians as the game computes it (float divide, then double).
     *
     * @upstream src/mwEnemyFnx.cpp#deg_to_rad
     */
    public float degToRad(float deg) {
        return (float) ((deg / 360) * ALLEGRO_PI * 2);
    }

    /**
     * Zeroes enemy {@code e}.
     *
     * @upstream src/mwEnemyEditorFnx.cpp#clear_enemy
     */
    public void clearEnemy(int e) {
        for (int a = 0; a < 32; a++) {
            Ei[e][a] = 0;
        }
        for (int a = 0; a < 16; a++) {
            Ef[e][a] = 0;
        }
    }
}

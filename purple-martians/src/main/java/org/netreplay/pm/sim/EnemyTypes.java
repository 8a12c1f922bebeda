package org.netreplay.pm.sim;

import org.netreplay.pm.sim.EnemySlots.AnyEnemy;
import org.netreplay.pm.sim.EnemySlots.ArchBlock;
import org.netreplay.pm.sim.EnemySlots.Archwagon;
import org.netreplay.pm.sim.EnemySlots.Blokwalk;
import org.netreplay.pm.sim.EnemySlots.Bouncer;
import org.netreplay.pm.sim.EnemySlots.BouncerCannon;
import org.netreplay.pm.sim.EnemySlots.Cannon;
import org.netreplay.pm.sim.EnemySlots.Cloner;
import org.netreplay.pm.sim.EnemySlots.Flapper;
import org.netreplay.pm.sim.EnemySlots.Jumpworm;
import org.netreplay.pm.sim.EnemySlots.Trakbot;
import org.netreplay.pm.sim.EnemySlots.Vinepod;
import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Message;

/**
 * The per-type move functions of the game's enemies, called through {@link Enemy}. Each method names its source:
 * src/mwEnemyCannon.cpp, src/mwEnemyArchwagon.cpp, src/mwEnemyCloner.cpp, src/mwEnemyFlapper.cpp,
 * src/mwEnemyJumpworm.cpp, src/mwEnemyTrakbot.cpp, src/mwEnemyVinePod.cpp. Integer positions are the game's
 * truncations of the float positions ({@code int EXint = Ef[e][0]}).
 */
final class EnemyTypes {
    private static final int VINEPOD_INV_INIT = 0b10;
    private static final int VINEPOD_INV_EXTN = 0b100;
    private static final int VINEPOD_INV_MOVE = 0b1000;
    private static final int VINEPOD_USE_SPLINE = 0b10000;
    private static final int VINEPOD_USE_TRIGGER = 0b100000;
    private static final int VINEPOD_FIRE_SHOT = 0b1000000;

    private final PmWorld w;
    private final Enemy en;
    private final int[][] Ei;
    private final float[][] Ef;
    private final float[] splineDest = new float[1000];
    private final float[] splinePnts = new float[8];

    EnemyTypes(PmWorld w, Enemy en) {
        this.w = w;
        this.en = en;
        this.Ei = en.Ei;
        this.Ef = en.Ef;
    }

    private boolean playerLive(int p) {
        Psyn s = w.player.syn[p];
        return s.active != 0 && s.paused == 0;
    }

    // ---- bouncer and cannon (src/mwEnemyCannon.cpp) ----

    /**
     * Seek towards the closest player every Ei[8] bounces, move and bounce off solids.
     *
     * @upstream src/mwEnemyCannon.cpp#move_bouncer_cannon_common
     */
    void moveBouncerCannonCommon(int e) {
        Solid sol = w.solid;
        if (Ei[e][BouncerCannon.I.SEEK_COUNT] != 0
                && Ei[e][BouncerCannon.I.BOUNCE_COUNT] > Ei[e][BouncerCannon.I.SEEK_COUNT]) {
            Ei[e][BouncerCannon.I.BOUNCE_COUNT] = 0;
            en.setEnemyXyincFromPlayer(e, en.findClosestPlayer(e));
        }
        if (Ef[e][AnyEnemy.F.XINC] > 0) {
            Ef[e][AnyEnemy.F.X] += Ef[e][AnyEnemy.F.XINC];
            if (sol.isRightSolid((int) Ef[e][AnyEnemy.F.X], (int) Ef[e][AnyEnemy.F.Y], 1, 2) != 0) {
                Ei[e][BouncerCannon.I.BOUNCE_COUNT]++;
                Ef[e][AnyEnemy.F.XINC] = -Ef[e][AnyEnemy.F.XINC];
                Ef[e][AnyEnemy.F.X] += Ef[e][AnyEnemy.F.XINC];
            }
        }
        if (Ef[e][AnyEnemy.F.XINC] < 0) {
            Ef[e][AnyEnemy.F.X] += Ef[e][AnyEnemy.F.XINC];
            if (sol.isLeftSolid((int) Ef[e][AnyEnemy.F.X], (int) Ef[e][AnyEnemy.F.Y], 1, 2) != 0) {
                Ei[e][BouncerCannon.I.BOUNCE_COUNT]++;
                Ef[e][AnyEnemy.F.XINC] = -Ef[e][AnyEnemy.F.XINC];
                Ef[e][AnyEnemy.F.X] += Ef[e][AnyEnemy.F.XINC];
            }
        }
        if (Ef[e][AnyEnemy.F.YINC] > 0) {
            Ef[e][AnyEnemy.F.Y] += Ef[e][AnyEnemy.F.YINC];
            if (sol.isDownSolid((int) Ef[e][AnyEnemy.F.X], (int) Ef[e][AnyEnemy.F.Y], 1, 2) != 0) {
                Ei[e][BouncerCannon.I.BOUNCE_COUNT]++;
                Ef[e][AnyEnemy.F.YINC] = -Ef[e][AnyEnemy.F.YINC];
                Ef[e][AnyEnemy.F.Y] += Ef[e][AnyEnemy.F.YINC];
            }
        }
        if (Ef[e][AnyEnemy.F.YINC] < 0) {
            Ef[e][AnyEnemy.F.Y] += Ef[e][AnyEnemy.F.YINC];
            if (sol.isUpSolid((int) Ef[e][AnyEnemy.F.X], (int) Ef[e][AnyEnemy.F.Y], 0, 2) == 1) {
                Ei[e][BouncerCannon.I.BOUNCE_COUNT]++;
                Ef[e][AnyEnemy.F.YINC] = -Ef[e][AnyEnemy.F.YINC];
                Ef[e][AnyEnemy.F.Y] += Ef[e][AnyEnemy.F.YINC];
            }
        }
    }

    /**
     * Cannon: extra hits speed it up, aims at a player in range, fires every Ei[15] frames.
     *
     * @upstream src/mwEnemyCannon.cpp#move_cannon
     */
    void moveCannon(int e) {
        en.enemyPlayerHitProc(e);
        if (Ei[e][AnyEnemy.I.HIT] != 0) {
            if (Ei[e][AnyEnemy.I.HIT] == 2 || Ei[e][AnyEnemy.I.HIT] == 3) {
                en.enemyKilled(e);
                return;
            }
            if (Ei[e][Cannon.I.EXTRA_HITS] == 0) {
                en.enemyKilled(e);
                return;
            }
            Ei[e][Cannon.I.EXTRA_HITS]--;
            Ei[e][AnyEnemy.I.HIT] = 0;
            float mul = (float) 1.2;
            if (Ef[e][BouncerCannon.F.SEEK_SPEED] > 10) {
                mul = (float) 1.1;
            }
            if (Ef[e][BouncerCannon.F.SEEK_SPEED] > 20) {
                mul = (float) 1.05;
            }
            Ef[e][AnyEnemy.F.XINC] *= mul;
            Ef[e][AnyEnemy.F.YINC] *= mul;
            Ef[e][BouncerCannon.F.SEEK_SPEED] *= mul;
            Ef[e][AnyEnemy.F.SHOT_SPEED] *= mul;
            Ef[e][AnyEnemy.F.SCALE] *= 1.1;
            Ei[e][AnyEnemy.I.COLLISION_BOX] += 2;
        }
        int p = en.findClosestPlayerCannon(e);
        Ei[e][Cannon.I.TARGET_PLAYER] = p;
        if (p != -1) {
            en.setEnemyRotFromPlayersPosition(e, p, 1);
        } else {
            en.setEnemyRotFromIncs(e);
        }
        float rtio = (float) Ei[e][Cannon.I.SHOT_RETRIGGER_COUNTER] / (float) Ei[e][Cannon.I.SHOT_RETRIGGER_TIME];
        Ei[e][AnyEnemy.I.SHAPE] = 412;
        if (rtio < 0.3) {
            Ei[e][AnyEnemy.I.SHAPE] = 413;
        }
        if (rtio < 0.2) {
            Ei[e][AnyEnemy.I.SHAPE] = 414;
        }
        if (rtio < 0.1) {
            Ei[e][AnyEnemy.I.SHAPE] = 415;
        }
        if (Ei[e][Cannon.I.SHOT_RETRIGGER_TIME] != 0) {
            if (--Ei[e][Cannon.I.SHOT_RETRIGGER_COUNTER] < 0) {
                Ei[e][Cannon.I.SHOT_RETRIGGER_COUNTER] = 0;
                if (p != -1) {
                    Ei[e][Cannon.I.SHOT_RETRIGGER_COUNTER] = Ei[e][Cannon.I.SHOT_RETRIGGER_TIME];
                    w.shot.fireEnemyShota(e, 55, p);
                }
            }
        }
        moveBouncerCannonCommon(e);
    }

    /**
     * Bouncer: bounces around, animated from frame_num.
     *
     * @upstream src/mwEnemyCannon.cpp#move_bouncer
     */
    void moveBouncer(int e) {
        if (Ei[e][AnyEnemy.I.HIT] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        moveBouncerCannonCommon(e);
        en.setEnemyRotFromIncs(e);
        if (Ei[e][BouncerCannon.I.BOUNCE_COUNT] != 0) {
            Ei[e][Bouncer.I.ANS] = Ei[e][Bouncer.I.MAIN_ANS];
        } else {
            Ei[e][Bouncer.I.ANS] = Ei[e][Bouncer.I.SEEK_ANS];
        }
        int[][] zz = w.bitmap.zz;
        int ans = Ei[e][Bouncer.I.ANS];
        int ns = zz[4][ans];
        int nf = zz[3][ans] + 1;
        int tsl = nf * ns;
        int pm = w.loop.frame_num % tsl;
        int ss = pm / nf;
        Ei[e][AnyEnemy.I.SHAPE] = zz[5 + ss][ans];
    }

    // ---- archwagon, blokwalk, crew (src/mwEnemyArchwagon.cpp) ----

    /**
     * Archwagon: walks, shoots an arrow at players level with it.
     *
     * @upstream src/mwEnemyArchwagon.cpp#move_archwagon
     */
    void moveArchwagon(int e) {
        int exInt = (int) Ef[e][AnyEnemy.F.X];
        int eyInt = (int) Ef[e][AnyEnemy.F.Y];
        if (Ei[e][AnyEnemy.I.HIT] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        if (Ei[e][Archwagon.I.SHOT_RETRIGGER_COUNTER] > 0) {
            Ei[e][Archwagon.I.ANS] = 3;
            --Ei[e][Archwagon.I.SHOT_RETRIGGER_COUNTER];
        } else {
            int swl = 10;
            int swh = 6;
            Ei[e][Archwagon.I.ANS] = 2;
            if (Ei[e][ArchBlock.I.DIRECTION] != 0) {
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        Psyn s = w.player.syn[p];
                        if (exInt > s.x - Ei[e][Archwagon.I.SHOT_PROXIMITY] && exInt < s.x && eyInt > s.y - swh
                                && eyInt < s.y + swl) {
                            w.shot.fireEnemyXShot(e, p);
                            Ei[e][Archwagon.I.SHOT_RETRIGGER_COUNTER] = Ei[e][Archwagon.I.SHOT_RETRIGGER_TIME];
                        }
                    }
                }
            }
            if (Ei[e][ArchBlock.I.DIRECTION] == 0) {
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        Psyn s = w.player.syn[p];
                        if (exInt > s.x && exInt < s.x + Ei[e][Archwagon.I.SHOT_PROXIMITY] && eyInt > s.y - swh
                                && eyInt < s.y + swl) {
                            w.shot.fireEnemyXShot(e, p);
                            Ei[e][Archwagon.I.SHOT_RETRIGGER_COUNTER] = Ei[e][Archwagon.I.SHOT_RETRIGGER_TIME];
                        }
                    }
                }
            }
        }
        moveArchBlockCommon(e);
        int[][] zz = w.bitmap.zz;
        int b = Ei[e][Archwagon.I.ANS];
        int c = zz[4][b];
        if (Ei[e][ArchBlock.I.DIRECTION] == 1) {
            int x = (exInt / 3) % c;
            Ei[e][AnyEnemy.I.SHAPE] = zz[x + 5][b];
        }
        if (Ei[e][ArchBlock.I.DIRECTION] == 0) {
            int x = (exInt / 3) % c;
            Ei[e][AnyEnemy.I.SHAPE] = zz[5 + c - x][b];
        }
    }

    /**
     * Walking, turning, jumping and falling shared by archwagon, blokwalk and crew.
     *
     * @upstream src/mwEnemyArchwagon.cpp#move_arch_block_common
     */
    void moveArchBlockCommon(int e) {
        Solid sol = w.solid;
        int exInt = (int) Ef[e][AnyEnemy.F.X];
        int eyInt = (int) Ef[e][AnyEnemy.F.Y];
        int onSolid = 0;
        int onLift = 0;
        int ret = sol.isDownSolid(exInt, eyInt, 1, 2);
        if (ret == 1 || ret == 2) {
            onSolid = 1;
        }
        if (ret >= 32) {
            onLift = 1;
        }
        int exIntR = (int) (Ef[e][AnyEnemy.F.X] + Ef[e][ArchBlock.F.X_SPEED]);
        int exIntL = (int) (Ef[e][AnyEnemy.F.X] - Ef[e][ArchBlock.F.X_SPEED]);
        if (sol.isLeftSolid(exIntL, eyInt, 1, 2) != 0 && sol.isRightSolid(exIntR, eyInt, 1, 2) != 0) {
            int p = en.findClosestPlayer(e);
            if (exInt < w.player.syn[p].x - 5) {
                Ei[e][ArchBlock.I.DIRECTION] = 1;
            }
            if (exInt > w.player.syn[p].x + 5) {
                Ei[e][ArchBlock.I.DIRECTION] = 0;
            }
        } else {
            if (Ei[e][ArchBlock.I.DIRECTION] == 1) {
                int changeDir = 0;
                Ef[e][AnyEnemy.F.XINC] = Ef[e][ArchBlock.F.X_SPEED];
                Ef[e][AnyEnemy.F.X] += Ef[e][AnyEnemy.F.XINC];
                exInt = (int) Ef[e][AnyEnemy.F.X];
                if (onSolid != 0 || onLift != 0) {
                    if (Ei[e][ArchBlock.I.TURN_BEFORE_HOLE] != 0
                            && sol.isRightSolid(exInt + Ei[e][ArchBlock.I.TURN_BEFORE_HOLE] - 10,
                                    eyInt + 20, 1, 2) == 0) {
                        changeDir = 1;
                    }
                    if (Ei[e][ArchBlock.I.JUMP_BEFORE_WALL] != 0
                            && sol.isRightSolid(exInt + Ei[e][ArchBlock.I.JUMP_BEFORE_WALL], eyInt, 1, 2) != 0) {
                        Ei[e][ArchBlock.I.JUMP_FALL] = -160;
                    }
                    if (Ei[e][ArchBlock.I.JUMP_BEFORE_HOLE] != 0
                            && sol.isRightSolid(exInt + Ei[e][ArchBlock.I.JUMP_BEFORE_HOLE] - 18,
                                    eyInt + 20, 1, 2) == 0) {
                        Ei[e][ArchBlock.I.JUMP_FALL] = -160;
                    }
                }
                if (sol.isRightSolid(exInt, eyInt, 1, 2) != 0 || changeDir != 0) {
                    Ei[e][ArchBlock.I.DIRECTION] = 0;
                    Ef[e][AnyEnemy.F.X] -= Ef[e][AnyEnemy.F.XINC];
                    exInt = (int) Ef[e][AnyEnemy.F.X];
                }
            } else if (Ei[e][ArchBlock.I.DIRECTION] == 0) {
                int changeDir = 0;
                Ef[e][AnyEnemy.F.XINC] = -Ef[e][ArchBlock.F.X_SPEED];
                Ef[e][AnyEnemy.F.X] += Ef[e][AnyEnemy.F.XINC];
                exInt = (int) Ef[e][AnyEnemy.F.X];
                if (onSolid != 0 || onLift != 0) {
                    if (Ei[e][ArchBlock.I.TURN_BEFORE_HOLE] != 0
                            && sol.isLeftSolid(exInt - Ei[e][ArchBlock.I.TURN_BEFORE_HOLE] + 10,
                                    eyInt + 20, 1, 2) == 0) {
                        changeDir = 1;
                    }
                    if (Ei[e][ArchBlock.I.JUMP_BEFORE_WALL] != 0
                            && sol.isLeftSolid(exInt - Ei[e][ArchBlock.I.JUMP_BEFORE_WALL], eyInt, 1, 2) != 0) {
                        Ei[e][ArchBlock.I.JUMP_FALL] = -160;
                    }
                    if (Ei[e][ArchBlock.I.JUMP_BEFORE_HOLE] != 0
                            && sol.isLeftSolid(exInt - Ei[e][ArchBlock.I.JUMP_BEFORE_HOLE] + 18,
                                    eyInt + 20, 1, 2) == 0) {
                        Ei[e][ArchBlock.I.JUMP_FALL] = -160;
                    }
                }
                if (sol.isLeftSolid(exInt, eyInt, 1, 2) != 0 || changeDir != 0) {
                    Ef[e][AnyEnemy.F.X] -= Ef[e][AnyEnemy.F.XINC];
                    Ei[e][ArchBlock.I.DIRECTION] = 1;
                    exInt = (int) Ef[e][AnyEnemy.F.X];
                }
            }
            if (Ei[e][ArchBlock.I.BOUNCE_MODE] == 0) {
                int p = en.findClosestPlayer(e);
                if (exInt < w.player.syn[p].x - 5) {
                    Ei[e][ArchBlock.I.DIRECTION] = 1;
                }
                if (exInt > w.player.syn[p].x + 5) {
                    Ei[e][ArchBlock.I.DIRECTION] = 0;
                }
            }
        }
        if (onSolid != 0 && Ei[e][ArchBlock.I.JUMP_FALL] >= 0) {
            Ef[e][AnyEnemy.F.Y] -= (int) Ef[e][AnyEnemy.F.Y] % 20;
            Ef[e][AnyEnemy.F.Y] = (int) Ef[e][AnyEnemy.F.Y];
            Ei[e][ArchBlock.I.JUMP_FALL] = 0;
        }
        if (onSolid == 0 && onLift == 0 && Ei[e][ArchBlock.I.JUMP_FALL] >= 0) {
            Ei[e][ArchBlock.I.JUMP_FALL] += 5;
            if (Ei[e][ArchBlock.I.JUMP_FALL] > 160) {
                Ei[e][ArchBlock.I.JUMP_FALL] = 160;
            }
            float ym = Ei[e][ArchBlock.I.JUMP_FALL] * Ef[e][ArchBlock.F.Y_SPEED];
            float ym1 = ym / 100;
            Ef[e][AnyEnemy.F.Y] += ym1;
            eyInt = (int) Ef[e][AnyEnemy.F.Y];
            if (sol.isDownSolid(exInt, eyInt, 1, 2) != 0) {
                onSolid = 1;
                Ef[e][AnyEnemy.F.Y] -= (int) Ef[e][AnyEnemy.F.Y] % 20;
                Ef[e][AnyEnemy.F.Y] = (int) Ef[e][AnyEnemy.F.Y];
                Ei[e][ArchBlock.I.JUMP_FALL] = 0;
            }
        }
        if (onSolid == 0 && onLift == 0 && Ei[e][ArchBlock.I.JUMP_FALL] == 0) {
            Ei[e][ArchBlock.I.JUMP_FALL] += 5;
        }
        if (Ei[e][ArchBlock.I.JUMP_FALL] < 0 && onLift == 0) {
            Ei[e][ArchBlock.I.JUMP_FALL] += 5;
            if (Ei[e][ArchBlock.I.JUMP_FALL] < -160) {
                Ei[e][ArchBlock.I.JUMP_FALL] = -160;
            }
            float ym = Ei[e][ArchBlock.I.JUMP_FALL] * Ef[e][ArchBlock.F.Y_SPEED];
            float ym1 = ym / 100;
            Ef[e][AnyEnemy.F.Y] += ym1;
            eyInt = (int) Ef[e][AnyEnemy.F.Y];
            if (sol.isUpSolid(exInt, eyInt, 1, 2) == 1 || sol.isUpSolid(exInt, eyInt, 1, 2) > 31) {
                Ei[e][ArchBlock.I.JUMP_FALL] = 0;
            }
        }
        if (onLift != 0) {
            Ef[e][AnyEnemy.F.Y] += w.lift.cur[ret - 32].yinc;
        }
        if (onSolid != 0 || onLift != 0) {
            if (Ei[e][ArchBlock.I.JUMP_TIMER_WAIT] > 0
                    && (w.loop.frame_num % Ei[e][ArchBlock.I.JUMP_TIMER_WAIT]) == 1) {
                Ei[e][ArchBlock.I.JUMP_FALL] = -160;
            }
            if (Ei[e][ArchBlock.I.JUMP_UNDER_WIDTH] > 0) {
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        Psyn s = w.player.syn[p];
                        if (exInt < s.x + Ei[e][ArchBlock.I.JUMP_UNDER_WIDTH]
                                && exInt > s.x - Ei[e][ArchBlock.I.JUMP_UNDER_WIDTH] && eyInt > s.y) {
                            Ei[e][ArchBlock.I.JUMP_FALL] = -160;
                        }
                    }
                }
            }
        }
    }

    /**
     * Blokwalk: when shot it becomes the tile Ei[13] (only with a display: pm-golden README 2).
     *
     * @upstream src/mwEnemyArchwagon.cpp#move_blokwalk
     */
    void moveBlokwalk(int e) {
        int exInt = (int) Ef[e][AnyEnemy.F.X];
        int eyInt = (int) Ef[e][AnyEnemy.F.Y];
        en.enemyPlayerHitProc(e);
        if (Ei[e][AnyEnemy.I.HIT] != 0) {
            int ex = exInt / 20;
            int ey = eyInt / 20;
            int block = Ei[e][Blokwalk.I.BLOCK];
            if (w.no_display == 0) {
                w.level.changeBlock(ex, ey, block);
            }
            Ei[e][AnyEnemy.I.TYPE] = 0;
            return;
        }
        moveArchBlockCommon(e);
        int[][] zz = w.bitmap.zz;
        int b = Ei[e][Blokwalk.I.ANS];
        int c = zz[4][b];
        int x = (exInt / 2) % c;
        Ei[e][AnyEnemy.I.SHAPE] = zz[x + 5][b];
    }

    // ---- cloner (src/mwEnemyCloner.cpp) ----

    /**
     * Cloner: when its trigger event Ei[8] is on, copies what is in its source box.
     *
     * @upstream src/mwEnemyCloner.cpp#move_cloner
     */
    void moveCloner(int e) {
        if (Ei[e][AnyEnemy.I.HIT] != 0 && Ei[e][Cloner.I.INVINCIBLE] == 0) {
            en.enemyKilled(e);
            return;
        }
        Ei[e][AnyEnemy.I.HIT] = 0;
        en.enemyPlayerHitProc(e);
        if (Ei[e][Cloner.I.TRIGGER_EVENT] != 0 && w.triggerEvent.event[Ei[e][Cloner.I.TRIGGER_EVENT]] != 0) {
            clonerCreate(e);
        }
    }

    /**
     * Copies enemies and items in the source box to the destination box, up to the limit Ei[10].
     *
     * @upstream src/mwEnemyCloner.cpp#cloner_create
     */
    void clonerCreate(int e) {
        float x1 = Ei[e][Cloner.I.SOURCE_X] - 2;
        float y1 = Ei[e][Cloner.I.SOURCE_Y] - 2;
        float x3 = Ei[e][Cloner.I.DEST_X] - 2;
        float y3 = Ei[e][Cloner.I.DEST_Y] - 2;
        float wd = Ei[e][Cloner.I.WIDTH];
        float ht = Ei[e][Cloner.I.HEIGHT];
        float x2 = x1 + wd;
        float y2 = y1 + ht;
        int[][] item = w.item.item;
        float[][] itemf = w.item.itemf;
        int no = 0;
        int cl = Ei[e][Cloner.I.MAX_CREATED];
        if (cl != 0) {
            for (int x = 0; x < 100; x++) {
                if (Ei[x][AnyEnemy.I.TYPE] != 0 && Ei[x][AnyEnemy.I.CLONED_BY] == 1000 + e) {
                    no++;
                }
            }
            for (int x = 0; x < 500; x++) {
                if (item[x][AnyItem.I.TYPE] != 0 && item[x][AnyItem.I.CLONED_BY] == 1000 + e) {
                    no++;
                }
            }
        } else {
            cl = 600;
        }
        if (no >= cl) {
            return;
        }
        for (int b = 0; b < 100; b++) {
            if (Ei[b][AnyEnemy.I.TYPE] != 0 && Ef[b][AnyEnemy.F.X] > x1 && Ef[b][AnyEnemy.F.X] < x2
                    && Ef[b][AnyEnemy.F.Y] > y1 && Ef[b][AnyEnemy.F.Y] < y2 && no < cl) {
                float nxPos = Ef[b][AnyEnemy.F.X] + x3 - x1;
                float nyPos = Ef[b][AnyEnemy.F.Y] + y3 - y1;
                int nx = (int) (nxPos / 20);
                int ny = (int) (nyPos / 20);
                if (w.level.isBlockEmpty(nx, ny, 1, 0, 0) != 0) {
                    for (int c = 0; c < 100; c++) {
                        if (Ei[c][AnyEnemy.I.TYPE] == 0) {
                            System.arraycopy(Ei[b], 0, Ei[c], 0, 32);
                            System.arraycopy(Ef[b], 0, Ef[c], 0, 16);
                            Ef[c][AnyEnemy.F.X] = nxPos;
                            Ef[c][AnyEnemy.F.Y] = nyPos;
                            Ei[c][AnyEnemy.I.TIME_TO_LIVE] = Ei[e][Cloner.I.CREATED_TIME_TO_LIVE];
                            Ei[c][AnyEnemy.I.CLONED_BY] = 1000 + e;
                            no++;
                            break;
                        }
                    }
                }
            }
        }
        for (int b = 0; b < 500; b++) {
            if (item[b][AnyItem.I.TYPE] == 0) {
                continue;
            }
            float ix = itemf[b][AnyItem.F.X];
            float iy = itemf[b][AnyItem.F.Y];
            if (ix > x1 && ix < x2 && iy > y1 && iy < y2 && no < cl) {
                float nxPos = ix + x3 - x1;
                float nyPos = iy + y3 - y1;
                int nx = (int) (nxPos / 20);
                int ny = (int) (nyPos / 20);
                if (w.level.isBlockEmpty(nx, ny, 1, 0, 0) != 0) {
                    for (int c = 0; c < 500; c++) {
                        if (item[c][AnyItem.I.TYPE] == 0) {
                            System.arraycopy(item[b], 0, item[c], 0, 16);
                            itemf[c][AnyItem.F.X] = nxPos;
                            itemf[c][AnyItem.F.Y] = nyPos;
                            itemf[c][AnyItem.F.XINC] = 0;
                            itemf[c][AnyItem.F.YINC] = 0;
                            if (item[b][AnyItem.I.TIME_TO_LIVE] == 0) {
                                item[c][AnyItem.I.TIME_TO_LIVE] = Ei[e][Cloner.I.CREATED_TIME_TO_LIVE];
                            }
                            if (item[c][AnyItem.I.TYPE] == Message.CODE) {
                                System.arraycopy(w.item.pmsgtext[b], 0, w.item.pmsgtext[c], 0,
                                        w.item.pmsgtext[b].length);
                            }
                            item[c][AnyItem.I.CLONED_BY] = 1000 + e;
                            no++;
                            break;
                        }
                    }
                }
            }
        }
    }

    // ---- flapper (src/mwEnemyFlapper.cpp) ----

    /**
     * Flapper: flies left/right, flaps on a sine, seeks the closest player's height, shoots ahead.
     *
     * @upstream src/mwEnemyFlapper.cpp#move_flapper
     */
    void moveFlapper(int e) {
        Solid sol = w.solid;
        if (Ei[e][AnyEnemy.I.HIT] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        int p;
        if (Ei[e][Flapper.I.SHOT_RETRIGGER_COUNTER] < 0) {
            Ei[e][Flapper.I.ANS] = 61;
        } else {
            Ei[e][Flapper.I.ANS] = 60;
        }
        if (Ei[e][Flapper.I.DIRECTION] != 0) {
            Ef[e][AnyEnemy.F.XINC] += Ef[e][Flapper.F.X_ACCEL];
            if (Ef[e][AnyEnemy.F.XINC] > Ef[e][Flapper.F.MAX_X_SPEED]) {
                Ef[e][AnyEnemy.F.XINC] = Ef[e][Flapper.F.MAX_X_SPEED];
            }
            Ef[e][AnyEnemy.F.X] += Ef[e][AnyEnemy.F.XINC];
            if (sol.isRightSolid((int) Ef[e][AnyEnemy.F.X], (int) Ef[e][AnyEnemy.F.Y], 1, 2) != 0) {
                Ef[e][AnyEnemy.F.X] -= Ef[e][AnyEnemy.F.XINC];
                Ef[e][AnyEnemy.F.XINC] = -Ef[e][Flapper.F.MAX_X_SPEED] / 3;
                Ei[e][Flapper.I.DIRECTION] = 0;
            }
        } else {
            Ef[e][AnyEnemy.F.XINC] -= Ef[e][Flapper.F.X_ACCEL];
            if (Ef[e][AnyEnemy.F.XINC] < -Ef[e][Flapper.F.MAX_X_SPEED]) {
                Ef[e][AnyEnemy.F.XINC] = -Ef[e][Flapper.F.MAX_X_SPEED];
            }
            Ef[e][AnyEnemy.F.X] += Ef[e][AnyEnemy.F.XINC];
            if (sol.isLeftSolid((int) Ef[e][AnyEnemy.F.X], (int) Ef[e][AnyEnemy.F.Y], 1, 2) != 0) {
                Ef[e][AnyEnemy.F.X] -= Ef[e][AnyEnemy.F.XINC];
                Ef[e][AnyEnemy.F.XINC] = Ef[e][Flapper.F.MAX_X_SPEED] / 3;
                Ei[e][Flapper.I.DIRECTION] = 1;
            }
        }
        if (--Ei[e][Flapper.I.SHOT_RETRIGGER_COUNTER] < 0) {
            p = en.findClosestPlayerFlapper(e);
            if (p != -1) {
                w.shot.fireEnemyShota(e, 62, p);
                Ei[e][Flapper.I.SHOT_RETRIGGER_COUNTER] = Ei[e][Flapper.I.SHOT_RETRIGGER_TIME];
            }
        }
        float seekYinc = 0;
        p = en.findClosestPlayer(e);
        if (p != -1) {
            float rat = 1;
            float h = Ei[e][Flapper.I.HEIGHT_ABOVE_PLAYER];
            float df = Ef[e][AnyEnemy.F.Y] - (w.player.syn[p].y - h);
            if (df < 0) {
                if (df > -100) {
                    rat = -df / 100;
                }
                seekYinc += Ef[e][Flapper.F.Y_SPEED] * rat;
            }
            if (df > 0) {
                if (df < 100) {
                    rat = df / 100;
                }
                seekYinc -= Ef[e][Flapper.F.Y_SPEED] * rat;
            }
        }
        float f = Ef[e][Flapper.F.FLAP_COUNTER];
        int so = (int) (f / 16.66);
        Ei[e][AnyEnemy.I.SHAPE] = w.bitmap.zz[8 + so][Ei[e][Flapper.I.ANS]];
        float th = (float) ((f / 100) * Enemy.ALLEGRO_PI * 2);
        float yo = PmMath.sinf(th) * Ei[e][Flapper.I.FLAP_HEIGHT];
        float flapYinc = yo - Ef[e][Flapper.F.FLAP_OFFSET];
        Ef[e][Flapper.F.FLAP_OFFSET] = yo;
        Ei[e][Flapper.I.BASE_Y] = (int) (Ef[e][AnyEnemy.F.Y] - yo);
        Ef[e][Flapper.F.FLAP_COUNTER] += Ef[e][Flapper.F.FLAP_SPEED];
        if (Ef[e][Flapper.F.FLAP_COUNTER] >= 100) {
            Ef[e][Flapper.F.FLAP_COUNTER] = 0;
        }
        float yinc = flapYinc + seekYinc;
        if (yinc < 0) {
            yinc = sol.isUpSolidf(Ef[e][AnyEnemy.F.X], Ef[e][AnyEnemy.F.Y], -yinc, 0);
            Ef[e][AnyEnemy.F.Y] -= yinc;
        } else if (yinc > 0) {
            yinc = sol.isDownSolidf(Ef[e][AnyEnemy.F.X], Ef[e][AnyEnemy.F.Y], yinc, 0);
            Ef[e][AnyEnemy.F.Y] += yinc;
        }
    }

    // ---- jumpworm (src/mwEnemyJumpworm.cpp) ----

    /**
     * Jumpworm: inches along in a 10-step cycle, jumps at walls, holes, timers and players above.
     *
     * @upstream src/mwEnemyJumpworm.cpp#move_jumpworm
     */
    void moveJumpworm(int e) {
        Solid sol = w.solid;
        int exInt = (int) Ef[e][AnyEnemy.F.X];
        int eyInt = (int) Ef[e][AnyEnemy.F.Y];
        if (Ei[e][AnyEnemy.I.HIT] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        int sd = Ei[e][Jumpworm.I.GROUND_SPEED_DIVIDER];
        int c = w.loop.frame_num % (10 * sd);
        int mf = 0;
        if (c % sd == 0) {
            mf = 1;
        }
        int cycle = c / sd;
        cycle += Ei[e][Jumpworm.I.CYCLE_OFFSET];
        while (cycle > 9) {
            cycle -= 10;
        }
        if (Ei[e][Jumpworm.I.TURN_NEXT_CYCLE] != 0 && cycle == 0) {
            Ei[e][Jumpworm.I.TURN_NEXT_CYCLE] = 0;
            if (Ei[e][Jumpworm.I.DIRECTION] != 0) {
                Ei[e][Jumpworm.I.DIRECTION] = 0;
                Ef[e][AnyEnemy.F.X] += 10;
            } else {
                Ei[e][Jumpworm.I.DIRECTION] = 1;
                Ef[e][AnyEnemy.F.X] -= 10;
            }
        }
        int attemptJump = 0;
        int onSolid = 0;
        int onLift = 0;
        int ret = sol.isDownSolid(exInt, eyInt, 1, 2);
        if (ret == 1 || ret == 2) {
            onSolid = 1;
        }
        if (ret >= 32) {
            onLift = 1;
            Ef[e][AnyEnemy.F.Y] += w.lift.cur[ret - 32].yinc;
        }
        if (cycle < 5 && mf != 0 && Ei[e][Jumpworm.I.JUMP_FALL] == 0) {
            if (Ei[e][Jumpworm.I.DIRECTION] == 1) {
                int changeDir = 0;
                Ef[e][AnyEnemy.F.X] += 2;
                exInt = (int) Ef[e][AnyEnemy.F.X];
                if (onSolid != 0 || onLift != 0) {
                    if (Ei[e][Jumpworm.I.TURN_BEFORE_HOLE] != 0
                            && sol.isRightSolid(exInt + Ei[e][Jumpworm.I.TURN_BEFORE_HOLE] - 6,
                                    eyInt + 20, 1, 2) == 0) {
                        changeDir = 1;
                    }
                    if (Ei[e][Jumpworm.I.JUMP_BEFORE_WALL] != 0
                            && sol.isRightSolid(exInt + Ei[e][Jumpworm.I.JUMP_BEFORE_WALL], eyInt, 1, 2) != 0) {
                        attemptJump = 1;
                    }
                    if (Ei[e][Jumpworm.I.JUMP_BEFORE_HOLE] != 0
                            && sol.isRightSolid(exInt + Ei[e][Jumpworm.I.JUMP_BEFORE_HOLE] - 18,
                                    eyInt + 20, 1, 2) == 0) {
                        attemptJump = 1;
                    }
                }
                if (sol.isRightSolid(exInt, eyInt, 1, 2) != 0 || changeDir != 0) {
                    turnNextCycle(e, cycle);
                }
            }
            if (Ei[e][Jumpworm.I.DIRECTION] == 0) {
                int changeDir = 0;
                Ef[e][AnyEnemy.F.X] -= 2;
                exInt = (int) Ef[e][AnyEnemy.F.X];
                if (onSolid != 0 || onLift != 0) {
                    if (Ei[e][Jumpworm.I.TURN_BEFORE_HOLE] != 0
                            && sol.isLeftSolid(exInt - Ei[e][Jumpworm.I.TURN_BEFORE_HOLE] + 6, eyInt + 20, 1, 2) == 0) {
                        changeDir = 1;
                    }
                    if (Ei[e][Jumpworm.I.JUMP_BEFORE_WALL] != 0
                            && sol.isLeftSolid(exInt - Ei[e][Jumpworm.I.JUMP_BEFORE_WALL], eyInt, 1, 2) != 0) {
                        attemptJump = 1;
                    }
                    if (Ei[e][Jumpworm.I.JUMP_BEFORE_HOLE] != 0
                            && sol.isLeftSolid(exInt - Ei[e][Jumpworm.I.JUMP_BEFORE_HOLE] + 18,
                                    eyInt + 20, 1, 2) == 0) {
                        attemptJump = 1;
                    }
                }
                if (sol.isLeftSolid(exInt - 2, eyInt, 1, 2) != 0 || changeDir != 0) {
                    turnNextCycle(e, cycle);
                }
            }
        }
        Ei[e][AnyEnemy.I.SHAPE] = switch (cycle) {
            case 0, 8 -> 708;
            case 1, 7 -> 707;
            case 2, 6 -> 706;
            case 3, 5 -> 705;
            case 4 -> 704;
            case 9 -> 709;
            default -> Ei[e][AnyEnemy.I.SHAPE];
        };
        if (onSolid != 0 && Ei[e][Jumpworm.I.JUMP_FALL] >= 0) {
            Ef[e][AnyEnemy.F.Y] -= (int) Ef[e][AnyEnemy.F.Y] % 20;
            Ef[e][AnyEnemy.F.Y] = (int) Ef[e][AnyEnemy.F.Y];
            Ei[e][Jumpworm.I.JUMP_FALL] = 0;
        }
        if (onSolid == 0 && onLift == 0 && Ei[e][Jumpworm.I.JUMP_FALL] >= 0) {
            Ei[e][Jumpworm.I.JUMP_FALL] += 5;
            if (Ei[e][Jumpworm.I.JUMP_FALL] > 160) {
                Ei[e][Jumpworm.I.JUMP_FALL] = 160;
            }
            float ym = Ei[e][Jumpworm.I.JUMP_FALL] * Ef[e][Jumpworm.F.Y_SPEED];
            float ym1 = ym / 100;
            Ef[e][AnyEnemy.F.Y] += ym1;
            eyInt = (int) Ef[e][AnyEnemy.F.Y];
            if (sol.isDownSolid(exInt, eyInt, 1, 2) != 0) {
                onSolid = 1;
                Ef[e][AnyEnemy.F.Y] -= (int) Ef[e][AnyEnemy.F.Y] % 20;
                Ef[e][AnyEnemy.F.Y] = (int) Ef[e][AnyEnemy.F.Y];
                Ei[e][Jumpworm.I.JUMP_FALL] = 0;
            }
        }
        if (Ei[e][Jumpworm.I.JUMP_FALL] < 0) {
            Ei[e][Jumpworm.I.JUMP_FALL] += 5;
            if (Ei[e][Jumpworm.I.JUMP_FALL] < -160) {
                Ei[e][Jumpworm.I.JUMP_FALL] = -160;
            }
            float ym = Ei[e][Jumpworm.I.JUMP_FALL] * Ef[e][Jumpworm.F.Y_SPEED];
            float ym1 = ym / 100;
            Ef[e][AnyEnemy.F.Y] += ym1;
            eyInt = (int) Ef[e][AnyEnemy.F.Y];
            if (sol.isUpSolid(exInt, eyInt, 1, 2) == 1 || sol.isUpSolid(exInt, eyInt, 1, 2) > 31) {
                Ei[e][Jumpworm.I.JUMP_FALL] = 1;
                Ef[e][AnyEnemy.F.Y] -= ym1;
            }
        }
        if (onSolid != 0 || onLift != 0) {
            if (Ei[e][Jumpworm.I.JUMP_TIMER_WAIT] > 0 && (w.loop.frame_num % Ei[e][Jumpworm.I.JUMP_TIMER_WAIT]) == 1) {
                attemptJump = 1;
            }
            if (Ei[e][Jumpworm.I.JUMP_UNDER_WIDTH] > 0) {
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        Psyn s = w.player.syn[p];
                        if (exInt < s.x + Ei[e][Jumpworm.I.JUMP_UNDER_WIDTH]
                                && exInt > s.x - Ei[e][Jumpworm.I.JUMP_UNDER_WIDTH] && eyInt > s.y) {
                            attemptJump = 1;
                        }
                    }
                }
            }
        }
        if (attemptJump != 0) {
            exInt = (int) Ef[e][AnyEnemy.F.X];
            eyInt = (int) Ef[e][AnyEnemy.F.Y];
            if (sol.isUpSolid(exInt, eyInt, 1, 2) != 1 && sol.isUpSolid(exInt, eyInt, 1, 2) < 32) {
                Ei[e][Jumpworm.I.JUMP_FALL] = -160;
            }
        }
        Ef[e][AnyEnemy.F.ROT] = 0;
        if (Ei[e][Jumpworm.I.JUMP_FALL] != 0 || onSolid == 0) {
            float js = Ef[e][Jumpworm.F.JUMP_X_SPEED];
            if (Ei[e][Jumpworm.I.DIRECTION] == 1) {
                if (sol.isRightSolid((int) (exInt + js), eyInt, 1, 2) != 0) {
                    Ei[e][Jumpworm.I.DIRECTION] = 0;
                    Ei[e][Jumpworm.I.JUMP_FALL] -= Ei[e][Jumpworm.I.WALL_JUMP_BOOST];
                    if (Ei[e][Jumpworm.I.JUMP_FALL] < -160) {
                        Ei[e][Jumpworm.I.JUMP_FALL] = -160;
                    }
                } else {
                    Ef[e][AnyEnemy.F.X] += js;
                }
            } else if (Ei[e][Jumpworm.I.DIRECTION] == 0) {
                if (sol.isLeftSolid((int) (exInt - js), eyInt, 1, 2) != 0) {
                    Ei[e][Jumpworm.I.DIRECTION] = 1;
                    Ei[e][Jumpworm.I.JUMP_FALL] -= Ei[e][Jumpworm.I.WALL_JUMP_BOOST];
                    if (Ei[e][Jumpworm.I.JUMP_FALL] < -160) {
                        Ei[e][Jumpworm.I.JUMP_FALL] = -160;
                    }
                } else {
                    Ef[e][AnyEnemy.F.X] -= js;
                }
            }
            Ei[e][AnyEnemy.I.SHAPE] = 704;
            float ym = Ei[e][Jumpworm.I.JUMP_FALL] * Ef[e][Jumpworm.F.Y_SPEED] / 100;
            float angle = PmMath.atan2f(ym, js);
            if (Ei[e][Jumpworm.I.DIRECTION] == 0) {
                angle = -angle;
            }
            Ef[e][AnyEnemy.F.ROT] = angle;
        }
    }

    private void turnNextCycle(int e, int cycle) {
        Ei[e][Jumpworm.I.TURN_NEXT_CYCLE] = 1;
        if (cycle == 0) {
            Ei[e][Jumpworm.I.CYCLE_OFFSET] += 8;
        }
        if (cycle == 1) {
            Ei[e][Jumpworm.I.CYCLE_OFFSET] += 6;
        }
        if (cycle == 2) {
            Ei[e][Jumpworm.I.CYCLE_OFFSET] += 4;
        }
        if (cycle == 3) {
            Ei[e][Jumpworm.I.CYCLE_OFFSET] += 2;
        }
    }

    // ---- trakbot (src/mwEnemyTrakbot.cpp) ----

    /**
     * Sets the trakbot's mode Ei[5], facing Ei[2] and rotation Ef[14].
     *
     * @upstream src/mwEnemyTrakbot.cpp#set_trakbot_mode
     */
    void setTrakbotMode(int e, int mode) {
        Ei[e][Trakbot.I.MODE] = mode;
        switch (mode) {
            case 0 -> setFacing(e, 1, 0);
            case 1 -> setFacing(e, 1, 270);
            case 2 -> setFacing(e, 1, 180);
            case 3 -> setFacing(e, 1, 90);
            case 4 -> setFacing(e, 0, 0);
            case 5 -> setFacing(e, 0, 90);
            case 6 -> setFacing(e, 0, 180);
            case 7 -> setFacing(e, 0, 270);
            default -> {
            }
        }
    }

    private void setFacing(int e, int dir, int deg) {
        Ei[e][Trakbot.I.DRAW_TYPE] = dir;
        Ef[e][AnyEnemy.F.ROT] = en.degToRad(deg);
    }

    /**
     * Trakbot: crawls along floors, walls and ceilings (8 modes), drops on players, shoots.
     *
     * @upstream src/mwEnemyTrakbot.cpp#move_trakbot
     */
    void moveTrakbot(int e) {
        Solid sol = w.solid;
        float mv;
        int shotRequest = 0;
        int mode = Ei[e][Trakbot.I.MODE];
        if (Ei[e][AnyEnemy.I.HIT] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        if (--Ei[e][Trakbot.I.SHOT_RETRIGGER_COUNTER] < 0) {
            shotRequest = 1;
            Ei[e][Trakbot.I.ANS] = 17;
        } else {
            Ei[e][Trakbot.I.ANS] = 18;
        }
        if (Ei[e][Trakbot.I.FALL_COUNT] != 0) {
            Ei[e][Trakbot.I.FALL_COUNT] += 5;
            if (Ei[e][Trakbot.I.FALL_COUNT] > 160) {
                Ei[e][Trakbot.I.FALL_COUNT] = 160;
            }
            float fallYinc = Ef[e][AnyEnemy.F.YINC] * Ei[e][Trakbot.I.FALL_COUNT] / 100;
            mv = sol.isDownSolidf(Ef[e][AnyEnemy.F.X], Ef[e][AnyEnemy.F.Y], fallYinc, 0);
            if (mv < fallYinc) {
                Ei[e][Trakbot.I.FALL_COUNT] = 0;
            }
            Ef[e][AnyEnemy.F.Y] += mv;
            if (Ef[e][AnyEnemy.F.Y] > 1980) {
                Ei[e][AnyEnemy.I.TYPE] = 0;
            }
            int p = en.findClosestPlayer(e);
            float ex = Ef[e][AnyEnemy.F.X];
            float px = w.player.syn[p].x;
            if (px > ex) {
                mode = 0;
            } else {
                mode = 4;
            }
            setTrakbotMode(e, mode);
        } else {
            if (Ei[e][Trakbot.I.DROP_MODE] != 0 && (mode == 2 || mode == 6)) {
                float ex = Ef[e][AnyEnemy.F.X];
                float ey = Ef[e][AnyEnemy.F.Y];
                float ew = 15;
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        float px = w.player.syn[p].x;
                        float py = w.player.syn[p].y;
                        if (px < ex + ew && px > ex - ew && py > ey) {
                            Ei[e][Trakbot.I.FALL_COUNT] = 5;
                            if (mode == 2) {
                                setTrakbotMode(e, 4);
                            }
                            if (mode == 6) {
                                setTrakbotMode(e, 0);
                            }
                        }
                    }
                }
            }
        }
        if (Ei[e][Trakbot.I.FALL_COUNT] == 0) {
            float[] f = Ef[e];
            switch (mode) {
                case 0 -> {
                    Ei[e][Trakbot.I.DRAW_TYPE] = 1;
                    f[AnyEnemy.F.ROT] = en.degToRad(0);
                    mv = sol.isDownSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.XINC], 1);
                    if (mv < f[AnyEnemy.F.XINC]) {
                        f[AnyEnemy.F.X] += mv;
                        mode = 3;
                        f[AnyEnemy.F.ROT] = en.degToRad(45);
                        f[AnyEnemy.F.Y] += 1;
                        break;
                    }
                    mv = sol.isRightSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.XINC], 0);
                    if (mv < f[AnyEnemy.F.XINC]) {
                        f[AnyEnemy.F.X] += mv;
                        mode = 1;
                        f[AnyEnemy.F.ROT] = en.degToRad(315);
                        break;
                    }
                    f[AnyEnemy.F.X] += mv;
                }
                case 1 -> {
                    Ei[e][Trakbot.I.DRAW_TYPE] = 1;
                    f[AnyEnemy.F.ROT] = en.degToRad(270);
                    mv = sol.isRightSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.YINC], -1);
                    if (mv < f[AnyEnemy.F.YINC]) {
                        f[AnyEnemy.F.Y] -= mv;
                        mode = 0;
                        f[AnyEnemy.F.ROT] = en.degToRad(315);
                        f[AnyEnemy.F.X] += 1;
                        break;
                    }
                    mv = sol.isUpSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.YINC], 0);
                    if (mv < f[AnyEnemy.F.YINC]) {
                        mode = 2;
                        f[AnyEnemy.F.ROT] = en.degToRad(225);
                        f[AnyEnemy.F.Y] -= mv;
                        break;
                    }
                    f[AnyEnemy.F.Y] -= mv;
                }
                case 2 -> {
                    Ei[e][Trakbot.I.DRAW_TYPE] = 1;
                    f[AnyEnemy.F.ROT] = en.degToRad(180);
                    mv = sol.isUpSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.XINC], -1);
                    if (mv < f[AnyEnemy.F.XINC]) {
                        f[AnyEnemy.F.X] -= mv;
                        mode = 1;
                        f[AnyEnemy.F.ROT] = en.degToRad(225);
                        f[AnyEnemy.F.Y] -= 1;
                        break;
                    }
                    mv = sol.isLeftSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.XINC], 0);
                    if (mv < f[AnyEnemy.F.XINC]) {
                        mode = 3;
                        f[AnyEnemy.F.ROT] = en.degToRad(135);
                        f[AnyEnemy.F.X] -= mv;
                        break;
                    }
                    f[AnyEnemy.F.X] -= mv;
                }
                case 3 -> {
                    Ei[e][Trakbot.I.DRAW_TYPE] = 1;
                    f[AnyEnemy.F.ROT] = en.degToRad(90);
                    mv = sol.isLeftSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.YINC], 1);
                    if (mv < f[AnyEnemy.F.YINC]) {
                        f[AnyEnemy.F.Y] += mv;
                        mode = 2;
                        f[AnyEnemy.F.ROT] = en.degToRad(135);
                        f[AnyEnemy.F.X] -= 1;
                        break;
                    }
                    mv = sol.isDownSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.YINC], 0);
                    if (mv < f[AnyEnemy.F.YINC]) {
                        mode = 0;
                        f[AnyEnemy.F.ROT] = en.degToRad(45);
                        f[AnyEnemy.F.Y] += mv;
                        break;
                    }
                    f[AnyEnemy.F.Y] += mv;
                }
                case 4 -> {
                    Ei[e][Trakbot.I.DRAW_TYPE] = 0;
                    f[AnyEnemy.F.ROT] = en.degToRad(0);
                    mv = sol.isDownSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.XINC], -1);
                    if (mv < f[AnyEnemy.F.XINC]) {
                        f[AnyEnemy.F.X] -= mv;
                        mode = 7;
                        f[AnyEnemy.F.ROT] = en.degToRad(315);
                        f[AnyEnemy.F.Y] += 1;
                        break;
                    }
                    mv = sol.isLeftSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.XINC], 0);
                    if (mv < f[AnyEnemy.F.XINC]) {
                        f[AnyEnemy.F.X] -= mv;
                        mode = 5;
                        f[AnyEnemy.F.ROT] = en.degToRad(45);
                        break;
                    }
                    f[AnyEnemy.F.X] -= mv;
                }
                case 5 -> {
                    Ei[e][Trakbot.I.DRAW_TYPE] = 0;
                    f[AnyEnemy.F.ROT] = en.degToRad(90);
                    mv = sol.isLeftSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.YINC], -1);
                    if (mv < f[AnyEnemy.F.YINC]) {
                        f[AnyEnemy.F.Y] -= mv;
                        mode = 4;
                        f[AnyEnemy.F.ROT] = en.degToRad(45);
                        f[AnyEnemy.F.X] -= 1;
                        break;
                    }
                    mv = sol.isUpSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.YINC], 0);
                    if (mv < f[AnyEnemy.F.YINC]) {
                        f[AnyEnemy.F.Y] -= mv;
                        mode = 6;
                        f[AnyEnemy.F.ROT] = en.degToRad(135);
                        break;
                    }
                    f[AnyEnemy.F.Y] -= mv;
                }
                case 6 -> {
                    Ei[e][Trakbot.I.DRAW_TYPE] = 0;
                    f[AnyEnemy.F.ROT] = en.degToRad(180);
                    mv = sol.isUpSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.XINC], 1);
                    if (mv < f[AnyEnemy.F.XINC]) {
                        f[AnyEnemy.F.X] += mv;
                        mode = 5;
                        f[AnyEnemy.F.ROT] = en.degToRad(135);
                        f[AnyEnemy.F.Y] -= 1;
                        break;
                    }
                    mv = sol.isRightSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.XINC], 0);
                    if (mv < f[AnyEnemy.F.XINC]) {
                        f[AnyEnemy.F.X] += mv;
                        mode = 7;
                        f[AnyEnemy.F.ROT] = en.degToRad(225);
                        break;
                    }
                    f[AnyEnemy.F.X] += mv;
                }
                case 7 -> {
                    Ei[e][Trakbot.I.DRAW_TYPE] = 0;
                    f[AnyEnemy.F.ROT] = en.degToRad(270);
                    mv = sol.isRightSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.YINC], 1);
                    if (mv < f[AnyEnemy.F.YINC]) {
                        f[AnyEnemy.F.Y] += mv;
                        mode = 6;
                        f[AnyEnemy.F.ROT] = en.degToRad(225);
                        f[AnyEnemy.F.X] += 1;
                        break;
                    }
                    mv = sol.isDownSolidf(f[AnyEnemy.F.X], f[AnyEnemy.F.Y], f[AnyEnemy.F.YINC], 0);
                    if (mv < f[AnyEnemy.F.YINC]) {
                        f[AnyEnemy.F.Y] += mv;
                        mode = 4;
                        f[AnyEnemy.F.ROT] = en.degToRad(315);
                        break;
                    }
                    f[AnyEnemy.F.Y] += mv;
                }
                default -> {
                }
            }
            if (shotRequest != 0) {
                int p = en.findClosestPlayerTrakbot(e);
                if (p != -1) {
                    w.shot.fireEnemyShota(e, 20, p);
                    Ei[e][Trakbot.I.SHOT_RETRIGGER_COUNTER] = Ei[e][Trakbot.I.SHOT_RETRIGGER_TIME];
                }
            }
        }
        if (Ei[e][Trakbot.I.MODE] == mode) {
            Ei[e][Trakbot.I.TWIRL_COUNT] = 0;
        } else {
            Ei[e][Trakbot.I.MODE] = mode;
            if (++Ei[e][Trakbot.I.TWIRL_COUNT] > 3) {
                Ei[e][Trakbot.I.TWIRL_COUNT] = 0;
                Ei[e][Trakbot.I.FALL_COUNT] = 5;
                setTrakbotMode(e, 0);
            }
        }
        int[][] zz = w.bitmap.zz;
        int b = Ei[e][Trakbot.I.ANS];
        if (mode == 0 || mode == 6) {
            int s = ((int) Ef[e][AnyEnemy.F.X]) % 6;
            Ei[e][AnyEnemy.I.SHAPE] = zz[10 - s][b];
        }
        if (mode == 1 || mode == 5) {
            int s = ((int) Ef[e][AnyEnemy.F.Y]) % 6;
            Ei[e][AnyEnemy.I.SHAPE] = zz[5 + s][b];
        }
        if (mode == 2 || mode == 4) {
            int s = ((int) Ef[e][AnyEnemy.F.X]) % 6;
            Ei[e][AnyEnemy.I.SHAPE] = zz[5 + s][b];
        }
        if (mode == 3 || mode == 7) {
            int s = ((int) Ef[e][AnyEnemy.F.Y]) % 6;
            Ei[e][AnyEnemy.I.SHAPE] = zz[10 - s][b];
        }
    }

    // ---- vinepod (src/mwEnemyVinePod.cpp) ----

    /**
     * Vinepod: waits for a trigger, extends along a line or spline, pauses and shoots, retracts.
     *
     * @upstream src/mwEnemyVinePod.cpp#move_vinepod
     */
    void moveVinepod(int e) {
        int[] event = w.triggerEvent.event;
        if (Ei[e][AnyEnemy.I.HIT] != 0) {
            int ek = 0;
            int mode = Ei[e][Vinepod.I.MODE];
            int flags = Ei[e][Vinepod.I.FLAGS];
            if (mode == 0 && (flags & VINEPOD_INV_INIT) == 0) {
                ek = 1;
            }
            if ((mode == 2 || mode == 3) && (flags & VINEPOD_INV_EXTN) == 0) {
                ek = 1;
            }
            if ((mode == 1 || mode == 4) && (flags & VINEPOD_INV_MOVE) == 0) {
                ek = 1;
            }
            if (ek != 0) {
                en.enemyKilled(e);
                return;
            }
            Ei[e][AnyEnemy.I.HIT] = 0;
        }
        en.enemyPlayerHitProc(e);
        if (Ei[e][Vinepod.I.OUTPUT_EVENT] != 0) {
            event[Ei[e][Vinepod.I.OUTPUT_EVENT]] = 0;
        }
        if (Ei[e][Vinepod.I.MODE] == 0) {
            Ei[e][Vinepod.I.EXTEND_COUNTER] = 0;
            if ((Ei[e][Vinepod.I.FLAGS] & VINEPOD_USE_TRIGGER) != 0 && en.isPlayerInEnemyTriggerBox(e) != 0) {
                Ei[e][Vinepod.I.MODE] = 1;
            }
            if (Ei[e][Vinepod.I.INPUT_EVENT] != 0 && event[Ei[e][Vinepod.I.INPUT_EVENT]] != 0) {
                Ei[e][Vinepod.I.MODE] = 1;
            }
        }
        if (Ei[e][Vinepod.I.MODE] == 1) {
            if (++Ei[e][Vinepod.I.EXTEND_COUNTER] >= Ei[e][Vinepod.I.EXTEND_TIME]) {
                if (Ei[e][Vinepod.I.OUTPUT_EVENT] != 0) {
                    event[Ei[e][Vinepod.I.OUTPUT_EVENT]] = 1;
                }
                Ei[e][Vinepod.I.MODE] = 2;
                Ef[e][Vinepod.F.PAUSE_COUNTER] = Ef[e][Vinepod.F.PAUSE];
            }
        }
        if (Ei[e][Vinepod.I.MODE] == 2) {
            Ef[e][Vinepod.F.PAUSE_COUNTER] -= 1;
            if (Ef[e][Vinepod.F.PAUSE_COUNTER] <= 0) {
                if ((Ei[e][Vinepod.I.FLAGS] & VINEPOD_FIRE_SHOT) != 0) {
                    w.shot.fireEnemyShota(e, 54, en.findClosestPlayer(e));
                }
                Ei[e][Vinepod.I.MODE] = 3;
                Ef[e][Vinepod.F.PAUSE_COUNTER] = Ef[e][Vinepod.F.PAUSE];
            }
        }
        if (Ei[e][Vinepod.I.MODE] == 3) {
            Ef[e][Vinepod.F.PAUSE_COUNTER] -= 1;
            if (Ef[e][Vinepod.F.PAUSE_COUNTER] <= 0) {
                Ei[e][Vinepod.I.MODE] = 4;
            }
        }
        if (Ei[e][Vinepod.I.MODE] == 4) {
            if (--Ei[e][Vinepod.I.EXTEND_COUNTER] <= 0) {
                Ei[e][Vinepod.I.MODE] = 0;
            }
        }
        int ns = w.bitmap.zz[4][15];
        float v = (float) Ei[e][Vinepod.I.EXTEND_COUNTER] / (float) Ei[e][Vinepod.I.EXTEND_TIME];
        int s = (int) (v * ns);
        Ei[e][AnyEnemy.I.SHAPE] = w.bitmap.zz[5 + s][15];
        if ((Ei[e][Vinepod.I.FLAGS] & VINEPOD_USE_SPLINE) != 0) {
            int np = Ei[e][Vinepod.I.EXTEND_TIME] + 1;
            float[] dest = splineDest;
            java.util.Arrays.fill(dest, 0f);
            float[] pnts = splinePnts;
            java.util.Arrays.fill(pnts, 0f);
            en.vinepodFillPointsArray(e, np, pnts, dest);
            int npi = Ei[e][Vinepod.I.EXTEND_COUNTER] * 2;
            Ef[e][AnyEnemy.F.X] = dest[npi] - 10;
            Ef[e][AnyEnemy.F.Y] = dest[npi + 1] - 10;
            float xlen = dest[npi + 2] - dest[npi];
            float ylen = dest[npi + 3] - dest[npi + 1];
            Ef[e][AnyEnemy.F.ROT] = (float) (PmMath.atan2f(ylen, xlen) - Enemy.ALLEGRO_PI / 2);
        } else {
            en.calcSimpleVinepod(e);
            Ef[e][AnyEnemy.F.X] = Ei[e][Vinepod.I.START_X] + Ef[e][AnyEnemy.F.XINC] * Ei[e][Vinepod.I.EXTEND_COUNTER];
            Ef[e][AnyEnemy.F.Y] = Ei[e][Vinepod.I.START_Y] + Ef[e][AnyEnemy.F.YINC] * Ei[e][Vinepod.I.EXTEND_COUNTER];
        }
        if (Ei[e][Vinepod.I.MODE] == 2 || Ei[e][Vinepod.I.MODE] == 3) {
            en.setEnemyRotFromPlayersPosition(e, en.findClosestPlayer(e), 1);
        }
    }
}

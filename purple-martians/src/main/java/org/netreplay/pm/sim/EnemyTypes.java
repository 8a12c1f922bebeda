package org.netreplay.pm.sim;

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

    /** Seek towards the closest player every Ei[8] bounces, move and bounce off solids. move_bouncer_cannon_common. */
    void moveBouncerCannonCommon(int e) {
        Solid sol = w.solid;
        if (Ei[e][8] != 0 && Ei[e][7] > Ei[e][8]) {
            Ei[e][7] = 0;
            en.setEnemyXyincFromPlayer(e, en.findClosestPlayer(e));
        }
        if (Ef[e][2] > 0) {
            Ef[e][0] += Ef[e][2];
            if (sol.isRightSolid((int) Ef[e][0], (int) Ef[e][1], 1, 2) != 0) {
                Ei[e][7]++;
                Ef[e][2] = -Ef[e][2];
                Ef[e][0] += Ef[e][2];
            }
        }
        if (Ef[e][2] < 0) {
            Ef[e][0] += Ef[e][2];
            if (sol.isLeftSolid((int) Ef[e][0], (int) Ef[e][1], 1, 2) != 0) {
                Ei[e][7]++;
                Ef[e][2] = -Ef[e][2];
                Ef[e][0] += Ef[e][2];
            }
        }
        if (Ef[e][3] > 0) {
            Ef[e][1] += Ef[e][3];
            if (sol.isDownSolid((int) Ef[e][0], (int) Ef[e][1], 1, 2) != 0) {
                Ei[e][7]++;
                Ef[e][3] = -Ef[e][3];
                Ef[e][1] += Ef[e][3];
            }
        }
        if (Ef[e][3] < 0) {
            Ef[e][1] += Ef[e][3];
            if (sol.isUpSolid((int) Ef[e][0], (int) Ef[e][1], 0, 2) == 1) {
                Ei[e][7]++;
                Ef[e][3] = -Ef[e][3];
                Ef[e][1] += Ef[e][3];
            }
        }
    }

    /** Cannon: extra hits speed it up, aims at a player in range, fires every Ei[15] frames. move_cannon. */
    void moveCannon(int e) {
        en.enemyPlayerHitProc(e);
        if (Ei[e][31] != 0) {
            if (Ei[e][31] == 2 || Ei[e][31] == 3) {
                en.enemyKilled(e);
                return;
            }
            if (Ei[e][9] == 0) {
                en.enemyKilled(e);
                return;
            }
            Ei[e][9]--;
            Ei[e][31] = 0;
            float mul = (float) 1.2;
            if (Ef[e][5] > 10) {
                mul = (float) 1.1;
            }
            if (Ef[e][5] > 20) {
                mul = (float) 1.05;
            }
            Ef[e][2] *= mul;
            Ef[e][3] *= mul;
            Ef[e][5] *= mul;
            Ef[e][7] *= mul;
            Ef[e][12] *= 1.1;
            Ei[e][29] += 2;
        }
        int p = en.findClosestPlayerCannon(e);
        Ei[e][10] = p;
        if (p != -1) {
            en.setEnemyRotFromPlayersPosition(e, p, 1);
        } else {
            en.setEnemyRotFromIncs(e);
        }
        float rtio = (float) Ei[e][16] / (float) Ei[e][15];
        Ei[e][1] = 412;
        if (rtio < 0.3) {
            Ei[e][1] = 413;
        }
        if (rtio < 0.2) {
            Ei[e][1] = 414;
        }
        if (rtio < 0.1) {
            Ei[e][1] = 415;
        }
        if (Ei[e][15] != 0) {
            if (--Ei[e][16] < 0) {
                Ei[e][16] = 0;
                if (p != -1) {
                    Ei[e][16] = Ei[e][15];
                    w.shot.fireEnemyShota(e, 55, p);
                }
            }
        }
        moveBouncerCannonCommon(e);
    }

    /** Bouncer: bounces around, animated from frame_num. move_bouncer. */
    void moveBouncer(int e) {
        if (Ei[e][31] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        moveBouncerCannonCommon(e);
        en.setEnemyRotFromIncs(e);
        if (Ei[e][7] != 0) {
            Ei[e][3] = Ei[e][5];
        } else {
            Ei[e][3] = Ei[e][6];
        }
        int[][] zz = w.bitmap.zz;
        int ans = Ei[e][3];
        int ns = zz[4][ans];
        int nf = zz[3][ans] + 1;
        int tsl = nf * ns;
        int pm = w.loop.frame_num % tsl;
        int ss = pm / nf;
        Ei[e][1] = zz[5 + ss][ans];
    }

    // ---- archwagon, blokwalk, crew (src/mwEnemyArchwagon.cpp) ----

    /** Archwagon: walks, shoots an arrow at players level with it. move_archwagon. */
    void moveArchwagon(int e) {
        int exInt = (int) Ef[e][0];
        int eyInt = (int) Ef[e][1];
        if (Ei[e][31] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        if (Ei[e][16] > 0) {
            Ei[e][3] = 3;
            --Ei[e][16];
        } else {
            int swl = 10;
            int swh = 6;
            Ei[e][3] = 2;
            if (Ei[e][2] != 0) {
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        Psyn s = w.player.syn[p];
                        if (exInt > s.x - Ei[e][17] && exInt < s.x && eyInt > s.y - swh && eyInt < s.y + swl) {
                            w.shot.fireEnemyXShot(e, p);
                            Ei[e][16] = Ei[e][15];
                        }
                    }
                }
            }
            if (Ei[e][2] == 0) {
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        Psyn s = w.player.syn[p];
                        if (exInt > s.x && exInt < s.x + Ei[e][17] && eyInt > s.y - swh && eyInt < s.y + swl) {
                            w.shot.fireEnemyXShot(e, p);
                            Ei[e][16] = Ei[e][15];
                        }
                    }
                }
            }
        }
        moveArchBlockCommon(e);
        int[][] zz = w.bitmap.zz;
        int b = Ei[e][3];
        int c = zz[4][b];
        if (Ei[e][2] == 1) {
            int x = (exInt / 3) % c;
            Ei[e][1] = zz[x + 5][b];
        }
        if (Ei[e][2] == 0) {
            int x = (exInt / 3) % c;
            Ei[e][1] = zz[5 + c - x][b];
        }
    }

    /** Walking, turning, jumping and falling shared by archwagon, blokwalk and crew. move_arch_block_common. */
    void moveArchBlockCommon(int e) {
        Solid sol = w.solid;
        int exInt = (int) Ef[e][0];
        int eyInt = (int) Ef[e][1];
        int onSolid = 0;
        int onLift = 0;
        int ret = sol.isDownSolid(exInt, eyInt, 1, 2);
        if (ret == 1 || ret == 2) {
            onSolid = 1;
        }
        if (ret >= 32) {
            onLift = 1;
        }
        int exIntR = (int) (Ef[e][0] + Ef[e][6]);
        int exIntL = (int) (Ef[e][0] - Ef[e][6]);
        if (sol.isLeftSolid(exIntL, eyInt, 1, 2) != 0 && sol.isRightSolid(exIntR, eyInt, 1, 2) != 0) {
            int p = en.findClosestPlayer(e);
            if (exInt < w.player.syn[p].x - 5) {
                Ei[e][2] = 1;
            }
            if (exInt > w.player.syn[p].x + 5) {
                Ei[e][2] = 0;
            }
        } else {
            if (Ei[e][2] == 1) {
                int changeDir = 0;
                Ef[e][2] = Ef[e][6];
                Ef[e][0] += Ef[e][2];
                exInt = (int) Ef[e][0];
                if (onSolid != 0 || onLift != 0) {
                    if (Ei[e][10] != 0 && sol.isRightSolid(exInt + Ei[e][10] - 10, eyInt + 20, 1, 2) == 0) {
                        changeDir = 1;
                    }
                    if (Ei[e][12] != 0 && sol.isRightSolid(exInt + Ei[e][12], eyInt, 1, 2) != 0) {
                        Ei[e][5] = -160;
                    }
                    if (Ei[e][11] != 0 && sol.isRightSolid(exInt + Ei[e][11] - 18, eyInt + 20, 1, 2) == 0) {
                        Ei[e][5] = -160;
                    }
                }
                if (sol.isRightSolid(exInt, eyInt, 1, 2) != 0 || changeDir != 0) {
                    Ei[e][2] = 0;
                    Ef[e][0] -= Ef[e][2];
                    exInt = (int) Ef[e][0];
                }
            } else if (Ei[e][2] == 0) {
                int changeDir = 0;
                Ef[e][2] = -Ef[e][6];
                Ef[e][0] += Ef[e][2];
                exInt = (int) Ef[e][0];
                if (onSolid != 0 || onLift != 0) {
                    if (Ei[e][10] != 0 && sol.isLeftSolid(exInt - Ei[e][10] + 10, eyInt + 20, 1, 2) == 0) {
                        changeDir = 1;
                    }
                    if (Ei[e][12] != 0 && sol.isLeftSolid(exInt - Ei[e][12], eyInt, 1, 2) != 0) {
                        Ei[e][5] = -160;
                    }
                    if (Ei[e][11] != 0 && sol.isLeftSolid(exInt - Ei[e][11] + 18, eyInt + 20, 1, 2) == 0) {
                        Ei[e][5] = -160;
                    }
                }
                if (sol.isLeftSolid(exInt, eyInt, 1, 2) != 0 || changeDir != 0) {
                    Ef[e][0] -= Ef[e][2];
                    Ei[e][2] = 1;
                    exInt = (int) Ef[e][0];
                }
            }
            if (Ei[e][8] == 0) {
                int p = en.findClosestPlayer(e);
                if (exInt < w.player.syn[p].x - 5) {
                    Ei[e][2] = 1;
                }
                if (exInt > w.player.syn[p].x + 5) {
                    Ei[e][2] = 0;
                }
            }
        }
        if (onSolid != 0 && Ei[e][5] >= 0) {
            Ef[e][1] -= (int) Ef[e][1] % 20;
            Ef[e][1] = (int) Ef[e][1];
            Ei[e][5] = 0;
        }
        if (onSolid == 0 && onLift == 0 && Ei[e][5] >= 0) {
            Ei[e][5] += 5;
            if (Ei[e][5] > 160) {
                Ei[e][5] = 160;
            }
            float ym = Ei[e][5] * Ef[e][3];
            float ym1 = ym / 100;
            Ef[e][1] += ym1;
            eyInt = (int) Ef[e][1];
            if (sol.isDownSolid(exInt, eyInt, 1, 2) != 0) {
                onSolid = 1;
                Ef[e][1] -= (int) Ef[e][1] % 20;
                Ef[e][1] = (int) Ef[e][1];
                Ei[e][5] = 0;
            }
        }
        if (onSolid == 0 && onLift == 0 && Ei[e][5] == 0) {
            Ei[e][5] += 5;
        }
        if (Ei[e][5] < 0 && onLift == 0) {
            Ei[e][5] += 5;
            if (Ei[e][5] < -160) {
                Ei[e][5] = -160;
            }
            float ym = Ei[e][5] * Ef[e][3];
            float ym1 = ym / 100;
            Ef[e][1] += ym1;
            eyInt = (int) Ef[e][1];
            if (sol.isUpSolid(exInt, eyInt, 1, 2) == 1 || sol.isUpSolid(exInt, eyInt, 1, 2) > 31) {
                Ei[e][5] = 0;
            }
        }
        if (onLift != 0) {
            Ef[e][1] += w.lift.cur[ret - 32].yinc;
        }
        if (onSolid != 0 || onLift != 0) {
            if (Ei[e][6] > 0 && (w.loop.frame_num % Ei[e][6]) == 1) {
                Ei[e][5] = -160;
            }
            if (Ei[e][7] > 0) {
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        Psyn s = w.player.syn[p];
                        if (exInt < s.x + Ei[e][7] && exInt > s.x - Ei[e][7] && eyInt > s.y) {
                            Ei[e][5] = -160;
                        }
                    }
                }
            }
        }
    }

    /** Blokwalk: when shot it becomes the tile Ei[13] (only with a display: pm-golden README 2). move_blokwalk. */
    void moveBlokwalk(int e) {
        int exInt = (int) Ef[e][0];
        int eyInt = (int) Ef[e][1];
        en.enemyPlayerHitProc(e);
        if (Ei[e][31] != 0) {
            int ex = exInt / 20;
            int ey = eyInt / 20;
            int block = Ei[e][13];
            if (w.no_display == 0) {
                w.level.changeBlock(ex, ey, block);
            }
            Ei[e][0] = 0;
            return;
        }
        moveArchBlockCommon(e);
        int[][] zz = w.bitmap.zz;
        int b = Ei[e][3];
        int c = zz[4][b];
        int x = (exInt / 2) % c;
        Ei[e][1] = zz[x + 5][b];
    }

    // ---- cloner (src/mwEnemyCloner.cpp) ----

    /** Cloner: when its trigger event Ei[8] is on, copies what is in its source box. move_cloner. */
    void moveCloner(int e) {
        if (Ei[e][31] != 0 && Ei[e][30] == 0) {
            en.enemyKilled(e);
            return;
        }
        Ei[e][31] = 0;
        en.enemyPlayerHitProc(e);
        if (Ei[e][8] != 0 && w.triggerEvent.event[Ei[e][8]] != 0) {
            clonerCreate(e);
        }
    }

    /** Copies enemies and items in the source box to the destination box, up to the limit Ei[10]. cloner_create. */
    void clonerCreate(int e) {
        float x1 = Ei[e][15] - 2;
        float y1 = Ei[e][16] - 2;
        float x3 = Ei[e][17] - 2;
        float y3 = Ei[e][18] - 2;
        float wd = Ei[e][19];
        float ht = Ei[e][20];
        float x2 = x1 + wd;
        float y2 = y1 + ht;
        int[][] item = w.item.item;
        float[][] itemf = w.item.itemf;
        int no = 0;
        int cl = Ei[e][10];
        if (cl != 0) {
            for (int x = 0; x < 100; x++) {
                if (Ei[x][0] != 0 && Ei[x][28] == 1000 + e) {
                    no++;
                }
            }
            for (int x = 0; x < 500; x++) {
                if (item[x][0] != 0 && item[x][15] == 1000 + e) {
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
            if (Ei[b][0] != 0 && Ef[b][0] > x1 && Ef[b][0] < x2 && Ef[b][1] > y1 && Ef[b][1] < y2 && no < cl) {
                float nxPos = Ef[b][0] + x3 - x1;
                float nyPos = Ef[b][1] + y3 - y1;
                int nx = (int) (nxPos / 20);
                int ny = (int) (nyPos / 20);
                if (w.level.isBlockEmpty(nx, ny, 1, 0, 0) != 0) {
                    for (int c = 0; c < 100; c++) {
                        if (Ei[c][0] == 0) {
                            System.arraycopy(Ei[b], 0, Ei[c], 0, 32);
                            System.arraycopy(Ef[b], 0, Ef[c], 0, 16);
                            Ef[c][0] = nxPos;
                            Ef[c][1] = nyPos;
                            Ei[c][27] = Ei[e][9];
                            Ei[c][28] = 1000 + e;
                            no++;
                            break;
                        }
                    }
                }
            }
        }
        for (int b = 0; b < 500; b++) {
            if (item[b][0] == 0) {
                continue;
            }
            float ix = itemf[b][0];
            float iy = itemf[b][1];
            if (ix > x1 && ix < x2 && iy > y1 && iy < y2 && no < cl) {
                float nxPos = ix + x3 - x1;
                float nyPos = iy + y3 - y1;
                int nx = (int) (nxPos / 20);
                int ny = (int) (nyPos / 20);
                if (w.level.isBlockEmpty(nx, ny, 1, 0, 0) != 0) {
                    for (int c = 0; c < 500; c++) {
                        if (item[c][0] == 0) {
                            System.arraycopy(item[b], 0, item[c], 0, 16);
                            itemf[c][0] = nxPos;
                            itemf[c][1] = nyPos;
                            itemf[c][2] = 0;
                            itemf[c][3] = 0;
                            if (item[b][14] == 0) {
                                item[c][14] = Ei[e][9];
                            }
                            if (item[c][0] == 10) {
                                System.arraycopy(w.item.pmsgtext[b], 0, w.item.pmsgtext[c], 0,
                                        w.item.pmsgtext[b].length);
                            }
                            item[c][15] = 1000 + e;
                            no++;
                            break;
                        }
                    }
                }
            }
        }
    }

    // ---- flapper (src/mwEnemyFlapper.cpp) ----

    /** Flapper: flies left/right, flaps on a sine, seeks the closest player's height, shoots ahead. move_flapper. */
    void moveFlapper(int e) {
        Solid sol = w.solid;
        if (Ei[e][31] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        int p;
        if (Ei[e][16] < 0) {
            Ei[e][3] = 61;
        } else {
            Ei[e][3] = 60;
        }
        if (Ei[e][2] != 0) {
            Ef[e][2] += Ef[e][6];
            if (Ef[e][2] > Ef[e][5]) {
                Ef[e][2] = Ef[e][5];
            }
            Ef[e][0] += Ef[e][2];
            if (sol.isRightSolid((int) Ef[e][0], (int) Ef[e][1], 1, 2) != 0) {
                Ef[e][0] -= Ef[e][2];
                Ef[e][2] = -Ef[e][5] / 3;
                Ei[e][2] = 0;
            }
        } else {
            Ef[e][2] -= Ef[e][6];
            if (Ef[e][2] < -Ef[e][5]) {
                Ef[e][2] = -Ef[e][5];
            }
            Ef[e][0] += Ef[e][2];
            if (sol.isLeftSolid((int) Ef[e][0], (int) Ef[e][1], 1, 2) != 0) {
                Ef[e][0] -= Ef[e][2];
                Ef[e][2] = Ef[e][5] / 3;
                Ei[e][2] = 1;
            }
        }
        if (--Ei[e][16] < 0) {
            p = en.findClosestPlayerFlapper(e);
            if (p != -1) {
                w.shot.fireEnemyShota(e, 62, p);
                Ei[e][16] = Ei[e][15];
            }
        }
        float seekYinc = 0;
        p = en.findClosestPlayer(e);
        if (p != -1) {
            float rat = 1;
            float h = Ei[e][20];
            float df = Ef[e][1] - (w.player.syn[p].y - h);
            if (df < 0) {
                if (df > -100) {
                    rat = -df / 100;
                }
                seekYinc += Ef[e][3] * rat;
            }
            if (df > 0) {
                if (df < 100) {
                    rat = df / 100;
                }
                seekYinc -= Ef[e][3] * rat;
            }
        }
        float f = Ef[e][9];
        int so = (int) (f / 16.66);
        Ei[e][1] = w.bitmap.zz[8 + so][Ei[e][3]];
        float th = (float) ((f / 100) * Enemy.ALLEGRO_PI * 2);
        float yo = PmMath.sinf(th) * Ei[e][21];
        float flapYinc = yo - Ef[e][8];
        Ef[e][8] = yo;
        Ei[e][14] = (int) (Ef[e][1] - yo);
        Ef[e][9] += Ef[e][10];
        if (Ef[e][9] >= 100) {
            Ef[e][9] = 0;
        }
        float yinc = flapYinc + seekYinc;
        if (yinc < 0) {
            yinc = sol.isUpSolidf(Ef[e][0], Ef[e][1], -yinc, 0);
            Ef[e][1] -= yinc;
        } else if (yinc > 0) {
            yinc = sol.isDownSolidf(Ef[e][0], Ef[e][1], yinc, 0);
            Ef[e][1] += yinc;
        }
    }

    // ---- jumpworm (src/mwEnemyJumpworm.cpp) ----

    /** Jumpworm: inches along in a 10-step cycle, jumps at walls, holes, timers and players above. move_jumpworm. */
    void moveJumpworm(int e) {
        Solid sol = w.solid;
        int exInt = (int) Ef[e][0];
        int eyInt = (int) Ef[e][1];
        if (Ei[e][31] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        int sd = Ei[e][4];
        int c = w.loop.frame_num % (10 * sd);
        int mf = 0;
        if (c % sd == 0) {
            mf = 1;
        }
        int cycle = c / sd;
        cycle += Ei[e][14];
        while (cycle > 9) {
            cycle -= 10;
        }
        if (Ei[e][13] != 0 && cycle == 0) {
            Ei[e][13] = 0;
            if (Ei[e][2] != 0) {
                Ei[e][2] = 0;
                Ef[e][0] += 10;
            } else {
                Ei[e][2] = 1;
                Ef[e][0] -= 10;
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
            Ef[e][1] += w.lift.cur[ret - 32].yinc;
        }
        if (cycle < 5 && mf != 0 && Ei[e][5] == 0) {
            if (Ei[e][2] == 1) {
                int changeDir = 0;
                Ef[e][0] += 2;
                exInt = (int) Ef[e][0];
                if (onSolid != 0 || onLift != 0) {
                    if (Ei[e][10] != 0 && sol.isRightSolid(exInt + Ei[e][10] - 6, eyInt + 20, 1, 2) == 0) {
                        changeDir = 1;
                    }
                    if (Ei[e][12] != 0 && sol.isRightSolid(exInt + Ei[e][12], eyInt, 1, 2) != 0) {
                        attemptJump = 1;
                    }
                    if (Ei[e][11] != 0 && sol.isRightSolid(exInt + Ei[e][11] - 18, eyInt + 20, 1, 2) == 0) {
                        attemptJump = 1;
                    }
                }
                if (sol.isRightSolid(exInt, eyInt, 1, 2) != 0 || changeDir != 0) {
                    turnNextCycle(e, cycle);
                }
            }
            if (Ei[e][2] == 0) {
                int changeDir = 0;
                Ef[e][0] -= 2;
                exInt = (int) Ef[e][0];
                if (onSolid != 0 || onLift != 0) {
                    if (Ei[e][10] != 0 && sol.isLeftSolid(exInt - Ei[e][10] + 6, eyInt + 20, 1, 2) == 0) {
                        changeDir = 1;
                    }
                    if (Ei[e][12] != 0 && sol.isLeftSolid(exInt - Ei[e][12], eyInt, 1, 2) != 0) {
                        attemptJump = 1;
                    }
                    if (Ei[e][11] != 0 && sol.isLeftSolid(exInt - Ei[e][11] + 18, eyInt + 20, 1, 2) == 0) {
                        attemptJump = 1;
                    }
                }
                if (sol.isLeftSolid(exInt - 2, eyInt, 1, 2) != 0 || changeDir != 0) {
                    turnNextCycle(e, cycle);
                }
            }
        }
        Ei[e][1] = switch (cycle) {
            case 0, 8 -> 708;
            case 1, 7 -> 707;
            case 2, 6 -> 706;
            case 3, 5 -> 705;
            case 4 -> 704;
            case 9 -> 709;
            default -> Ei[e][1];
        };
        if (onSolid != 0 && Ei[e][5] >= 0) {
            Ef[e][1] -= (int) Ef[e][1] % 20;
            Ef[e][1] = (int) Ef[e][1];
            Ei[e][5] = 0;
        }
        if (onSolid == 0 && onLift == 0 && Ei[e][5] >= 0) {
            Ei[e][5] += 5;
            if (Ei[e][5] > 160) {
                Ei[e][5] = 160;
            }
            float ym = Ei[e][5] * Ef[e][3];
            float ym1 = ym / 100;
            Ef[e][1] += ym1;
            eyInt = (int) Ef[e][1];
            if (sol.isDownSolid(exInt, eyInt, 1, 2) != 0) {
                onSolid = 1;
                Ef[e][1] -= (int) Ef[e][1] % 20;
                Ef[e][1] = (int) Ef[e][1];
                Ei[e][5] = 0;
            }
        }
        if (Ei[e][5] < 0) {
            Ei[e][5] += 5;
            if (Ei[e][5] < -160) {
                Ei[e][5] = -160;
            }
            float ym = Ei[e][5] * Ef[e][3];
            float ym1 = ym / 100;
            Ef[e][1] += ym1;
            eyInt = (int) Ef[e][1];
            if (sol.isUpSolid(exInt, eyInt, 1, 2) == 1 || sol.isUpSolid(exInt, eyInt, 1, 2) > 31) {
                Ei[e][5] = 1;
                Ef[e][1] -= ym1;
            }
        }
        if (onSolid != 0 || onLift != 0) {
            if (Ei[e][6] > 0 && (w.loop.frame_num % Ei[e][6]) == 1) {
                attemptJump = 1;
            }
            if (Ei[e][7] > 0) {
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        Psyn s = w.player.syn[p];
                        if (exInt < s.x + Ei[e][7] && exInt > s.x - Ei[e][7] && eyInt > s.y) {
                            attemptJump = 1;
                        }
                    }
                }
            }
        }
        if (attemptJump != 0) {
            exInt = (int) Ef[e][0];
            eyInt = (int) Ef[e][1];
            if (sol.isUpSolid(exInt, eyInt, 1, 2) != 1 && sol.isUpSolid(exInt, eyInt, 1, 2) < 32) {
                Ei[e][5] = -160;
            }
        }
        Ef[e][14] = 0;
        if (Ei[e][5] != 0 || onSolid == 0) {
            float js = Ef[e][6];
            if (Ei[e][2] == 1) {
                if (sol.isRightSolid((int) (exInt + js), eyInt, 1, 2) != 0) {
                    Ei[e][2] = 0;
                    Ei[e][5] -= Ei[e][8];
                    if (Ei[e][5] < -160) {
                        Ei[e][5] = -160;
                    }
                } else {
                    Ef[e][0] += js;
                }
            } else if (Ei[e][2] == 0) {
                if (sol.isLeftSolid((int) (exInt - js), eyInt, 1, 2) != 0) {
                    Ei[e][2] = 1;
                    Ei[e][5] -= Ei[e][8];
                    if (Ei[e][5] < -160) {
                        Ei[e][5] = -160;
                    }
                } else {
                    Ef[e][0] -= js;
                }
            }
            Ei[e][1] = 704;
            float ym = Ei[e][5] * Ef[e][3] / 100;
            float angle = PmMath.atan2f(ym, js);
            if (Ei[e][2] == 0) {
                angle = -angle;
            }
            Ef[e][14] = angle;
        }
    }

    private void turnNextCycle(int e, int cycle) {
        Ei[e][13] = 1;
        if (cycle == 0) {
            Ei[e][14] += 8;
        }
        if (cycle == 1) {
            Ei[e][14] += 6;
        }
        if (cycle == 2) {
            Ei[e][14] += 4;
        }
        if (cycle == 3) {
            Ei[e][14] += 2;
        }
    }

    // ---- trakbot (src/mwEnemyTrakbot.cpp) ----

    /** Sets the trakbot's mode Ei[5], facing Ei[2] and rotation Ef[14]. set_trakbot_mode. */
    void setTrakbotMode(int e, int mode) {
        Ei[e][5] = mode;
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
        Ei[e][2] = dir;
        Ef[e][14] = en.degToRad(deg);
    }

    /** Trakbot: crawls along floors, walls and ceilings (8 modes), drops on players, shoots. move_trakbot. */
    void moveTrakbot(int e) {
        Solid sol = w.solid;
        float mv;
        int shotRequest = 0;
        int mode = Ei[e][5];
        if (Ei[e][31] != 0) {
            en.enemyKilled(e);
            return;
        }
        en.enemyPlayerHitProc(e);
        if (--Ei[e][16] < 0) {
            shotRequest = 1;
            Ei[e][3] = 17;
        } else {
            Ei[e][3] = 18;
        }
        if (Ei[e][4] != 0) {
            Ei[e][4] += 5;
            if (Ei[e][4] > 160) {
                Ei[e][4] = 160;
            }
            float fallYinc = Ef[e][3] * Ei[e][4] / 100;
            mv = sol.isDownSolidf(Ef[e][0], Ef[e][1], fallYinc, 0);
            if (mv < fallYinc) {
                Ei[e][4] = 0;
            }
            Ef[e][1] += mv;
            if (Ef[e][1] > 1980) {
                Ei[e][0] = 0;
            }
            int p = en.findClosestPlayer(e);
            float ex = Ef[e][0];
            float px = w.player.syn[p].x;
            if (px > ex) {
                mode = 0;
            } else {
                mode = 4;
            }
            setTrakbotMode(e, mode);
        } else {
            if (Ei[e][7] != 0 && (mode == 2 || mode == 6)) {
                float ex = Ef[e][0];
                float ey = Ef[e][1];
                float ew = 15;
                for (int p = 0; p < 8; p++) {
                    if (playerLive(p)) {
                        float px = w.player.syn[p].x;
                        float py = w.player.syn[p].y;
                        if (px < ex + ew && px > ex - ew && py > ey) {
                            Ei[e][4] = 5;
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
        if (Ei[e][4] == 0) {
            float[] f = Ef[e];
            switch (mode) {
                case 0 -> {
                    Ei[e][2] = 1;
                    f[14] = en.degToRad(0);
                    mv = sol.isDownSolidf(f[0], f[1], f[2], 1);
                    if (mv < f[2]) {
                        f[0] += mv;
                        mode = 3;
                        f[14] = en.degToRad(45);
                        f[1] += 1;
                        break;
                    }
                    mv = sol.isRightSolidf(f[0], f[1], f[2], 0);
                    if (mv < f[2]) {
                        f[0] += mv;
                        mode = 1;
                        f[14] = en.degToRad(315);
                        break;
                    }
                    f[0] += mv;
                }
                case 1 -> {
                    Ei[e][2] = 1;
                    f[14] = en.degToRad(270);
                    mv = sol.isRightSolidf(f[0], f[1], f[3], -1);
                    if (mv < f[3]) {
                        f[1] -= mv;
                        mode = 0;
                        f[14] = en.degToRad(315);
                        f[0] += 1;
                        break;
                    }
                    mv = sol.isUpSolidf(f[0], f[1], f[3], 0);
                    if (mv < f[3]) {
                        mode = 2;
                        f[14] = en.degToRad(225);
                        f[1] -= mv;
                        break;
                    }
                    f[1] -= mv;
                }
                case 2 -> {
                    Ei[e][2] = 1;
                    f[14] = en.degToRad(180);
                    mv = sol.isUpSolidf(f[0], f[1], f[2], -1);
                    if (mv < f[2]) {
                        f[0] -= mv;
                        mode = 1;
                        f[14] = en.degToRad(225);
                        f[1] -= 1;
                        break;
                    }
                    mv = sol.isLeftSolidf(f[0], f[1], f[2], 0);
                    if (mv < f[2]) {
                        mode = 3;
                        f[14] = en.degToRad(135);
                        f[0] -= mv;
                        break;
                    }
                    f[0] -= mv;
                }
                case 3 -> {
                    Ei[e][2] = 1;
                    f[14] = en.degToRad(90);
                    mv = sol.isLeftSolidf(f[0], f[1], f[3], 1);
                    if (mv < f[3]) {
                        f[1] += mv;
                        mode = 2;
                        f[14] = en.degToRad(135);
                        f[0] -= 1;
                        break;
                    }
                    mv = sol.isDownSolidf(f[0], f[1], f[3], 0);
                    if (mv < f[3]) {
                        mode = 0;
                        f[14] = en.degToRad(45);
                        f[1] += mv;
                        break;
                    }
                    f[1] += mv;
                }
                case 4 -> {
                    Ei[e][2] = 0;
                    f[14] = en.degToRad(0);
                    mv = sol.isDownSolidf(f[0], f[1], f[2], -1);
                    if (mv < f[2]) {
                        f[0] -= mv;
                        mode = 7;
                        f[14] = en.degToRad(315);
                        f[1] += 1;
                        break;
                    }
                    mv = sol.isLeftSolidf(f[0], f[1], f[2], 0);
                    if (mv < f[2]) {
                        f[0] -= mv;
                        mode = 5;
                        f[14] = en.degToRad(45);
                        break;
                    }
                    f[0] -= mv;
                }
                case 5 -> {
                    Ei[e][2] = 0;
                    f[14] = en.degToRad(90);
                    mv = sol.isLeftSolidf(f[0], f[1], f[3], -1);
                    if (mv < f[3]) {
                        f[1] -= mv;
                        mode = 4;
                        f[14] = en.degToRad(45);
                        f[0] -= 1;
                        break;
                    }
                    mv = sol.isUpSolidf(f[0], f[1], f[3], 0);
                    if (mv < f[3]) {
                        f[1] -= mv;
                        mode = 6;
                        f[14] = en.degToRad(135);
                        break;
                    }
                    f[1] -= mv;
                }
                case 6 -> {
                    Ei[e][2] = 0;
                    f[14] = en.degToRad(180);
                    mv = sol.isUpSolidf(f[0], f[1], f[2], 1);
                    if (mv < f[2]) {
                        f[0] += mv;
                        mode = 5;
                        f[14] = en.degToRad(135);
                        f[1] -= 1;
                        break;
                    }
                    mv = sol.isRightSolidf(f[0], f[1], f[2], 0);
                    if (mv < f[2]) {
                        f[0] += mv;
                        mode = 7;
                        f[14] = en.degToRad(225);
                        break;
                    }
                    f[0] += mv;
                }
                case 7 -> {
                    Ei[e][2] = 0;
                    f[14] = en.degToRad(270);
                    mv = sol.isRightSolidf(f[0], f[1], f[3], 1);
                    if (mv < f[3]) {
                        f[1] += mv;
                        mode = 6;
                        f[14] = en.degToRad(225);
                        f[0] += 1;
                        break;
                    }
                    mv = sol.isDownSolidf(f[0], f[1], f[3], 0);
                    if (mv < f[3]) {
                        f[1] += mv;
                        mode = 4;
                        f[14] = en.degToRad(315);
                        break;
                    }
                    f[1] += mv;
                }
                default -> {
                }
            }
            if (shotRequest != 0) {
                int p = en.findClosestPlayerTrakbot(e);
                if (p != -1) {
                    w.shot.fireEnemyShota(e, 20, p);
                    Ei[e][16] = Ei[e][15];
                }
            }
        }
        if (Ei[e][5] == mode) {
            Ei[e][8] = 0;
        } else {
            Ei[e][5] = mode;
            if (++Ei[e][8] > 3) {
                Ei[e][8] = 0;
                Ei[e][4] = 5;
                setTrakbotMode(e, 0);
            }
        }
        int[][] zz = w.bitmap.zz;
        int b = Ei[e][3];
        if (mode == 0 || mode == 6) {
            int s = ((int) Ef[e][0]) % 6;
            Ei[e][1] = zz[10 - s][b];
        }
        if (mode == 1 || mode == 5) {
            int s = ((int) Ef[e][1]) % 6;
            Ei[e][1] = zz[5 + s][b];
        }
        if (mode == 2 || mode == 4) {
            int s = ((int) Ef[e][0]) % 6;
            Ei[e][1] = zz[5 + s][b];
        }
        if (mode == 3 || mode == 7) {
            int s = ((int) Ef[e][1]) % 6;
            Ei[e][1] = zz[10 - s][b];
        }
    }

    // ---- vinepod (src/mwEnemyVinePod.cpp) ----

    /** Vinepod: waits for a trigger, extends along a line or spline, pauses and shoots, retracts. move_vinepod. */
    void moveVinepod(int e) {
        int[] event = w.triggerEvent.event;
        if (Ei[e][31] != 0) {
            int ek = 0;
            int mode = Ei[e][15];
            int flags = Ei[e][20];
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
            Ei[e][31] = 0;
        }
        en.enemyPlayerHitProc(e);
        if (Ei[e][19] != 0) {
            event[Ei[e][19]] = 0;
        }
        if (Ei[e][15] == 0) {
            Ei[e][16] = 0;
            if ((Ei[e][20] & VINEPOD_USE_TRIGGER) != 0 && en.isPlayerInEnemyTriggerBox(e) != 0) {
                Ei[e][15] = 1;
            }
            if (Ei[e][18] != 0 && event[Ei[e][18]] != 0) {
                Ei[e][15] = 1;
            }
        }
        if (Ei[e][15] == 1) {
            if (++Ei[e][16] >= Ei[e][17]) {
                if (Ei[e][19] != 0) {
                    event[Ei[e][19]] = 1;
                }
                Ei[e][15] = 2;
                Ef[e][8] = Ef[e][9];
            }
        }
        if (Ei[e][15] == 2) {
            Ef[e][8] -= 1;
            if (Ef[e][8] <= 0) {
                if ((Ei[e][20] & VINEPOD_FIRE_SHOT) != 0) {
                    w.shot.fireEnemyShota(e, 54, en.findClosestPlayer(e));
                }
                Ei[e][15] = 3;
                Ef[e][8] = Ef[e][9];
            }
        }
        if (Ei[e][15] == 3) {
            Ef[e][8] -= 1;
            if (Ef[e][8] <= 0) {
                Ei[e][15] = 4;
            }
        }
        if (Ei[e][15] == 4) {
            if (--Ei[e][16] <= 0) {
                Ei[e][15] = 0;
            }
        }
        int ns = w.bitmap.zz[4][15];
        float v = (float) Ei[e][16] / (float) Ei[e][17];
        int s = (int) (v * ns);
        Ei[e][1] = w.bitmap.zz[5 + s][15];
        if ((Ei[e][20] & VINEPOD_USE_SPLINE) != 0) {
            int np = Ei[e][17] + 1;
            float[] dest = splineDest;
            java.util.Arrays.fill(dest, 0f);
            float[] pnts = splinePnts;
            java.util.Arrays.fill(pnts, 0f);
            en.vinepodFillPointsArray(e, np, pnts, dest);
            int npi = Ei[e][16] * 2;
            Ef[e][0] = dest[npi] - 10;
            Ef[e][1] = dest[npi + 1] - 10;
            float xlen = dest[npi + 2] - dest[npi];
            float ylen = dest[npi + 3] - dest[npi + 1];
            Ef[e][14] = (float) (PmMath.atan2f(ylen, xlen) - Enemy.ALLEGRO_PI / 2);
        } else {
            en.calcSimpleVinepod(e);
            Ef[e][0] = Ei[e][3] + Ef[e][2] * Ei[e][16];
            Ef[e][1] = Ei[e][4] + Ef[e][3] * Ei[e][16];
        }
        if (Ei[e][15] == 2 || Ei[e][15] == 3) {
            en.setEnemyRotFromPlayersPosition(e, en.findClosestPlayer(e), 1);
        }
    }
}

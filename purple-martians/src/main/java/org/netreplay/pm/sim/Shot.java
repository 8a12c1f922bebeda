package org.netreplay.pm.sim;

import org.netreplay.pm.sim.EnemySlots.AnyEnemy;

/**
 * The game's mwShot (src/mwShot.cpp): its simulation functions, ported to Java. Owner: PM-lifts.
 */
public final class Shot {
    private final PmWorld w;
    /** Enemy shots, {@code mShot.e[50]}: state section eshot. */
    public final EShot[] e = EShot.array(50);
    /** Player shots, {@code mShot.p[50]}: state section pshot. */
    public final PShot[] p = PShot.array(50);
    /** {@code mShot.num_eshots}. */
    public int num_eshots;
    /** {@code mShot.num_pshots}. */
    public int num_pshots;

    /** @param w the world whose other parts this part calls */
    public Shot(PmWorld w) {
        this.w = w;
    }

    private static final int PM_COMPMOVE_FIRE = 0b00100000;
    private static final int PM_BTILE_SOLID_PBUL = 1 << 19;
    private static final int PM_BTILE_SOLID_EBUL = 1 << 20;
    private static final int PM_BTILE_BREAKABLE_PSHOT = 1 << 25;
    private static final int PM_BTILE_BREAKABLE_ESHOT = 1 << 26;

    /**
     * Level load: zeroes all 50 enemy and 50 player shots.
     *
     * @upstream src/mwShot.cpp#clear_shots
     */
    public void clearShots() {
        for (int b = 0; b < 50; b++) {
            EShot es = e[b];
            es.active = 0;
            es.shape = 0;
            es.xinc = 0;
            es.yinc = 0;
            es.y = 0;
            es.x = 0;
            PShot ps = p[b];
            ps.active = 0;
            ps.player = 0;
            ps.xinc = 0;
            ps.yinc = 0;
            ps.y = 0;
            ps.x = 0;
        }
    }

    /**
     * The highest-numbered free player shot; when all 50 are in use, the oldest one (lowest firing frame).
     *
     * @upstream src/mwShot.cpp#find_empty_pshot
     */
    public int findEmptyPshot() {
        int index = -1;
        for (int b = 0; b < 50; b++) {
            if (p[b].active == 0) {
                index = b;
            }
        }
        if (index == -1) {
            int lowest = 9999999;
            for (int b = 0; b < 50; b++) {
                if (p[b].active < lowest) {
                    lowest = p[b].active;
                    index = b;
                }
            }
        }
        return index;
    }

    /**
     * As {@link #findEmptyPshot()} for enemy shots.
     *
     * @upstream src/mwShot.cpp#find_empty_eshot
     */
    public int findEmptyEshot() {
        int index = -1;
        for (int b = 0; b < 50; b++) {
            if (e[b].active == 0) {
                index = b;
            }
        }
        if (index == -1) {
            int lowest = 9999999;
            for (int b = 0; b < 50; b++) {
                if (e[b].active < lowest) {
                    lowest = e[b].active;
                    index = b;
                }
            }
        }
        return index;
    }

    /**
     * Player {@code p} fires when fire was pressed this frame and the shot wait ran out (active = frame number);
     * the shot wait counter then counts down. (the game event
     * for sound/drawing is not simulated).
     *
     * @upstream src/mwShot.cpp#proc_player_shoot
     */
    public void procPlayerShoot(int pl) {
        Psyn s = w.player.syn[pl];
        float x = s.x;
        float y = s.y;
        float bs = (float) s.shot_speed;
        if (w.player.ifPlayersCtrlJustPressed(pl, PM_COMPMOVE_FIRE) && s.shot_wait_counter < 1) {
            s.stat_shots_fired++;
            int b = findEmptyPshot();
            if (b != -1) {
                PShot ps = p[b];
                ps.active = w.loop.frame_num;
                ps.player = pl;
                ps.x = x;
                ps.y = y + 1;
                ps.xinc = 0;
                ps.yinc = 0;
                if (s.left_right != 0) {
                    ps.x = x + 4;
                } else {
                    ps.x = x - 3;
                }
                if (s.up != 0) {
                    ps.yinc = -bs;
                } else if (s.down != 0) {
                    ps.yinc = bs;
                } else {
                    ps.xinc = (s.left_right * bs * 2) - bs;
                }
                if (s.up == 0 && s.down == 0 && s.left_right != 0) {
                    ps.x -= 1;
                }
                ps.x += ps.xinc;
                ps.y += ps.yinc;
                s.shot_wait_counter = s.shot_wait;
            }
        }
        if (s.shot_wait_counter > 0) {
            s.shot_wait_counter--;
        }
    }

    /**
     * Player shot {@code b} hits player {@code p}: damage from syn[0]'s pvp setting, push by a third of the shot's
     * xinc and half its yinc (clamped), knocked off a lift when shot from below; the shot dies.
     * (the demo-record shot stats are not simulated).
     *
     * @upstream src/mwShot.cpp#proc_pshot_collision
     */
    public void procPshotCollision(int pl, int b) {
        Psyn s = w.player.syn[pl];
        PShot ps = p[b];
        s.health -= w.player.syn[0].player_vs_player_shot_damage;
        float bxinc = ps.xinc / 3;
        if (bxinc > 0) {
            s.right_xinc += bxinc;
        }
        if (bxinc < 0) {
            s.left_xinc += bxinc;
        }
        if (s.right_xinc > 4) {
            s.right_xinc = 4;
        }
        if (s.left_xinc < -4) {
            s.left_xinc = -4;
        }
        s.yinc += ps.yinc / 2;
        if (s.yinc > 5) {
            s.yinc = 5;
        }
        if (s.yinc < -5) {
            s.yinc = -5;
        }
        if (ps.yinc < 0) {
            s.player_ride = 0;
            s.y += s.yinc;
        }
        ps.active = 0;
    }

    /** The level tile at (x, y) as the game reads it, also past the grid ({@link Solid#tile}). */
    private int tileAt(int x, int y) {
        return w.solid.tile(x, y);
    }

    /**
     * Moves every player shot; it dies off the 5..1995 px field, on a pshot-breakable tile (which it clears) or on
     * a pshot-solid tile.
     *
     * @upstream src/mwShot.cpp#move_pshots
     */
    public void movePshots() {
        num_pshots = 0;
        for (int b = 0; b < 50; b++) {
            PShot ps = p[b];
            if (ps.active == 0) {
                continue;
            }
            num_pshots++;
            ps.x += ps.xinc;
            ps.y += ps.yinc;
            if (ps.x < 5 || ps.x > 1995 || ps.y < 5 || ps.y > 1995) {
                ps.active = 0;
            }
            int x = (int) ((ps.x + 10) / 20);
            int y = (int) ((ps.y + 10) / 20);
            int d = tileAt(x, y);
            if ((d & PM_BTILE_BREAKABLE_PSHOT) != 0) {
                w.level.changeBlock(x, y, 0);
                ps.active = 0;
            }
            if ((d & PM_BTILE_SOLID_PBUL) != 0) {
                ps.active = 0;
            }
        }
    }

    /**
     * Enemy shot {@code b} hits player {@code p}: damage by shot shape (arrows 5, cannon ball 7, yellow 9, green
     * ball 10, flapper 8, else 0), push by half the shot's incs (clamped); the shot dies.
     * (the game event is not simulated).
     *
     * @upstream src/mwShot.cpp#proc_eshot_collision
     */
    public void procEshotCollision(int pl, int b) {
        Psyn s = w.player.syn[pl];
        EShot es = e[b];
        int damage = switch (es.shape) {
            case 488, 489 -> 5;
            case 1055 -> 7;
            case 1020 -> 9;
            case 1054 -> 10;
            case 1062 -> 8;
            default -> 0;
        };
        s.health -= damage;
        if (es.xinc > 0) {
            s.right_xinc += es.xinc / 2;
            if (s.right_xinc > 4) {
                s.right_xinc = 4;
            }
        }
        if (es.xinc < 0) {
            s.left_xinc += es.xinc / 2;
            if (s.left_xinc < -4) {
                s.left_xinc = -4;
            }
        }
        s.yinc += es.yinc / 2;
        if (s.yinc > 5) {
            s.yinc = 5;
        }
        if (s.yinc < -8) {
            s.yinc = -8;
        }
        es.active = 0;
    }

    /**
     * Moves every enemy shot; it dies off the 0..2000 px field or on an eshot-solid tile, clearing it when also
     * eshot-breakable.
     *
     * @upstream src/mwShot.cpp#move_eshots
     */
    public void moveEshots() {
        num_eshots = 0;
        for (int b = 0; b < 50; b++) {
            EShot es = e[b];
            if (es.active == 0) {
                continue;
            }
            num_eshots++;
            es.x += es.xinc;
            es.y += es.yinc;
            if (es.x < 0 || es.x > 2000 || es.y < 0 || es.y > 2000) {
                es.active = 0;
            }
            int xi = (int) ((es.x + 10) / 20);
            int yi = (int) ((es.y + 10) / 20);
            int d = tileAt(xi, yi);
            if ((d & PM_BTILE_SOLID_EBUL) != 0) {
                es.active = 0;
                if ((d & PM_BTILE_BREAKABLE_ESHOT) != 0) {
                    w.level.changeBlock(xi, yi, 0);
                }
            }
        }
    }

    /**
     * Enemy {@code en} fires shape {@code 1000 + shotAns} at (px, py) with speed Ef[en][7] px/frame; the distance
     * is the double sqrt of double squares stored as float.
     *
     * @upstream src/mwShot.cpp#fire_enemy_shotz
     */
    public void fireEnemyShotz(int en, int shotAns, float px, float py) {
        float[] ef = w.enemy.Ef[en];
        float xlen = px - ef[AnyEnemy.F.X];
        float ylen = py - ef[AnyEnemy.F.Y];
        float hyDist = (float) StrictMath.sqrt((double) xlen * (double) xlen + (double) ylen * (double) ylen);
        float speed = ef[AnyEnemy.F.SHOT_SPEED];
        float scaler = hyDist / speed;
        float xinc = xlen / scaler;
        float yinc = ylen / scaler;
        int b = findEmptyEshot();
        if (b != -1) {
            EShot es = e[b];
            es.active = w.loop.frame_num;
            es.shape = 1000 + shotAns;
            es.x = ef[AnyEnemy.F.X];
            es.y = ef[AnyEnemy.F.Y];
            es.xinc = xinc;
            es.yinc = yinc;
        }
    }

    /**
     * Enemy {@code en} fires where player {@code p} will be.
     *
     * @upstream src/mwShot.cpp#fire_enemy_shota
     */
    public void fireEnemyShota(int en, int shotAns, int pl) {
        float[] rx = new float[1];
        float[] ry = new float[1];
        calcWherePlayerWillBe(en, pl, rx, ry);
        fireEnemyShotz(en, shotAns, rx[0], ry[0]);
    }

    /**
     * Enemy {@code en} fires a horizontal arrow (shape 488 right, 489 left) at player {@code p}'s side into the
     * first free shot (active = 1).
     *
     * @upstream src/mwShot.cpp#fire_enemy_x_shot
     */
    public void fireEnemyXShot(int en, int pl) {
        float[] ef = w.enemy.Ef[en];
        float speed = ef[AnyEnemy.F.SHOT_SPEED];
        for (int b = 0; b < 50; b++) {
            EShot es = e[b];
            if (es.active == 0) {
                es.active = 1;
                es.yinc = 0;
                es.x = ef[AnyEnemy.F.X];
                es.y = ef[AnyEnemy.F.Y];
                float px = w.player.syn[pl].x;
                if (ef[AnyEnemy.F.X] < px) {
                    es.xinc = speed;
                    es.shape = 488;
                }
                if (ef[AnyEnemy.F.X] >= px) {
                    es.xinc = -speed;
                    es.shape = 489;
                }
                return;
            }
        }
    }

    /**
     * Intercept point of a shot of speed Ef[en][7] with player {@code p} moving at its xinc/yinc (the smaller
     * root of the quadratic), else the player's position. Squares are C++ pow on float, i.e. double; each
     * coefficient is stored as float.
     *
     * @upstream src/mwShot.cpp#calc_where_player_will_be
     */
    public void calcWherePlayerWillBe(int en, int pl, float[] rx, float[] ry) {
        float bx = w.enemy.Ef[en][AnyEnemy.F.X];
        float by = w.enemy.Ef[en][AnyEnemy.F.Y];
        float bv = w.enemy.Ef[en][AnyEnemy.F.SHOT_SPEED];
        Psyn s = w.player.syn[pl];
        float px = s.x;
        float py = s.y;
        float pvx = s.xinc;
        float pvy = s.yinc;
        float x = px - bx;
        float y = py - by;
        float a = (float) (sq(pvx) + sq(pvy) - sq(bv));
        float b = 2 * (x * pvx) + 2 * (y * pvy);
        float c = (float) (sq(x) + sq(y));
        float d = (float) (sq(b) - (double) (4 * (a * c)));
        if (a != 0 && d >= 0) {
            float t = (float) ((-(double) b - StrictMath.sqrt(sq(b) - (double) (4 * (a * c)))) / (double) (2 * a));
            rx[0] = px + pvx * t;
            ry[0] = py + pvy * t;
        } else {
            rx[0] = px;
            ry[0] = py;
        }
    }

    /** C++ {@code pow(float, 2)}: the float promoted to double and squared (exact). */
    private static double sq(float v) {
        return (double) v * (double) v;
    }
}

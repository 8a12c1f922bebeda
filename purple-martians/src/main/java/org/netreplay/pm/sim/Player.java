package org.netreplay.pm.sim;

import org.netreplay.pm.sim.EnemySlots.AnyEnemy;
import org.netreplay.pm.sim.EnemySlots.Dying;
import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.BlockDamage;
import org.netreplay.pm.sim.ItemSlots.BlockManip;
import org.netreplay.pm.sim.ItemSlots.Bomb;
import org.netreplay.pm.sim.ItemSlots.BombRocket;
import org.netreplay.pm.sim.ItemSlots.Rocket;
import org.netreplay.pm.sim.ItemSlots.Trigger;

/**
 * The players (src/mwPlayer.cpp, mwPlayer): their synced records {@code syn[8]} (state section syn), local records
 * {@code loc[8]}, and every frame's player move: walking with acceleration, jumping, falling, ladders, ropes, riding
 * lifts and rockets, collisions with items, enemies and shots, health, death and respawn. Positions are float px
 * (tiles are 20 px); speeds px/frame. Sounds, text overlays' drawing, logs and game events (display only) are not
 * simulated.
 */
public final class Player {
    static final int PM_COMPMOVE_LEFT = 0b1;
    static final int PM_COMPMOVE_RIGHT = 0b10;
    static final int PM_COMPMOVE_UP = 0b100;
    static final int PM_COMPMOVE_DOWN = 0b1000;
    static final int PM_COMPMOVE_JUMP = 0b10000;
    static final int PM_COMPMOVE_FIRE = 0b100000;
    static final int PM_COMPMOVE_MENU = 0b1000000;
    static final int PM_BTILE_LADDER_MOVE = 0b1 << 27;
    static final int PM_BTILE_ROPE_MOVE = 0b1 << 28;
    /** {@code mScreen.player_text_overlay_timer_reset_val} (src/mwScreen.h): frames a player text overlay lasts. */
    static final int PLAYER_TEXT_OVERLAY_FRAMES = 80;

    private final PmWorld w;
    /** Players' synced records, {@code mPlayer.syn[8]}: state section syn. */
    public final Psyn[] syn = Psyn.array(8);
    /** Players' local records, {@code mPlayer.loc[8]}: not in the state. */
    public final Ploc[] loc = Ploc.array(8);
    /** {@code mPlayer.active_local_player}. */
    public int active_local_player;

    /**
     * Player 0's colour from the game's config file ({@code pm.cfg} GAME/color) on the machine that made the golden
     * dumps: {@code init_player(0, 1)} reloads it ({@code load_config} with PM_CFG_LOAD_PLAYER_NAME_AND_COLOR).
     *
     * @upstream src/mwConfig.cpp#load_config
     */
    public static final int CONFIG_PLAYER_COLOR = 9;

    /**
     * Player 0's shot config from the game's config file at program start (NETWORK player_vs_player_shots,
     * player_vs_self_shots, player_vs_player_shot_damage) on the machine that made the golden dumps: 0, 0, 5, as a
     * clean load's frame 0 shows (pm-golden variants/nofill); a recording's shot-config game move replaces them at
     * frame 1.
     *
     * @upstream src/mwConfig.cpp#load_config
     */
    public static final int[] CONFIG_SHOT_CONFIG = {0, 0, 5};

    /**
     * Players as at the game's start: colours (player 0 from the config, 1..7 the game's defaults) and player 0's
     * shot config ({@link #CONFIG_SHOT_CONFIG}).
     *
     * @param w the world whose other parts this part calls
     * @upstream src/mwPlayer.cpp#set_default_player_colors
     */
    public Player(PmWorld w) {
        this.w = w;
        int[] colors = {CONFIG_PLAYER_COLOR, 10, 11, 12, 13, 14, 15, 9};
        for (int p = 0; p < 8; p++) {
            syn[p].color = colors[p];
        }
        syn[0].player_vs_player_shots = CONFIG_SHOT_CONFIG[0];
        syn[0].player_vs_self_shots = CONFIG_SHOT_CONFIG[1];
        syn[0].player_vs_player_shot_damage = CONFIG_SHOT_CONFIG[2];
    }

    /**
     * Health bookkeeping: the change since last frame, max 100, and death when below 1 (health 0, paused 100 frames
     * of type 1, a text overlay, {@code stat_respawns++}).
     *
     * @upstream src/mwPlayer.cpp#proc_player_health
     */
    public void procPlayerHealth(int p) {
        Psyn s = syn[p];
        if (s.old_health != s.health) {
            loc[p].last_health_adjust = (int) (s.health - s.old_health);
            s.old_health = s.health;
            loc[p].health_display = 80;
        }
        if (s.health > 100) {
            s.health = 100;
            s.old_health = 100;
        }
        if (s.health < 1) {
            s.health = 0;
            loc[p].health_display = 200;
            s.paused = 100;
            s.paused_type = 1;
            if (w.loop.ff_state == 0) {
                addPlayerTextOverlay(p, 3);
                s.stat_respawns++;
            }
        }
    }

    /**
     * The overlay's timer and type are in {@code syn}.
     *
     * @upstream src/mwScreenOverlay.cpp#add_player_text_overlay
     */
    void addPlayerTextOverlay(int p, int type) {
        syn[p].player_text_overlay_timer = PLAYER_TEXT_OVERLAY_FRAMES;
        syn[p].player_text_overlay_type = type;
    }

    /**
     * Counts the overlay timer down to 0.
     *
     * @upstream src/mwScreenOverlay.cpp#proc_player_text_overlay_timer
     */
    void procPlayerTextOverlayTimer(int p) {
        Psyn s = syn[p];
        if (s.player_text_overlay_timer != 0) {
            s.player_text_overlay_timer--;
        }
        if (s.player_text_overlay_timer < 0) {
            s.player_text_overlay_timer = 0;
        }
        if (s.player_text_overlay_timer > PLAYER_TEXT_OVERLAY_FRAMES) {
            s.player_text_overlay_timer = PLAYER_TEXT_OVERLAY_FRAMES;
        }
    }

    /**
     * Walking and jumping: x speed accelerates 0.12 px/frame² from 1.15 to 4 (decelerates 0.24), walls stop and
     * align, lifts push, carry or knock off; y speed gains 0.6 px/frame² (0.2 while rising with jump held) up to
     * 7.8; a jump starts at -6.6.
     *
     * @upstream src/mwPlayer.cpp#proc_player_xy_move
     */
    public void procPlayerXyMove(int p) {
        Psyn s = syn[p];
        LiftCur[] cur = w.lift.cur;
        Solid so = w.solid;
        float gravity = 0.6f;
        float slowGravity = 0.2f;
        float initialJumpVelocity = -6.6f;
        float terminalVelocity = 7.8f;
        float xAccel = 0.12f;
        float xDeAccel = 0.24f;
        float maxXVelocity = 4;
        float initialXVelocity = 1.15f;

        if (s.left != 0 && s.right == 0) {
            s.left_right = 0;
            if (s.left_xinc > -initialXVelocity) {
                s.left_xinc = -initialXVelocity;
            }
            s.left_xinc -= xAccel;
            s.right_xinc -= xDeAccel;
        }
        if (s.right != 0 && s.left == 0) {
            s.left_right = 1;
            if (s.right_xinc < initialXVelocity) {
                s.right_xinc = initialXVelocity;
            }
            s.right_xinc += xAccel;
            s.left_xinc += xDeAccel;
        }
        if (s.right == 0 && s.left == 0) {
            s.left_xinc += xDeAccel;
            s.right_xinc -= xDeAccel;
        }
        if (s.right != 0 && s.left != 0) {
            s.left_xinc += xDeAccel;
            s.right_xinc -= xDeAccel;
        }
        if (s.right_xinc < 0) {
            s.right_xinc = 0;
        }
        if (s.right_xinc > maxXVelocity) {
            s.right_xinc = maxXVelocity;
        }
        if (s.left_xinc > 0) {
            s.left_xinc = 0;
        }
        if (s.left_xinc < -maxXVelocity) {
            s.left_xinc = -maxXVelocity;
        }
        if (so.isRightSolid((int) s.x, (int) s.y, 0, 1) != 0) {
            s.right_xinc = 0;
        }
        if (so.isLeftSolid((int) s.x, (int) s.y, 0, 1) != 0) {
            s.left_xinc = 0;
        }
        s.xinc = s.left_xinc + s.right_xinc;
        if (s.player_ride != 0) {
            s.xinc += cur[s.player_ride - 32].xinc;
        }
        s.x += s.xinc;

        int a = so.isLeftSolid((int) s.x, (int) s.y, 1, 1);
        if (a != 0) {
            if (a > 31) {
                if (so.isRightSolid((int) s.x, (int) s.y, 0, 1) == 0) {
                    int l = a - 32;
                    s.x = cur[l].x + cur[l].w + 1;
                    s.right_xinc = cur[l].xinc;
                }
            } else if (s.xinc < 0) {
                s.left_xinc = 0;
                int x = (int) s.x;
                s.x = (((x / 20) + 1) * 20) - 3;
            }
        }
        a = so.isRightSolid((int) s.x, (int) s.y, 1, 1);
        if (a != 0) {
            if (a > 31) {
                if (so.isLeftSolid((int) s.x, (int) s.y, 0, 1) == 0) {
                    int l = a - 32;
                    s.x = cur[l].x - 20;
                    s.left_xinc = cur[l].xinc;
                }
            } else if (s.xinc > 0) {
                s.right_xinc = 0;
                int x = (int) s.x;
                s.x = ((x / 20) * 20) + 2;
            }
        }

        // does riding a lift start or end
        a = so.isDownSolid((int) s.x, (int) s.y, 1, 1);
        if (a < 32) {
            s.player_ride = 0;
        } else if (s.player_ride != a) {
            LiftCur c = cur[a - 32];
            if (c.yinc > 0) {
                s.player_ride = a;
                s.y = c.y - 20;
                s.yinc = c.yinc;
            }
            if (c.yinc <= 0) {
                int y = (int) s.y;
                int offset = (int) (c.y - y);
                if (offset < 21) {
                    s.player_ride = a;
                    s.y = c.y - 20;
                    s.yinc = c.yinc;
                }
            }
        }

        if (s.player_ride != 0) {
            LiftCur c = cur[s.player_ride - 32];
            s.yinc = c.yinc;
            if (so.isUpSolid((int) s.x, (int) (s.y + 1), 1, 1) > 31) {
                s.player_ride = 0;
            }
            if (c.yinc < 0 && so.isUpSolid((int) s.x, (int) s.y, 0, 1) == 1) {
                s.player_ride = 0;
                s.y += 10;
            }
            if (c.yinc > 0 && so.isDownSolid((int) s.x, (int) s.y, 0, 1) != 0) {
                s.player_ride = 0;
                int y = (int) s.y;
                s.y = y - (y % 20);
            }
            if (s.jump != 0) {
                s.player_ride = 0;
                s.yinc = initialJumpVelocity + c.yinc;
                s.y += s.yinc;
            }
            if (s.player_ride != 0) {
                s.y = c.y - 20;
            }
        }

        if (s.player_ride == 0) {
            if (s.yinc < 0 && s.jump != 0) {
                s.yinc += slowGravity;
            } else {
                s.yinc += gravity;
            }
            if (s.yinc > terminalVelocity) {
                s.yinc = terminalVelocity;
            }
            s.y += s.yinc;

            if (s.yinc < 0) {
                if (so.isUpSolid((int) s.x, (int) (s.y + 3), 1, 1) != 0) {
                    // back off in 0.1 px steps until free (the game's own order of float steps)
                    while (so.isUpSolid((int) s.x, (int) (s.y + 3), 1, 1) != 0) {
                        s.y += 0.1;
                    }
                    s.yinc = 0;
                }
            }
            if (s.yinc >= 0) {
                if (so.isDownSolid((int) s.x, (int) s.y, 0, 1) != 0) {
                    int y = (int) s.y;
                    int ym20 = y % 20;
                    if (ym20 < 19) {
                        s.yinc = 0;
                        s.y = y - ym20;
                    }
                    if (s.jump != 0) {
                        int b = so.isUpSolid((int) s.x, (int) s.y, 1, 1);
                        if (b == 0 || b == 2) {
                            s.yinc = initialJumpVelocity;
                        }
                    }
                }
            }
        }
    }

    /**
     * A paused player: off any lift; type 2 travels through a door, type 3 (hidden) stays paused, type 1 (dead)
     * drops its carried item, un-lights its remote bombs once, shrinks and spins, and after 100 frames respawns at
     * its start with full health.
     *
     * @upstream src/mwPlayer.cpp#proc_player_paused
     */
    public void procPlayerPaused(int p) {
        Psyn s = syn[p];
        s.player_ride = 0;
        if (s.paused_type == 2) {
            w.item.procPlayerDoorMove(p);
        }
        if (s.paused_type == 3) {
            s.paused = 1;
        }
        if (s.paused_type == 1) {
            s.carry_item = 0;
            if (s.paused == 100) {
                int[][] item = w.item.item;
                for (int i = 0; i < 500; i++) {
                    if (item[i][AnyItem.I.TYPE] == Bomb.LIT_CODE && item[i][Bomb.I.MODE] == 3
                            && item[i][BombRocket.I.LIT_BY] == p) {
                        item[i][AnyItem.I.TYPE] = Bomb.CODE;
                    }
                }
            }
            if (--s.paused > 0) {
                s.draw_scale -= 0.25;
                if (s.draw_scale < 0) {
                    s.draw_scale = 0;
                }
                if (s.left_right != 0) {
                    s.draw_rot += 5;
                } else {
                    s.draw_rot -= 5;
                }
            } else {
                s.paused = 0;
                s.old_health = 100;
                s.health = 100;
                s.left_xinc = 0;
                s.right_xinc = 0;
                s.xinc = 0;
                s.yinc = 0;
                w.item.setPlayerStartPos(p);
            }
        }
    }

    /**
     * Scale 1, rotation 0.
     *
     * @upstream src/mwPlayer.cpp#reset_player_scale_and_rot
     */
    public void resetPlayerScaleAndRot(int p) {
        syn[p].draw_scale = 1;
        syn[p].draw_rot = 0;
    }

    /**
     * @return 1 when player p carries a lit rocket (item type 98)
     * @upstream src/mwPlayer.cpp#is_player_riding_rocket
     */
    public int isPlayerRidingRocket(int p) {
        int c = syn[p].carry_item;
        return (c != 0 && w.item.item[c - 1][AnyItem.I.TYPE] == Rocket.LIT_CODE) ? 1 : 0;
    }

    /**
     * Solid on all four sides: one point of damage a frame.
     *
     * @upstream src/mwPlayer.cpp#proc_player_stuck_in_blocks
     */
    public void procPlayerStuckInBlocks(int p) {
        int x = (int) syn[p].x;
        int y = (int) syn[p].y;
        Solid so = w.solid;
        int su = so.isUpSolid(x, y, 0, 1);
        int sd = so.isDownSolid(x, y, 0, 1);
        int sl = so.isLeftSolid(x, y, 0, 1);
        int sr = so.isRightSolid(x, y, 0, 1);
        if (su != 0 && sd != 0 && sl != 0 && sr != 0) {
            syn[p].health -= 1;
        }
    }

    /**
     * Riding a rocket: left/right turn its angle (item[10], milliradians) by its steerability (item[6]); the player
     * takes the rocket's position and speed.
     *
     * @upstream src/mwPlayer.cpp#proc_player_riding_rocket
     */
    public void procPlayerRidingRocket(int p) {
        Psyn s = syn[p];
        int c = s.carry_item - 1;
        int[] it = w.item.item[c];
        float[] f = w.item.itemf[c];
        float rotInc = it[Rocket.I.STEERABILITY];
        if (s.left != 0) {
            it[Rocket.I.ANGLE] -= rotInc;
        }
        if (s.right != 0) {
            it[Rocket.I.ANGLE] += rotInc;
        }
        s.x = f[AnyItem.F.X];
        s.y = f[AnyItem.F.Y];
        s.xinc = f[AnyItem.F.XINC];
        s.yinc = f[AnyItem.F.YINC];
        s.left_xinc = 0;
        s.right_xinc = 0;
        s.draw_rot = (float) it[Rocket.I.ANGLE] / 1000;
        s.draw_scale = 0.5f;
    }

    /**
     * Keeps the player inside 0..1980 px.
     *
     * @upstream src/mwPlayer.cpp#proc_player_bounds_check
     */
    public void procPlayerBoundsCheck(int p) {
        Psyn s = syn[p];
        if (s.x < 0) {
            s.x = 0;
        }
        if (s.y < 0) {
            s.y = 0;
        }
        if (s.x > 1980) {
            s.x = 1980;
        }
        if (s.y > 1980) {
            s.y = 1980;
        }
    }

    /**
     * The player touches items (±16 px, not while paused; not types 9, 16, 17), enemies (their collision box
     * Ei[29]: marks Ei[22] = p+1), enemy shots (box from the shot's speed, at least 4) and player shots (±10 px, as
     * the shot config allows).
     *
     * @upstream src/mwPlayer.cpp#proc_player_collisions
     */
    public void procPlayerCollisions(int p) {
        Psyn s = syn[p];
        float px = s.x;
        float py = s.y;
        loc[p].potential_bomb_damage = 0;
        s.marked_door = -1;
        s.marked_gate = -1;
        int[][] item = w.item.item;
        float[][] itemf = w.item.itemf;
        for (int x = 0; x < 500; x++) {
            int t = item[x][AnyItem.I.TYPE];
            if (t != 0 && t != Trigger.CODE && t != BlockManip.CODE && t != BlockDamage.CODE) {
                float ix1 = itemf[x][AnyItem.F.X] - 16;
                float ix2 = itemf[x][AnyItem.F.X] + 16;
                float iy1 = itemf[x][AnyItem.F.Y] - 16;
                float iy2 = itemf[x][AnyItem.F.Y] + 16;
                if (px > ix1 && px < ix2 && py > iy1 && py < iy2 && s.paused == 0) {
                    w.item.procItemCollision(p, x);
                }
            }
        }
        int[][] ei = w.enemy.Ei;
        float[][] ef = w.enemy.Ef;
        for (int e = 0; e < 100; e++) {
            if (ei[e][AnyEnemy.I.TYPE] != 0 && ei[e][AnyEnemy.I.TYPE] != Dying.CODE) {
                float b = ei[e][AnyEnemy.I.COLLISION_BOX];
                float ex1 = ef[e][AnyEnemy.F.X] - b;
                float ex2 = ef[e][AnyEnemy.F.X] + b;
                float ey1 = ef[e][AnyEnemy.F.Y] - b;
                float ey2 = ef[e][AnyEnemy.F.Y] + b;
                if (px > ex1 && px < ex2 && py > ey1 && py < ey2) {
                    ei[e][AnyEnemy.I.PLAYER_HIT] = p + 1;
                }
            }
        }
        Shot shot = w.shot;
        for (int b = 0; b < 50; b++) {
            EShot es = shot.e[b];
            if (es.active != 0) {
                float ax = Math.abs(es.xinc);
                float ay = Math.abs(es.yinc);
                if (ax < 4) {
                    ax = 4;
                }
                if (ay < 4) {
                    ay = 4;
                }
                float bx1 = es.x - ax;
                float bx2 = es.x + ax;
                float by1 = es.y - ay;
                float by2 = es.y + ay;
                if (px > bx1 && px < bx2 && py > by1 && py < by2) {
                    shot.procEshotCollision(p, b);
                }
            }
        }
        for (int b = 0; b < 50; b++) {
            PShot ps = shot.p[b];
            if (ps.active != 0) {
                float bx1 = ps.x - 10;
                float bx2 = ps.x + 10;
                float by1 = ps.y - 10;
                float by2 = ps.y + 10;
                if (px > bx1 && px < bx2 && py > by1 && py < by2) {
                    int pb = ps.player;
                    if (syn[0].player_vs_player_shots != 0 && pb != p) {
                        shot.procPshotCollision(p, b);
                        syn[pb].stat_player_hits++;
                    }
                    if (syn[0].player_vs_self_shots != 0 && pb == p) {
                        shot.procPshotCollision(p, b);
                        syn[pb].stat_self_hits++;
                    }
                }
            }
        }
    }

    /** The tiles within reach along one axis: {lo, hi} from the position's remainder in its tile (9..10 = both). */
    private static int[] reach(int a) {
        int b1 = a / 20;
        int b2 = 0;
        int am = a % 20;
        if (am < 9) {
            b2 = b1;
        }
        if (am > 10) {
            b1++;
            b2 = b1;
        }
        if (am > 8 && am < 11) {
            b2 = b1 + 1;
        }
        return new int[] {b1, b2};
    }

    /**
     * @return 1 when a ladder tile is within reach.
     * @upstream src/mwPlayer.cpp#is_player_within_ladder_reach
     */
    public int isPlayerWithinLadderReach(int p) {
        int[] bx = reach((int) syn[p].x);
        int[] by = reach((int) syn[p].y);
        for (int x = bx[0]; x <= bx[1]; x++) {
            for (int y = by[0]; y <= by[1]; y++) {
                if ((w.solid.tile(x, y) & PM_BTILE_LADDER_MOVE) != 0) {
                    return 1;
                }
            }
        }
        return 0;
    }

    /**
     * @return 1 when a rope tile is within reach (y within 5 px of a tile row).
     * @upstream src/mwPlayer.cpp#is_player_within_rope_reach
     */
    public int isPlayerWithinRopeReach(int p) {
        int[] bx = reach((int) syn[p].x);
        int ay = (int) syn[p].y;
        int by = ay / 20;
        int am = ay % 20;
        boolean goodHeight = false;
        if (am < 5) {
            goodHeight = true;
        }
        if (am > 15) {
            goodHeight = true;
            by++;
        }
        if (goodHeight) {
            for (int x = bx[0]; x <= bx[1]; x++) {
                if ((w.solid.tile(x, by) & PM_BTILE_ROPE_MOVE) != 0) {
                    return 1;
                }
            }
        }
        return 0;
    }

    /**
     * On a rope: 3 px left/right (walls stop), down lets go.
     *
     * @upstream src/mwPlayer.cpp#proc_player_rope_move
     */
    public void procPlayerRopeMove(int p) {
        Psyn s = syn[p];
        s.xinc = 0;
        s.yinc = 0;
        s.left_xinc = 0;
        s.right_xinc = 0;
        if (s.left != 0) {
            s.left_right = 0;
            s.x -= w.solid.isLeftSolidf(s.x, s.y, 3, 0);
        }
        if (s.right != 0) {
            s.left_right = 1;
            s.x += w.solid.isRightSolidf(s.x, s.y, 3, 0);
        }
        if (s.down != 0) {
            s.on_rope = 0;
            s.y += 5;
        }
    }

    /**
     * On a ladder: 3 px a frame in each pressed direction (to the pixel before a solid), jump leaves it at -6.6,
     * not past its top, and a move sliding past a one-tile opening turns into it.
     *
     * @upstream src/mwPlayer.cpp#proc_player_ladder_move
     */
    public void procPlayerLadderMove(int p) {
        Psyn s = syn[p];
        Solid so = w.solid;
        float m = 3;
        int oldPx = (int) s.x;
        int oldPy = (int) s.y;
        s.xinc = 0;
        s.yinc = 0;
        s.left_xinc = 0;
        s.right_xinc = 0;
        if (s.jump != 0) {
            s.on_ladder = 0;
            s.yinc = (float) -6.6;
            s.y += s.yinc;
            return;
        }
        if (s.up != 0) {
            s.y -= so.isUpSolidf(s.x, s.y, m, 0);
        }
        if (s.down != 0) {
            s.y += so.isDownSolidf(s.x, s.y, m, 0);
        }
        if (s.left != 0) {
            s.left_right = 0;
            s.x -= so.isLeftSolidf(s.x, s.y, m, 0);
        }
        if (s.right != 0) {
            s.left_right = 1;
            s.x += so.isRightSolidf(s.x, s.y, m, 0);
        }
        int px = (int) s.x;
        int py = (int) s.y;
        int xd = px - oldPx;
        int yd = py - oldPy;
        s.xinc = xd;
        s.yinc = yd;
        if (yd < 0 && isPlayerWithinLadderReach(p) == 0) {
            s.y += m;
        }
        if (xd != 0 && yd == 0) {
            int from = xd > 0 ? oldPx : px;
            int to = xd > 0 ? px : oldPx;
            for (int tx = from; tx <= to; tx++) {
                if (s.up != 0) {
                    if (so.isUpSolidf(tx, s.y, m, 0) > 0) {
                        s.x = tx;
                        s.y -= m;
                        tx = to + 1;
                    }
                } else if (s.down != 0) {
                    if (so.isDownSolidf(tx, s.y, m, 0) > 0) {
                        s.x = tx;
                        s.y += m;
                        tx = to + 1;
                    }
                }
            }
        }
        if (yd != 0 && xd == 0) {
            int from = yd > 0 ? oldPy : py;
            int to = yd > 0 ? py : oldPy;
            for (int ty = from; ty <= to; ty++) {
                if (s.right != 0) {
                    if (so.isRightSolidf(s.x, ty, m, 0) > 0) {
                        s.y = ty;
                        s.x += m;
                        ty = to + 1;
                    }
                } else if (s.left != 0) {
                    if (so.isLeftSolidf(s.x, ty, m, 0) > 0) {
                        s.y = ty;
                        s.x -= m;
                        ty = to + 1;
                    }
                }
            }
        }
    }

    /**
     * Gets on a rope when within reach and falling or pressing up (snaps y to the rope, backs out of walls), leaves
     * it out of reach (grabbing a ladder there), and moves along it.
     *
     * @upstream src/mwPlayer.cpp#proc_player_rope
     */
    public void procPlayerRope(int p) {
        Psyn s = syn[p];
        if (s.on_rope != 0) {
            if (isPlayerWithinRopeReach(p) == 0) {
                s.on_rope = 0;
                s.on_ladder = isPlayerWithinLadderReach(p);
            }
        } else if (isPlayerWithinRopeReach(p) != 0 && (s.yinc > 0 || s.up != 0)) {
            s.on_rope = 1;
            s.on_ladder = 0;
            int ay = (int) s.y;
            int by = ay / 20;
            int am = ay % 20;
            if (am < 5) {
                s.y = by * 20;
            }
            if (am > 15) {
                s.y = (by + 1) * 20;
            }
            while (w.solid.isRightSolidf(s.x - 1, s.y, 1, 0) < 1) {
                s.x -= 1;
            }
            while (w.solid.isLeftSolidf(s.x + 1, s.y, 1, 0) < 1) {
                s.x += 1;
            }
        }
        if (s.on_rope != 0) {
            procPlayerRopeMove(p);
        }
    }

    /**
     * Grabs a ladder when within reach with up (not jump) pressed (backs out of walls), leaves it out of reach, and
     * climbs. (its left-wall check also looks from x-1, as the game's).
     *
     * @upstream src/mwPlayer.cpp#proc_player_ladder
     */
    public void procPlayerLadder(int p) {
        Psyn s = syn[p];
        if (s.on_ladder != 0) {
            s.on_ladder = isPlayerWithinLadderReach(p);
        } else if (isPlayerWithinLadderReach(p) != 0 && s.up != 0 && s.jump == 0) {
            s.on_ladder = 1;
            s.on_rope = 0;
            while (w.solid.isRightSolidf(s.x - 1, s.y, 1, 0) < 1) {
                s.x -= 1;
            }
            while (w.solid.isLeftSolidf(s.x - 1, s.y, 1, 0) < 1) {
                s.x += 1;
            }
        }
        if (s.on_ladder != 0) {
            procPlayerLadderMove(p);
        }
    }

    /**
     * Every active player in slot order: paused (dead, door, hidden) or moving (rocket, rope, ladder, else walk and
     * jump), then shooting, carrying, collisions, health, bounds and stuck-in-blocks. (not a headless server).
     *
     * @upstream src/mwPlayer.cpp#move_players
     */
    public void movePlayers() {
        for (int slot = 0; slot < 8; slot++) {
            int p = w.reversedUpdateOrder ? 7 - slot : slot;
            procPlayerTextOverlayTimer(p);
            Psyn s = syn[p];
            if (s.active == 0) {
                continue;
            }
            if (s.paused != 0) {
                procPlayerPaused(p);
                continue;
            }
            resetPlayerScaleAndRot(p);
            if (isPlayerRidingRocket(p) != 0) {
                procPlayerRidingRocket(p);
            } else {
                procPlayerRope(p);
                procPlayerLadder(p);
                if (s.on_ladder == 0 && s.on_rope == 0) {
                    procPlayerXyMove(p);
                }
            }
            w.shot.procPlayerShoot(p);
            w.item.procPlayerCarry(p);
            procPlayerCollisions(p);
            procPlayerHealth(p);
            procPlayerBoundsCheck(p);
            procPlayerStuckInBlocks(p);
        }
    }

    /**
     * The player's drawing shape from its controls and motion (walk cycle by x, riding, jumping, rocket, rope,
     * ladder). The game sets it only while drawing, so the simulation calls it where drawing happens inside the
     * frame's logic (the last level's rocket cutscene).
     *
     * @upstream src/mwPlayer.cpp#set_players_shape
     */
    public void setPlayersShape(int p) {
        Psyn s = syn[p];
        int index = 0;
        if (s.up != 0) {
            index = 6;
        }
        if (s.down != 0) {
            index = 12;
        }
        int pos = ((int) s.x / 6) % 6;
        if (s.player_ride != 0) {
            int rx = 20 + (int) (s.x - w.lift.cur[s.player_ride - 32].x);
            pos = (rx / 4) % 5;
        }
        if (s.paused != 0) {
            s.shape = 0;
        } else {
            s.shape = index + pos;
        }
        if (s.yinc != 0 && s.player_ride == 0) {
            s.shape = 19;
        }
        if (s.carry_item != 0 && w.item.item[s.carry_item - 1][AnyItem.I.TYPE] == Rocket.LIT_CODE) {
            s.shape = 1;
        }
        if (s.on_rope != 0) {
            int x = (int) s.x;
            s.shape = 20 + (x / 3) % 2;
        }
        if (s.on_ladder != 0) {
            int y = (int) s.y;
            s.shape = 22 + (y / 3) % 2;
        }
    }

    /**
     * The state writes of {@code draw_players}: each active player's shape, then the local player's
     * again (drawn on top), skipping hidden players (draw_player).
     *
     * @upstream src/mwPlayer.cpp#draw_players
     */
    void drawPlayersShapes() {
        for (int p = 0; p < 8; p++) {
            if (syn[p].active != 0 && syn[p].paused_type != 3) {
                setPlayersShape(p);
            }
        }
        if (syn[active_local_player].paused_type != 3) {
            setPlayersShape(active_local_player);
        }
    }

    /**
     * @return 1 when paused 1 of type 3 (a headless server's player)
     * @upstream src/mwPlayer.cpp#is_player_hidden
     */
    public int isPlayerHidden(int p) {
        return (syn[p].paused == 1 && syn[p].paused_type == 3) ? 1 : 0;
    }

    /**
     * @return active and not hidden.
     * @upstream src/mwPlayer.cpp#is_player_active_and_not_hidden
     */
    public boolean isPlayerActiveAndNotHidden(int p) {
        if (syn[p].active == 0) {
            return false;
        }
        return !(syn[p].paused == 1 && syn[p].paused_type == 3);
    }

    private static final byte[] DEFAULT_NAME = {'d', 'e', 'f', 'a', 'u', 'l', 't'};

    /**
     * Resets player p: t=1 new game (inactive, single player, health 100, name "default", then 17, 21, 23), t=2
     * next level (health 100, then 17, 21, 23), t=17 the common play fields, t=21 netgame counters; t=23 (bandwidth
     * counters) touches nothing simulated. Fields it does not name keep their values (test-data/pm-golden/README.md §4
     * item 1). For player 0 the game reloads its local name and colour from the config: the colour is
     * {@link #CONFIG_PLAYER_COLOR}; the name is overwritten by the demo setup.
     *
     * @upstream src/mwPlayer.cpp#init_player
     */
    public void initPlayer(int p, int t) {
        Psyn s = syn[p];
        Ploc l = loc[p];
        if (t == 1) {
            s.active = 0;
            s.paused = 0;
            s.control_method = 0;
            s.old_health = 100;
            s.health = 100;
            setName(p, DEFAULT_NAME);
            if (p == 0) {
                s.color = CONFIG_PLAYER_COLOR;
            }
            l.fake_keypress_mode = 0;
            s.server_force_fakekey = 0;
            initPlayer(p, 17);
            initPlayer(p, 21);
        }
        if (t == 2) {
            s.old_health = 100;
            s.health = 100;
            initPlayer(p, 17);
            initPlayer(p, 21);
        }
        if (t == 17) {
            s.paused = 0;
            s.paused_type = 0;
            s.paused_mode = 0;
            s.paused_mode_count = 0;
            s.carry_item = 0;
            s.player_ride = 0;
            s.on_ladder = 0;
            s.on_rope = 0;
            s.left_right = 0;
            s.left = 0;
            s.right = 0;
            s.up = 0;
            s.down = 0;
            s.jump = 0;
            s.fire = 0;
            s.xinc = 0;
            s.yinc = 0;
            s.left_xinc = 0;
            s.right_xinc = 0;
            s.shot_wait_counter = 0;
            s.shot_wait = 4;
            s.shot_speed = 12;
            s.draw_rot = 0;
            s.draw_scale = 1;
            s.shape = 0;
            s.stat_respawns = 0;
            s.stat_shots_fired = 0;
            s.stat_enemy_hits = 0;
            s.stat_player_hits = 0;
            s.stat_self_hits = 0;
            s.stat_purple_coins = 0;
            s.stat_next_levels = 0;
            s.stat_exits = 0;
            l.comp_move = 0;
            l.health_display = 0;
            l.last_health_adjust = 0;
            l.potential_bomb_damage = 0;
            s.level_done_mode = 0;
            s.level_done_timer = 0;
            s.level_done_ack = 0;
            s.level_done_x = 0;
            s.level_done_y = 0;
            s.level_done_player = 0;
            s.marked_gate = -1;
            s.spawn_point_index = 0;
        }
        if (t == 21) {
            s.late_cdats = 0;
            s.late_cdats_last_sec = 0;
            s.player_text_overlay_timer = 0;
            s.player_text_overlay_type = 0;
            l.quit_frame = 0;
            l.quit_reason = 0;
            l.join_frame = 0;
            l.old_x = 0;
            l.old_y = 0;
        }
    }

    /** {@code sprintf(syn[p].name, "%s", name)}: the bytes, a zero, the rest of the 9 bytes untouched. */
    void setName(int p, byte[] name) {
        MiscFnx.snprintfName(syn[p].name, name);
    }

    /** @return true when control bits {@code ctrl} are set this frame and were not last frame. */
    public boolean ifPlayersCtrlJustPressed(int p, int ctrl) {
        return (syn[p].ctrl_bitf & ctrl) != 0 && (syn[p].old_ctrl_bitf & ctrl) == 0;
    }

    /**
     * All seven controls off.
     *
     * @upstream src/mwPlayer.cpp#clear_controls
     */
    public void clearControls(int p) {
        Psyn s = syn[p];
        s.left = 0;
        s.right = 0;
        s.up = 0;
        s.down = 0;
        s.jump = 0;
        s.fire = 0;
        s.menu = 0;
    }

    /** @return the controls as comp-move bits (1 left, 2 right, 4 up, 8 down, 16 jump, 32 fire, 64 menu) */
    public int compMoveFromPlayersCurrentControls(int p) {
        Psyn s = syn[p];
        int cm = 0;
        if (s.left != 0) {
            cm |= PM_COMPMOVE_LEFT;
        }
        if (s.right != 0) {
            cm |= PM_COMPMOVE_RIGHT;
        }
        if (s.up != 0) {
            cm |= PM_COMPMOVE_UP;
        }
        if (s.down != 0) {
            cm |= PM_COMPMOVE_DOWN;
        }
        if (s.jump != 0) {
            cm |= PM_COMPMOVE_JUMP;
        }
        if (s.fire != 0) {
            cm |= PM_COMPMOVE_FIRE;
        }
        if (s.menu != 0) {
            cm |= PM_COMPMOVE_MENU;
        }
        return cm;
    }

    /**
     * Sets the seven controls from comp-move bits.
     *
     * @upstream src/mwPlayer.cpp#set_controls_from_comp_move
     */
    public void setControlsFromCompMove(int p, int compMove) {
        clearControls(p);
        Psyn s = syn[p];
        s.left = (compMove & PM_COMPMOVE_LEFT) != 0 ? 1 : 0;
        s.right = (compMove & PM_COMPMOVE_RIGHT) != 0 ? 1 : 0;
        s.up = (compMove & PM_COMPMOVE_UP) != 0 ? 1 : 0;
        s.down = (compMove & PM_COMPMOVE_DOWN) != 0 ? 1 : 0;
        s.jump = (compMove & PM_COMPMOVE_JUMP) != 0 ? 1 : 0;
        s.fire = (compMove & PM_COMPMOVE_FIRE) != 0 ? 1 : 0;
        s.menu = (compMove & PM_COMPMOVE_MENU) != 0 ? 1 : 0;
    }
}

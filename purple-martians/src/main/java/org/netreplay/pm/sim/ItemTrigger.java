package org.netreplay.pm.sim;

import org.netreplay.pm.sim.EnemySlots.AnyEnemy;
import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Area;
import org.netreplay.pm.sim.ItemSlots.BlockDamage;
import org.netreplay.pm.sim.ItemSlots.BlockManip;
import org.netreplay.pm.sim.ItemSlots.Field;
import org.netreplay.pm.sim.ItemSlots.Orb;
import org.netreplay.pm.sim.ItemSlots.Start;
import org.netreplay.pm.sim.ItemSlots.Timer;
import org.netreplay.pm.sim.ItemSlots.Trigger;

/**
 * The event-driven items of src/mwItemTrigger.cpp: orbs (type 6), triggers (9), timers (13), block manipulators
 * (16) and block damage fields (17). Each raises or reads the trigger events {@code mTriggerEvent.event[]}; fields
 * are rectangles in px ({@code item[i][6..9]} = x, y, w, h), optionally following a lift. Owner: PM-items.
 */
final class ItemTrigger {
    // pm.h PM_ITEM_ORB_*
    private static final int ORB_STATE = 1;
    private static final int ORB_PREV_STATE = 1 << 1;
    private static final int ORB_TGON = 1 << 2;
    private static final int ORB_TGOF = 1 << 3;
    private static final int ORB_TRIG_TOUCH = 1 << 4;
    private static final int ORB_TRIG_UP = 1 << 5;
    private static final int ORB_TRIG_DOWN = 1 << 6;
    private static final int ORB_TRIG_SHOT = 1 << 7;
    private static final int ORB_TRIG_CURR = 1 << 8;
    private static final int ORB_TRIG_PREV = 1 << 9;
    // pm.h PM_ITEM_TRIGGER_*
    private static final int TRIGGER_PLAYER = 1;
    private static final int TRIGGER_ENEMY = 1 << 1;
    private static final int TRIGGER_ITEM = 1 << 2;
    private static final int TRIGGER_PSHOT = 1 << 3;
    private static final int TRIGGER_ESHOT = 1 << 4;
    private static final int TRIGGER_CURR = 1 << 5;
    private static final int TRIGGER_PREV = 1 << 6;
    private static final int TRIGGER_TGON = 1 << 7;
    private static final int TRIGGER_TGOF = 1 << 8;
    private static final int TRIGGER_LIFT_ON = 1 << 9;
    private static final int TRIGGER_LIFT_XC = 1 << 10;
    private static final int TRIGGER_LIFT_XF = 1 << 11;
    private static final int TRIGGER_LIFT_XL = 1 << 12;
    private static final int TRIGGER_LIFT_YC = 1 << 13;
    private static final int TRIGGER_LIFT_YF = 1 << 14;
    private static final int TRIGGER_LIFT_YL = 1 << 15;
    // pm.h PM_ITEM_DAMAGE_*
    private static final int DAMAGE_PLAYER = 1;
    private static final int DAMAGE_ENEMY = 1 << 1;
    private static final int DAMAGE_ITEM = 1 << 2;
    private static final int DAMAGE_PSHOT = 1 << 3;
    private static final int DAMAGE_ESHOT = 1 << 4;
    private static final int DAMAGE_CURR = 1 << 5;
    private static final int DAMAGE_LIFT_ON = 1 << 6;
    private static final int DAMAGE_LIFT_XC = 1 << 7;
    private static final int DAMAGE_LIFT_XF = 1 << 8;
    private static final int DAMAGE_LIFT_XL = 1 << 9;
    private static final int DAMAGE_LIFT_YC = 1 << 10;
    private static final int DAMAGE_LIFT_YF = 1 << 11;
    private static final int DAMAGE_LIFT_YL = 1 << 12;
    private static final int DAMAGE_LIFT_MS = 1 << 13;
    private static final int DAMAGE_INSTGIB = 1 << 17;

    private final PmWorld w;
    private final int[][] item;
    private final float[][] itemf;

    ItemTrigger(PmWorld w, Item items) {
        this.w = w;
        this.item = items.item;
        this.itemf = items.itemf;
    }

    /**
     * 1 when an active player shot is within 8 px of orb i.
     *
     * @upstream src/mwItemTrigger.cpp#proc_orb_shot_collision
     */
    int procOrbShotCollision(int i) {
        int s = 8;
        float x = itemf[i][AnyItem.F.X];
        float y = itemf[i][AnyItem.F.Y];
        for (int b = 0; b < 50; b++) {
            PShot shot = w.shot.p[b];
            if (shot.active != 0) {
                float bx = shot.x;
                float by = shot.y;
                if (x > bx - s && x < bx + s && y > by - s && y < by + s) {
                    return 1;
                }
            }
        }
        return 0;
    }

    /**
     * Orb i's mode ({@code item[i][6]}: 0 toggle, 1 stick on, 2 stick off, 3 timed
     * on, 4 timed off with {@code item[i][7]} frames) acts on a new trigger (touch/up/down from the player code, or
     * a player shot); its shape becomes 419 (on) or 418 (off) and it sets events {@code item[i][10..13]} (on, off,
     * turned on, turned off) for this frame.
     *
     * @upstream src/mwItemTrigger.cpp#proc_orb
     */
    void procOrb(int i) {
        int mode = item[i][Orb.I.MODE];
        if (mode == 3) {
            if (--item[i][Orb.I.TIMER] <= 0) {
                item[i][Orb.I.TIMER] = 0;
                item[i][Orb.I.FLAGS] &= ~ORB_STATE;
            } else {
                item[i][Orb.I.FLAGS] |= ORB_STATE;
            }
        }
        if (mode == 4) {
            if (--item[i][Orb.I.TIMER] <= 0) {
                item[i][Orb.I.TIMER] = 0;
                item[i][Orb.I.FLAGS] |= ORB_STATE;
            } else {
                item[i][Orb.I.FLAGS] &= ~ORB_STATE;
            }
        }
        if ((item[i][Orb.I.FLAGS] & ORB_TRIG_SHOT) != 0 && procOrbShotCollision(i) != 0) {
            item[i][Orb.I.FLAGS] |= ORB_TRIG_CURR;
        }
        if ((item[i][Orb.I.FLAGS] & ORB_TRIG_CURR) != 0) {
            if (mode == 3 || mode == 4) {
                item[i][Orb.I.TIMER] = item[i][Orb.I.TIME] + 1;
            }
            if ((item[i][Orb.I.FLAGS] & ORB_TRIG_PREV) == 0) {
                item[i][Orb.I.FLAGS] |= ORB_TRIG_PREV;
                if (mode == 0) {
                    item[i][Orb.I.FLAGS] ^= ORB_STATE;
                }
                if (mode == 1) {
                    item[i][Orb.I.FLAGS] |= ORB_STATE;
                }
                if (mode == 2) {
                    item[i][Orb.I.FLAGS] &= ~ORB_STATE;
                }
            }
        } else {
            item[i][Orb.I.FLAGS] &= ~ORB_TRIG_PREV;
        }
        item[i][Orb.I.FLAGS] &= ~ORB_TRIG_CURR;
        item[i][Orb.I.FLAGS] &= ~ORB_TGON;
        item[i][Orb.I.FLAGS] &= ~ORB_TGOF;
        if ((item[i][Orb.I.FLAGS] & ORB_STATE) != 0) {
            item[i][AnyItem.I.SHAPE] = 419;
            if ((item[i][Orb.I.FLAGS] & ORB_PREV_STATE) == 0) {
                item[i][Orb.I.FLAGS] |= ORB_TGON;
                item[i][Orb.I.FLAGS] |= ORB_PREV_STATE;
            }
        } else {
            item[i][AnyItem.I.SHAPE] = 418;
            if ((item[i][Orb.I.FLAGS] & ORB_PREV_STATE) != 0) {
                item[i][Orb.I.FLAGS] |= ORB_TGOF;
                item[i][Orb.I.FLAGS] &= ~ORB_PREV_STATE;
            }
        }
        int[] event = w.triggerEvent.event;
        event[item[i][Orb.I.EVENT_ON]] = 0;
        event[item[i][Orb.I.EVENT_OFF]] = 0;
        event[item[i][Orb.I.EVENT_TURNED_ON]] = 0;
        event[item[i][Orb.I.EVENT_TURNED_OFF]] = 0;
        int flags = item[i][Orb.I.FLAGS];
        if ((flags & ORB_STATE) != 0) {
            event[item[i][Orb.I.EVENT_ON]] = 1;
        }
        if ((flags & ORB_STATE) == 0) {
            event[item[i][Orb.I.EVENT_OFF]] = 1;
        }
        if ((flags & ORB_TGON) != 0) {
            event[item[i][Orb.I.EVENT_TURNED_ON]] = 1;
        }
        if ((flags & ORB_TGOF) != 0) {
            event[item[i][Orb.I.EVENT_TURNED_OFF]] = 1;
        }
    }

    /**
     * Player p touching orb i marks it triggered if its trigger kind
     * allows (touch, or up/down held); an orb whose "turned on" event is 99 ends the level (level done mode 30),
     * except on a netgame client, which gets that from the server's state.
     *
     * @upstream src/mwItemTrigger.cpp#proc_orb_collision
     */
    void procOrbCollision(int p, int i) {
        Psyn s = w.player.syn[p];
        if ((item[i][Orb.I.FLAGS] & ORB_TRIG_TOUCH) != 0 || ((item[i][Orb.I.FLAGS] & ORB_TRIG_UP) != 0 && s.up != 0)
                || ((item[i][Orb.I.FLAGS] & ORB_TRIG_DOWN) != 0 && s.down != 0)) {
            item[i][Orb.I.FLAGS] |= ORB_TRIG_CURR;
            if (item[i][Orb.I.EVENT_TURNED_ON] == 99 && !w.netgame.ima_client) {
                Psyn s0 = w.player.syn[0];
                s0.level_done_mode = 30;
                s0.level_done_player = p;
                s0.level_done_frame = w.loop.frame_num;
                s0.level_done_next_level = 1;
            }
        }
    }

    /**
     * Trigger i (following its lift if set) finds what is in its field this
     * frame and sets events {@code item[i][11..14]} (in field, not in field, just entered, just left).
     *
     * @upstream src/mwItemTrigger.cpp#proc_trigger
     */
    void procTrigger(int i) {
        if ((item[i][Field.I.FLAGS] & TRIGGER_LIFT_ON) != 0) {
            setItemTriggerLocationFromLift(i, 0);
        }
        item[i][Field.I.FLAGS] &= ~TRIGGER_TGON;
        item[i][Field.I.FLAGS] &= ~TRIGGER_TGOF;
        item[i][Field.I.FLAGS] &= ~TRIGGER_CURR;
        detectTriggerCollisions(i);
        int flags = item[i][Field.I.FLAGS];
        if ((flags & TRIGGER_CURR) != 0 && (flags & TRIGGER_PREV) == 0) {
            flags |= TRIGGER_TGON;
        }
        if ((flags & TRIGGER_CURR) == 0 && (flags & TRIGGER_PREV) != 0) {
            flags |= TRIGGER_TGOF;
        }
        if ((flags & TRIGGER_CURR) != 0) {
            flags |= TRIGGER_PREV;
        }
        if ((flags & TRIGGER_CURR) == 0) {
            flags &= ~TRIGGER_PREV;
        }
        item[i][Field.I.FLAGS] = flags;
        int[] event = w.triggerEvent.event;
        event[item[i][Trigger.I.EVENT_ON]] = 0;
        event[item[i][Trigger.I.EVENT_OFF]] = 0;
        event[item[i][Trigger.I.EVENT_TURNED_ON]] = 0;
        event[item[i][Trigger.I.EVENT_TURNED_OFF]] = 0;
        if ((flags & TRIGGER_CURR) != 0) {
            event[item[i][Trigger.I.EVENT_ON]] = 1;
        }
        if ((flags & TRIGGER_CURR) == 0) {
            event[item[i][Trigger.I.EVENT_OFF]] = 1;
        }
        if ((flags & TRIGGER_TGON) != 0) {
            event[item[i][Trigger.I.EVENT_TURNED_ON]] = 1;
        }
        if ((flags & TRIGGER_TGOF) != 0) {
            event[item[i][Trigger.I.EVENT_TURNED_OFF]] = 1;
        }
    }

    /**
     * Places trigger i's field relative to lift
     * {@code item[i][10]} (centred, or an edge of the field on an edge of the lift, per axis); a20 rounds to 20 px.
     *
     * @upstream src/mwItemTrigger.cpp#set_item_trigger_location_from_lift
     */
    void setItemTriggerLocationFromLift(int i, int a20) {
        placeFieldOnLift(i, a20, TRIGGER_LIFT_XC, TRIGGER_LIFT_XF, TRIGGER_LIFT_XL, TRIGGER_LIFT_YC,
                TRIGGER_LIFT_YF, TRIGGER_LIFT_YL);
    }

    /** The field placement shared by triggers and damage fields (their flag bits differ). */
    private void placeFieldOnLift(int i, int a20, int xc, int xf, int xl, int yc, int yf, int yl) {
        LiftCur lift = w.lift.cur[item[i][Field.I.LIFT]];
        if (lift.active == 0) {
            return;
        }
        int lx1 = (int) lift.x;
        int lx2 = (int) (lift.x + lift.w);
        int c = item[i][Field.I.FLAGS] & xc;
        int f = item[i][Field.I.FLAGS] & xf;
        int l = item[i][Field.I.FLAGS] & xl;
        if (c != 0) {
            int lxc = lx1 + (lx2 - lx1) / 2;
            item[i][Area.I.AREA_X] = lxc - item[i][Area.I.AREA_W] / 2;
        } else {
            item[i][Area.I.AREA_X] = edge(lx1, lx2, f, l, item[i][Area.I.AREA_W]);
        }
        int ly1 = (int) lift.y;
        int ly2 = (int) (lift.y + lift.h);
        c = item[i][Field.I.FLAGS] & yc;
        f = item[i][Field.I.FLAGS] & yf;
        l = item[i][Field.I.FLAGS] & yl;
        if (c != 0) {
            int lyc = ly1 + (ly2 - ly1) / 2;
            item[i][Area.I.AREA_Y] = lyc - item[i][Area.I.AREA_H] / 2;
        } else {
            item[i][Area.I.AREA_Y] = edge(ly1, ly2, f, l, item[i][Area.I.AREA_H]);
        }
        if (a20 != 0) {
            item[i][Area.I.AREA_X] = w.miscFnx.round20(item[i][Area.I.AREA_X]);
            item[i][Area.I.AREA_Y] = w.miscFnx.round20(item[i][Area.I.AREA_Y]);
        }
    }

    private static int edge(int l1, int l2, int f, int l, int size) {
        if (f == 0) {
            return l == 0 ? l1 : l2;
        }
        return (l == 0 ? l1 : l2) - size;
    }

    /**
     * Sets trigger i's current flag when a player (active, not
     * paused), enemy, item, player shot or enemy shot (each as enabled by its flags) has its integer position
     * strictly inside the field shifted 10 px up-left.
     *
     * @upstream src/mwItemTrigger.cpp#detect_trigger_collisions
     */
    void detectTriggerCollisions(int i) {
        int flags = item[i][Field.I.FLAGS];
        int tfx1 = item[i][Area.I.AREA_X] - 10;
        int tfy1 = item[i][Area.I.AREA_Y] - 10;
        int tfx2 = tfx1 + item[i][Area.I.AREA_W];
        int tfy2 = tfy1 + item[i][Area.I.AREA_H];
        boolean curr = false;
        if ((flags & TRIGGER_PLAYER) != 0) {
            for (int p = 0; p < 8; p++) {
                Psyn s = w.player.syn[p];
                if (s.active != 0 && s.paused == 0 && inside((int) s.x, (int) s.y, tfx1, tfy1, tfx2, tfy2)) {
                    curr = true;
                }
            }
        }
        if ((flags & TRIGGER_ENEMY) != 0) {
            for (int e = 0; e < 100; e++) {
                if (w.enemy.Ei[e][AnyEnemy.I.TYPE] != 0
                        && inside((int) w.enemy.Ef[e][AnyEnemy.F.X], (int) w.enemy.Ef[e][AnyEnemy.F.Y], tfx1, tfy1,
                                        tfx2, tfy2)) {
                    curr = true;
                }
            }
        }
        if ((flags & TRIGGER_ITEM) != 0) {
            for (int c = 0; c < 500; c++) {
                if (item[c][AnyItem.I.TYPE] != 0
                        && inside((int) itemf[c][AnyItem.F.X], (int) itemf[c][AnyItem.F.Y], tfx1, tfy1, tfx2, tfy2)) {
                    curr = true;
                }
            }
        }
        if ((flags & TRIGGER_PSHOT) != 0) {
            for (int b = 0; b < 50; b++) {
                PShot s = w.shot.p[b];
                if (s.active != 0 && inside((int) s.x, (int) s.y, tfx1, tfy1, tfx2, tfy2)) {
                    curr = true;
                }
            }
        }
        if ((flags & TRIGGER_ESHOT) != 0) {
            for (int b = 0; b < 50; b++) {
                EShot s = w.shot.e[b];
                if (s.active != 0 && inside((int) s.x, (int) s.y, tfx1, tfy1, tfx2, tfy2)) {
                    curr = true;
                }
            }
        }
        if (curr) {
            item[i][Field.I.FLAGS] |= TRIGGER_CURR;
        }
    }

    private static boolean inside(int x, int y, int x1, int y1, int x2, int y2) {
        return x > x1 && x < x2 && y > y1 && y < y2;
    }

    /**
     * While event {@code item[i][1]} is set, changes the tiles of the field
     * ({@code item[i][6..9]} px, in whole tiles): mode ({@code item[i][3]}) 1 set all to block 1, 2 block 2 to
     * block 1, 3 toggle blocks 1 and 2, 4 copy from the area at {@code item[i][13..14]} px, 5 and 6 cycle 3 or 4
     * blocks ({@code item[i][10], [11], [13], [14]}).
     *
     * @upstream src/mwItemTrigger.cpp#proc_block_manip
     */
    void procBlockManip(int i) {
        int et = item[i][BlockManip.I.EVENT_TRIGGER];
        if (w.triggerEvent.event[et] == 0) {
            return;
        }
        int[][] l = w.level.l;
        int mode = item[i][BlockManip.I.MODE];
        int block1 = item[i][BlockManip.I.BLOCK1];
        int block2 = item[i][BlockManip.I.BLOCK2];
        int block3 = item[i][BlockManip.I.BLOCK3];
        int block4 = item[i][BlockManip.I.BLOCK4];
        int x1 = item[i][Area.I.AREA_X] / 20;
        int y1 = item[i][Area.I.AREA_Y] / 20;
        int x2 = x1 + item[i][Area.I.AREA_W] / 20;
        int y2 = y1 + item[i][Area.I.AREA_H] / 20;
        int x3 = item[i][BlockManip.I.COPY_SOURCE_X] / 20;
        int y3 = item[i][BlockManip.I.COPY_SOURCE_Y] / 20;
        int x4 = x3 - x1;
        int y4 = y3 - y1;
        Level lev = w.level;
        for (int x = x1; x < x2; x++) {
            for (int y = y1; y < y2; y++) {
                if (x < 0 || y < 0 || x >= 100 || y >= 100) {
                    continue;
                }
                if (mode == 1) {
                    lev.changeBlock(x, y, block1);
                }
                if (mode == 2 && l[x][y] == block2) {
                    lev.changeBlock(x, y, block1);
                }
                if (mode == 3) {
                    if (l[x][y] == block1) {
                        lev.changeBlock(x, y, block2);
                    } else if (l[x][y] == block2) {
                        lev.changeBlock(x, y, block1);
                    }
                }
                if (mode == 4) {
                    int sx = x + x4;
                    int sy = y + y4;
                    if (sx >= 0 && sy >= 0 && sx < 100 && sy < 100) {
                        lev.changeBlock(x, y, l[sx][sy]);
                    }
                }
                if (mode == 5) {
                    if (l[x][y] == block1) {
                        lev.changeBlock(x, y, block2);
                    } else if (l[x][y] == block2) {
                        lev.changeBlock(x, y, block3);
                    } else if (l[x][y] == block3) {
                        lev.changeBlock(x, y, block1);
                    }
                }
                if (mode == 6) {
                    if (l[x][y] == block1) {
                        lev.changeBlock(x, y, block2);
                    } else if (l[x][y] == block2) {
                        lev.changeBlock(x, y, block3);
                    } else if (l[x][y] == block3) {
                        lev.changeBlock(x, y, block4);
                    } else if (l[x][y] == block4) {
                        lev.changeBlock(x, y, block1);
                    }
                }
            }
        }
    }

    /**
     * Damage field i (following its lift if set) first applies damage with
     * last frame's on/off flag, then updates the flag from its mode ({@code item[i][11]}: 0 always on, 1 toggled by
     * event {@code item[i][1]}, 2 on unless the event, 3 off unless the event; event 0 never triggers).
     *
     * @upstream src/mwItemTrigger.cpp#proc_block_damage
     */
    void procBlockDamage(int i) {
        int et = item[i][BlockDamage.I.EVENT_TRIGGER];
        int trig = w.triggerEvent.event[et];
        if (et == 0) {
            trig = 0;
        }
        if ((item[i][Field.I.FLAGS] & DAMAGE_LIFT_ON) != 0) {
            setItemDamageLocationFromLift(i, 0);
        }
        procItemDamageCollisions(i);
        int mode = item[i][BlockDamage.I.MODE];
        if (mode == 0) {
            item[i][Field.I.FLAGS] |= DAMAGE_CURR;
        }
        if (mode == 1 && trig != 0) {
            item[i][Field.I.FLAGS] ^= DAMAGE_CURR;
        }
        if (mode == 2) {
            if (trig != 0) {
                item[i][Field.I.FLAGS] &= ~DAMAGE_CURR;
            } else {
                item[i][Field.I.FLAGS] |= DAMAGE_CURR;
            }
        }
        if (mode == 3) {
            if (trig != 0) {
                item[i][Field.I.FLAGS] |= DAMAGE_CURR;
            } else {
                item[i][Field.I.FLAGS] &= ~DAMAGE_CURR;
            }
        }
    }

    /**
     * Like the trigger's, or the lift's own rectangle
     * when the mirror flag is set.
     *
     * @upstream src/mwItemTrigger.cpp#set_item_damage_location_from_lift
     */
    void setItemDamageLocationFromLift(int i, int a20) {
        LiftCur lift = w.lift.cur[item[i][Field.I.LIFT]];
        if (lift.active == 0) {
            return;
        }
        if ((item[i][Field.I.FLAGS] & DAMAGE_LIFT_MS) != 0) {
            item[i][Area.I.AREA_X] = (int) lift.x;
            item[i][Area.I.AREA_Y] = (int) lift.y;
            item[i][Area.I.AREA_W] = (int) lift.w;
            item[i][Area.I.AREA_H] = (int) lift.h;
        } else {
            placeFieldOnLift(i, a20, DAMAGE_LIFT_XC, DAMAGE_LIFT_XF, DAMAGE_LIFT_XL, DAMAGE_LIFT_YC, DAMAGE_LIFT_YF,
                    DAMAGE_LIFT_YL);
        }
    }

    /**
     * While damage field i is on, hurts players in it
     * ({@code item[i][15] / 100} health per frame, or all with the instant-kill flag; a negative amount heals up
     * to 100), marks enemies in it as shot ({@code Ei[e][31] = 3}), makes items in it vanish (orbs, triggers, block
     * manipulators and damage fields at once; any item but a start gets a 10-frame time to live) and removes shots.
     *
     * @upstream src/mwItemTrigger.cpp#proc_item_damage_collisions
     */
    void procItemDamageCollisions(int i) {
        int flags = item[i][Field.I.FLAGS];
        boolean cd = (flags & DAMAGE_CURR) != 0;
        int tfx1 = item[i][Area.I.AREA_X] - 10;
        int tfy1 = item[i][Area.I.AREA_Y] - 10;
        int tfx2 = tfx1 + item[i][Area.I.AREA_W];
        int tfy2 = tfy1 + item[i][Area.I.AREA_H];
        if (cd && (flags & DAMAGE_PLAYER) != 0) {
            for (int p = 0; p < 8; p++) {
                Psyn s = w.player.syn[p];
                if (s.active != 0 && s.paused == 0 && inside((int) s.x, (int) s.y, tfx1, tfy1, tfx2, tfy2)) {
                    if ((flags & DAMAGE_INSTGIB) != 0) {
                        s.health = 0;
                    } else {
                        float ha = (float) item[i][BlockDamage.I.PLAYER_DAMAGE] / 100;
                        s.health -= ha;
                        if (!(ha > 0) && s.health > 100) {
                            s.health = 100;
                        }
                    }
                }
            }
        }
        if (cd && (flags & DAMAGE_ENEMY) != 0) {
            for (int e = 0; e < 100; e++) {
                if (w.enemy.Ei[e][AnyEnemy.I.TYPE] != 0
                        && inside((int) w.enemy.Ef[e][AnyEnemy.F.X], (int) w.enemy.Ef[e][AnyEnemy.F.Y], tfx1, tfy1,
                                        tfx2, tfy2)) {
                    w.enemy.Ei[e][AnyEnemy.I.HIT] = 3;
                }
            }
        }
        if (cd && (flags & DAMAGE_ITEM) != 0) {
            for (int c = 0; c < 500; c++) {
                if (item[c][AnyItem.I.TYPE] != 0
                        && inside((int) itemf[c][AnyItem.F.X], (int) itemf[c][AnyItem.F.Y], tfx1, tfy1, tfx2, tfy2)) {
                    int t = item[c][AnyItem.I.TYPE];
                    if (t == Orb.CODE || t == Trigger.CODE || t == BlockManip.CODE || t == BlockDamage.CODE) {
                        item[c][AnyItem.I.TYPE] = 0;
                    }
                    if (item[c][AnyItem.I.TYPE] != 66 && item[c][AnyItem.I.TYPE] != Start.CODE) {
                        item[c][AnyItem.I.TIME_TO_LIVE] = 10;
                    }
                }
            }
        }
        if (cd && (flags & DAMAGE_PSHOT) != 0) {
            for (int b = 0; b < 50; b++) {
                PShot s = w.shot.p[b];
                if (s.active != 0 && inside((int) s.x, (int) s.y, tfx1, tfy1, tfx2, tfy2)) {
                    s.active = 0;
                }
            }
        }
        if (cd && (flags & DAMAGE_ESHOT) != 0) {
            for (int b = 0; b < 50; b++) {
                EShot s = w.shot.e[b];
                if (s.active != 0 && inside((int) s.x, (int) s.y, tfx1, tfy1, tfx2, tfy2)) {
                    s.active = 0;
                }
            }
        }
    }

    /**
     * Timer i alternates between state 1 (counting {@code item[i][10]} frames)
     * and state 2 ({@code item[i][11]} frames); each counts per its mode (0 free run, 1 run once started by its
     * input event, 2 run while the event, 3 run while the event else reset, 4 reset on the event else run) and
     * raises its output event ({@code item[i][13]} / {@code [15]}) when it ends, or every frame of the state when
     * its output mode is set. Everything is packed in {@code item[i][3]} (see {@link #packTimer}).
     *
     * @upstream src/mwItemTrigger.cpp#proc_timer
     */
    void procTimer(int i) {
        int pack = item[i][Timer.I.PACKED_STATE];
        int cnt = pack >> 16;
        int t1Mode = (pack >> 13) & 7;
        int t2Mode = (pack >> 10) & 7;
        int t1OpMode = (pack >> 9) & 1;
        int t2OpMode = (pack >> 8) & 1;
        int state = 1 + (pack & 1);
        int[] event = w.triggerEvent.event;
        event[item[i][Timer.I.T1_OUTPUT_EVENT]] = 0;
        event[item[i][Timer.I.T2_OUTPUT_EVENT]] = 0;
        if (state == 1) {
            if (t1OpMode != 0) {
                event[item[i][Timer.I.T1_OUTPUT_EVENT]] = 1;
            }
            cnt = count(t1Mode, cnt, item[i][Timer.I.T1_TIME], event[item[i][Timer.I.T1_INPUT_EVENT]] != 0);
            if (cnt > item[i][Timer.I.T1_TIME]) {
                cnt = item[i][Timer.I.T1_TIME];
            }
            if (cnt <= 0) {
                state = 2;
                cnt = item[i][Timer.I.T2_TIME];
                event[item[i][Timer.I.T1_OUTPUT_EVENT]] = 1;
            }
        }
        if (state == 2) {
            if (t2OpMode != 0) {
                event[item[i][Timer.I.T2_OUTPUT_EVENT]] = 1;
            }
            cnt = count(t2Mode, cnt, item[i][Timer.I.T2_TIME], event[item[i][Timer.I.T2_INPUT_EVENT]] != 0);
            if (cnt > item[i][Timer.I.T2_TIME]) {
                cnt = item[i][Timer.I.T2_TIME];
            }
            if (cnt <= 0) {
                state = 1;
                cnt = item[i][Timer.I.T1_TIME];
                event[item[i][Timer.I.T2_OUTPUT_EVENT]] = 1;
            }
        }
        item[i][Timer.I.PACKED_STATE] = packTimer(state, t1Mode, t2Mode, t1OpMode, t2OpMode, cnt);
    }

    /** One frame of a timer's count in the given mode (see {@link #procTimer}); {@code reset} is its set point. */
    private static int count(int mode, int cnt, int reset, boolean ev) {
        switch (mode) {
            case 0:
                return cnt - 1;
            case 1:
                if (cnt < reset || ev) {
                    return cnt - 1;
                }
                return cnt;
            case 2:
                return ev ? cnt - 1 : cnt;
            case 3:
                return ev ? cnt - 1 : reset;
            case 4:
                return ev ? reset : cnt - 1;
            default:
                return cnt;
        }
    }

    /**
     * The packed timer word (state 1/2, modes, output modes, count).
     *
     * @upstream src/mwItemTrigger.cpp#set_timer_flags
     */
    static int packTimer(int state, int t1Mode, int t2Mode, int t1OpMode, int t2OpMode, int cnt) {
        int pack = state - 1;
        pack += (cnt << 16) & 0xFFFF0000;
        pack += (t1Mode << 13) & 0b1110000000000000;
        pack += (t2Mode << 10) & 0b0001110000000000;
        pack += (t1OpMode << 9) & 0b0000001000000000;
        pack += (t2OpMode << 8) & 0b0000000100000000;
        return pack;
    }
}

package org.netreplay.pm.sim;

import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Area;
import org.netreplay.pm.sim.ItemSlots.Hider;
import org.netreplay.pm.sim.ItemSlots.Key;
import org.netreplay.pm.sim.ItemSlots.Switch;

/**
 * Keys (item type 4), switches (14) and hiders (19), src/mwItemKeySwitch.cpp. A touched key flies at 8 px/frame to
 * the centre of its block range and then clears it; a switch stepped on toggles its coloured blocks between solid
 * and empty; a hider's flag follows its trigger event. Block ranges are {@code item[i][6..9]} px, used in whole
 * tiles. Owner: PM-items.
 */
final class ItemKeySwitch {
    private static final int PM_BTILE_TILENUM_MASK = 0b11111111111;
    private static final int PM_BTILE_ALL_SOLID = 0b111110000000000000000;

    private final PmWorld w;
    private final int[][] item;
    private final float[][] itemf;

    ItemKeySwitch(PmWorld w, Item items) {
        this.w = w;
        this.item = items.item;
        this.itemf = items.itemf;
    }

    /**
     * With its event {@code item[i][1]} set (event 0 never), mode
     * {@code item[i][3]} 2 clears, 3 sets, 4 toggles and 5 clears the hide flag {@code item[i][2]}; mode 5 sets it
     * again when the event is not set.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_hider
     */
    void procHider(int i) {
        int et = item[i][Hider.I.EVENT_TRIGGER];
        int trig = w.triggerEvent.event[et];
        if (et == 0) {
            trig = 0;
        }
        if (trig != 0) {
            if (item[i][Hider.I.MODE] == 2) {
                item[i][Hider.I.HIDDEN] = 0;
            }
            if (item[i][Hider.I.MODE] == 3) {
                item[i][Hider.I.HIDDEN] = 1;
            }
            if (item[i][Hider.I.MODE] == 4) {
                item[i][Hider.I.HIDDEN] = item[i][Hider.I.HIDDEN] == 0 ? 1 : 0;
            }
            if (item[i][Hider.I.MODE] == 5) {
                item[i][Hider.I.HIDDEN] = 0;
            }
        } else if (item[i][Hider.I.MODE] == 5) {
            item[i][Hider.I.HIDDEN] = 1;
        }
    }

    /**
     * A resting key starts flying to its range's centre (less 10 px):
     * speed 8 px/frame, {@code item[i][10]} its angle in milliradians, {@code item[i][11]} the frames of flight plus
     * 10 for the final sequence.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_key_collision
     */
    void procKeyCollision(int p, int i) {
        if (item[i][Key.I.MOVE_COUNTER] != 0) {
            return;
        }
        float x2 = (item[i][Area.I.AREA_X] + item[i][Area.I.AREA_W] / 2) - 10;
        float y2 = (item[i][Area.I.AREA_Y] + item[i][Area.I.AREA_H] / 2) - 10;
        float xlen = x2 - itemf[i][AnyItem.F.X];
        float ylen = y2 - itemf[i][AnyItem.F.Y];
        float hyDist = (float) StrictMath.sqrt((double) xlen * xlen + (double) ylen * ylen);
        float speed = 8;
        float scaler = hyDist / speed;
        float xinc = xlen / scaler;
        float yinc = ylen / scaler;
        itemf[i][AnyItem.F.XINC] = xinc;
        itemf[i][AnyItem.F.YINC] = yinc;
        item[i][Key.I.ANGLE] = (int) (PmMath.atan2f(yinc, xinc) * 1000);
        int numSteps = (int) scaler;
        item[i][Key.I.MOVE_COUNTER] = numSteps + 10;
    }

    /**
     * Action 1: clears (tile 0) every block of key i's range, or with
     * {@code item[i][12]} set only the blocks keyed to this key's colour. Action 2 only draws; it does nothing here.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_key_block_range
     */
    void procKeyBlockRange(int i, int action) {
        if (action != 1) {
            return;
        }
        int x1 = Math.max(item[i][Area.I.AREA_X] / 20, 0);
        int y1 = Math.max(item[i][Area.I.AREA_Y] / 20, 0);
        int x2 = Math.min(item[i][Area.I.AREA_X] / 20 + item[i][Area.I.AREA_W] / 20, 100);
        int y2 = Math.min(item[i][Area.I.AREA_Y] / 20 + item[i][Area.I.AREA_H] / 20, 100);
        int key = item[i][AnyItem.I.SHAPE] - 1039;
        for (int x = x1; x < x2; x++) {
            for (int y = y1; y < y2; y++) {
                if (item[i][Key.I.MATCHING_ONLY] != 0) {
                    int kb = (w.level.l[x][y] & 0b1110000000000000) >> 13;
                    if (kb - 4 == key) {
                        w.level.changeBlock(x, y, 0);
                    }
                } else {
                    w.level.changeBlock(x, y, 0);
                }
            }
        }
    }

    /**
     * A flying key moves by its speed until its last 10 frames, then
     * vanishes and clears its block range.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_moving_key
     */
    void procMovingKey(int i) {
        if (item[i][Key.I.MOVE_COUNTER] > 10) {
            itemf[i][AnyItem.F.X] += itemf[i][AnyItem.F.XINC];
            itemf[i][AnyItem.F.Y] += itemf[i][AnyItem.F.YINC];
        }
        item[i][Key.I.MOVE_COUNTER]--;
        if (item[i][Key.I.MOVE_COUNTER] == 0) {
            item[i][AnyItem.I.TYPE] = 0;
            procKeyBlockRange(i, 1);
        }
    }

    /**
     * A player falling onto the switch's top (x within 12 px, y 8 to
     * 16 px above) flips it (shape {@code item[i][1]} +-16), locks it for 4 frames ({@code item[i][11]}) and toggles
     * its blocks.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_switch_collision
     */
    void procSwitchCollision(int p, int i) {
        if (item[i][Switch.I.LOCKOUT_FRAME] >= w.loop.frame_num) {
            return;
        }
        Psyn s = w.player.syn[p];
        float px = s.x;
        float py = s.y;
        float ix = itemf[i][AnyItem.F.X];
        float iy = itemf[i][AnyItem.F.Y];
        if (px > ix - 12 && px < ix + 12 && py > iy - 16 && py < iy - 8 && s.yinc > 0) {
            item[i][Switch.I.LOCKOUT_FRAME] = w.loop.frame_num + 4;
            if (item[i][AnyItem.I.SHAPE] > 111) {
                item[i][AnyItem.I.SHAPE] -= 16;
            } else {
                item[i][AnyItem.I.SHAPE] += 16;
            }
            procSwitchBlockRange(i, 1);
        }
    }

    /**
     * Action 1: in the switch's range, for each colour enabled in
     * {@code item[i][10]} (bit 0 green, 1 red, 2 blue, 3 purple), solid switch blocks (76-79) become empty (72-75)
     * and empty ones solid. Action 2 only draws; it does nothing here.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_switch_block_range
     */
    void procSwitchBlockRange(int i, int action) {
        if (action != 1) {
            return;
        }
        int x1 = Math.max(item[i][Area.I.AREA_X] / 20, 0);
        int y1 = Math.max(item[i][Area.I.AREA_Y] / 20, 0);
        int x2 = Math.min(item[i][Area.I.AREA_X] / 20 + item[i][Area.I.AREA_W] / 20, 100);
        int y2 = Math.min(item[i][Area.I.AREA_Y] / 20 + item[i][Area.I.AREA_H] / 20, 100);
        int colours = item[i][Switch.I.COLORS];
        Level lev = w.level;
        for (int x = x1; x < x2; x++) {
            for (int y = y1; y < y2; y++) {
                int tn = lev.l[x][y] & PM_BTILE_TILENUM_MASK;
                if ((colours & 0b0010) != 0 && tn == 76) {
                    lev.changeBlock(x, y, 72);
                }
                if ((colours & 0b0001) != 0 && tn == 77) {
                    lev.changeBlock(x, y, 73);
                }
                if ((colours & 0b0100) != 0 && tn == 78) {
                    lev.changeBlock(x, y, 74);
                }
                if ((colours & 0b1000) != 0 && tn == 79) {
                    lev.changeBlock(x, y, 75);
                }
                if ((colours & 0b0010) != 0 && tn == 72) {
                    lev.changeBlock(x, y, 76 | PM_BTILE_ALL_SOLID);
                }
                if ((colours & 0b0001) != 0 && tn == 73) {
                    lev.changeBlock(x, y, 77 | PM_BTILE_ALL_SOLID);
                }
                if ((colours & 0b0100) != 0 && tn == 74) {
                    lev.changeBlock(x, y, 78 | PM_BTILE_ALL_SOLID);
                }
                if ((colours & 0b1000) != 0 && tn == 75) {
                    lev.changeBlock(x, y, 79 | PM_BTILE_ALL_SOLID);
                }
            }
        }
    }
}

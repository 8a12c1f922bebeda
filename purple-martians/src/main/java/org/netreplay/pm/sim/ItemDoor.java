package org.netreplay.pm.sim;

import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Door;

/**
 * Doors and teleports (item type 1), src/mwItemDoor.cpp: entering a door ({@code item[i][8] == 1}: linked to item
 * {@code item[i][9]}) either moves the player at once or starts the three-part door travel (shrink and turn, fly
 * at 15 px/frame, grow back) during which the player is paused with {@code paused_type == 2}. Owner: PM-items.
 */
final class ItemDoor {
    /** Allegro's ALLEGRO_PI, a double. */
    private static final double ALLEGRO_PI = 3.14159265358979323846;

    private final PmWorld w;
    private final Item items;
    private final int[][] item;
    private final float[][] itemf;

    ItemDoor(PmWorld w, Item items) {
        this.w = w;
        this.items = items;
        this.item = items.item;
        this.itemf = items.itemf;
    }

    /**
     * The first door player p touches this frame is marked; an entry door
     * is entered at once ({@code item[i][11] == 0}) or when up (1) or down (2) is newly held ({@code item[i][10]}
     * holds the frame it was last held). The player drops what it carries, then jumps to the destination
     * ({@code item[i][7] == 1}, or riding a rocket) or starts the door travel; a door linked to itself, to no item
     * or to a destination outside 0..1980 px does nothing.
     *
     * @upstream src/mwItemDoor.cpp#proc_door_collision
     */
    void procDoorCollision(int p, int i) {
        Psyn s = w.player.syn[p];
        if (s.marked_door != -1 || s.carry_item == i + 1 || item[i][Door.I.DOOR_TYPE] == 0) {
            return;
        }
        s.marked_door = i;
        int frame = w.loop.frame_num;
        boolean doEntry = item[i][Door.I.ENTRY_TYPE] == 0;
        if (s.carry_item - 1 != i) {
            if (item[i][Door.I.ENTRY_TYPE] == 1) {
                if (item[i][Door.I.KEY_HELD_FRAME] != 0 && item[i][Door.I.KEY_HELD_FRAME] < frame - 1) {
                    item[i][Door.I.KEY_HELD_FRAME] = 0;
                }
                if (s.up != 0 && item[i][Door.I.KEY_HELD_FRAME] == 0) {
                    doEntry = true;
                }
                item[i][Door.I.KEY_HELD_FRAME] = s.up != 0 ? frame : 0;
            }
            if (item[i][Door.I.ENTRY_TYPE] == 2) {
                if (item[i][Door.I.KEY_HELD_FRAME] != 0 && item[i][Door.I.KEY_HELD_FRAME] < frame - 1) {
                    item[i][Door.I.KEY_HELD_FRAME] = 0;
                }
                if (s.down != 0 && item[i][Door.I.KEY_HELD_FRAME] == 0) {
                    doEntry = true;
                }
                item[i][Door.I.KEY_HELD_FRAME] = s.down != 0 ? frame : 0;
            }
        }
        if (!doEntry) {
            return;
        }
        boolean badExit = false;
        item[i][Door.I.KEY_HELD_FRAME] = 0;
        if (item[i][Door.I.LINKED_ITEM] == i) {
            badExit = true;
        }
        if (s.carry_item != 0) {
            int ci = s.carry_item - 1;
            if (ci == i) {
                items.playerDropItem(p, ci);
            }
            if (item[ci][AnyItem.I.MOTION] != -2) {
                items.playerDropItem(p, ci);
            }
        }
        float dx = 0;
        float dy = 0;
        int li = item[i][Door.I.LINKED_ITEM];
        if (li > -1 && li < 500) {
            dx = itemf[li][AnyItem.F.X];
            dy = itemf[li][AnyItem.F.Y];
        } else {
            badExit = true;
        }
        if (dx < 0 || dx > 1980 || dy < 0 || dy > 1980) {
            badExit = true;
        }
        if (badExit) {
            return;
        }
        boolean instantMove = item[i][Door.I.MOVE_TYPE] == 1;
        if (w.player.isPlayerRidingRocket(p) != 0) {
            instantMove = true;
        }
        if (instantMove) {
            s.x = itemf[li][AnyItem.F.X];
            s.y = itemf[li][AnyItem.F.Y];
            if (w.player.isPlayerRidingRocket(p) != 0) {
                int c = s.carry_item - 1;
                itemf[c][AnyItem.F.X] = s.x;
                itemf[c][AnyItem.F.Y] = s.y;
            }
            item[li][Door.I.KEY_HELD_FRAME] = frame;
            return;
        }
        s.x = itemf[i][AnyItem.F.X];
        s.y = itemf[i][AnyItem.F.Y];
        s.right_xinc = 0;
        s.left_xinc = 0;
        float xlen = s.x - dx;
        float ylen = s.y - dy;
        float hyDist = (float) StrictMath.sqrt((double) xlen * xlen + (double) ylen * ylen);
        float speed = 15;
        float scaler = hyDist / speed;
        s.door_xinc = xlen / scaler;
        s.door_yinc = ylen / scaler;
        s.door_draw_rot = (float) (PmMath.atan2f(s.door_yinc, s.door_xinc) - ALLEGRO_PI / 2);
        int numSteps = (int) scaler;
        if (numSteps > 0 && numSteps < 2000) {
            int ddrns = 12;
            s.door_draw_rot_num_steps = ddrns;
            s.door_num_steps = numSteps;
            s.paused = 1;
            s.paused_type = 2;
            s.paused_mode = 1;
            s.paused_mode_count = ddrns;
            s.door_item = i;
            s.door_draw_rot_inc = s.door_draw_rot / ddrns;
        }
    }

    /**
     * One frame of player p's door travel: mode 1 shrinks and turns for
     * 12 frames, mode 2 moves by the door speed for the computed number of frames and lands on the destination,
     * mode 3 grows back and unpauses; then the carried item follows ({@link Item#procPlayerCarry}).
     *
     * @upstream src/mwItemDoor.cpp#proc_player_door_move
     */
    void procPlayerDoorMove(int p) {
        Psyn s = w.player.syn[p];
        int x = s.door_item;
        int ddrns = s.door_draw_rot_num_steps;
        float amountToShrink = 0.5f;
        float sa = amountToShrink / ddrns;
        if (s.paused_mode == 1) {
            s.paused_mode_count--;
            if (s.paused_mode_count != 0) {
                s.draw_scale -= sa;
                s.draw_rot += s.door_draw_rot_inc;
            } else {
                s.paused_mode = 2;
                s.paused_mode_count = s.door_num_steps;
                s.xinc = s.door_xinc;
                s.yinc = s.door_yinc;
                s.draw_rot = s.door_draw_rot;
            }
        }
        if (s.paused_mode == 2) {
            s.paused_mode_count--;
            if (s.paused_mode_count != 0) {
                s.x -= s.xinc;
                s.y -= s.yinc;
            } else {
                s.paused_mode = 3;
                s.paused_mode_count = ddrns;
                s.xinc = 0;
                s.yinc = 0;
                if (item[x][Door.I.DOOR_TYPE] == 0) {
                    s.x = item[x][Door.I.REGULAR_DEST_X] * 20;
                    s.y = item[x][Door.I.REGULAR_DEST_Y] * 20;
                }
                if (item[x][Door.I.DOOR_TYPE] == 1) {
                    int li = item[x][Door.I.LINKED_ITEM];
                    s.x = itemf[li][AnyItem.F.X];
                    s.y = itemf[li][AnyItem.F.Y];
                    item[li][Door.I.KEY_HELD_FRAME] = w.loop.frame_num;
                }
            }
        }
        if (s.paused_mode == 3) {
            s.paused_mode_count--;
            if (s.paused_mode_count != 0) {
                s.draw_scale += sa;
                s.draw_rot -= s.door_draw_rot_inc;
            } else {
                if (item[x][Door.I.DOOR_TYPE] == 1) {
                    item[item[x][Door.I.LINKED_ITEM]][Door.I.KEY_HELD_FRAME] = w.loop.frame_num;
                }
                s.paused = 0;
            }
        }
        items.procPlayerCarry(p);
    }
}

package org.netreplay.pm.sim;

import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Bomb;
import org.netreplay.pm.sim.ItemSlots.BombRocket;
import org.netreplay.pm.sim.ItemSlots.Bonus;
import org.netreplay.pm.sim.ItemSlots.Key;
import org.netreplay.pm.sim.ItemSlots.Message;
import org.netreplay.pm.sim.ItemSlots.Mine;
import org.netreplay.pm.sim.ItemSlots.Spring;

/**
 * The game's mwItem (src/mwItem*.cpp): the items' data and their simulation, ported to Java. This class holds the
 * data, the frame's item pass ({@code move_items}), carrying, and the collision dispatch; the item families live in
 * {@link ItemDoor}, {@link ItemBombRocket}, {@link ItemKeySwitch}, {@link ItemStartExit} and {@link ItemTrigger}
 * (orbs, triggers, block manipulators, block damage, timers). Positions are px (floats in {@code itemf}), times are
 * frames. Owner: PM-items.
 */
public final class Item {
    static final int PM_ITEM_TYPE_DOOR = 1;
    static final int PM_ITEM_TYPE_BONUS = 2;
    static final int PM_ITEM_TYPE_EXIT = 3;
    static final int PM_ITEM_TYPE_KEY = 4;
    static final int PM_ITEM_TYPE_START = 5;
    static final int PM_ITEM_TYPE_ORB = 6;
    static final int PM_ITEM_TYPE_MINE = 7;
    static final int PM_ITEM_TYPE_BOMB = 8;
    static final int PM_ITEM_TYPE_TRIGGR = 9;
    static final int PM_ITEM_TYPE_MSG = 10;
    static final int PM_ITEM_TYPE_ROCKET = 11;
    static final int PM_ITEM_TYPE_TIMER = 13;
    static final int PM_ITEM_TYPE_SWITCH = 14;
    static final int PM_ITEM_TYPE_SPRING = 15;
    static final int PM_ITEM_TYPE_BLKMNP = 16;
    static final int PM_ITEM_TYPE_BLKDMG = 17;
    static final int PM_ITEM_TYPE_GATE = 18;
    static final int PM_ITEM_TYPE_HIDER = 19;
    static final int PM_ITEM_TYPE_LIT_RCKT = 98;
    static final int PM_ITEM_TYPE_LIT_BOMB = 99;

    /** pm.h PM_ITEM_PMSG_SHOW_ALWAYS. */
    static final int PM_ITEM_PMSG_SHOW_ALWAYS = 0b1;
    /** pm.h PM_ITEM_PMSG_SHOW_SCROLL. */
    static final int PM_ITEM_PMSG_SHOW_SCROLL = 0b10;

    private final PmWorld w;
    /** Item ints, {@code mItem.item[500][16]} ([0] type, [4],[5] x,y px): state section item. */
    public final int[][] item = new int[500][16];
    /** Item floats, {@code mItem.itemf[500][4]}: x, y, xinc, yinc in px and px/frame; state section itemf. */
    public final float[][] itemf = new float[500][4];
    /** Pop-up message texts, {@code mItem.pmsgtext[500][500]}: from the level file, not in the state. */
    public final byte[][] pmsgtext = new byte[500][500];
    /** {@code mItem.item_num_of_type[30]}. */
    public final int[] item_num_of_type = new int[30];
    /** {@code mItem.item_first_num[30]}. */
    public final int[] item_first_num = new int[30];

    private final ItemDoor door;
    private final ItemBombRocket bombRocket;
    private final ItemKeySwitch keySwitch;
    private final ItemStartExit startExit;
    private final ItemTrigger trigger;

    /** @param w the world whose other parts this part calls */
    public Item(PmWorld w) {
        this.w = w;
        this.door = new ItemDoor(w, this);
        this.bombRocket = new ItemBombRocket(w, this);
        this.keySwitch = new ItemKeySwitch(w, this);
        this.startExit = new ItemStartExit(w, this);
        this.trigger = new ItemTrigger(w, this);
    }

    /**
     * {@code item[i][k]} as the game reads it, including one row past the array: the game's
     * {@code item[carry_item][0]} reads row 500 when item 499 is carried, which
     * is the first float of {@code itemf} in mwItem's memory.
     *
     * @upstream src/mwItem.cpp#proc_item_collision
     */
    int itemInt(int i, int k) {
        if (i == 500) {
            return Float.floatToRawIntBits(itemf[k / 4][k % 4]);
        }
        return item[i][k];
    }

    /**
     * One frame of every active item in slot order: removal outside 0..1980 px, the
     * per-type processing (moving keys, orbs, triggers, messages, timers, block manipulators, block damage, hiders,
     * lit bombs and rockets), time to live (with its 10-frame vanishing sequence), then gravity, friction, walls
     * and lift riding for items that are not stationary, not carried and not one of the self-moving types.
     *
     * @upstream src/mwItem.cpp#move_items
     */
    public void moveItems() {
        for (int slot = 0; slot < 500; slot++) {
            int i = w.reversedUpdateOrder ? 499 - slot : slot;
            if (item[i][AnyItem.I.TYPE] == 0) {
                continue;
            }
            int x = (int) itemf[i][AnyItem.F.X];
            int y = (int) itemf[i][AnyItem.F.Y];
            if (x < 0 || x > 1980 || y < 0 || y > 1980) {
                item[i][AnyItem.I.TYPE] = 0;
            }
            int type = item[i][AnyItem.I.TYPE];
            if (type == PM_ITEM_TYPE_KEY && item[i][Key.I.MOVE_COUNTER] > 0) {
                keySwitch.procMovingKey(i);
            }
            if (type == PM_ITEM_TYPE_ORB) {
                trigger.procOrb(i);
            }
            if (type == PM_ITEM_TYPE_TRIGGR) {
                trigger.procTrigger(i);
            }
            if (type == PM_ITEM_TYPE_MSG) {
                procPmsg(i);
            }
            if (type == PM_ITEM_TYPE_TIMER) {
                trigger.procTimer(i);
            }
            if (type == PM_ITEM_TYPE_BLKMNP) {
                trigger.procBlockManip(i);
            }
            if (type == PM_ITEM_TYPE_BLKDMG) {
                trigger.procBlockDamage(i);
            }
            if (type == PM_ITEM_TYPE_HIDER) {
                keySwitch.procHider(i);
            }
            if (type == PM_ITEM_TYPE_LIT_BOMB) {
                bombRocket.procLitBomb(i);
            }
            if (type == PM_ITEM_TYPE_LIT_RCKT) {
                bombRocket.procLitRocket(i);
            }

            if (type != PM_ITEM_TYPE_TRIGGR && type != PM_ITEM_TYPE_TIMER && type != PM_ITEM_TYPE_BLKMNP
                    && type != PM_ITEM_TYPE_LIT_BOMB && type != PM_ITEM_TYPE_BLKDMG) {
                int ttl = item[i][AnyItem.I.TIME_TO_LIVE];
                if (ttl != 0) {
                    if (ttl < 11) {
                        item[i][AnyItem.I.TYPE] = 66; // no longer usable while it vanishes
                        int sq = 10 - ttl;
                        item[i][AnyItem.I.SHAPE] = w.bitmap.zz[5 + sq][74];
                    }
                    if (ttl == 1) {
                        item[i][AnyItem.I.TYPE] = 0;
                    }
                    item[i][AnyItem.I.TIME_TO_LIVE]--;
                }
            }

            if (item[i][AnyItem.I.MOTION] != 0 && type != PM_ITEM_TYPE_LIT_RCKT && type != PM_ITEM_TYPE_TRIGGR
                    && type != PM_ITEM_TYPE_TIMER && type != PM_ITEM_TYPE_BLKMNP && type != PM_ITEM_TYPE_BLKDMG
                    && type != PM_ITEM_TYPE_HIDER && !(type == PM_ITEM_TYPE_KEY && item[i][Key.I.MOVE_COUNTER] > 0)) {
                if (!isCarried(i)) {
                    moveLooseItem(i, type);
                }
            }
        }
    }

    private boolean isCarried(int i) {
        boolean pc = false;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && (s.paused == 0 || s.paused_type == 2) && i == s.carry_item - 1) {
                pc = true;
            }
        }
        return pc;
    }

    /**
     * The falling, sliding and lift-riding part of {@code move_items} for one loose item.
     *
     * @upstream src/mwItem.cpp#move_items
     */
    private void moveLooseItem(int i, int type) {
        Solid sol = w.solid;
        float[] f = itemf[i];
        boolean sticky = type == PM_ITEM_TYPE_LIT_BOMB && item[i][Bomb.I.STICKY] != 0;
        if (sticky && isItemStuckToWall(i) != 0) {
            f[AnyItem.F.XINC] = 0;
            f[AnyItem.F.YINC] = 0;
            return;
        }
        f[AnyItem.F.X] += f[AnyItem.F.XINC];
        f[AnyItem.F.Y] += f[AnyItem.F.YINC];
        if (f[AnyItem.F.XINC] > 0) {
            f[AnyItem.F.XINC] = (float) (f[AnyItem.F.XINC] - .01);
            if (f[AnyItem.F.XINC] < 0) {
                f[AnyItem.F.XINC] = 0;
            }
        }
        if (f[AnyItem.F.XINC] < 0) {
            f[AnyItem.F.XINC] = (float) (f[AnyItem.F.XINC] + .01);
            if (f[AnyItem.F.XINC] > 0) {
                f[AnyItem.F.XINC] = 0;
            }
        }
        int x = (int) f[AnyItem.F.X];
        int y = (int) f[AnyItem.F.Y];
        if (f[AnyItem.F.XINC] > 0 && sol.isRightSolid(x, y, 1, 3) != 0) {
            if (!sticky) {
                f[AnyItem.F.X] -= f[AnyItem.F.XINC];
            }
            f[AnyItem.F.XINC] = 0;
        }
        if (f[AnyItem.F.XINC] < 0 && sol.isLeftSolid(x, y, 1, 3) != 0) {
            if (!sticky) {
                f[AnyItem.F.X] -= f[AnyItem.F.XINC];
            }
            f[AnyItem.F.XINC] = 0;
        }
        x = (int) f[AnyItem.F.X];
        y = (int) f[AnyItem.F.Y];
        if (f[AnyItem.F.YINC] < 0) {
            if (sol.isUpSolid(x, y, 0, 3) == 1) {
                f[AnyItem.F.YINC] = 0;
            } else {
                f[AnyItem.F.YINC] = (float) (f[AnyItem.F.YINC] + .1);
            }
            return;
        }
        int a = sol.isDownSolid(x, y, 1, 3);
        if (a == 0) {
            if (!(type == Bomb.LIT_CODE && item[i][Bomb.I.MODE] == 2)) { // an exploding bomb hangs in the air
                f[AnyItem.F.YINC] = (float) (f[AnyItem.F.YINC] + .1);
            }
            if (f[AnyItem.F.YINC] > 3) {
                f[AnyItem.F.YINC] = 3;
            }
        }
        if (a != 0) {
            if (f[AnyItem.F.XINC] > 0) {
                f[AnyItem.F.XINC] = (float) (f[AnyItem.F.XINC] - .12);
            }
            if (f[AnyItem.F.XINC] < 0) {
                f[AnyItem.F.XINC] = (float) (f[AnyItem.F.XINC] + .12);
            }
        }
        if (a == 1 || a == 2) {
            f[AnyItem.F.Y] = (y / 20) * 20;
            f[AnyItem.F.YINC] = 0;
        }
        if (a > 31) {
            LiftCur lift = w.lift.cur[a - 32];
            boolean capture = false;
            if (lift.yinc < 0) {
                int offset = (int) (lift.y - y);
                if (offset < 21) {
                    capture = true;
                }
            }
            if (lift.yinc >= 0) {
                capture = sol.isDownSolid(x, y, 0, 3) == 0;
                int offset = (int) (lift.y - y);
                if (offset > 21) {
                    capture = false;
                }
            }
            if (capture) {
                float lxi = lift.xinc;
                float lyi = lift.yinc;
                f[AnyItem.F.X] += lxi;
                f[AnyItem.F.Y] = lift.y - 20;
                x = (int) f[AnyItem.F.X];
                y = (int) f[AnyItem.F.Y];
                if (lyi > 0 && sol.isDownSolid(x, y, 0, 3) != 0) {
                    f[AnyItem.F.Y] = y - (y % 20);
                }
                if (lyi < 0 && sol.isUpSolid(x, y, 0, 3) == 1) {
                    f[AnyItem.F.Y] += 10;
                }
                if (lxi > 0 && sol.isRightSolid(x, y, 1, 3) != 0) {
                    f[AnyItem.F.X] -= lxi;
                }
                if (lxi < 0 && sol.isLeftSolid(x, y, 1, 3) != 0) {
                    f[AnyItem.F.X] -= lxi;
                }
            }
        }
    }

    /**
     * 1 when a block (not a lift) touches item i on any side, else 0.
     *
     * @upstream src/mwItem.cpp#is_item_stuck_to_wall
     */
    public int isItemStuckToWall(int i) {
        int x = (int) itemf[i][AnyItem.F.X];
        int y = (int) itemf[i][AnyItem.F.Y];
        Solid sol = w.solid;
        if (sol.isLeftSolid(x, y, 0, 3) != 0 || sol.isRightSolid(x, y, 0, 3) != 0
                || sol.isDownSolid(x, y, 0, 3) != 0 || sol.isUpSolid(x, y, 0, 3) != 0) {
            return 1;
        }
        return 0;
    }

    /**
     * Player p lets go of item i; an item embedded in a wall on the player's
     * facing side is pushed back 1 px at a time (a lit bomb is instead moved 2 px down).
     *
     * @return how many px the item was pushed out of the wall
     * @upstream src/mwItem.cpp#player_drop_item
     */
    public int playerDropItem(int p, int i) {
        int wallStuck = 0;
        Psyn s = w.player.syn[p];
        s.carry_item = 0;
        if (item[i][AnyItem.I.TYPE] != Bomb.LIT_CODE) {
            int x = (int) itemf[i][AnyItem.F.X];
            int y = (int) itemf[i][AnyItem.F.Y];
            if (s.left_right != 0) {
                while (w.solid.isRightSolid(x, y, 1, 1) != 0) {
                    x--;
                    wallStuck++;
                }
                itemf[i][AnyItem.F.X] = x;
            }
            if (s.left_right == 0) {
                while (w.solid.isLeftSolid(x, y, 1, 1) != 0) {
                    x++;
                    wallStuck++;
                }
                itemf[i][AnyItem.F.X] = x;
            }
        } else {
            itemf[i][AnyItem.F.Y] += 2;
        }
        return wallStuck;
    }

    /**
     * The item player p carries follows the player (15 px ahead, 2 px up; a lit
     * rocket instead carries the player); releasing fire drops it, thrown with the player's speed plus the held
     * direction (up -6, down 3, left/right 2 px/frame).
     *
     * @upstream src/mwItem.cpp#proc_player_carry
     */
    public void procPlayerCarry(int p) {
        Psyn s = w.player.syn[p];
        if (s.active == 0 || s.carry_item == 0) {
            return;
        }
        if (!(s.paused == 0 || s.paused_type == 2)) {
            return;
        }
        int i = s.carry_item - 1;
        if (item[i][AnyItem.I.TYPE] == 0) {
            s.carry_item = 0;
        }
        if (item[i][AnyItem.I.TYPE] == PM_ITEM_TYPE_LIT_RCKT || item[i][AnyItem.I.TYPE] == PM_ITEM_TYPE_LIT_BOMB) {
            item[i][BombRocket.I.LIT_BY] = p;
        }
        if (item[i][AnyItem.I.TYPE] != PM_ITEM_TYPE_LIT_RCKT) {
            itemf[i][AnyItem.F.Y] = s.y - 2;
            if (s.left_right == 0) {
                itemf[i][AnyItem.F.X] = s.x - 15;
            }
            if (s.left_right != 0) {
                itemf[i][AnyItem.F.X] = s.x + 15;
            }
        }
        if (s.fire == 0) {
            int wallStuck = playerDropItem(p, i);
            if (s.paused != 0 && s.paused_type == 2) {
                itemf[i][AnyItem.F.XINC] = 0;
                itemf[i][AnyItem.F.YINC] = 0;
            } else if (wallStuck < 6) {
                if (item[i][AnyItem.I.TYPE] != PM_ITEM_TYPE_LIT_RCKT) {
                    itemf[i][AnyItem.F.XINC] = s.xinc;
                    itemf[i][AnyItem.F.YINC] = s.yinc;
                    if (s.up != 0) {
                        itemf[i][AnyItem.F.YINC] -= 6;
                    }
                    if (s.down != 0) {
                        itemf[i][AnyItem.F.YINC] = 3;
                    }
                    if (s.left != 0) {
                        itemf[i][AnyItem.F.XINC] -= 2;
                    }
                    if (s.right != 0) {
                        itemf[i][AnyItem.F.XINC] += 2;
                    }
                }
                if (item[i][AnyItem.I.TYPE] == PM_ITEM_TYPE_LIT_BOMB && item[i][Bomb.I.STICKY] != 0 && s.up != 0) {
                    itemf[i][AnyItem.F.Y] -= 2;
                }
            }
        }
    }

    /**
     * Player p touches item i (called by the player code): picks it up if it
     * is carryable ({@code item[i][3] < 0}), fire is held and nobody else carries it (a bonus carried is given up for
     * any other item), then runs the item type's collision.
     *
     * @upstream src/mwItem.cpp#proc_item_collision
     */
    public void procItemCollision(int p, int i) {
        Psyn s = w.player.syn[p];
        boolean alreadyCarrying = false;
        if (s.carry_item != 0) {
            alreadyCarrying = true;
            // the game indexes with carry_item, not carry_item - 1
            if (itemInt(s.carry_item, AnyItem.I.TYPE) == Bonus.CODE && item[i][AnyItem.I.TYPE] != Bonus.CODE) {
                alreadyCarrying = false;
            }
        }
        if (!alreadyCarrying && item[i][AnyItem.I.MOTION] < 0 && s.fire != 0) {
            boolean otherPlayerCarrying = false;
            for (int op = 0; op < 8; op++) {
                Psyn o = w.player.syn[op];
                if (o.active != 0 && o.paused == 0 && o.carry_item == i + 1) {
                    otherPlayerCarrying = true;
                }
            }
            if (!otherPlayerCarrying || item[i][AnyItem.I.TYPE] == PM_ITEM_TYPE_LIT_RCKT) {
                s.carry_item = i + 1;
            }
        }
        int t = item[i][AnyItem.I.TYPE];
        if (t == PM_ITEM_TYPE_DOOR) {
            door.procDoorCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_BONUS) {
            procBonusCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_EXIT) {
            startExit.procExitCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_KEY) {
            keySwitch.procKeyCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_START) {
            startExit.procStartCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_ORB) {
            trigger.procOrbCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_MINE) {
            procMineCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_BOMB) {
            bombRocket.procBombCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_MSG) {
            procPmsgCollision(i);
        }
        if (t == PM_ITEM_TYPE_ROCKET) {
            bombRocket.procRocketCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_SWITCH) {
            keySwitch.procSwitchCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_SPRING) {
            procSproingyCollision(p, i);
        }
        if (t == PM_ITEM_TYPE_GATE) {
            startExit.procGateCollision(p, i);
        }
    }

    /**
     * A health bonus ({@code item[i][6] == 1}) adds {@code item[i][7]} health
     * up to 100 and vanishes, only when the player's health is under 100; a purple coin (6 == 3) vanishes and counts.
     *
     * @upstream src/mwItem.cpp#proc_bonus_collision
     */
    public void procBonusCollision(int p, int i) {
        Psyn s = w.player.syn[p];
        int bonusType = item[i][Bonus.I.BONUS_TYPE];
        if (bonusType == 1 && s.health < 100) {
            item[i][AnyItem.I.TYPE] = 0;
            s.health += item[i][Bonus.I.HEALTH];
            if (s.health > 100) {
                s.health = 100;
            }
        }
        if (bonusType == 3) {
            item[i][AnyItem.I.TYPE] = 0;
            s.stat_purple_coins++;
        }
    }

    /**
     * Takes {@code item[i][8] / 100} health every frame of contact.
     *
     * @upstream src/mwItem.cpp#proc_mine_collision
     */
    public void procMineCollision(int p, int i) {
        w.player.syn[p].health -= (float) item[i][Mine.I.DAMAGE] / 100;
    }

    /**
     * A player falling onto the spring's top (x within 10 px, y 8 to 16 px
     * above) with jump held is thrown up at {@code item[i][7] / 7.1} px/frame.
     *
     * @upstream src/mwItem.cpp#proc_sproingy_collision
     */
    public void procSproingyCollision(int p, int i) {
        Psyn s = w.player.syn[p];
        float px = s.x;
        float py = s.y;
        float x1 = itemf[i][AnyItem.F.X] - 10;
        float x2 = itemf[i][AnyItem.F.X] + 10;
        float y1 = itemf[i][AnyItem.F.Y] - 16;
        float y2 = itemf[i][AnyItem.F.Y] - 8;
        if (px > x1 && px < x2 && py > y1 && py < y2 && s.yinc > 0 && s.jump != 0) {
            s.yinc = (float) (0 - (double) (float) item[i][Spring.I.SPROINGINESS] / 7.1);
        }
    }

    /**
     * See {@link ItemStartExit#procStartCollision}.
     *
     * @upstream src/mwItemStartExitGate.cpp#proc_start_collision
     */
    public void procStartCollision(int p, int i) {
        startExit.procStartCollision(p, i);
    }

    /**
     * See {@link ItemStartExit#setPlayerStartPos}.
     *
     * @upstream src/mwItemStartExitGate.cpp#set_player_start_pos
     */
    public void setPlayerStartPos(int p) {
        startExit.setPlayerStartPos(p);
    }

    /**
     * See {@link ItemStartExit#procExitCollision}.
     *
     * @upstream src/mwItemStartExitGate.cpp#proc_exit_collision
     */
    public void procExitCollision(int p, int i) {
        startExit.procExitCollision(p, i);
    }

    /**
     * See {@link ItemStartExit#procGateCollision}.
     *
     * @upstream src/mwItemStartExitGate.cpp#proc_gate_collision
     */
    public void procGateCollision(int p, int i) {
        startExit.procGateCollision(p, i);
    }

    /**
     * See {@link ItemBombRocket#procLitBomb}.
     *
     * @upstream src/mwItemBombRocket.cpp#proc_lit_bomb
     */
    public void procLitBomb(int i) {
        bombRocket.procLitBomb(i);
    }

    /**
     * See {@link ItemBombRocket#procBombCollision}.
     *
     * @upstream src/mwItemBombRocket.cpp#proc_bomb_collision
     */
    public void procBombCollision(int p, int i) {
        bombRocket.procBombCollision(p, i);
    }

    /**
     * See {@link ItemBombRocket#procRocketCollision}.
     *
     * @upstream src/mwItemBombRocket.cpp#proc_rocket_collision
     */
    public void procRocketCollision(int p, int i) {
        bombRocket.procRocketCollision(p, i);
    }

    /**
     * See {@link ItemBombRocket#procLitRocket}.
     *
     * @upstream src/mwItemBombRocket.cpp#proc_lit_rocket
     */
    public void procLitRocket(int i) {
        bombRocket.procLitRocket(i);
    }

    /**
     * The simulation part (t == 2) only: see {@link ItemBombRocket#bombBlocks}.
     *
     * @upstream src/mwItemBombRocket.cpp#bomb_blocks
     */
    public void bombBlocks(int i, int t, int dr, float x, float y) {
        bombRocket.bombBlocks(i, t, dr, x, y);
    }

    /**
     * The simulation part (t == 2) only: see {@link ItemBombRocket#bombEnemies}.
     *
     * @upstream src/mwItemBombRocket.cpp#bomb_enemies
     */
    public void bombEnemies(int i, int t, int dr, float x, float y) {
        bombRocket.bombEnemies(i, t, dr, x, y);
    }

    /**
     * The simulation part (t == 2) only: see {@link ItemBombRocket#bombPlayers}.
     *
     * @upstream src/mwItemBombRocket.cpp#bomb_players
     */
    public void bombPlayers(int i, int t, int dr, float x, float y) {
        bombRocket.bombPlayers(i, t, dr, x, y);
    }

    /**
     * See {@link ItemDoor#procDoorCollision}.
     *
     * @upstream src/mwItemDoor.cpp#proc_door_collision
     */
    public void procDoorCollision(int p, int i) {
        door.procDoorCollision(p, i);
    }

    /**
     * See {@link ItemDoor#procPlayerDoorMove}.
     *
     * @upstream src/mwItemDoor.cpp#proc_player_door_move
     */
    public void procPlayerDoorMove(int p) {
        door.procPlayerDoorMove(p);
    }

    /**
     * See {@link ItemKeySwitch#procKeyCollision}.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_key_collision
     */
    public void procKeyCollision(int p, int i) {
        keySwitch.procKeyCollision(p, i);
    }

    /**
     * See {@link ItemKeySwitch#procMovingKey}.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_moving_key
     */
    public void procMovingKey(int i) {
        keySwitch.procMovingKey(i);
    }

    /**
     * Action 1 only: see {@link ItemKeySwitch#procKeyBlockRange}.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_key_block_range
     */
    public void procKeyBlockRange(int i, int action) {
        keySwitch.procKeyBlockRange(i, action);
    }

    /**
     * See {@link ItemKeySwitch#procSwitchCollision}.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_switch_collision
     */
    public void procSwitchCollision(int p, int i) {
        keySwitch.procSwitchCollision(p, i);
    }

    /**
     * Action 1 only: see {@link ItemKeySwitch}.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_switch_block_range
     */
    public void procSwitchBlockRange(int i, int action) {
        keySwitch.procSwitchBlockRange(i, action);
    }

    /**
     * See {@link ItemKeySwitch#procHider}.
     *
     * @upstream src/mwItemKeySwitch.cpp#proc_hider
     */
    public void procHider(int i) {
        keySwitch.procHider(i);
    }

    /**
     * A message not shown always counts its display timer (high 16 bits of
     * {@code item[i][12]}, frames) down to 0, and restarts it while its trigger event {@code item[i][1]} is set.
     *
     * @upstream src/mwItemMessage.cpp#proc_pmsg
     */
    public void procPmsg(int i) {
        if ((item[i][Message.I.FLAGS] & PM_ITEM_PMSG_SHOW_ALWAYS) != 0) {
            return;
        }
        int[] timerCount = new int[1];
        int[] timerVal = new int[1];
        w.miscFnx.getInt3216(item[i][Message.I.TIMER], timerCount, timerVal);
        if (timerCount[0] > 0) {
            timerCount[0]--;
        }
        int[] packed = {item[i][Message.I.TIMER]};
        w.miscFnx.setInt3216(packed, timerCount[0], timerVal[0]);
        item[i][Message.I.TIMER] = packed[0];
        if (item[i][Message.I.EVENT_TRIGGER] != 0 && w.triggerEvent.event[item[i][Message.I.EVENT_TRIGGER]] != 0) {
            procPmsgResetTimer(i);
        }
    }

    /**
     * Touching a scroll message restarts its display timer.
     *
     * @upstream src/mwItemMessage.cpp#proc_pmsg_collision
     */
    public void procPmsgCollision(int i) {
        if ((item[i][Message.I.FLAGS] & PM_ITEM_PMSG_SHOW_SCROLL) != 0) {
            procPmsgResetTimer(i);
        }
    }

    /**
     * Sets the message's display count (high 16 bits of
     * {@code item[i][12]}) to its display time (low 16 bits), frames.
     *
     * @upstream src/mwItemMessage.cpp#proc_pmsg_reset_timer
     */
    public void procPmsgResetTimer(int i) {
        int[] timerCount = new int[1];
        int[] timerVal = new int[1];
        w.miscFnx.getInt3216(item[i][Message.I.TIMER], timerCount, timerVal);
        int[] packed = {item[i][Message.I.TIMER]};
        w.miscFnx.setInt3216(packed, timerVal[0], timerVal[0]);
        item[i][Message.I.TIMER] = packed[0];
    }

    /**
     * See {@link ItemTrigger#procOrb}.
     *
     * @upstream src/mwItemTrigger.cpp#proc_orb
     */
    public void procOrb(int i) {
        trigger.procOrb(i);
    }

    /**
     * See {@link ItemTrigger#procOrbShotCollision}.
     *
     * @upstream src/mwItemTrigger.cpp#proc_orb_shot_collision
     */
    public int procOrbShotCollision(int i) {
        return trigger.procOrbShotCollision(i);
    }

    /**
     * See {@link ItemTrigger#procOrbCollision}.
     *
     * @upstream src/mwItemTrigger.cpp#proc_orb_collision
     */
    public void procOrbCollision(int p, int i) {
        trigger.procOrbCollision(p, i);
    }

    /**
     * See {@link ItemTrigger#procTrigger}.
     *
     * @upstream src/mwItemTrigger.cpp#proc_trigger
     */
    public void procTrigger(int i) {
        trigger.procTrigger(i);
    }

    /**
     * See {@link ItemTrigger}.
     *
     * @upstream src/mwItemTrigger.cpp#set_item_trigger_location_from_lift
     */
    public void setItemTriggerLocationFromLift(int i, int a20) {
        trigger.setItemTriggerLocationFromLift(i, a20);
    }

    /**
     * See {@link ItemTrigger#detectTriggerCollisions}.
     *
     * @upstream src/mwItemTrigger.cpp#detect_trigger_collisions
     */
    public void detectTriggerCollisions(int i) {
        trigger.detectTriggerCollisions(i);
    }

    /**
     * See {@link ItemTrigger#procBlockManip}.
     *
     * @upstream src/mwItemTrigger.cpp#proc_block_manip
     */
    public void procBlockManip(int i) {
        trigger.procBlockManip(i);
    }

    /**
     * See {@link ItemTrigger#procBlockDamage}.
     *
     * @upstream src/mwItemTrigger.cpp#proc_block_damage
     */
    public void procBlockDamage(int i) {
        trigger.procBlockDamage(i);
    }

    /**
     * See {@link ItemTrigger}.
     *
     * @upstream src/mwItemTrigger.cpp#set_item_damage_location_from_lift
     */
    public void setItemDamageLocationFromLift(int i, int a20) {
        trigger.setItemDamageLocationFromLift(i, a20);
    }

    /**
     * See {@link ItemTrigger#procItemDamageCollisions}.
     *
     * @upstream src/mwItemTrigger.cpp#proc_item_damage_collisions
     */
    public void procItemDamageCollisions(int i) {
        trigger.procItemDamageCollisions(i);
    }

    /**
     * See {@link ItemTrigger#procTimer}.
     *
     * @upstream src/mwItemTrigger.cpp#proc_timer
     */
    public void procTimer(int i) {
        trigger.procTimer(i);
    }

    /**
     * Packs a timer's state (1 or 2, bit 0), modes (bits 13-15 and 10-12),
     * output modes (bits 9 and 8) and count (frames, bits 16-31) into {@code pack[0]}.
     *
     * @upstream src/mwItemTrigger.cpp#set_timer_flags
     */
    public void setTimerFlags(int[] pack, int state, int t1Mode, int t2Mode, int t1OpMode, int t2OpMode, int cnt) {
        pack[0] = ItemTrigger.packTimer(state, t1Mode, t2Mode, t1OpMode, t2OpMode, cnt);
    }

    /**
     * Unpacks what {@link #setTimerFlags} packs.
     *
     * @upstream src/mwItemTrigger.cpp#get_timer_flags
     */
    public void getTimerFlags(int pack, int[] state, int[] t1Mode, int[] t2Mode, int[] t1OpMode, int[] t2OpMode,
            int[] cnt) {
        cnt[0] = pack >> 16;
        t1Mode[0] = (pack >> 13) & 7;
        t2Mode[0] = (pack >> 10) & 7;
        t1OpMode[0] = (pack >> 9) & 1;
        t2OpMode[0] = (pack >> 8) & 1;
        state[0] = 1 + (pack & 1);
    }
}

package org.netreplay.pm.sim;

import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Exit;
import org.netreplay.pm.sim.ItemSlots.Gate;
import org.netreplay.pm.sim.ItemSlots.Start;

/**
 * Starts (item type 5), exits (3) and overworld gates (18), src/mwItemStartExitGate.cpp: spawn points and check
 * points, the exit that starts the level-done sequence once enough enemies are dead, and the gate's level choice.
 * The golden demos were played in classic mode ({@code mMain.classic_mode} 1, from the game's config: every golden
 * dump's {@code syn[0].level_done_next_level} is the next existing level, not the overworld), on a player's machine,
 * never a netgame client. Owner: PM-items.
 */
final class ItemStartExit {
    private final PmWorld w;
    private final int[][] item;
    private final float[][] itemf;

    ItemStartExit(PmWorld w, Item items) {
        this.w = w;
        this.item = items.item;
        this.itemf = items.itemf;
    }

    /**
     * With several starts, in check point mode ({@code item[][6]}
     * of start index 0: 2 common, 3 individual) touching start i makes its index ({@code item[i][7]}) the spawn
     * point of all players or of p, unless "increase only" ({@code item[][8]}) forbids a lower index.
     *
     * @upstream src/mwItemStartExitGate.cpp#proc_start_collision
     */
    void procStartCollision(int p, int i) {
        int cpi = w.player.syn[p].spawn_point_index;
        int npi = item[i][Start.I.INDEX];
        int ns = 0;
        int[] s = new int[8];
        for (int c = 0; c < 500; c++) {
            if (item[c][AnyItem.I.TYPE] == Start.CODE) {
                ns++;
                s[item[c][Start.I.INDEX]] = c;
            }
        }
        if (ns <= 1) {
            return;
        }
        int mode = item[s[0]][Start.I.MODE];
        int iio = item[s[0]][Start.I.INCREASE_ONLY];
        if (iio == 0 || npi > cpi) {
            if (mode == 2) {
                for (int q = 0; q < 8; q++) {
                    w.player.syn[q].spawn_point_index = item[i][Start.I.INDEX];
                }
            }
            if (mode == 3) {
                w.player.syn[p].spawn_point_index = item[i][Start.I.INDEX];
            }
        }
    }

    /**
     * Puts player p on its start: on the overworld (level 1) the
     * gate it last touched, else the start of its spawn point index (one start: index 0; team mode 1: odd players
     * index 1, even 0; mode 0 with several starts: index 0); (100, 100) px when the level has no start.
     *
     * @upstream src/mwItemStartExitGate.cpp#set_player_start_pos
     */
    void setPlayerStartPos(int p) {
        Psyn sp = w.player.syn[p];
        int from = -1;
        if (w.level.play_level == 1) {
            for (int c = 0; c < 500; c++) {
                if (item[c][AnyItem.I.TYPE] == Gate.CODE && item[c][Gate.I.LEVEL] == sp.overworld_last_touched_gate) {
                    from = c;
                }
            }
        }
        if (from == -1) {
            int ns = 0;
            int[] s = new int[8];
            for (int c = 0; c < 500; c++) {
                if (item[c][AnyItem.I.TYPE] == Start.CODE) {
                    ns++;
                    s[item[c][Start.I.INDEX]] = c;
                }
            }
            if (ns != 0) {
                if (ns == 1) {
                    sp.spawn_point_index = 0;
                }
                if (ns > 1) {
                    int mode = item[s[0]][Start.I.MODE];
                    if (mode == 0) {
                        sp.spawn_point_index = 0;
                    }
                    if (mode == 1) {
                        sp.spawn_point_index = p % 2 != 0 ? 1 : 0;
                    }
                }
                from = s[sp.spawn_point_index];
            }
        }
        if (from == -1) {
            sp.x = 100;
            sp.y = 100;
        } else {
            sp.x = itemf[from][AnyItem.F.X];
            sp.y = itemf[from][AnyItem.F.Y];
        }
    }

    /**
     * When at least {@code item[i][8]} enemies are dead
     * ({@code num_enemy} left at most that), the first player to touch the exit starts level done (mode 9) at the
     * exit; the next level is the next existing level after this one in classic mode (with wrap to level 1 after
     * 199), the overworld (1) in story mode. A netgame client never starts it itself: the server's state brings it.
     *
     * @upstream src/mwItemStartExitGate.cpp#proc_exit_collision
     * @upstream src/mwLevel.cpp#get_next_level
     */
    void procExitCollision(int p, int i) {
        int exitEnemysLeft = w.enemy.num_enemy - item[i][Exit.I.ENEMY_COUNT_LOCK];
        Psyn s0 = w.player.syn[0];
        if (exitEnemysLeft <= 0 && s0.level_done_mode == 0 && !w.netgame.ima_client) {
            s0.level_done_mode = 9;
            s0.level_done_timer = 0;
            s0.level_done_x = (int) itemf[i][AnyItem.F.X];
            s0.level_done_y = (int) itemf[i][AnyItem.F.Y];
            s0.level_done_player = p;
            s0.level_done_frame = w.loop.frame_num;
            s0.level_done_next_level = w.classic_mode ? getNextLevel(w.level.play_level, 199) : 1;
        }
    }

    /**
     * The game's next level, with wrap: the first level after lev whose file exists (level_exists), or 1 past
     * maxLev.
     *
     * @upstream src/mwLevel.cpp#get_next_level
     */
    private int getNextLevel(int lev, int maxLev) {
        while (true) {
            lev++;
            if (lev > maxLev) {
                return 1;
            }
            if (w.levels.inflatedPml(lev) != null) {
                return lev;
            }
        }
    }

    /**
     * The part that is game state: marks gate i as touched by p
     * and remembers its level ({@code overworld_last_touched_gate}); up enters the level (level done mode 3). The
     * game enters only a level whose status (from the player's saved play data, not simulated here) is above 0, and
     * cycles the gate's info page ({@code item[i][8]}) on down; this port takes every level as playable (as a
     * netgame does) and keeps the info page at 0. A netgame client never enters a gate itself; a server entering one
     * makes it every active client's last touched gate.
     *
     * @upstream src/mwItemStartExitGate.cpp#proc_gate_collision
     */
    void procGateCollision(int p, int i) {
        Psyn s = w.player.syn[p];
        s.marked_gate = i;
        int lev = item[i][Gate.I.LEVEL];
        if (s.overworld_last_touched_gate != lev) {
            s.overworld_last_touched_gate = lev;
        }
        if (s.up != 0 && !w.netgame.ima_client) {
            if (w.netgame.ima_server) {
                for (int pp = 1; pp < 8; pp++) {
                    if (w.player.syn[pp].active != 0) {
                        w.player.syn[pp].overworld_last_touched_gate = lev;
                    }
                }
            }
            Psyn s0 = w.player.syn[0];
            s0.level_done_mode = 3;
            s0.level_done_timer = 0;
            s0.level_done_next_level = lev;
        }
    }
}

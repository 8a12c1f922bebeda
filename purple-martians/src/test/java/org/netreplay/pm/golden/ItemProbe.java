package org.netreplay.pm.golden;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.sim.Psyn;
import org.netreplay.pm.state.PmSections;
import org.netreplay.pm.state.PmStateCodec;

/**
 * Developer tool: checks the item code alone against the real game. Loads each demo's level from its file, then per
 * frame runs the parts of the game's move_frame that items depend on, fed with the golden players:
 * <ol>
 * <li>the lifts ({@code move_lifts}, with the players of the previous golden row, as {@link LiftProbe});</li>
 * <li>the player code's item calls, with each player's position, speed, facing and controls ({@code ctrl_bitf})
 * taken from the golden row of this frame: door travel ({@code proc_player_door_move}) for a player paused in a door,
 * else {@code proc_player_carry} and the item part of {@code proc_player_collisions} (src/mwPlayer.cpp);</li>
 * <li>the enemies ({@code move_enemies}), until they hit code that is not ported yet;</li>
 * <li>{@code move_items}.</li>
 * </ol>
 * and compares the {@code item}, {@code itemf} and {@code event} section CRCs with the golden {@code .state.csv.gz}.
 * After each frame the golden player fields (position, pause state, carried item) are put back, so a player's
 * divergence never carries over. Player and enemy shots are not simulated (an orb or trigger hit by a shot then
 * differs). Prints the first differing frame per section, or the code not ported yet that stopped the run.
 */
public final class ItemProbe {
    private ItemProbe() {
    }

    public static void main(String[] args) {
        GoldenData g = GoldenData.find();
        List<String> list = new ArrayList<>(List.of(args));
        trace = list.remove("--trace");
        List<String> demos = list.isEmpty() ? g.sharedPerFrame() : list;
        for (String demo : demos) {
            Result r = run(g, demo);
            System.out.println(demo + ": " + r);
        }
    }

    /**
     * What one demo's run found.
     *
     * @param item first frame whose item CRC differs, or -1
     * @param itemf first frame whose itemf CRC differs, or -1
     * @param event first frame whose event CRC differs, or -1
     * @param lift first frame whose lift CRC differs, or -1
     * @param ran last frame run
     * @param last last golden frame
     * @param stop why the run stopped early (an exception), or null
     * @param enemiesStopped frame from which the enemies were no longer moved (not ported code), or -1
     */
    record Result(int item, int itemf, int event, int lift, int ran, int last, String stop, int enemiesStopped) {
        boolean allMatch() {
            return item < 0 && itemf < 0 && event < 0 && stop == null;
        }

        @Override
        public String toString() {
            return (allMatch() ? "MATCH" : "DIFFER") + " item " + item + " itemf " + itemf + " event " + event
                    + " lift " + lift + ", frames 0.." + ran + " of " + last
                    + (enemiesStopped >= 0 ? ", enemies frozen from frame " + enemiesStopped : "")
                    + (stop != null ? ", stopped: " + stop : "");
        }
    }

    /** Runs the items of one demo as described above. */
    static Result run(GoldenData g, String demo) {
        List<GoldenData.StateRow> rows = g.stateRows(demo, false);
        List<List<GoldenData.PlayerRow>> byFrame = new ArrayList<>();
        for (GoldenData.PlayerRow r : g.playerRows(demo)) {
            while (byFrame.size() <= r.frame()) {
                byFrame.add(new ArrayList<>());
            }
            byFrame.get(r.frame()).add(r);
        }
        PmWorld w = new PmWorld();
        w.levels = PmlFiles.inFolder(g.levels());
        // load_level without init_player (players come from the golden rows)
        w.level.loadLevel(g.summary().get("demos").get(demo).get("level").asInt(), 1, 0);
        w.lift.liftSetup();
        for (int i = 0; i < 500; i++) {
            if (w.item.item[i][0] != 0) {
                w.item.itemf[i][0] = w.item.item[i][4];
                w.item.itemf[i][1] = w.item.item[i][5];
            }
        }
        w.shot.clearShots();
        w.triggerEvent.initialize();
        for (Psyn s : w.player.syn) {
            s.marked_door = -1;
        }
        int[] bad = {-1, -1, -1, -1};
        compare(w, rows.get(0), 0, bad);
        int last = rows.size() - 1;
        int ran = 0;
        String stop = null;
        boolean enemies = true;
        int enemiesStopped = -1;
        for (int f = 1; f <= last; f++) {
            if (rows.get(f - 1).ldm() != 0) {
                break;
            }
            w.loop.frame_num = f;
            int[][] before = trace ? copy(w.item.item) : null;
            float[][] beforef = trace ? copyf(w.item.itemf) : null;
            int[] beforeEv = trace ? w.triggerEvent.event.clone() : null;
            try {
                setPlayers(w, byFrame.get(f - 1), false);
                w.shot.moveEshots();
                w.shot.movePshots();
                w.lift.moveLifts(0);
                playerItemCalls(w, byFrame.get(f), byFrame.get(f - 1));
                if (enemies) {
                    try {
                        w.enemy.moveEnemies();
                    } catch (UnsupportedOperationException ex) {
                        enemies = false;
                        enemiesStopped = f;
                        if (trace) {
                            System.out.println("enemies stop at frame " + f + ": " + ex.getMessage());
                        }
                    }
                }
                w.item.moveItems();
            } catch (RuntimeException ex) {
                StackTraceElement[] at = ex.getStackTrace();
                stop = "frame " + f + ": " + ex.getMessage() + (at.length > 1 ? " at " + at[1] : "");
                break;
            }
            ran = f;
            int[] was = bad.clone();
            compare(w, rows.get(f), f, bad);
            if (trace && (was[0] != bad[0] || was[1] != bad[1] || was[2] != bad[2])) {
                System.out.println("frame " + f + " first bad: item " + bad[0] + " itemf " + bad[1] + " event "
                        + bad[2] + "; our changes this frame:");
                for (int i = 0; i < 500; i++) {
                    for (int k = 0; k < 16; k++) {
                        if (before[i][k] != w.item.item[i][k]) {
                            System.out.println("  item[" + i + "][" + k + "] " + before[i][k] + " -> "
                                    + w.item.item[i][k] + " (type " + w.item.item[i][0] + ")");
                        }
                    }
                    for (int k = 0; k < 4; k++) {
                        if (Float.floatToRawIntBits(beforef[i][k]) != Float.floatToRawIntBits(w.item.itemf[i][k])) {
                            System.out.println("  itemf[" + i + "][" + k + "] " + beforef[i][k] + " -> "
                                    + w.item.itemf[i][k] + " (type " + w.item.item[i][0] + ")");
                        }
                    }
                }
                for (int e = 0; e < 1000; e++) {
                    if (beforeEv[e] != w.triggerEvent.event[e]) {
                        System.out.println("  event[" + e + "] " + beforeEv[e] + " -> " + w.triggerEvent.event[e]);
                    }
                }
                for (GoldenData.PlayerRow r : byFrame.get(f)) {
                    System.out.println("  player " + r.player() + " x " + r.get("x") + " y " + r.get("y") + " ctrl "
                            + r.get("ctrl_bitf") + " carry " + r.get("carry_item") + " paused " + r.get("paused")
                            + " health " + r.get("health"));
                }
                byte[] gs = g.fullState(demo, f);
                if (gs != null) {
                    System.out.println("  (full golden state exists at this frame)");
                }
            }
            if (trace && (bad[0] >= 0 || bad[1] >= 0 || bad[2] >= 0) && g.fullState(demo, f) != null) {
                PmWorld gw = new PmWorld();
                PmStateCodec.read(gw, g.fullState(demo, f));
                System.out.println("frame " + f + " differences from the full golden state:");
                for (int i = 0; i < 500; i++) {
                    for (int k = 0; k < 16; k++) {
                        if (gw.item.item[i][k] != w.item.item[i][k]) {
                            System.out.println("  item[" + i + "][" + k + "] golden " + gw.item.item[i][k] + " ours "
                                    + w.item.item[i][k] + " (type " + gw.item.item[i][0] + ")");
                        }
                    }
                    for (int k = 0; k < 4; k++) {
                        if (Float.floatToRawIntBits(gw.item.itemf[i][k])
                                != Float.floatToRawIntBits(w.item.itemf[i][k])) {
                            System.out.println("  itemf[" + i + "][" + k + "] golden " + gw.item.itemf[i][k]
                                    + " ours " + w.item.itemf[i][k] + " (type " + gw.item.item[i][0] + ")");
                        }
                    }
                }
                for (int e = 0; e < 1000; e++) {
                    if (gw.triggerEvent.event[e] != w.triggerEvent.event[e]) {
                        System.out.println("  event[" + e + "] golden " + gw.triggerEvent.event[e] + " ours "
                                + w.triggerEvent.event[e]);
                    }
                }
            }
            setPlayers(w, byFrame.get(f), true);
        }
        return new Result(bad[0], bad[1], bad[2], bad[3], ran, last, stop, enemiesStopped);
    }

    private static void compare(PmWorld w, GoldenData.StateRow row, int f, int[] bad) {
        byte[] st = PmStateCodec.write(w);
        PmSections[] s = {PmSections.ITEM, PmSections.ITEMF, PmSections.EVENT, PmSections.LIFT};
        int[] col = {3, 4, 9, 5};
        for (int k = 0; k < s.length; k++) {
            if (bad[k] < 0 && PmStateCodec.crc32(st, s[k].offset(), s[k].size()) != row.sections()[col[k]]) {
                bad[k] = f;
            }
        }
    }

    /** Sets the players from golden rows; {@code all} also sets the pause state and carried item. */
    private static void setPlayers(PmWorld w, List<GoldenData.PlayerRow> rows, boolean all) {
        for (Psyn s : w.player.syn) {
            s.active = 0;
        }
        for (GoldenData.PlayerRow r : rows) {
            Psyn s = w.player.syn[r.player()];
            s.active = 1;
            s.x = bits(r.get("xbits"));
            s.y = bits(r.get("ybits"));
            s.paused = Integer.parseInt(r.get("paused"));
            s.player_ride = Integer.parseInt(r.get("player_ride"));
            if (all) {
                s.paused_type = Integer.parseInt(r.get("paused_type"));
                s.paused_mode = Integer.parseInt(r.get("paused_mode"));
                s.paused_mode_count = Integer.parseInt(r.get("paused_mode_count"));
                s.carry_item = Integer.parseInt(r.get("carry_item"));
                s.xinc = Float.parseFloat(r.get("xinc"));
                s.yinc = Float.parseFloat(r.get("yinc"));
                s.left_right = Integer.parseInt(r.get("left_right"));
            }
        }
    }

    /**
     * The player code's item calls for one frame (src/mwPlayer.cpp move_players): each active player, in order,
     * either continues its door travel or, when not paused, gets this frame's golden position, speed, facing and
     * controls, carries ({@code proc_player_carry}) and touches items ({@code proc_player_collisions}: every item
     * but triggers, block manipulators and damage fields within 16 px).
     */
    private static void playerItemCalls(PmWorld w, List<GoldenData.PlayerRow> rows,
            List<GoldenData.PlayerRow> previous) {
        for (GoldenData.PlayerRow r : rows) {
            int p = r.player();
            Psyn s = w.player.syn[p];
            int firedBefore = -1;
            for (GoldenData.PlayerRow o : previous) {
                if (o.player() == p) {
                    firedBefore = Integer.parseInt(o.get("stat_shots_fired"));
                }
            }
            boolean fired = firedBefore >= 0 && Integer.parseInt(r.get("stat_shots_fired")) > firedBefore;
            s.active = 1;
            int ctrl = Integer.parseInt(r.get("ctrl_bitf"));
            s.left = ctrl & 1;
            s.right = (ctrl >> 1) & 1;
            s.up = (ctrl >> 2) & 1;
            s.down = (ctrl >> 3) & 1;
            s.jump = (ctrl >> 4) & 1;
            s.fire = (ctrl >> 5) & 1;
            if (s.paused != 0) {
                if (s.paused_type == 2) {
                    w.item.procPlayerDoorMove(p);
                }
                continue;
            }
            s.x = bits(r.get("xbits"));
            s.y = bits(r.get("ybits"));
            for (GoldenData.PlayerRow o : previous) {
                float ox = bits(o.get("xbits"));
                float oy = bits(o.get("ybits"));
                if (o.player() == p && (Math.abs(s.x - ox) > 25 || Math.abs(s.y - oy) > 25)) {
                    // a door moved the player during this frame: touch the items from its position before that
                    s.x = ox + Float.parseFloat(r.get("xinc"));
                    s.y = oy + Float.parseFloat(r.get("yinc"));
                }
            }
            s.xinc = Float.parseFloat(r.get("xinc"));
            s.yinc = Float.parseFloat(r.get("yinc"));
            s.left_right = Integer.parseInt(r.get("left_right"));
            if (s.carry_item != 0 && w.item.item[s.carry_item - 1][0] == 98) {
                // src/mwPlayer.cpp proc_player_riding_rocket: left/right steer the rocket
                int c = s.carry_item - 1;
                float rotInc = w.item.item[c][6];
                if (s.left != 0) {
                    w.item.item[c][10] = (int) (w.item.item[c][10] - rotInc);
                }
                if (s.right != 0) {
                    w.item.item[c][10] = (int) (w.item.item[c][10] + rotInc);
                }
                s.x = w.item.itemf[c][0];
                s.y = w.item.itemf[c][1];
                s.xinc = w.item.itemf[c][2];
                s.yinc = w.item.itemf[c][3];
            }
            // proc_player_shoot, firing exactly when the real game's shot counter went up
            s.shot_speed = 12;
            s.ctrl_bitf = fired ? 32 : 0;
            s.old_ctrl_bitf = 0;
            s.shot_wait_counter = 0;
            w.shot.procPlayerShoot(p);
            w.item.procPlayerCarry(p);
            float px = s.x;
            float py = s.y;
            s.marked_door = -1;
            s.marked_gate = -1;
            int[][] item = w.item.item;
            float[][] itemf = w.item.itemf;
            for (int x = 0; x < 500; x++) {
                if (item[x][0] != 0 && item[x][0] != 9 && item[x][0] != 16 && item[x][0] != 17) {
                    if (px > itemf[x][0] - 16 && px < itemf[x][0] + 16 && py > itemf[x][1] - 16
                            && py < itemf[x][1] + 16 && s.paused == 0) {
                        w.item.procItemCollision(p, x);
                    }
                }
            }
        }
    }

    /** Prints what changed in the items at each first differing frame (developer use: {@code --trace}). */
    static boolean trace;

    private static int[][] copy(int[][] a) {
        int[][] c = new int[a.length][];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }

    private static float[][] copyf(float[][] a) {
        float[][] c = new float[a.length][];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }

    private static float bits(String hex) {
        return Float.intBitsToFloat((int) Long.parseLong(hex, 16));
    }
}

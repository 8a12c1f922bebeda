package org.netreplay.pm.golden;

import java.util.ArrayList;
import java.util.List;

import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.sim.Psyn;
import org.netreplay.pm.state.PmSections;
import org.netreplay.pm.state.PmStateCodec;

/**
 * Developer tool: checks the enemy code alone against the real game. From each full golden state (every 100
 * frames) it steps only {@code move_enemies} for the next frames, with the players' positions, {@code active},
 * {@code paused} and speeds taken from the golden per-frame rows (players move before enemies in the game's move_frame;
 * their touches of enemies are marked as the player code does), and
 * compares the {@code Ei} and {@code Ef} section CRCs with the golden {@code .state.csv.gz}. It stops a window at the
 * first difference and, when that is a full-state frame, prints the differing fields. Shots, lifts, items and
 * trigger events are not simulated between full states, so a window that involves them (a player's shot hitting an
 * enemy, an enemy riding a lift) is reported as unverifiable from the first frame where they change; player-shot
 * hits and single bomb hits are found by search and applied.
 *
 * <p>Demos without full states start from their level file (frame 0 is checked against the golden CRCs) and run
 * as one window. Usage: {@code EnemyProbe lev003 TAS/lev041-8P-35 ...} (default: the demos with full states).
 */
public final class EnemyProbe {
    private EnemyProbe() {
    }

    public static void main(String[] args) {
        String[] demos = args.length > 0 ? args
                : new String[] {"lev003", "lev014", "lev037", "lev096", "TAS/lev041-8P-35"};
        GoldenData g = GoldenData.find();
        for (String demo : demos) {
            probe(g, demo);
        }
    }

    private static void probe(GoldenData g, String demo) {
        List<GoldenData.StateRow> rows = g.stateRows(demo, false);
        List<GoldenData.PlayerRow> players = g.playerRows(demo);
        List<List<GoldenData.PlayerRow>> byFrame = new ArrayList<>();
        for (GoldenData.PlayerRow r : players) {
            while (byFrame.size() <= r.frame()) {
                byFrame.add(new ArrayList<>());
            }
            byFrame.get(r.frame()).add(r);
        }
        int last = rows.size() - 1;
        int windows = 0;
        int clean = 0;
        int framesOk = 0;
        shotFrames = 0;
        itemHits = 0;
        for (int start = 0; start <= last; start += 100) {
            byte[] s0 = g.fullState(demo, start);
            boolean fromLevel = s0 == null && start == 0 && g.fullState(demo, 100) == null;
            if (s0 == null && !fromLevel) {
                continue;
            }
            windows++;
            PmWorld w = new PmWorld();
            if (fromLevel) {
                // no full states: start from the level file and run the whole demo as one window
                w.levels = PmlFiles.inFolder(g.levels());
                w.level.loadLevel(g.summary().get("demos").get(demo).get("level").asInt(), 1, 0);
                for (int i = 0; i < 500; i++) {
                    w.item.itemf[i][0] = w.item.item[i][4];
                    w.item.itemf[i][1] = w.item.item[i][5];
                }
                s0 = PmStateCodec.write(w);
                System.out.println(demo + " from the level file: frame 0 Ei "
                        + (crc(s0, PmSections.EI) == rows.get(0).sections()[1] ? "matches" : "DIFFERS")
                        + ", Ef " + (crc(s0, PmSections.EF) == rows.get(0).sections()[2] ? "matches" : "DIFFERS"));
            } else {
                PmStateCodec.read(w, s0);
            }
            w.loop.frame_num = start;
            w.bitmap.resetAnimationSequences();
            for (int i = 0; i < start; i++) {
                w.bitmap.updateAnimation();
            }
            String verdict = "ok";
            int end = fromLevel ? last : Math.min(start + 100, last);
            for (int f = start + 1; f <= end; f++) {
                w.loop.frame_num = f;
                w.bitmap.updateAnimation();
                for (Psyn s : w.player.syn) {
                    s.active = 0;
                }
                for (GoldenData.PlayerRow r : byFrame.get(f)) {
                    Psyn s = w.player.syn[r.player()];
                    s.active = 1;
                    s.x = Float.intBitsToFloat((int) Long.parseLong(r.get("xbits"), 16));
                    s.y = Float.intBitsToFloat((int) Long.parseLong(r.get("ybits"), 16));
                    s.paused = Integer.parseInt(r.get("paused"));
                    s.xinc = Float.parseFloat(r.get("xinc"));
                    s.yinc = Float.parseFloat(r.get("yinc"));
                }
                try {
                    if (rows.get(f - 1).ldm() == 0) { // move_frame runs the level-done sequence instead
                        markPlayerTouches(w);
                        int[] hits = hitsThisFrame(byFrame, f);
                        PmWorld hit = hits == null ? null : findShotEnemies(w, hits, rows.get(f));
                        if (hit != null) {
                            w = hit;
                            shotFrames++;
                        } else {
                            w.enemy.moveEnemies();
                        }
                    }
                } catch (RuntimeException ex) {
                    StackTraceElement[] at = ex.getStackTrace();
                    verdict = "frame " + f + ": " + ex + (at.length > 1 ? " at " + at[0] + " < " + at[1] : "");
                    break;
                }
                byte[] st = PmStateCodec.write(w);
                GoldenData.StateRow gr = rows.get(f);
                boolean ei = crc(st, PmSections.EI) == gr.sections()[1];
                boolean ef = crc(st, PmSections.EF) == gr.sections()[2];
                boolean others = gr.sections()[5] == rows.get(f - 1).sections()[5]
                        && gr.sections()[7] == rows.get(f - 1).sections()[7];
                if (!ei && ef && verdict.equals("ok") && markItemHit(w, gr.sections()[1])) {
                    itemHits++;
                    ei = true;
                }
                if ((!ei || !ef) && verdict.equals("ok")) {
                    verdict = "frame " + f + " differs (Ei " + (ei ? "ok" : "BAD") + ", Ef " + (ef ? "ok" : "BAD")
                            + (others ? "" : "; lifts or player shots changed since the previous frame") + ")"
                            + " types " + types(w);
                }
                byte[] gs = f % 100 == 0 ? g.fullState(demo, f) : null;
                if (gs != null && !verdict.equals("ok")) {
                    verdict += "\n  at frame " + f + ":\n" + diff(gs, st);
                }
                if (!verdict.equals("ok")) {
                    continue;
                }
                framesOk++;
            }
            if (verdict.equals("ok")) {
                clean++;
            }
            System.out.println(demo + " window " + start + ".." + end + ": " + verdict);
        }
        System.out.println(demo + ": " + clean + " of " + windows + " windows match, " + framesOk + " frames ok ("
                + shotFrames + " frames with player shots hitting enemies, " + itemHits
                + " bomb or damage-field hits, the enemies found by search)");
    }

    private static int shotFrames;
    private static int itemHits;

    /**
     * Items run after enemies: a bomb or damage field marks an enemy hit (Ei[31] = 2 or 3, Ei[26] = player) and the
     * enemy reacts next frame. When the only difference is such a mark on one enemy, applies it (as the item code
     * would have) and returns true.
     */
    private static boolean markItemHit(PmWorld w, int wantEi) {
        int[][] ei = w.enemy.Ei;
        for (int e = 0; e < 100; e++) {
            if (ei[e][0] == 0 || ei[e][31] != 0) {
                continue;
            }
            int old26 = ei[e][26];
            for (int type = 2; type <= 3; type++) {
                for (int p = -1; p < 8; p++) {
                    ei[e][31] = type;
                    ei[e][26] = p < 0 ? old26 : p;
                    if (crc(PmStateCodec.write(w), PmSections.EI) == wantEi) {
                        return true;
                    }
                }
            }
            ei[e][31] = 0;
            ei[e][26] = old26;
        }
        return false;
    }

    /** @return per player, how many enemies their shots hit in frame f (golden stat_enemy_hits), or null if none */
    private static int[] hitsThisFrame(List<List<GoldenData.PlayerRow>> byFrame, int f) {
        int[] d = new int[8];
        boolean any = false;
        for (GoldenData.PlayerRow r : byFrame.get(f)) {
            int now = Integer.parseInt(r.get("stat_enemy_hits"));
            int before = now;
            for (GoldenData.PlayerRow q : byFrame.get(f - 1)) {
                if (q.player() == r.player()) {
                    before = Integer.parseInt(q.get("stat_enemy_hits"));
                }
            }
            d[r.player()] = now - before;
            any |= now != before;
        }
        return any ? d : null;
    }

    /**
     * Player shots are not simulated here; when the golden rows say some hit enemies in this frame, tries marking
     * one or two shootable enemies as shot (as proc_enemy_collision_with_pshot does) and keeps the world whose
     * Ei and Ef then match the golden CRCs.
     */
    private static PmWorld findShotEnemies(PmWorld w, int[] hits, GoldenData.StateRow want) {
        int p = -1;
        int total = 0;
        for (int i = 0; i < 8; i++) {
            if (hits[i] > 0) {
                p = i;
                total += hits[i];
            }
        }
        if (p < 0) {
            return null;
        }
        List<Integer> cand = new ArrayList<>();
        for (int e = 0; e < 100; e++) {
            if (w.enemy.Ei[e][0] != 0 && w.enemy.Ei[e][0] < 50) {
                cand.add(e);
            }
        }
        for (int a = 0; a < cand.size(); a++) {
            for (int b = total > 1 ? a : -1; b < cand.size(); b++) {
                PmWorld t = copy(w);
                mark(t, cand.get(a), p);
                if (b >= 0) {
                    mark(t, cand.get(b), p);
                }
                t.enemy.moveEnemies();
                byte[] st = PmStateCodec.write(t);
                if (crc(st, PmSections.EI) == want.sections()[1] && crc(st, PmSections.EF) == want.sections()[2]) {
                    return t;
                }
                if (total <= 1) {
                    break;
                }
            }
        }
        return null;
    }

    private static void mark(PmWorld t, int e, int p) {
        t.enemy.Ei[e][31] = 1;
        t.enemy.Ei[e][26] = p;
    }

    private static PmWorld copy(PmWorld w) {
        PmWorld t = new PmWorld();
        PmStateCodec.read(t, PmStateCodec.write(w));
        t.loop.frame_num = w.loop.frame_num;
        for (int r = 0; r < w.bitmap.zz.length; r++) {
            System.arraycopy(w.bitmap.zz[r], 0, t.bitmap.zz[r], 0, w.bitmap.zz[r].length);
        }
        return t;
    }

    /** What src/mwPlayer.cpp proc_player_collisions does to enemies (players run before enemies). */
    private static void markPlayerTouches(PmWorld w) {
        int[][] ei = w.enemy.Ei;
        float[][] ef = w.enemy.Ef;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active == 0 || s.paused != 0) {
                continue;
            }
            for (int e = 0; e < 100; e++) {
                if (ei[e][0] != 0 && ei[e][0] != 99) {
                    float b = ei[e][29];
                    if (s.x > ef[e][0] - b && s.x < ef[e][0] + b && s.y > ef[e][1] - b && s.y < ef[e][1] + b) {
                        ei[e][22] = p + 1;
                    }
                }
            }
        }
    }

    private static String types(PmWorld w) {
        StringBuilder sb = new StringBuilder();
        for (int e = 0; e < 100; e++) {
            if (w.enemy.Ei[e][0] != 0) {
                sb.append(e).append(':').append(w.enemy.Ei[e][0]).append(' ');
            }
        }
        return sb.toString();
    }

    private static int crc(byte[] st, PmSections s) {
        return PmStateCodec.crc32(st, s.offset(), s.size());
    }

    private static String diff(byte[] golden, byte[] ours) {
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (PmSections s : new PmSections[] {PmSections.EI, PmSections.EF}) {
            for (int o = s.offset(); o < s.offset() + s.size() && n < 40; o += 4) {
                int a = le(golden, o);
                int b = le(ours, o);
                if (a != b) {
                    int idx = (o - s.offset()) / 4;
                    int row = s == PmSections.EI ? idx / 32 : idx / 16;
                    int col = s == PmSections.EI ? idx % 32 : idx % 16;
                    String gv = s == PmSections.EI ? Integer.toString(a) : Float.toString(Float.intBitsToFloat(a));
                    String ov = s == PmSections.EI ? Integer.toString(b) : Float.toString(Float.intBitsToFloat(b));
                    sb.append("    ").append(s.column()).append('[').append(row).append("][").append(col)
                            .append("] golden=").append(gv).append(" ours=").append(ov).append('\n');
                    n++;
                }
            }
        }
        return sb.toString();
    }

    private static int le(byte[] b, int o) {
        return (b[o] & 0xff) | (b[o + 1] & 0xff) << 8 | (b[o + 2] & 0xff) << 16 | (b[o + 3] & 0xff) << 24;
    }
}

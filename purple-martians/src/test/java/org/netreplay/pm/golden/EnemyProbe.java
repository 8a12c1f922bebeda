package org.netreplay.pm.golden;

import java.util.ArrayList;
import java.util.List;

import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.sim.Psyn;
import org.netreplay.pm.state.PmSections;
import org.netreplay.pm.state.PmStateCodec;

/**
 * Developer tool: checks the enemy code alone against the real game. From each full golden state (every 100
 * frames) it steps only {@code move_enemies} for the next frames, with the players' positions, {@code active},
 * {@code paused} and speeds taken from the golden per-frame rows (players move before enemies in the game's move_frame), and
 * compares the {@code Ei} and {@code Ef} section CRCs with the golden {@code .state.csv.gz}. It stops a window at the
 * first difference and, when that is a full-state frame, prints the differing fields. Shots, lifts, items and
 * trigger events are not simulated between full states, so a window that involves them (a player's shot hitting an
 * enemy, an enemy riding a lift) is reported as unverifiable from the first frame where they change.
 *
 * <p>Usage: {@code EnemyProbe lev003 TAS/lev041-8P-35 ...} (default: the demos with full states).
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
        for (int start = 0; start <= last; start += 100) {
            byte[] s0 = g.fullState(demo, start);
            if (s0 == null) {
                continue;
            }
            windows++;
            PmWorld w = new PmWorld();
            PmStateCodec.read(w, s0);
            w.loop.frame_num = start;
            w.bitmap.resetAnimationSequences();
            for (int i = 0; i < start; i++) {
                w.bitmap.updateAnimation();
            }
            String verdict = "ok";
            int end = Math.min(start + 100, last);
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
                    w.enemy.moveEnemies();
                } catch (RuntimeException ex) {
                    verdict = "frame " + f + ": " + ex;
                    break;
                }
                byte[] st = PmStateCodec.write(w);
                GoldenData.StateRow gr = rows.get(f);
                boolean ei = crc(st, PmSections.EI) == gr.sections()[1];
                boolean ef = crc(st, PmSections.EF) == gr.sections()[2];
                boolean others = gr.sections()[5] == rows.get(f - 1).sections()[5]
                        && gr.sections()[7] == rows.get(f - 1).sections()[7];
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
        System.out.println(demo + ": " + clean + " of " + windows + " windows match, " + framesOk + " frames ok");
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

package org.netreplay.pm.golden;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import org.netreplay.pm.game.CFormat;
import org.netreplay.pm.game.DemoPlayer;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pm.state.PmSections;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.pm.state.PmStateNames;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;

/**
 * Developer tool: replays golden demos and reports, per state section, the first frame whose CRC differs from the
 * real game's, with the player rows and (where a full state was dumped) the differing fields.
 * Usage: {@code GoldenCheck [--nofill] [--quiet] demo...} (demo names as in summary.json, e.g. lev003,
 * TAS/lev041-8P-35; {@code all} for every demo with per-frame files).
 */
public final class GoldenCheck {
    private GoldenCheck() {
    }

    /** The outcome of checking one demo. */
    /**
     * @param firstBadFrame         the first frame whose whole-state CRC differs, or -1
     * @param firstBadPositionFrame the first frame whose active players or their x/y bits differ from the golden
     *                              player rows, or -1 (always -1 for the nofill variant, which has no player rows)
     */
    public record Result(String demo, int frames, int firstBadFrame, int[] firstBadBySection, String error,
                         int levelDoneFrame, int firstBadPositionFrame, StringBuilder report) {
        public boolean ok() {
            return firstBadFrame < 0 && firstBadPositionFrame < 0 && error == null;
        }
    }

    public static void main(String[] args) throws Exception {
        boolean nofill = false;
        boolean quiet = false;
        List<String> demos = new ArrayList<>();
        GoldenData g = GoldenData.find();
        for (String a : args) {
            if (a.equals("--nofill")) {
                nofill = true;
            } else if (a.equals("--quiet")) {
                quiet = true;
            } else if (a.equals("all")) {
                demos.addAll(g.sharedPerFrame());
            } else {
                demos.add(a);
            }
        }
        int good = 0;
        for (String d : demos) {
            Result r = check(g, d, nofill);
            if (r.ok()) {
                good++;
            }
            System.out.print(quiet ? r.report().toString().lines().findFirst().orElse("") + "\n" : r.report());
        }
        System.out.println(good + " of " + demos.size() + " demos match every frame");
    }

    /** Replays {@code demo} and compares every frame with its golden state rows. */
    public static Result check(GoldenData g, String demo, boolean nofill) throws Exception {
        StringBuilder out = new StringBuilder();
        GmRecording rec = GmReader.read(g.demo(demo));
        List<GoldenData.StateRow> rows = g.stateRows(demo, nofill);
        List<GoldenData.PlayerRow> prow = nofill ? List.of() : g.playerRows(demo);
        int[] firstBad = new int[GoldenData.SECTIONS.length];
        java.util.Arrays.fill(firstBad, -1);
        int firstBadFrame = -1;
        int firstBadPositionFrame = -1;
        int prowAt = 0;
        String error = null;
        DemoPlayer dp = null;
        int f = 0;
        StringBuilder detail = new StringBuilder();
        try {
            dp = DemoPlayer.start(rec.moves(), rec.level(), rec.header().lastFrame(), PmlFiles.inFolder(g.levels()),
                    !nofill);
            for (GoldenData.StateRow row : rows) {
                if (row.frame() != 0) {
                    dp.advance();
                }
                f = dp.frame();
                if (f != row.frame()) {
                    error = "frame " + f + " simulated where golden row is frame " + row.frame();
                    break;
                }
                byte[] st = dp.state();
                int prowEnd = prowAt;
                while (prowEnd < prow.size() && prow.get(prowEnd).frame() == f) {
                    prowEnd++;
                }
                if (!nofill && firstBadPositionFrame < 0) {
                    String bad = positionsDiffer(prow.subList(prowAt, prowEnd), dp);
                    if (bad != null) {
                        firstBadPositionFrame = f;
                        detail.append("  frame ").append(f).append(" positions: ").append(bad).append('\n');
                    }
                }
                prowAt = prowEnd;
                int crc = PmStateCodec.crc32(st);
                if (crc != row.crc()) {
                    boolean newSection = false;
                    for (PmSections s : PmSections.values()) {
                        int i = s.ordinal();
                        if (firstBad[i] < 0 && PmStateCodec.crc32(st, s.offset(), s.size()) != row.sections()[i]) {
                            firstBad[i] = f;
                            newSection = true;
                        }
                    }
                    if (firstBadFrame < 0) {
                        firstBadFrame = f;
                        describe(detail, g, demo, f, st, prow, dp);
                    } else if (newSection && detail.length() < 20_000) {
                        describe(detail, g, demo, f, st, prow, dp);
                    }
                }
            }
        } catch (RuntimeException e) {
            error = "frame " + f + ": " + e;
            StackTraceElement[] t = e.getStackTrace();
            for (int i = 0; i < Math.min(6, t.length); i++) {
                error += "\n      at " + t[i];
            }
        }
        int ldf = dp == null ? -1 : dp.levelDoneFrame();
        boolean match = firstBadFrame < 0 && firstBadPositionFrame < 0 && error == null;
        out.append(demo).append(": ").append(match ? "MATCH" : "DIFFER")
                .append(" frames 0..").append(f).append(" of 0..").append(rows.get(rows.size() - 1).frame())
                .append(", first bad frame ").append(firstBadFrame)
                .append(", first bad position frame ").append(firstBadPositionFrame).append(", by section");
        for (int i = 0; i < firstBad.length; i++) {
            out.append(' ').append(GoldenData.SECTIONS[i]).append('=').append(firstBad[i]);
        }
        out.append(", levelDoneFrame ").append(ldf).append('\n');
        if (error != null) {
            out.append("  ERROR ").append(error).append('\n');
        }
        out.append(detail);
        return new Result(demo, f, firstBadFrame, firstBad, error, ldf, firstBadPositionFrame, out);
    }

    /**
     * @param golden the golden player rows of one frame (one per active player, in player order)
     * @return null if exactly those players are active with those x/y bits, else what differs
     */
    private static String positionsDiffer(List<GoldenData.PlayerRow> golden, DemoPlayer dp) {
        StringBuilder ours = new StringBuilder();
        StringBuilder theirs = new StringBuilder();
        for (int p = 0; p < 8; p++) {
            var s = dp.world().player.syn[p];
            if (s.active != 0) {
                ours.append(' ').append(p).append(':').append(hex(Float.floatToRawIntBits(s.x))).append('/')
                        .append(hex(Float.floatToRawIntBits(s.y)));
            }
        }
        for (GoldenData.PlayerRow r : golden) {
            theirs.append(' ').append(r.player()).append(':').append(r.get("xbits")).append('/').append(r.get("ybits"));
        }
        return ours.toString().equals(theirs.toString()) ? null
                : "active players' xbits/ybits golden" + theirs + ", ours" + ours;
    }

    private static String hex(int v) {
        return String.format("%08x", v);
    }

    private static void describe(StringBuilder out, GoldenData g, String demo, int f, byte[] st,
                                 List<GoldenData.PlayerRow> prow, DemoPlayer dp) {
        out.append("  frame ").append(f).append(":\n");
        String[] cols = {"x", "y", "xinc", "yinc", "health", "active", "paused", "paused_type", "paused_mode",
                "paused_mode_count", "left_right", "on_ladder", "on_rope", "player_ride", "carry_item", "ctrl_bitf",
                "shot_wait_counter", "stat_shots_fired", "stat_enemy_hits", "stat_purple_coins", "ldm", "syn_crc"};
        for (GoldenData.PlayerRow r : prow) {
            if (r.frame() != f) {
                continue;
            }
            var s = dp.world().player.syn[r.player()];
            String[] mine = {fmt(s.x), fmt(s.y), fmt(s.xinc), fmt(s.yinc), fmt(s.health), "" + s.active,
                    "" + s.paused, "" + s.paused_type, "" + s.paused_mode, "" + s.paused_mode_count,
                    "" + s.left_right, "" + s.on_ladder, "" + s.on_rope, "" + s.player_ride, "" + s.carry_item,
                    "" + s.ctrl_bitf, "" + s.shot_wait_counter, "" + s.stat_shots_fired, "" + s.stat_enemy_hits,
                    "" + s.stat_purple_coins, "" + dp.world().player.syn[0].level_done_mode,
                    String.format("%08x", PmStateCodec.crc32(st, r.player() * 328, 328))};
            StringBuilder d = new StringBuilder();
            for (int i = 0; i < cols.length; i++) {
                if (!r.get(cols[i]).equals(mine[i])) {
                    d.append(' ').append(cols[i]).append(" golden=").append(r.get(cols[i])).append(" ours=")
                            .append(mine[i]);
                }
            }
            if (d.length() > 0) {
                out.append("    player ").append(r.player()).append(':').append(d).append('\n');
            }
        }
        byte[] golden = g.fullState(demo, f);
        if (golden != null) {
            ByteBuffer a = ByteBuffer.wrap(golden).order(ByteOrder.LITTLE_ENDIAN);
            ByteBuffer b = ByteBuffer.wrap(st).order(ByteOrder.LITTLE_ENDIAN);
            int shown = 0;
            for (int o = 0; o < st.length && shown < 40; o += 4) {
                if (a.getInt(o) != b.getInt(o)) {
                    out.append("    ").append(PmStateNames.nameOf(golden, o)).append(" golden=")
                            .append(PmStateNames.valueAt(a, o)).append(" ours=").append(PmStateNames.valueAt(b, o))
                            .append('\n');
                    shown++;
                }
            }
        } else {
            out.append("    (no full golden state at this frame; full states exist every 100 frames for lev003,"
                    + " lev014, lev037, lev096, TAS/lev041-8P-35)\n");
        }
    }

    private static String fmt(float v) {
        return CFormat.g9(v);
    }
}

package org.netreplay.pm.golden;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.sim.Psyn;
import org.netreplay.pm.state.PmSections;
import org.netreplay.pm.state.PmStateCodec;

/**
 * Developer tool: checks the lift code alone against the real game. Loads each demo's level from its file, then per
 * frame sets the players from the golden rows of the previous frame (lifts move before players in the game's
 * move_frame) and runs {@code move_lifts}, comparing the {@code lift} section CRC with the golden
 * {@code .state.csv.gz}. Trigger events raised by items are not simulated here, so lifts that wait for them stop
 * matching when the event comes. Prints the first differing frame per demo.
 */
public final class LiftProbe {
    private LiftProbe() {
    }

    public static void main(String[] args) {
        GoldenData g = GoldenData.find();
        for (String demo : args) {
            probe(g, demo);
        }
    }

    private static void probe(GoldenData g, String demo) {
        int[] r = run(g, demo);
        System.out.println(demo + ": " + r[0] + " lifts, " + (r[1] < 0 ? "lift section matches frames 0.." + r[2]
                : "lift section first differs at frame " + r[1]) + " (of " + r[3] + ")");
    }

    /**
     * Runs the lifts of one demo as described above.
     *
     * @return {active lifts, first frame whose lift CRC differs or -1, last frame run, last golden frame}
     */
    static int[] run(GoldenData g, String demo) {
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
        w.level.loadLevel(g.summary().get("demos").get(demo).get("level").asInt(), 1, 0);
        w.lift.liftSetup();
        int lifts = 0;
        for (int l = 0; l < 40; l++) {
            lifts += w.lift.cur[l].active;
        }
        int last = rows.size() - 1;
        int bad = -1;
        if (crc(PmStateCodec.write(w), PmSections.LIFT) != rows.get(0).sections()[5]) {
            bad = 0;
        }
        int ran = 0;
        for (int f = 1; f <= last && bad < 0; f++) {
            w.loop.frame_num = f;
            for (Psyn s : w.player.syn) {
                s.active = 0;
            }
            for (GoldenData.PlayerRow r : byFrame.get(f - 1)) {
                Psyn s = w.player.syn[r.player()];
                s.active = 1;
                s.x = Float.intBitsToFloat((int) Long.parseLong(r.get("xbits"), 16));
                s.y = Float.intBitsToFloat((int) Long.parseLong(r.get("ybits"), 16));
                s.paused = Integer.parseInt(r.get("paused"));
                s.player_ride = Integer.parseInt(r.get("player_ride"));
            }
            if (rows.get(f - 1).ldm() != 0) {
                break;
            }
            w.lift.moveLifts(0);
            ran = f;
            if (crc(PmStateCodec.write(w), PmSections.LIFT) != rows.get(f).sections()[5]) {
                bad = f;
            }
        }
        return new int[] {lifts, bad, ran, last};
    }

    private static int crc(byte[] st, PmSections s) {
        return PmStateCodec.crc32(st, s.offset(), s.size());
    }
}

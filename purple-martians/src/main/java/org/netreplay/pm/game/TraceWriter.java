package org.netreplay.pm.game;

import java.io.IOException;
import java.io.Writer;

import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.sim.Psyn;
import org.netreplay.pm.state.PmStateCodec;

/**
 * Writes the per-frame player trace in the columns and number formats of the real game's golden dumps
 * ({@code <demo>.csv.gz}, test-data/pm-golden/README.md §1): one row per active player per frame, in player
 * order, floats as {@code %.9g}, bits and CRCs as {@code %08x}; {@code syn_crc} is the CRC-32 of the player's
 * 328-byte {@code psyn}, {@code crc} the CRC-32 of the whole state.
 */
public final class TraceWriter {
    /** The header line (without line end). */
    public static final String HEADER = "frame,player,x,y,xbits,ybits,health,xinc,yinc,active,paused,paused_type,"
            + "paused_mode,paused_mode_count,left_right,on_ladder,on_rope,player_ride,carry_item,ctrl_bitf,shape,"
            + "shot_wait_counter,stat_respawns,stat_shots_fired,stat_enemy_hits,stat_purple_coins,ldm,syn_crc,crc";

    private final Writer out;
    private final StringBuilder line = new StringBuilder(256);

    /** @param out where rows go; the header is written at once */
    public TraceWriter(Writer out) throws IOException {
        this.out = out;
        out.write(HEADER);
        out.write('\n');
    }

    /**
     * Writes the rows of one frame.
     *
     * @param frame the frame number
     * @param w     the world after that frame's {@code move_frame}
     * @param state the world's state ({@link PmStateCodec#write(PmWorld)})
     */
    public void frame(int frame, PmWorld w, byte[] state) throws IOException {
        int crc = PmStateCodec.crc32(state);
        int ldm = w.player.syn[0].level_done_mode;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active == 0) {
                continue;
            }
            line.setLength(0);
            line.append(frame).append(',').append(p).append(',')
                    .append(CFormat.g9(s.x)).append(',').append(CFormat.g9(s.y)).append(',')
                    .append(hex(Float.floatToRawIntBits(s.x))).append(',').append(hex(Float.floatToRawIntBits(s.y)))
                    .append(',').append(CFormat.g9(s.health)).append(',').append(CFormat.g9(s.xinc)).append(',')
                    .append(CFormat.g9(s.yinc)).append(',').append(s.active).append(',').append(s.paused).append(',')
                    .append(s.paused_type).append(',').append(s.paused_mode).append(',').append(s.paused_mode_count)
                    .append(',').append(s.left_right).append(',').append(s.on_ladder).append(',').append(s.on_rope)
                    .append(',').append(s.player_ride).append(',').append(s.carry_item).append(',').append(s.ctrl_bitf)
                    .append(',').append(s.shape).append(',').append(s.shot_wait_counter).append(',')
                    .append(s.stat_respawns).append(',').append(s.stat_shots_fired).append(',')
                    .append(s.stat_enemy_hits).append(',').append(s.stat_purple_coins).append(',').append(ldm)
                    .append(',').append(hex(PmStateCodec.crc32(state, p * Psyn.SIZE, Psyn.SIZE))).append(',')
                    .append(hex(crc)).append('\n');
            out.append(line);
        }
    }

    private static String hex(int v) {
        String h = Integer.toHexString(v);
        return "00000000".substring(h.length()) + h;
    }
}

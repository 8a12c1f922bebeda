package org.netreplay.pm.game;

import java.io.IOException;
import java.util.List;

import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.replay.GameMove;

/**
 * Replays a recording to its end as the game's demo player does ({@link DemoPlayer}) and reports the outcome:
 * the {@code replay} CLI's JSON ({@code game, level, lastFrame, completed, levelDoneFrame, finalChecksum}).
 */
public final class PmReplay {
    /** The game id, as registered with the engine. */
    public static final String GAME_ID = "purple-martians";

    private PmReplay() {
    }

    /**
     * The outcome of a replay.
     *
     * @param level          the level played
     * @param lastFrame      the last frame simulated
     * @param completed      true if level done was reached
     * @param levelDoneFrame {@code syn[0].level_done_frame} at level done, or null
     * @param finalChecksum  CRC-32 of the final state, 8 hex digits
     */
    public record Outcome(int level, int lastFrame, boolean completed, Integer levelDoneFrame, String finalChecksum) {
    }

    /** Receives every frame's world and state (frame 0 included); may be null (then states are built only at the end). */
    @FunctionalInterface
    public interface FrameSink {
        void frame(int frame, DemoPlayer player, byte[] state) throws IOException;
    }

    /**
     * Plays {@code moves} from frame 0 to the demo player's end, or to {@code toFrame} if that is not null.
     *
     * @throws IllegalArgumentException if the level is missing or there are no moves
     * @throws IOException              if the sink fails
     */
    public static Outcome run(List<GameMove> moves, int level, int headerLastFrame, LevelLibrary levels,
                              Integer toFrame, FrameSink sink) throws IOException {
        DemoPlayer dp = DemoPlayer.start(moves, level, headerLastFrame, levels, true);
        if (sink != null) {
            sink.frame(0, dp, dp.state());
        }
        while (toFrame != null ? dp.frame() < toFrame : !dp.finished()) {
            dp.advance();
            if (sink != null) {
                sink.frame(dp.frame(), dp, dp.state());
            }
        }
        String crc = String.format("%08x", PmStateCodec.crc32(dp.state()));
        int ldf = dp.levelDoneFrame();
        return new Outcome(level, dp.frame(), ldf >= 0, ldf >= 0 ? ldf : null, crc);
    }
}

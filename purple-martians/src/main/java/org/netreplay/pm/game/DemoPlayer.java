package org.netreplay.pm.game;

import java.util.List;

import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.replay.GameMove;

/**
 * Plays a {@code .gm} recording in the Purple Martians simulation exactly as the game's demo player does, and as the
 * golden dumps were taken (pm-golden README "When a row is taken"):
 * <ol>
 *   <li>load the moves; with {@code fillPass}, play the whole demo once first as {@code mwGmInfo::fill} does
 *       (its leftovers reach frame 0 of the real playback: README surprise 1);</li>
 *   <li>{@code load_and_setup_level(level, 4)}: frame 0;</li>
 *   <li>each {@link #advance()}: check the active local player, {@code frame_num++}, {@code update_animation},
 *       game moves, {@code move_frame}.</li>
 * </ol>
 * The run is {@link #finished()} when the game's demo player would stop: level-done mode 1–5, or 400 frames past the
 * header's LAST_FRAME without level done.
 *
 * @upstream src/mwDemoMode.cpp#run_single_from_cmd_fn
 * @upstream src/mwDemoMode.cpp#frame_advance
 * @upstream src/mwDemoMode.cpp#check_level_done
 * @upstream src/mwGmInfo.cpp#fill
 */
public final class DemoPlayer {
    /** Frames the game keeps playing past a recording's last move before it gives up (src/mwDemoMode.cpp). */
    public static final int ALLOWANCE_FRAMES = 400;

    private final PmWorld w;
    private final int headerLastFrame;
    private int levelDoneDetectFrame = -1;
    private int levelDoneFrame = -1;
    private int levelDonePlayer = -1;

    private DemoPlayer(PmWorld w, int headerLastFrame) {
        this.w = w;
        this.headerLastFrame = headerLastFrame;
    }

    /**
     * Loads the level and the moves and stops at frame 0.
     *
     * @param moves           the recording's rows in file order
     * @param level           the header's LEVEL
     * @param headerLastFrame the header's LAST_FRAME (the end test's reference)
     * @param levels          where the level files are
     * @param fillPass        true to do what the game does (play the demo once before playback)
     * @throws IllegalArgumentException if the library has no such level or there are no moves
     */
    public static DemoPlayer start(List<GameMove> moves, int level, int headerLastFrame, LevelLibrary levels,
                                   boolean fillPass) {
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("recording has no game moves");
        }
        PmWorld w = new PmWorld();
        w.levels = levels;
        int[][] rows = new int[moves.size()][];
        for (int i = 0; i < rows.length; i++) {
            GameMove m = moves.get(i);
            rows[i] = new int[] {m.frame(), m.type(), m.data1(), m.data2()};
        }
        w.gameMoves.load(rows);
        w.level.play_level = level;
        if (fillPass) {
            fill(w);
        }
        if (w.loop.loadAndSetupLevel(level, 4) == 0) {
            throw new IllegalArgumentException("level " + level + " not found");
        }
        return new DemoPlayer(w, headerLastFrame);
    }

    /**
     * Seek to frame 0 (loads the level), then play until level done or 400 frames past.
     *
     * @upstream src/mwGmInfo.cpp#fill
     */
    private static void fill(PmWorld w) {
        int lastFrame = w.gameMoves.arr[w.gameMoves.entry_pos - 1][0];
        int oldControlMethod = w.player.syn[0].control_method;
        if (w.loop.loadAndSetupLevel(w.level.play_level, 4) == 0) {
            throw new IllegalArgumentException("level " + w.level.play_level + " not found");
        }
        while (true) {
            w.loop.frame_num++;
            w.gameMoves.proc();
            w.loop.moveFrame();
            if (w.player.syn[0].level_done_mode != 0) {
                lastFrame = w.player.syn[0].level_done_frame;
                break;
            }
            if (w.loop.frame_num > lastFrame + ALLOWANCE_FRAMES) {
                break;
            }
        }
        w.player.syn[0].control_method = oldControlMethod;
    }

    /**
     * Simulates the next frame as the game's demo player does (without drawing).
     *
     * @upstream src/mwDemoMode.cpp#frame_advance
     */
    public void advance() {
        checkValidActiveLocalPlayer();
        w.loop.frame_num++;
        w.bitmap.updateAnimation();
        w.gameMoves.proc();
        w.loop.moveFrame();
        if (w.player.syn[0].level_done_mode != 0 && levelDoneDetectFrame < 0) {
            levelDoneDetectFrame = w.loop.frame_num;
            levelDoneFrame = w.player.syn[0].level_done_frame;
            levelDonePlayer = w.player.syn[0].level_done_player;
        }
    }

    /**
     * @upstream src/mwDemoMode.cpp#check_valid_active_local_player
     */
    private void checkValidActiveLocalPlayer() {
        if (w.player.isPlayerActiveAndNotHidden(w.player.active_local_player)) {
            return;
        }
        for (int p = 0; p < 8; p++) {
            if (w.player.isPlayerActiveAndNotHidden(p)) {
                w.player.active_local_player = p;
                return;
            }
        }
        w.player.active_local_player = 0;
    }

    /**
     * @return true when the demo player would stop after the current frame
     * @upstream src/mwDemoMode.cpp#check_level_done
     */
    public boolean finished() {
        int ldm = w.player.syn[0].level_done_mode;
        if (ldm == 0) {
            return w.loop.frame_num > headerLastFrame + ALLOWANCE_FRAMES;
        }
        return ldm <= 5;
    }

    /** @return the frame simulated last (0 after start) */
    public int frame() {
        return w.loop.frame_num;
    }

    /** @return {@code syn[0].level_done_frame} when level done was first seen, or -1 */
    public int levelDoneFrame() {
        return levelDoneFrame;
    }

    /** @return the frame after whose move_frame level done was first seen, or -1 */
    public int levelDoneDetectFrame() {
        return levelDoneDetectFrame;
    }

    /** @return the player that reached the exit, or -1 */
    public int levelDonePlayer() {
        return levelDonePlayer;
    }

    /** @return the simulated world (live; do not change it) */
    public PmWorld world() {
        return w;
    }

    /** @return the current 113,344-byte state */
    public byte[] state() {
        return PmStateCodec.write(w);
    }
}

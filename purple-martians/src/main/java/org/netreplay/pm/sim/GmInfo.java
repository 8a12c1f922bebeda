package org.netreplay.pm.sim;

/**
 * The game's statistics pass over a level's game moves (src/mwGmInfo.cpp), the part that changes the simulation: a
 * peer that finishes a level and keeps play statistics (any peer not in demo mode, on any level but the overworld:
 * src/mwLevelData.cpp add_play_data_record) replays the whole level from its own game-move array, from the level's
 * start to its level done (or 400 frames past the last move), inside the frame in which its level-done sequence
 * starts. The live state is then the replay's: every player reset and re-joined by the array's rows (as demo
 * players, since player 0 plays in demo mode during the pass), the frame counter at the replay's end, the netcode's
 * state histories cleared; only player 0's control method is put back. On a netgame server the clients are then no
 * longer remote players, so it sends them no more difs; a client runs the pass over its own moves alone.
 *
 * @upstream src/mwGmInfo.cpp#fill
 * @upstream src/mwLevelData.cpp#add_play_data_record
 * @upstream src/mwDemoMode.cpp#seek_to_frame
 */
public final class GmInfo {
    private final PmWorld w;
    /** Passes run so far: a driver that keeps netcode state (state histories) clears it when this changes. */
    public int fills;

    /** @param w the world replayed */
    public GmInfo(PmWorld w) {
        this.w = w;
    }

    /** {@code add_play_data_record(play_level, 1)}: the pass, when this peer keeps statistics of the level. */
    public void addPlayDataRecord() {
        boolean saveFlag = w.player.syn[w.player.active_local_player].control_method != Netgame.CONTROL_DEMO_MODE;
        if (w.level.play_level == 1) {
            saveFlag = false;
        }
        if (saveFlag) {
            fill();
        }
    }

    /** The pass itself (src/mwGmInfo.cpp fill); see the class comment. */
    public void fill() {
        int lastFrame = w.gameMoves.arr[w.gameMoves.entry_pos - 1][0];
        int oldControlMethod = w.player.syn[0].control_method;
        if (0 <= w.loop.frame_num) {
            w.loop.loadAndSetupLevel(w.level.play_level, 4);
            fills++;
            if (!w.loop.play_mode_active) {
                w.loop.levelStartMoves.run();
            }
        }
        while (true) {
            w.loop.frame_num++;
            w.gameMoves.proc();
            w.loop.moveFrame();
            if (w.player.syn[0].level_done_mode != 0 || w.loop.frame_num > lastFrame + 400) {
                break;
            }
        }
        w.player.syn[0].control_method = oldControlMethod;
    }
}

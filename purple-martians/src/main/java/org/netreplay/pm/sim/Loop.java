package org.netreplay.pm.sim;

import org.netreplay.pm.sim.EnemySlots.AnyEnemy;
import org.netreplay.pm.sim.EnemySlots.Crew;
import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Orb;

/**
 * The game's frame loop (src/mwLoop.cpp, src/mwLoopLevelDone.cpp, mwLoop): the frame counter, level setup and one
 * frame's move in the game's order, including the level-done sequence. Timing, logging, sound, drawing and program
 * states are not simulated.
 */
public final class Loop {
    static final int PM_PLAYER_CONTROL_METHOD_DEMO_MODE = 1;
    private static final byte[] DEFAULT_NAME = {'d', 'e', 'f', 'a', 'u', 'l', 't'};

    private final PmWorld w;
    /** {@code mLoop.frame_num}: the frame counter. */
    public int frame_num;
    /** {@code mLoop.ff_state}: 1 while the game fast-forwards (no death notices); 0 in a demo's playback. */
    public int ff_state;
    /** {@code mDemoMode.play_mode_active}: a demo is playing (level done then waits 160 frames in mode 5). */
    public boolean play_mode_active = true;
    /**
     * Set when the level-done sequence reaches mode 1 and the game would change its program state to
     * {@code PM_PROGRAM_STATE_NEXT_LEVEL} (src/mwLoopLevelDone.cpp); the driver of the world loads the next level.
     */
    public boolean next_level_requested;
    /**
     * Adds the rows a level starts with to the game-move array, as src/mwLoop.cpp load_and_setup_level does outside
     * demo playback (a shot config from {@code syn[0]}, a player-active row per active player, a hidden row for a
     * headless server's player); used by the statistics pass ({@link GmInfo}). A netgame driver that knows the rows
     * (from a recording) replaces it. By default: the shot config and the player-active rows, from the state.
     */
    public Runnable levelStartMoves = this::addLevelStartMoves;

    /** @param w the world whose other parts this part calls */
    public Loop(PmWorld w) {
        this.w = w;
    }

    /**
     * The frame counter back to 0 (the rest is program state).
     *
     * @upstream src/mwLoop.cpp#initialize
     */
    public void initialize() {
        frame_num = 0;
    }

    /**
     * Loads {@code level} and sets up a new game: type 4 (demo) rewinds the game moves to their start, fully resets
     * all players (player 0 active, in demo mode, named "default"); types 0, 3, 5 fully reset, 1 and 2 partly; then
     * trigger events and shots are cleared and the frame counter is 0. The live game's initial game moves (types
     * other than 4) are not added here.
     *
     * @return 1 when loaded, 0 when the level is missing
     * @upstream src/mwLoop.cpp#load_and_setup_level
     */
    public int loadAndSetupLevel(int level, int type) {
        zeroItemFloats();
        if (w.level.loadLevel(level, 0, 0) == 0) {
            return 0;
        }
        w.level.play_level = level;
        if (type == 0 || type == 3 || type == 5) {
            setupPlayersAfterLevelLoad(1);
        }
        if (type == 1 || type == 2) {
            setupPlayersAfterLevelLoad(2);
        }
        if (type == 3) {
            w.player.syn[0].control_method = 3;
        }
        if (type == 4) {
            w.gameMoves.current_pos = 0;
            setupPlayersAfterLevelLoad(1);
            w.player.syn[0].control_method = PM_PLAYER_CONTROL_METHOD_DEMO_MODE;
            w.player.setName(0, DEFAULT_NAME);
        }
        w.triggerEvent.initialize();
        w.shot.clearShots();
        frame_num = 0;
        return 1;
    }

    private void addLevelStartMoves() {
        w.gameMoves.addGameMove(1, GameMoves.PM_GAMEMOVE_TYPE_SHOT_CONFIG, 0, 0);
        for (int p = 0; p < 8; p++) {
            if (w.player.syn[p].active != 0) {
                w.gameMoves.addGameMove(1, GameMoves.PM_GAMEMOVE_TYPE_PLAYER_ACTIVE, p, w.player.syn[p].color);
            }
        }
    }

    /**
     * The part of src/mwLevel.cpp zero_level_data the game's {@code zero_level_data} (called first by load_level) that the level file does not
     * overwrite: {@code mItem.itemf} (float positions and speeds of items, state section itemf), all 0.
     *
     * @upstream src/mwLevel.cpp#zero_level_data
     */
    private void zeroItemFloats() {
        for (float[] f : w.item.itemf) {
            java.util.Arrays.fill(f, 0f);
        }
    }

    /**
     * Resets every player ({@code type} 1 full, 2 level done) and gives each, active or not, its start position;
     * player 0 becomes active.
     *
     * @upstream src/mwLoop.cpp#setup_players_after_level_load
     */
    public void setupPlayersAfterLevelLoad(int type) {
        for (int p = 0; p < 8; p++) {
            w.player.initPlayer(p, type);
            w.item.setPlayerStartPos(p);
        }
        w.player.syn[0].active = 1;
    }

    /**
     * One frame's move: in level-done mode the level-done sequence, else enemy shots, player shots, lifts, players,
     * enemies, items.
     *
     * @upstream src/mwLoop.cpp#move_frame
     */
    public void moveFrame() {
        w.lift.activeMayHaveChanged();
        if (w.player.syn[0].level_done_mode != 0) {
            procLevelDoneMode();
            return;
        }
        w.shot.moveEshots();
        w.shot.movePshots();
        w.lift.moveLifts(0);
        w.player.movePlayers();
        w.enemy.moveEnemies();
        w.item.moveItems();
    }

    /**
     * One frame of the level-done sequence in {@code syn[0].level_done_mode}: 9 pauses the players and aims them
     * at the exit (1/60 of the distance a frame), 8 moves them (60 frames), 7 shrinks and spins them (20 frames),
     * 6, then 5 waits (160 frames in a demo); the last level's rocket cutscene runs modes 30..24 (players home,
     * the level cleared but crew and orbs, then to mode 6 and the overworld). The timer counts down and the mode
     * steps on at 0.
     *
     * @upstream src/mwLoopLevelDone.cpp#proc_level_done_mode
     */
    public void procLevelDoneMode() {
        Psyn[] syn = w.player.syn;
        Psyn s0 = syn[0];
        int mode = s0.level_done_mode;
        if (mode == 30) {
            w.gmInfo.addPlayDataRecord();
            s0.level_done_timer = 0;
            int c = s0.level_done_player;
            syn[c].xinc = 0;
            syn[c].yinc = 0;
            int xh = 120;
            int yh = 260;
            for (int p = 0; p < 8; p++) {
                Psyn s = syn[p];
                if (s.active != 0 && p != c && s.paused_type != 3) {
                    float dx = xh - s.x;
                    float dy = yh - s.y;
                    s.xinc = dx / 100;
                    s.yinc = dy / 100;
                    if (s.xinc > 0) {
                        s.left_right = 1;
                    }
                    if (s.xinc < 0) {
                        s.left_right = 0;
                    }
                    xh += 20;
                }
            }
        }
        if (s0.level_done_mode == 29) {
            moveActivePlayersByIncs();
        }
        if (s0.level_done_mode == 28) {
            int[][] ei = w.enemy.Ei;
            for (int i = 0; i < 100; i++) {
                if (ei[i][AnyEnemy.I.TYPE] != Crew.CODE) {
                    ei[i][AnyEnemy.I.TYPE] = 0;
                }
            }
            int[][] item = w.item.item;
            for (int i = 0; i < 500; i++) {
                if (item[i][AnyItem.I.TYPE] != Orb.CODE) {
                    item[i][AnyItem.I.TYPE] = 0;
                }
            }
            w.shot.clearShots();
            int[][] l = w.level.l;
            for (int x = 16; x < 100; x++) {
                for (int y = 0; y < 100; y++) {
                    l[x][y] = 0;
                }
            }
            for (int x = 0; x < 3; x++) {
                for (int y = 0; y < 100; y++) {
                    l[x][y] = 0;
                }
            }
            for (int x = 0; x < 100; x++) {
                l[x][0] = 0;
                l[x][99] = 0;
            }
        }
        if (s0.level_done_mode == 27 && w.no_display == 0) {
            drawRocketCutsceneFrame();
        }
        if (s0.level_done_mode == 24) {
            s0.level_done_mode = 6;
            s0.level_done_timer = 0;
            s0.level_done_next_level = 1;
        }
        if (s0.level_done_mode == 9) {
            w.player.addPlayerTextOverlay(s0.level_done_player, 2);
            w.gmInfo.addPlayDataRecord();
            for (int p = 0; p < 8; p++) {
                Psyn s = syn[p];
                if (s.active != 0 && s.paused_type != 3) {
                    s.paused = 5;
                    float dx = s0.level_done_x - s.x;
                    float dy = s0.level_done_y - s.y;
                    s.xinc = dx / 60;
                    s.yinc = dy / 60;
                    if (s.xinc > 0) {
                        s.left_right = 1;
                    }
                    if (s.xinc < 0) {
                        s.left_right = 0;
                    }
                }
            }
        }
        if (s0.level_done_mode == 8) {
            moveActivePlayersByIncs();
        }
        if (s0.level_done_mode == 7) {
            for (int p = 0; p < 8; p++) {
                Psyn s = syn[p];
                if (s.active != 0 && s.paused_type != 3) {
                    s.draw_scale -= 0.05;
                    s.draw_rot -= 8;
                }
            }
        }
        if (s0.level_done_mode == 5) {
            if (play_mode_active) {
                if (s0.level_done_timer == 999) {
                    s0.level_done_timer++;
                }
            } else if (!w.netgame.ima_client && haveAllPlayersAcknowledged()) {
                s0.level_done_timer = 0;
            }
        }
        if (w.netgame.ima_client) {
            return;
        }
        if (--s0.level_done_timer <= 0) {
            s0.level_done_mode--;
            switch (s0.level_done_mode) {
                case 29 -> s0.level_done_timer = 100;
                case 27 -> s0.level_done_timer = 240;
                case 25 -> s0.level_done_timer = 100;
                case 8 -> s0.level_done_timer = 60;
                case 7 -> s0.level_done_timer = 20;
                case 5 -> s0.level_done_timer = play_mode_active ? 160 : 600;
                case 30, 28, 26, 24, 6, 4, 3, 2 -> s0.level_done_timer = 0;
                case 1 -> next_level_requested = true;
                default -> {
                }
            }
        }
    }

    /**
     * every active, not hidden player has a level-done acknowledgement
     * row ({@link GameMoves#hasPlayerAcknowledged}); each one's {@code level_done_ack} is set to 1 or 0 on the way.
     *
     * @upstream src/mwLoop.cpp#have_all_players_acknowledged
     */
    public boolean haveAllPlayersAcknowledged() {
        boolean all = true;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused_type != 3) {
                if (w.gameMoves.hasPlayerAcknowledged(p)) {
                    s.level_done_ack = 1;
                } else {
                    s.level_done_ack = 0;
                    all = false;
                }
            }
        }
        return all;
    }

    /**
     * the fast-forward a netgame peer runs after restoring an older state (a server's
     * rewind, a client's re-simulation after a dif): {@code times} frames of game moves and move, each followed by
     * {@code frame_num++}, with {@code ff_state} 1 (a death is then not counted in {@code stat_respawns} and gets no
     * text overlay). No animation step and no drawing happen in these frames.
     *
     * @upstream src/mwLoop.cpp#loop_frame
     */
    public void loopFrame(int times) {
        ff_state = 1;
        for (int i = 0; i < times; i++) {
            w.gameMoves.proc();
            moveFrame();
            frame_num++;
        }
        ff_state = 0;
    }

    /**
     * What drawing the rocket cutscene (mode 27, with a display) writes into the state: the players' shapes
     * and each orb's shape, 418 green or 419 red by its state bit as {@code draw_orb} sets it (after mode 28 only
     * orbs and crew are left); mode 27 of {@code proc_level_done_mode}.
     *
     * @upstream src/mwPlayer.cpp#draw_players
     * @upstream src/mwItemTrigger.cpp#draw_orb
     * @upstream src/mwLoopLevelDone.cpp#proc_level_done_mode
     */
    private void drawRocketCutsceneFrame() {
        w.player.drawPlayersShapes();
        int[][] item = w.item.item;
        for (int i = 0; i < 500; i++) {
            if (item[i][AnyItem.I.TYPE] == Orb.CODE) {
                item[i][AnyItem.I.SHAPE] = (item[i][Orb.I.FLAGS] & 1) != 0 ? 419 : 418;
            }
        }
    }

    private void moveActivePlayersByIncs() {
        for (Psyn s : w.player.syn) {
            if (s.active != 0 && s.paused_type != 3) {
                s.x += s.xinc;
                s.y += s.yinc;
            }
        }
    }
}

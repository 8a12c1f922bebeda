package org.netreplay.pm.sim;

/**
 * The game's mwGameMoves (src/mwGameMoves.cpp): its simulation functions, ported to Java. Owner: PM-core.
 */
public final class GameMoves {
    private final PmWorld w;
    /** The game-move array, {@code arr[n][4]} (frame, type, data1, data2), as loaded from a .gm. */
    public int[][] arr = new int[0][4];
    /** {@code entry_pos}: number of entries in {@link #arr}. */
    public int entry_pos;
    /** {@code current_pos}. */
    public int current_pos;

    /** Spare zero rows after the last entry: {@code proc()} looks up to 100 rows past {@code current_pos}. */
    public static final int SPARE_ROWS = 256;

    /**
     * The move-loading part of the game's {@code load_gm}: {@code initialize()}, then the rows in file order;
     * {@code arr} holds them followed by {@link #SPARE_ROWS} zero rows (the game's array is zeroed past its entries).
     *
     * @param rows {@code [n][4]}: frame, type, data1, data2
     * @upstream src/mwGameMoves.cpp#load_gm
     */
    public void load(int[][] rows) {
        arr = new int[rows.length + SPARE_ROWS][4];
        for (int i = 0; i < rows.length; i++) {
            System.arraycopy(rows[i], 0, arr[i], 0, 4);
        }
        entry_pos = rows.length;
        current_pos = 0;
    }

    /** @param w the world whose other parts this part calls */
    public GameMoves(PmWorld w) {
        this.w = w;
    }

    static final int PM_GAMEMOVE_TYPE_PLAYER_ACTIVE = 1;
    static final int PM_GAMEMOVE_TYPE_PLAYER_INACTIVE = 2;
    static final int PM_GAMEMOVE_TYPE_PLAYER_HIDDEN = 3;
    static final int PM_GAMEMOVE_TYPE_PLAYER_MOVE = 5;
    static final int PM_GAMEMOVE_TYPE_SHOT_CONFIG = 9;
    static final int PM_GAMEMOVE_TYPE_PLAYER_ACTIVE_FLAG = 0b1 << 23;
    static final int PM_PLAYER_CONTROL_METHOD_DEMO_MODE = 1;

    /**
     * No moves, positions 0 (the header fields are not simulation state).
     *
     * @upstream src/mwGameMoves.cpp#initialize
     */
    public void initialize() {
        arr = new int[SPARE_ROWS][4];
        entry_pos = 0;
        current_pos = 0;
    }

    /**
     * Applies every game move of frame {@code mLoop.frame_num}, scanning rows {@code current_pos+100} down to
     * {@code current_pos-100} (so the rows of one frame apply last row first), moving {@code current_pos} to the
     * highest row used; then saves each active player's controls in {@code ctrl_bitf} (the old ones in
     * {@code old_ctrl_bitf}). Row types: player active (old type 1, or the flag type with the name embedded), inactive,
     * hidden, shot config, player move (controls bits). (the demo
     * player's path, not demo record).
     *
     * @upstream src/mwGameMoves.cpp#proc
     */
    public void proc() {
        int startIndex = current_pos + 100;
        if (startIndex > entry_pos - 1) {
            startIndex = entry_pos - 1;
        }
        int endIndex = current_pos - 100;
        if (endIndex < 0) {
            endIndex = 0;
        }
        int frame = w.loop.frame_num;
        for (int x = startIndex; x >= endIndex; x--) {
            int[] row = arr[x];
            if (row[0] != frame) {
                continue;
            }
            int t = row[1];
            if (x > current_pos) {
                current_pos = x;
            }
            if ((t & PM_GAMEMOVE_TYPE_PLAYER_ACTIVE_FLAG) != 0) {
                int[] p = new int[1];
                int[] c = new int[1];
                byte[] name = new byte[9];
                w.miscFnx.gmaToVal(t, row[2], row[3], p, c, name);
                MiscFnx.snprintfName(w.player.syn[p[0]].name, name);
                procGameMovePlayerActive(p[0], c[0]);
            }
            if (t == PM_GAMEMOVE_TYPE_PLAYER_ACTIVE) {
                procGameMovePlayerActive(row[2], row[3]);
            }
            if (t == PM_GAMEMOVE_TYPE_PLAYER_INACTIVE) {
                procGameMovePlayerInactive(row[2], row[3]);
            }
            if (t == PM_GAMEMOVE_TYPE_PLAYER_HIDDEN) {
                procGameMovePlayerHidden(row[2]);
            }
            if (t == PM_GAMEMOVE_TYPE_SHOT_CONFIG) {
                procGameMoveShotConfig(row[2], row[3]);
            }
            if (t == PM_GAMEMOVE_TYPE_PLAYER_MOVE) {
                w.player.setControlsFromCompMove(row[2], row[3]);
            }
        }
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0) {
                s.old_ctrl_bitf = s.ctrl_bitf;
                s.ctrl_bitf = w.player.compMoveFromPlayersCurrentControls(p);
            }
        }
    }

    /**
     * Player {@code p} joins (or changes colour): colour set; when it was inactive it gets its start position,
     * becomes active with {@code join_frame}, plays in demo mode if player 0 does, and (after frame 1) gets the
     * "joined" text overlay, whose timer is in {@code syn}. Sounds and logs are not simulated.
     *
     * @upstream src/mwGameMoves.cpp#proc_game_move_player_active
     */
    public void procGameMovePlayerActive(int p, int color) {
        Psyn s = w.player.syn[p];
        s.color = color;
        if (s.active == 0) {
            w.item.setPlayerStartPos(p);
            s.active = 1;
            w.player.loc[p].join_frame = w.loop.frame_num;
            if (w.player.syn[0].control_method == PM_PLAYER_CONTROL_METHOD_DEMO_MODE) {
                s.control_method = PM_PLAYER_CONTROL_METHOD_DEMO_MODE;
            }
            if (w.loop.frame_num > 1) {
                w.player.addPlayerTextOverlay(p, 1);
            }
        }
    }

    /**
     * Player {@code p} quits: its quit reason and frame are noted and, if active, it gets the "quit" text overlay
     * and becomes inactive (the netgame program-state changes do not apply to a replay).
     *
     * @upstream src/mwGameMoves.cpp#proc_game_move_player_inactive
     */
    public void procGameMovePlayerInactive(int p, int reason) {
        w.player.loc[p].quit_reason = reason;
        w.player.loc[p].quit_frame = w.loop.frame_num;
        if (w.player.syn[p].active != 0) {
            w.player.addPlayerTextOverlay(p, 0);
            w.player.syn[p].active = 0;
        }
    }

    /**
     * Player {@code p} is hidden (headless server): paused 1, type 3.
     *
     * @upstream src/mwGameMoves.cpp#proc_game_move_player_hidden
     */
    public void procGameMovePlayerHidden(int p) {
        w.player.syn[p].paused = 1;
        w.player.syn[p].paused_type = 3;
    }

    /**
     * Shot config into {@code syn[0]}: bit 0 player-vs-player shots, bit 1 (value 2) player-vs-self shots, damage.
     *
     * @upstream src/mwGameMoves.cpp#proc_game_move_shot_config
     */
    public void procGameMoveShotConfig(int shot, int damg) {
        w.player.syn[0].player_vs_player_shots = shot & 0b01;
        w.player.syn[0].player_vs_self_shots = shot & 0b10;
        w.player.syn[0].player_vs_player_shot_damage = damg;
    }
}

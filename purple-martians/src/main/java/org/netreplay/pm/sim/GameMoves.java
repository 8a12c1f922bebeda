package org.netreplay.pm.sim;

/**
 * The game's mwGameMoves (src/mwGameMoves.cpp): the game-move array and its functions, ported to Java. A replay
 * loads a recording's rows ({@link #load}); a live netgame peer appends rows as they arrive ({@link #addGameMove}),
 * which is how the real game's server and clients hold them, in arrival order.
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
    static final int PM_GAMEMOVE_TYPE_LEVEL_DONE_ACK = 8;
    static final int PM_GAMEMOVE_TYPE_SHOT_CONFIG = 9;
    static final int PM_GAMEMOVE_TYPE_PLAYER_ACTIVE_FLAG = 0b1 << 23;
    static final int PM_PLAYER_CONTROL_METHOD_DEMO_MODE = 1;
    public static final int PM_COMPMOVE_MENU = 0b01000000;
    /** {@code PM_PLAYER_QUIT_REASON_CLIENT_ENDED_GAME} (src/pm.h): a client pressed its menu key. */
    public static final int QUIT_REASON_CLIENT_ENDED_GAME = 90;
    /** {@code PM_PLAYER_QUIT_REASON_SERVER_ENDED_GAME} (src/pm.h): the server pressed its menu key. */
    public static final int QUIT_REASON_SERVER_ENDED_GAME = 92;

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
     * appends one row as it is, growing the array when needed (the game's array
     * is a fixed million rows, zeroed past {@link #entry_pos}).
     *
     * @upstream src/mwGameMoves.cpp#add_game_move2
     */
    public void addGameMove2(int frame, int type, int data1, int data2) {
        if (entry_pos + 1 >= arr.length - 1) {
            int[][] grown = new int[Math.max(arr.length * 2, entry_pos + SPARE_ROWS * 2)][];
            System.arraycopy(arr, 0, grown, 0, arr.length);
            for (int i = arr.length; i < grown.length; i++) {
                grown[i] = new int[4];
            }
            arr = grown;
        }
        int[] row = arr[entry_pos];
        row[0] = frame;
        row[1] = type;
        row[2] = data1;
        row[3] = data2;
        entry_pos++;
    }

    /**
     * A game move entered live, as the game enters it on a netgame peer: a player-active row
     * embeds the player's name and colour ({@code val_to_gma}); a shot-config row takes its values from
     * {@code syn[0]}; in level-done mode 5 a player's non-empty move becomes one level-done acknowledgement; a move
     * with the menu bit becomes the player's quit: on a server, the server's own quit makes every remote client an
     * orphan that quits 10 frames later, and the server too; a client's quit comes 2 frames later (on the server) or 4
     * (on the client itself). The single-player and demo-record branches are not netgame paths and are not ported.
     *
     * @upstream src/mwGameMoves.cpp#add_game_move
     */
    public void addGameMove(int frame, int type, int data1, int data2) {
        int p = data1;
        if (type == PM_GAMEMOVE_TYPE_PLAYER_ACTIVE) {
            int[] gma = w.miscFnx.valToGma(p, data2, w.player.syn[p].name);
            addGameMove2(frame, gma[0], gma[1], gma[2]);
            return;
        }
        if (type == PM_GAMEMOVE_TYPE_SHOT_CONFIG) {
            Psyn s0 = w.player.syn[0];
            int sc = 0;
            if (s0.player_vs_player_shots != 0) {
                sc |= 0b01;
            }
            if (s0.player_vs_self_shots != 0) {
                sc |= 0b10;
            }
            addGameMove2(frame, type, sc, s0.player_vs_player_shot_damage);
            return;
        }
        if (w.player.syn[0].level_done_mode == 5 && type == PM_GAMEMOVE_TYPE_PLAYER_MOVE && data2 != 0) {
            if (!hasPlayerAcknowledged(p)) {
                addGameMove2(frame, PM_GAMEMOVE_TYPE_LEVEL_DONE_ACK, p, 0);
            }
            return;
        }
        if (type == PM_GAMEMOVE_TYPE_PLAYER_MOVE && (data2 & PM_COMPMOVE_MENU) != 0) {
            if (w.netgame.ima_server) {
                if (p == 0) {
                    for (int c = 1; c < 8; c++) {
                        if (w.player.syn[c].control_method == Netgame.CONTROL_NETGAME_REMOTE) {
                            w.player.syn[c].control_method = Netgame.CONTROL_CLIENT_ORPHAN;
                            addGameMove2(frame + 10, PM_GAMEMOVE_TYPE_PLAYER_INACTIVE, c, QUIT_REASON_SERVER_ENDED_GAME);
                        }
                    }
                    addGameMove2(frame + 10, PM_GAMEMOVE_TYPE_PLAYER_INACTIVE, 0, QUIT_REASON_SERVER_ENDED_GAME);
                } else {
                    addGameMove2(frame + 2, PM_GAMEMOVE_TYPE_PLAYER_INACTIVE, data1, QUIT_REASON_CLIENT_ENDED_GAME);
                }
                return;
            }
            if (w.netgame.ima_client) {
                addGameMove2(frame + 4, PM_GAMEMOVE_TYPE_PLAYER_INACTIVE, p, QUIT_REASON_CLIENT_ENDED_GAME);
                return;
            }
        }
        addGameMove2(frame, type, data1, data2);
    }

    /**
     * a hidden player always has; otherwise player {@code p} has a
     * level-done acknowledgement row at or before the current frame among the last 1000 rows (the row at
     * {@code entry_pos} is read too: it is zero).
     *
     * @upstream src/mwGameMoves.cpp#has_player_acknowledged
     */
    public boolean hasPlayerAcknowledged(int p) {
        if (w.player.syn[p].paused_type == 3) {
            return true;
        }
        int end = Math.max(entry_pos - 1000, 0);
        for (int x = entry_pos; x > end; x--) {
            int[] row = arr[x];
            if (row[1] == PM_GAMEMOVE_TYPE_LEVEL_DONE_ACK && row[2] == p && row[0] <= w.loop.frame_num) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sorts the live array, as the game does whenever it saves a recording (a server's partial save for a client
     * that asks for the file, its autosaves): rows by frame, then within a frame by type
     * (player-active rows count as type 1), then by player; then every frame's shot-config rows first; then zero rows
     * removed. The game's bubble sort is stable, so rows that compare equal keep their order; this does the same.
     *
     * @upstream src/mwGameMoves.cpp#gm_sort
     */
    public void gmSort() {
        int n = entry_pos;
        int[][] rows = java.util.Arrays.copyOf(arr, n);
        java.util.Arrays.sort(rows, (a, b) -> {
            if (a[0] != b[0]) {
                return Integer.compare(a[0], b[0]);
            }
            int ta = sortType(a[1]);
            int tb = sortType(b[1]);
            if (ta != tb) {
                return Integer.compare(ta, tb);
            }
            return Integer.compare(playerOf(a), playerOf(b));
        });
        System.arraycopy(rows, 0, arr, 0, n);
        shotConfigFirst(n);
        for (int x = 0; x < entry_pos; x++) {
            int[] r = arr[x];
            if (entry_pos > 1 && r[0] == 0 && r[1] == 0 && r[2] == 0 && r[3] == 0) {
                gmRemove(x);
                x--;
            }
        }
    }

    private void shotConfigFirst(int n) {
        boolean swapped = true;
        while (swapped) {
            swapped = false;
            for (int x = 0; x < n - 1; x++) {
                if (arr[x][0] == arr[x + 1][0] && arr[x][1] != PM_GAMEMOVE_TYPE_SHOT_CONFIG
                        && arr[x + 1][1] == PM_GAMEMOVE_TYPE_SHOT_CONFIG) {
                    int[] tmp = arr[x];
                    arr[x] = arr[x + 1];
                    arr[x + 1] = tmp;
                    swapped = true;
                }
            }
        }
    }

    /**
     * removes row {@code i}, sliding the rest down (not below one row).
     *
     * @upstream src/mwGameMoves.cpp#gm_remove
     */
    private void gmRemove(int i) {
        if (entry_pos > 1) {
            int[] removed = arr[i];
            System.arraycopy(arr, i + 1, arr, i, entry_pos - 1 - i);
            java.util.Arrays.fill(removed, 0);
            arr[entry_pos - 1] = removed;
            entry_pos--;
        }
    }

    private static int sortType(int type) {
        return (type & PM_GAMEMOVE_TYPE_PLAYER_ACTIVE_FLAG) != 0 ? 1 : type;
    }

    /**
     * 
     *
     * @upstream src/mwGameMoves.cpp#get_player_num_from_game_move
     */
    private static int playerOf(int[] row) {
        return (row[1] & PM_GAMEMOVE_TYPE_PLAYER_ACTIVE_FLAG) != 0 ? row[1] & 0b111 : row[2];
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
     * becomes active with {@code join_frame}, is a remote player on a netgame peer where it is not the local player,
     * plays in demo mode if player 0 does, and (after frame 1) gets the "joined" text overlay, whose timer is in
     * {@code syn}. Sounds and logs are not simulated.
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
            if ((w.netgame.ima_server || w.netgame.ima_client) && p != w.player.active_local_player) {
                s.control_method = Netgame.CONTROL_NETGAME_REMOTE;
            }
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

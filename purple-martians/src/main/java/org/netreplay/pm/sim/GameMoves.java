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
     * The move-loading part of src/mwGameMoves.cpp load_gm: {@code initialize()}, then the rows in file order;
     * {@code arr} holds them followed by {@link #SPARE_ROWS} zero rows (the game's array is zeroed past its entries).
     *
     * @param rows {@code [n][4]}: frame, type, data1, data2
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

    /**
     * src/mwGameMoves.cpp initialize. Not ported yet (PM-core).
     */
    public void initialize() {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp initialize");
    }

    /**
     * src/mwGameMoves.cpp does_game_move_contain_player. Not ported yet (PM-core).
     */
    public boolean doesGameMoveContainPlayer(int i, int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp does_game_move_contain_player");
    }

    /**
     * src/mwGameMoves.cpp get_player_num_from_game_move. Not ported yet (PM-core).
     */
    public int getPlayerNumFromGameMove(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp get_player_num_from_game_move");
    }

    /**
     * src/mwGameMoves.cpp set_flag_for_player_at_frame. Not ported yet (PM-core).
     */
    public void setFlagForPlayerAtFrame(int f, int p, int flag, boolean setClear) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp set_flag_for_player_at_frame");
    }

    /**
     * src/mwGameMoves.cpp find_previous_move_for_player. Not ported yet (PM-core).
     */
    public int findPreviousMoveForPlayer(int p, int f) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp find_previous_move_for_player");
    }

    /**
     * src/mwGameMoves.cpp find_first_active_game_move_for_player. Not ported yet (PM-core).
     */
    public int findFirstActiveGameMoveForPlayer(int p, int start) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp find_first_active_game_move_for_player");
    }

    /**
     * src/mwGameMoves.cpp add_game_move2. Not ported yet (PM-core).
     */
    public void addGameMove2(int frame, int type, int data1, int data2) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp add_game_move2");
    }

    /**
     * src/mwGameMoves.cpp add_game_move. Not ported yet (PM-core).
     */
    public void addGameMove(int frame, int type, int data1, int data2) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp add_game_move");
    }

    /**
     * src/mwGameMoves.cpp proc. Not ported yet (PM-core).
     */
    public void proc() {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp proc");
    }

    /**
     * src/mwGameMoves.cpp proc_game_move_player_active. Not ported yet (PM-core).
     */
    public void procGameMovePlayerActive(int p, int color) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp proc_game_move_player_active");
    }

    /**
     * src/mwGameMoves.cpp proc_game_move_player_inactive. Not ported yet (PM-core).
     */
    public void procGameMovePlayerInactive(int p, int reason) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp proc_game_move_player_inactive");
    }

    /**
     * src/mwGameMoves.cpp proc_game_move_player_hidden. Not ported yet (PM-core).
     */
    public void procGameMovePlayerHidden(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp proc_game_move_player_hidden");
    }

    /**
     * src/mwGameMoves.cpp proc_game_move_shot_config. Not ported yet (PM-core).
     */
    public void procGameMoveShotConfig(int shot, int damg) {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp proc_game_move_shot_config");
    }

    /**
     * src/mwGameMoves.cpp new_level. Not ported yet (PM-core).
     */
    public void newLevel() {
        throw new UnsupportedOperationException("not ported yet: src/mwGameMoves.cpp new_level");
    }
}

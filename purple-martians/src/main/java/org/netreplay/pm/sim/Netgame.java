package org.netreplay.pm.sim;

/**
 * The part of the game's mwNetgame (src/mwNetgame.h) that the simulation itself reads: whether this peer is a
 * netgame server or client. Game moves, the level-done sequence and joins take other branches on a netgame peer
 * (src/mwGameMoves.cpp add_game_move and proc_game_move_player_active, src/mwLoopLevelDone.cpp). Both false in a
 * demo replay. The control-method numbers are {@code PM_PLAYER_CONTROL_METHOD_*} of src/pm.h, as {@code syn[p]
 * .control_method} holds them.
 */
public final class Netgame {
    /** {@code PM_PLAYER_CONTROL_METHOD_SINGLE_PLAYER}. */
    public static final int CONTROL_SINGLE_PLAYER = 0;
    /** {@code PM_PLAYER_CONTROL_METHOD_DEMO_MODE}. */
    public static final int CONTROL_DEMO_MODE = 1;
    /** {@code PM_PLAYER_CONTROL_METHOD_NETGAME_REMOTE}: another peer's player. */
    public static final int CONTROL_NETGAME_REMOTE = 2;
    /** {@code PM_PLAYER_CONTROL_METHOD_SERVER_LOCAL}: the server's own player. */
    public static final int CONTROL_SERVER_LOCAL = 3;
    /** {@code PM_PLAYER_CONTROL_METHOD_CLIENT_LOCAL}: a client's own player. */
    public static final int CONTROL_CLIENT_LOCAL = 4;
    /** {@code PM_PLAYER_CONTROL_METHOD_CLIENT_ORPHAN}: a client whose server quit. */
    public static final int CONTROL_CLIENT_ORPHAN = 8;

    /** {@code mNetgame.ima_server}. */
    public boolean ima_server;
    /** {@code mNetgame.ima_client}. */
    public boolean ima_client;
}

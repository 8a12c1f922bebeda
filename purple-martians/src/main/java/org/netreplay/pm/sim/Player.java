package org.netreplay.pm.sim;

/**
 * The game's mwPlayer (src/mwPlayer.cpp): its simulation functions, ported to Java. Owner: PM-core.
 */
public final class Player {
    private final PmWorld w;
    /** Players' synced records, {@code mPlayer.syn[8]}: state section syn. */
    public final Psyn[] syn = Psyn.array(8);
    /** Players' local records, {@code mPlayer.loc[8]}: not in the state. */
    public final Ploc[] loc = Ploc.array(8);
    /** {@code mPlayer.active_local_player}. */
    public int active_local_player;

    /** @param w the world whose other parts this part calls */
    public Player(PmWorld w) {
        this.w = w;
    }

    /**
     * src/mwPlayer.cpp proc_player_health. Not ported yet (PM-core).
     */
    public void procPlayerHealth(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_health");
    }

    /**
     * src/mwPlayer.cpp proc_player_xy_move_test. Not ported yet (PM-core).
     */
    public void procPlayerXyMoveTest(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_xy_move_test");
    }

    /**
     * src/mwPlayer.cpp proc_player_xy_move. Not ported yet (PM-core).
     */
    public void procPlayerXyMove(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_xy_move");
    }

    /**
     * src/mwPlayer.cpp proc_player_paused. Not ported yet (PM-core).
     */
    public void procPlayerPaused(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_paused");
    }

    /**
     * src/mwPlayer.cpp reset_player_scale_and_rot. Not ported yet (PM-core).
     */
    public void resetPlayerScaleAndRot(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp reset_player_scale_and_rot");
    }

    /**
     * src/mwPlayer.cpp is_player_riding_rocket. Not ported yet (PM-core).
     */
    public int isPlayerRidingRocket(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp is_player_riding_rocket");
    }

    /**
     * src/mwPlayer.cpp proc_player_stuck_in_blocks. Not ported yet (PM-core).
     */
    public void procPlayerStuckInBlocks(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_stuck_in_blocks");
    }

    /**
     * src/mwPlayer.cpp proc_player_riding_rocket. Not ported yet (PM-core).
     */
    public void procPlayerRidingRocket(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_riding_rocket");
    }

    /**
     * src/mwPlayer.cpp proc_player_bounds_check. Not ported yet (PM-core).
     */
    public void procPlayerBoundsCheck(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_bounds_check");
    }

    /**
     * src/mwPlayer.cpp proc_player_collisions. Not ported yet (PM-core).
     */
    public void procPlayerCollisions(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_collisions");
    }

    /**
     * src/mwPlayer.cpp is_player_within_ladder_reach. Not ported yet (PM-core).
     */
    public int isPlayerWithinLadderReach(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp is_player_within_ladder_reach");
    }

    /**
     * src/mwPlayer.cpp is_player_within_rope_reach. Not ported yet (PM-core).
     */
    public int isPlayerWithinRopeReach(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp is_player_within_rope_reach");
    }

    /**
     * src/mwPlayer.cpp proc_player_rope_move. Not ported yet (PM-core).
     */
    public void procPlayerRopeMove(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_rope_move");
    }

    /**
     * src/mwPlayer.cpp proc_player_ladder_move. Not ported yet (PM-core).
     */
    public void procPlayerLadderMove(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_ladder_move");
    }

    /**
     * src/mwPlayer.cpp proc_player_rope. Not ported yet (PM-core).
     */
    public void procPlayerRope(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_rope");
    }

    /**
     * src/mwPlayer.cpp proc_player_ladder. Not ported yet (PM-core).
     */
    public void procPlayerLadder(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp proc_player_ladder");
    }

    /**
     * src/mwPlayer.cpp move_players. Not ported yet (PM-core).
     */
    public void movePlayers() {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp move_players");
    }

    /**
     * src/mwPlayer.cpp is_player_hidden. Not ported yet (PM-core).
     */
    public int isPlayerHidden(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp is_player_hidden");
    }

    /**
     * src/mwPlayer.cpp is_player_active_and_not_hidden. Not ported yet (PM-core).
     */
    public boolean isPlayerActiveAndNotHidden(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp is_player_active_and_not_hidden");
    }

    /**
     * src/mwPlayer.cpp set_players_shape. Not ported yet (PM-core).
     */
    public void setPlayersShape(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp set_players_shape");
    }

    /**
     * src/mwPlayer.cpp init_player. Not ported yet (PM-core).
     */
    public void initPlayer(int p, int t) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp init_player");
    }

    /**
     * src/mwPlayer.cpp if_players_ctrl_just_pressed. Not ported yet (PM-core).
     */
    public boolean ifPlayersCtrlJustPressed(int p, int ctrl) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp if_players_ctrl_just_pressed");
    }

    /**
     * src/mwPlayer.cpp clear_controls. Not ported yet (PM-core).
     */
    public void clearControls(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp clear_controls");
    }

    /**
     * src/mwPlayer.cpp comp_move_from_players_current_controls. Not ported yet (PM-core).
     */
    public int compMoveFromPlayersCurrentControls(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp comp_move_from_players_current_controls");
    }

    /**
     * src/mwPlayer.cpp set_controls_from_comp_move. Not ported yet (PM-core).
     */
    public void setControlsFromCompMove(int p, int compMove) {
        throw new UnsupportedOperationException("not ported yet: src/mwPlayer.cpp set_controls_from_comp_move");
    }
}

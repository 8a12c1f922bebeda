package org.netreplay.pm.sim;

/**
 * The game's mwLoop (src/mwLoop.cpp, src/mwLoopLevelDone.cpp): its simulation functions, ported to Java. Owner: PM-core.
 */
public final class Loop {
    private final PmWorld w;
    /** {@code mLoop.frame_num}: the frame counter. */
    public int frame_num;

    /** @param w the world whose other parts this part calls */
    public Loop(PmWorld w) {
        this.w = w;
    }

    /**
     * src/mwLoop.cpp, src/mwLoopLevelDone.cpp initialize. Not ported yet (PM-core).
     */
    public void initialize() {
        throw new UnsupportedOperationException("not ported yet: src/mwLoop.cpp, src/mwLoopLevelDone.cpp initialize");
    }

    /**
     * src/mwLoop.cpp, src/mwLoopLevelDone.cpp load_and_setup_level. Not ported yet (PM-core).
     */
    public int loadAndSetupLevel(int level, int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwLoop.cpp, src/mwLoopLevelDone.cpp load_and_setup_level");
    }

    /**
     * src/mwLoop.cpp, src/mwLoopLevelDone.cpp setup_players_after_level_load. Not ported yet (PM-core).
     */
    public void setupPlayersAfterLevelLoad(int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwLoop.cpp, src/mwLoopLevelDone.cpp setup_players_after_level_load");
    }

    /**
     * src/mwLoop.cpp, src/mwLoopLevelDone.cpp move_frame. Not ported yet (PM-core).
     */
    public void moveFrame() {
        throw new UnsupportedOperationException("not ported yet: src/mwLoop.cpp, src/mwLoopLevelDone.cpp move_frame");
    }

    /**
     * src/mwLoop.cpp, src/mwLoopLevelDone.cpp proc_level_done_mode. Not ported yet (PM-core).
     */
    public void procLevelDoneMode() {
        throw new UnsupportedOperationException("not ported yet: src/mwLoop.cpp, src/mwLoopLevelDone.cpp proc_level_done_mode");
    }
}

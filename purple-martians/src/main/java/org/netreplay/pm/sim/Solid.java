package org.netreplay.pm.sim;

/**
 * The game's mwSolid (src/mwSolid.cpp): its simulation functions, ported to Java. Owner: PM-core.
 */
public final class Solid {
    private final PmWorld w;

    /** @param w the world whose other parts this part calls */
    public Solid(PmWorld w) {
        this.w = w;
    }

    /**
     * src/mwSolid.cpp is_right_solid. Not ported yet (PM-core).
     */
    public int isRightSolid(int solidX, int solidY, int liftCheck, int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_right_solid");
    }

    /**
     * src/mwSolid.cpp is_left_solid. Not ported yet (PM-core).
     */
    public int isLeftSolid(int solidX, int solidY, int liftCheck, int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_left_solid");
    }

    /**
     * src/mwSolid.cpp is_down_solid. Not ported yet (PM-core).
     */
    public int isDownSolid(int solidX, int solidY, int liftCheck, int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_down_solid");
    }

    /**
     * src/mwSolid.cpp is_up_solid. Not ported yet (PM-core).
     */
    public int isUpSolid(int solidX, int solidY, int liftCheck, int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_up_solid");
    }

    /**
     * src/mwSolid.cpp is_up_solidf. Not ported yet (PM-core).
     */
    public float isUpSolidf(float fx, float fy, float fmove, int dir) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_up_solidf");
    }

    /**
     * src/mwSolid.cpp is_down_solidf. Not ported yet (PM-core).
     */
    public float isDownSolidf(float fx, float fy, float fmove, int dir) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_down_solidf");
    }

    /**
     * src/mwSolid.cpp is_left_solidf. Not ported yet (PM-core).
     */
    public float isLeftSolidf(float fx, float fy, float fmove, int dir) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_left_solidf");
    }

    /**
     * src/mwSolid.cpp is_right_solidf. Not ported yet (PM-core).
     */
    public float isRightSolidf(float fx, float fy, float fmove, int dir) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_right_solidf");
    }

    /**
     * src/mwSolid.cpp is_solid. Not ported yet (PM-core).
     */
    public int isSolid(int b, int c, int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_solid");
    }

    /**
     * src/mwSolid.cpp is_solidu. Not ported yet (PM-core).
     */
    public int isSolidu(int b, int c, int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp is_solidu");
    }

    /**
     * src/mwSolid.cpp lift_check_helper. Not ported yet (PM-core).
     */
    public int liftCheckHelper(int solidX, int solidY, int liftCheck, int type, int dir) {
        throw new UnsupportedOperationException("not ported yet: src/mwSolid.cpp lift_check_helper");
    }
}

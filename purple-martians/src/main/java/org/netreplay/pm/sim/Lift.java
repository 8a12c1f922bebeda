package org.netreplay.pm.sim;

/**
 * The game's mwLift (src/mwLift.cpp): its simulation functions, ported to Java. Owner: PM-lifts.
 */
public final class Lift {
    private final PmWorld w;
    /** Lifts, {@code mLift.cur[40]}: state section lift. */
    public final LiftCur[] cur = LiftCur.array(40);
    /** Lift step programs, {@code mLift.stp[40][40]}: from the level file, not in the state. */
    public final LiftStep[][] stp = new LiftStep[40][];

    {
        for (int l = 0; l < 40; l++) {
            stp[l] = LiftStep.array(40);
        }
    }

    /** @param w the world whose other parts this part calls */
    public Lift(PmWorld w) {
        this.w = w;
    }

    /**
     * src/mwLift.cpp initialize. Not ported yet (PM-lifts).
     */
    public void initialize() {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp initialize");
    }

    /**
     * src/mwLift.cpp move_lifts. Not ported yet (PM-lifts).
     */
    public void moveLifts(int ignoreProx) {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp move_lifts");
    }

    /**
     * src/mwLift.cpp next_step. Not ported yet (PM-lifts).
     */
    public void nextStep(int l) {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp next_step");
    }

    /**
     * src/mwLift.cpp set_lift_to_step. Not ported yet (PM-lifts).
     */
    public void setLiftToStep(int l, int s) {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp set_lift_to_step");
    }

    /**
     * src/mwLift.cpp is_player_riding_lift. Not ported yet (PM-lifts).
     */
    public boolean isPlayerRidingLift(int l, int[] pr) {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp is_player_riding_lift");
    }

    /**
     * src/mwLift.cpp lift_check_prox. Not ported yet (PM-lifts).
     */
    public int liftCheckProx(int l, int pd) {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp lift_check_prox");
    }

    /**
     * src/mwLift.cpp set_lift_xyinc. Not ported yet (PM-lifts).
     */
    public void setLiftXyinc(int l, int step) {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp set_lift_xyinc");
    }

    /**
     * src/mwLift.cpp lift_setup. Not ported yet (PM-lifts).
     */
    public void liftSetup() {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp lift_setup");
    }

    /**
     * src/mwLift.cpp clear_lifts. Not ported yet (PM-lifts).
     */
    public void clearLifts() {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp clear_lifts");
    }

    /**
     * src/mwLift.cpp clear_lift. Not ported yet (PM-lifts).
     */
    public void clearLift(int l) {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp clear_lift");
    }

    /**
     * src/mwLift.cpp clear_lift_step. Not ported yet (PM-lifts).
     */
    public void clearLiftStep(int l, int s) {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp clear_lift_step");
    }

    /**
     * src/mwLift.cpp get_empty_lift. Not ported yet (PM-lifts).
     */
    public int getEmptyLift() {
        throw new UnsupportedOperationException("not ported yet: src/mwLift.cpp get_empty_lift");
    }
}

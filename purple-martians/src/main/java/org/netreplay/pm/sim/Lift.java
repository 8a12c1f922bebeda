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

    /**
     * The lifts whose {@code active} is non-zero, ascending: the first {@link #activeCount} entries. The solid checks
     * scan the lifts for every entity and direction each frame ({@link Solid#liftCheckHelper}); a level has a few of
     * its 40 lifts active. Counted again when first asked after {@link #activeMayHaveChanged}: at every frame's start
     * ({@link Loop#moveFrame}), in {@link #clearLift}, and after a level or a state is read. Nothing else writes a
     * lift's {@code active}.
     */
    private final int[] activeIndex = new int[40];
    /** how many of {@link #activeIndex} are lifts, or -1 when they must be counted again */
    private int activeCount = -1;

    /** @param w the world whose other parts this part calls */
    public Lift(PmWorld w) {
        this.w = w;
    }

    /** The lifts' {@code active} flags may have changed (a level or a state was read, a frame starts). */
    public void activeMayHaveChanged() {
        activeCount = -1;
    }

    /** @return how many lifts are active; their indices are the first ones of {@link #activeIndices()} */
    int activeCount() {
        if (activeCount < 0) {
            int n = 0;
            for (int l = 0; l < cur.length; l++) {
                if (cur[l].active != 0) {
                    activeIndex[n++] = l;
                }
            }
            activeCount = n;
        }
        return activeCount;
    }

    /** @return the active lifts' indices, ascending, valid up to {@link #activeCount()} (a live array: do not change) */
    int[] activeIndices() {
        return activeIndex;
    }

    /**
     * Game start: clears every lift and its steps. (names table is editor-only).
     *
     * @upstream src/mwLift.cpp#initialize
     */
    public void initialize() {
        clearLifts();
    }

    /**
     * One frame of every active lift: clears the events its send steps raise, runs the prox modes, then advances
     * by the current limit type.
     *
     * @param ignoreProx non-zero: prox waits end at once
     * @upstream src/mwLift.cpp#move_lifts
     */
    public void moveLifts(int ignoreProx) {
        int[] p = {0};
        for (int l = 0; l < 40; l++) {
            LiftCur c = cur[l];
            if (c.active == 0) {
                continue;
            }
            for (int s = 0; s < c.num_steps; s++) {
                if ((stp[l][s].type & 31) == 6) {
                    w.triggerEvent.event[stp[l][s].val] = 0;
                }
            }
            int frozen = 0;
            if (c.mode == 1) {
                if (isPlayerRidingLift(l, p)) {
                    c.mode_countdown_timer = c.mode_reset_value;
                } else {
                    frozen = 1;
                    if (--c.mode_countdown_timer < 0) {
                        c.mode_countdown_timer = c.mode_reset_value;
                        setLiftToStep(l, 0);
                    }
                }
            }
            if (c.mode == 2) {
                if (isPlayerRidingLift(l, p)) {
                    c.mode_countdown_timer = c.mode_reset_value;
                } else if (--c.mode_countdown_timer < 0) {
                    c.mode_countdown_timer = c.mode_reset_value;
                    setLiftToStep(l, 0);
                }
            }
            if (frozen != 0) {
                continue;
            }
            switch (c.limit_type) {
                case 1 -> {
                    c.x += c.xinc;
                    c.y += c.yinc;
                    c.w += c.winc;
                    c.h += c.hinc;
                    if (--c.limit_counter < 0) {
                        LiftStep st = stp[l][c.current_step];
                        c.x = st.x;
                        c.y = st.y;
                        c.w = st.w;
                        c.h = st.h;
                        c.xinc = 0;
                        c.yinc = 0;
                        c.winc = 0;
                        c.hinc = 0;
                        nextStep(l);
                    }
                }
                case 2 -> {
                    if (--c.limit_counter < 0) {
                        nextStep(l);
                    }
                }
                case 3 -> {
                    if (ignoreProx != 0 || liftCheckProx(l, c.limit_counter) != 0) {
                        nextStep(l);
                    }
                }
                case 5 -> {
                    if (w.triggerEvent.event[c.limit_counter] != 0) {
                        nextStep(l);
                    }
                }
                default -> { }
            }
        }
    }

    /**
     * Advances lift {@code l} to its next step (clamped to the last) and starts it; a send-event step raises its
     * event and recurses, doing the first move of a following move step at once.
     *
     * @upstream src/mwLift.cpp#next_step
     */
    public void nextStep(int l) {
        LiftCur c = cur[l];
        if (++c.current_step > c.num_steps - 1) {
            c.current_step = c.num_steps - 1;
        }
        int s = c.current_step;
        c.flags = stp[l][s].type;
        int stepType = stp[l][s].type & 31;
        int stepVal = stp[l][s].val;
        switch (stepType) {
            case 1 -> setLiftXyinc(l, s);
            case 2, 3, 5 -> {
                c.limit_type = stepType;
                c.limit_counter = stepVal;
            }
            case 6 -> {
                w.triggerEvent.event[stepVal] = 1;
                nextStep(l);
                if ((stp[l][c.current_step].type & 31) == 1) {
                    c.x += c.xinc;
                    c.y += c.yinc;
                    c.w += c.winc;
                    c.h += c.hinc;
                    --c.limit_counter;
                }
            }
            case 4 -> {
                if (stepVal == 0) {
                    setLiftXyinc(l, 0);
                }
                if (stepVal == 1) {
                    setLiftToStep(l, 0);
                }
                if (stepVal == 2) {
                    c.limit_type = 0;
                }
            }
            default -> { }
        }
    }

    /**
     * Puts lift {@code l} at step {@code s}: flags from the step, incs zeroed, position and size from the step (or
     * from the previous move step when {@code s} is not a move).
     *
     * @upstream src/mwLift.cpp#set_lift_to_step
     */
    public void setLiftToStep(int l, int s) {
        LiftCur c = cur[l];
        c.current_step = s;
        c.flags = stp[l][s].type;
        c.xinc = 0;
        c.yinc = 0;
        c.winc = 0;
        c.hinc = 0;
        int stepType = stp[l][s].type & 31;
        if (stepType == 1) {
            c.limit_type = 2;
            c.limit_counter = 0;
        } else {
            c.limit_type = stepType;
            c.limit_counter = stp[l][s].val;
            s = findPreviousMoveStep(l, s);
        }
        LiftStep st = stp[l][s];
        c.x = st.x;
        c.y = st.y;
        c.w = st.w;
        c.h = st.h;
    }

    /**
     * Searches back from {@code step} (from the end when 0) for a move step.
     *
     * @upstream src/mwLift.cpp#find_previous_move_step
     */
    int findPreviousMoveStep(int l, int step) {
        if (step == 0) {
            step = 40;
        }
        while (step != 0) {
            step--;
            if ((stp[l][step].type & 31) == 1) {
                return step;
            }
        }
        throw new IllegalStateException("lift " + l + " has no move step (src/mwLift.cpp find_previous_move_step)");
    }

    /**
     * Whether an active, unpaused player rides lift {@code l}; the first such player goes to {@code pr[0]}.
     *
     * @upstream src/mwLift.cpp#is_player_riding_lift
     */
    public boolean isPlayerRidingLift(int l, int[] pr) {
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0 && s.player_ride != 0 && l == s.player_ride - 32) {
                pr[0] = p;
                return true;
            }
        }
        return false;
    }

    /**
     * 1 when an active, unpaused player is inside lift {@code l}'s box grown by {@code pd} px (shifted by -10 px),
     * else 0.
     *
     * @upstream src/mwLift.cpp#lift_check_prox
     */
    public int liftCheckProx(int l, int pd) {
        LiftCur c = cur[l];
        float bx1 = c.x - pd - 10;
        float by1 = c.y - pd - 10;
        float bx2 = c.x + c.w + pd - 10;
        float by2 = c.y + c.h + pd - 10;
        for (int p = 0; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && s.paused == 0 && s.x > bx1 && s.x < bx2 && s.y > by1 && s.y < by2) {
                return 1;
            }
        }
        return 0;
    }

    /**
     * Starts move step {@code step}: incs and frame count from distance and speed (val/10 px/frame), or val as a
     * plain timer when the move is under 1 px. The distance is the double sqrt of double squares (C++ pow on
     * float promotes), stored as float. (the live, first version).
     *
     * @upstream src/mwLift.cpp#set_lift_xyinc
     */
    public void setLiftXyinc(int l, int step) {
        LiftCur c = cur[l];
        LiftStep st = stp[l][step];
        float val = st.val;
        float moveTime;
        float xlen = st.x - c.x;
        float ylen = st.y - c.y;
        float hyDist = (float) StrictMath.sqrt((double) xlen * (double) xlen + (double) ylen * (double) ylen);
        if (hyDist < 1) {
            moveTime = val;
            c.xinc = 0;
            c.yinc = 0;
        } else {
            float speed = val / 10;
            moveTime = hyDist / speed;
            c.xinc = xlen / moveTime;
            c.yinc = ylen / moveTime;
        }
        float wd = st.w - c.w;
        float hd = st.h - c.h;
        c.winc = wd / moveTime;
        c.hinc = hd / moveTime;
        c.current_step = step;
        c.limit_counter = (int) moveTime;
        c.limit_type = 1;
    }

    /**
     * Level load: puts every active lift at its step 0.
     *
     * @upstream src/mwLift.cpp#lift_setup
     */
    public void liftSetup() {
        for (int l = 0; l < 40; l++) {
            if (cur[l].active != 0) {
                setLiftToStep(l, 0);
            }
        }
    }

    /**
     * Clears all 40 lifts.
     *
     * @upstream src/mwLift.cpp#clear_lifts
     */
    public void clearLifts() {
        for (int l = 0; l < 40; l++) {
            clearLift(l);
        }
    }

    /**
     * Zeroes lift {@code l}, its name and its 40 steps.
     *
     * @upstream src/mwLift.cpp#clear_lift
     */
    public void clearLift(int l) {
        LiftCur c = cur[l];
        c.active = 0;
        activeMayHaveChanged();
        c.x = 0;
        c.y = 0;
        c.xinc = 0;
        c.yinc = 0;
        c.w = 0;
        c.h = 0;
        c.winc = 0;
        c.hinc = 0;
        c.flags = 0;
        c.draw_mode = 0;
        c.draw_mode_val1 = 0;
        c.draw_mode_val2 = 0;
        c.draw_mode_val3 = 0;
        c.mode = 0;
        c.mode_countdown_timer = 0;
        c.mode_reset_value = 0;
        c.color = 0;
        c.current_step = 0;
        c.num_steps = 0;
        c.limit_type = 0;
        c.limit_counter = 0;
        c.lift_name[0] = 0;
        for (int s = 0; s < 40; s++) {
            clearLiftStep(l, s);
        }
    }

    /**
     * Zeroes step {@code s} of lift {@code l}.
     *
     * @upstream src/mwLift.cpp#clear_lift_step
     */
    public void clearLiftStep(int l, int s) {
        LiftStep st = stp[l][s];
        st.type = 0;
        st.x = 0;
        st.y = 0;
        st.w = 0;
        st.h = 0;
        st.val = 0;
    }

    /**
     * First inactive lift, or -1.
     *
     * @upstream src/mwLift.cpp#get_empty_lift
     */
    public int getEmptyLift() {
        for (int l = 0; l < 40; l++) {
            if (cur[l].active == 0) {
                return l;
            }
        }
        return -1;
    }
}

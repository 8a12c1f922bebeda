package org.netreplay.pm.sim;

/**
 * The game's mwMiscFnx (src/mwMiscFnx.cpp): its simulation functions, ported to Java. Owner: PM-core.
 */
public final class MiscFnx {
    private final PmWorld w;

    /** @param w the world whose other parts this part calls */
    public MiscFnx(PmWorld w) {
        this.w = w;
    }





    /**
     * src/mwMiscFnx.cpp round20. Not ported yet (PM-core).
     */
    public int round20(int val) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp round20");
    }

    /**
     * src/mwMiscFnx.cpp mw_round. Not ported yet (PM-core).
     */
    public void mwRound(int[] val, int rnd) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp mw_round");
    }

    /**
     * src/mwMiscFnx.cpp roundToDecimalPlaces. Not ported yet (PM-core).
     */
    public float roundToDecimalPlaces(float value, int decimalPlaces) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp roundToDecimalPlaces");
    }

    /**
     * src/mwMiscFnx.cpp enforce_limits_with_rollover. Not ported yet (PM-core).
     */
    public void enforceLimitsWithRollover(int[] val, int ll, int ul) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp enforce_limits_with_rollover");
    }

    /**
     * src/mwMiscFnx.cpp enforce_limits. Not ported yet (PM-core).
     */
    public void enforceLimits(int[] val, int ll, int ul) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp enforce_limits");
    }

    /**
     * src/mwMiscFnx.cpp enforce_limit. Not ported yet (PM-core).
     */
    public int enforceLimit(int val, int ll, int ul) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp enforce_limit");
    }

    /**
     * src/mwMiscFnx.cpp check_limit. Not ported yet (PM-core).
     */
    public int checkLimit(int val, int ll, int ul) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp check_limit");
    }

    /**
     * src/mwMiscFnx.cpp swap_int. Not ported yet (PM-core).
     */
    public void swapInt(int[] i1, int[] i2) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp swap_int");
    }


    /**
     * src/mwMiscFnx.cpp set_int_3216. Not ported yet (PM-core).
     */
    public void setInt3216(int[] I32, int H16, int L16) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp set_int_3216");
    }

    /**
     * src/mwMiscFnx.cpp get_int_3216. Not ported yet (PM-core).
     */
    public void getInt3216(int I32, int[] H16, int[] L16) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp get_int_3216");
    }

    /**
     * src/mwMiscFnx.cpp gma_to_val. Not ported yet (PM-core).
     */
    public void gmaToVal(int type, int d1, int d2, int[] p, int[] c, byte[] name) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp gma_to_val");
    }

    /**
     * src/mwMiscFnx.cpp val_to_gma. Not ported yet (PM-core).
     */
    public void valToGma(int[] type, int[] d1, int[] d2, int p, int c, byte[] name) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp val_to_gma");
    }

    /**
     * src/mwMiscFnx.cpp get_sproingy_jump_height. Not ported yet (PM-core).
     */
    public float getSproingyJumpHeight(int num) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp get_sproingy_jump_height");
    }

    /**
     * src/mwMiscFnx.cpp get_sp. Not ported yet (PM-core).
     */
    public int getSp(float jh) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp get_sp");
    }



    /**
     * src/mwMiscFnx.cpp get_item. Not ported yet (PM-core).
     */
    public int getItem(int objType, int subType, int num) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp get_item");
    }

    /**
     * src/mwMiscFnx.cpp rectangle_with_diagonal_lines. Not ported yet (PM-core).
     */
    public void rectangleWithDiagonalLines(float x1, float y1, float x2, float y2, int spacing, int frameColor, int lineColor, int clipMode) {
        throw new UnsupportedOperationException("not ported yet: src/mwMiscFnx.cpp rectangle_with_diagonal_lines");
    }
}

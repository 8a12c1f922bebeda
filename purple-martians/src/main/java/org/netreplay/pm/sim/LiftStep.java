package org.netreplay.pm.sim;

/**
 * One step of a lift's program, {@code struct lift_step} in src/mwLift.h ({@code mLift.stp[l][s]}): loaded from the
 * level file (docs/formats.md §7), not part of the state. Field names are the game's.
 */
public final class LiftStep {
    /** Size of one record in the level file, bytes. */
    public static final int SIZE = 24;

    public int type;
    public int x;
    public int y;
    public int w;
    public int h;
    public int val;

    /** @return {@code n} fresh zeroed records */
    public static LiftStep[] array(int n) {
        LiftStep[] a = new LiftStep[n];
        for (int i = 0; i < n; i++) {
            a[i] = new LiftStep();
        }
        return a;
    }
}

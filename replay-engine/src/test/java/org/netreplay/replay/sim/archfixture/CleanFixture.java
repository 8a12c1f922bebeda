package org.netreplay.replay.sim.archfixture;

/** Integer-only code that every determinism rule must accept. */
public final class CleanFixture {
    private int state = 1;

    /** @return the next state */
    public int next() {
        state = state * 1664525 + 1013904223;
        return state;
    }
}

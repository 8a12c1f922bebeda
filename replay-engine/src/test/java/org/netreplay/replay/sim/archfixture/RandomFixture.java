package org.netreplay.replay.sim.archfixture;

import java.util.Random;

/** Violates: java.util.Random outside the state. */
public final class RandomFixture {
    private final Random random = new Random(1);

    /** @return a random int */
    public int roll() {
        return random.nextInt();
    }
}

package org.netreplay.replay.sim.archfixture;

import java.util.Set;

/** Violates: Set.of, whose iteration order is randomised per JVM run (ImmutableCollections SALT). */
public final class SetOfFixture {
    /** @return the first element in iteration order, which differs between JVM runs */
    public static int first() {
        for (int value : Set.of(1, 2, 3, 4, 5)) {
            return value;
        }
        return 0;
    }
}

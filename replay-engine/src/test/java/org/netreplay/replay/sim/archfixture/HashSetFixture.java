package org.netreplay.replay.sim.archfixture;

import java.util.HashSet;
import java.util.Set;

/** Violates: HashSet. */
public final class HashSetFixture {
    private final Set<Integer> seen = new HashSet<>();

    /** @return whether {@code value} was new */
    public boolean add(int value) {
        return seen.add(value);
    }
}

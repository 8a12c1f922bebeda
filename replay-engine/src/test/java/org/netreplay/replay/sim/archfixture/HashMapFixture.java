package org.netreplay.replay.sim.archfixture;

import java.util.HashMap;
import java.util.Map;

/** Violates: HashMap. */
public final class HashMapFixture {
    private final Map<String, Integer> scores = new HashMap<>();

    /** @return the number of scores */
    public int size() {
        return scores.size();
    }
}

package org.netreplay.sim.net;

import java.util.SplittableRandom;

/**
 * How long one peer's frames take (per-peer CPU overload): a normal machine needs 3–15 ms of
 * its 25 ms frame budget; an overloaded one needs 24–48 ms for most frames, so its frame timer falls behind and it
 * runs at about 22 fps, as the real session's second client did (status CSV {@code cpu} column up to 200 %).
 */
public final class CpuLoad {
    private final SplittableRandom random;
    private final boolean overloaded;

    /**
     * @param random     this peer's own stream
     * @param overloaded whether this machine is overloaded
     */
    public CpuLoad(SplittableRandom random, boolean overloaded) {
        this.random = random;
        this.overloaded = overloaded;
    }

    /** @return CPU time of the next frame, ms (the {@code tmst cpu:[ms]} value) */
    public double nextFrameMillis() {
        double u = random.nextDouble();
        if (overloaded) {
            return u < 0.8 ? 24 + 24 * random.nextDouble() : 10 + 10 * random.nextDouble();
        }
        return 3 + 12 * u;
    }

    /** @return whether this machine is overloaded */
    public boolean overloaded() {
        return overloaded;
    }
}

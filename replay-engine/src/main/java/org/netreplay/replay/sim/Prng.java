package org.netreplay.replay.sim;

/**
 * The game's pseudo-random number generator: xorshift32 (Marsaglia 2003). Its whole state is one {@code int} kept
 * in the world section of the state ({@code world[0].rng}), so saving, loading and rewinding a state also rewinds
 * the random sequence.
 */
public final class Prng {
    /** Used instead of a zero seed, which xorshift32 would never leave. */
    public static final int NONZERO_SEED = 0x9E3779B9;

    private Prng() {
    }

    /** @return the first PRNG state for a {@code GameSetup} seed: both halves folded, never 0 */
    public static int seedState(long seed) {
        int folded = (int) (seed ^ (seed >>> 32));
        return folded == 0 ? NONZERO_SEED : folded;
    }

    /** @return the PRNG state after {@code state}; also used as the random value drawn */
    public static int next(int state) {
        int x = state;
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return x;
    }
}

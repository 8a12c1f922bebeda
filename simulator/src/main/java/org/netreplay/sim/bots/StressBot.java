package org.netreplay.sim.bots;

import java.util.SplittableRandom;

/**
 * The game's random-input test (docs/formats.md §4.4): new controls every frame, {@code rand() % 64} (every bit but
 * MENU), as the real netgame's clients sent them ({@code tx cdat - move:38}, {@code move:18}, … in the bundled client
 * log). Seeded.
 */
public final class StressBot implements Bot {
    private final SplittableRandom random;

    /** @param random this player's own stream */
    public StressBot(SplittableRandom random) {
        this.random = random;
    }

    @Override
    public int controls(int frame) {
        return random.nextInt(64);
    }
}

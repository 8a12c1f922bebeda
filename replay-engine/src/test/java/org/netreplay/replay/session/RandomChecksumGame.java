package org.netreplay.replay.session;

import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

/**
 * A deliberately broken game (ggrs {@code RandomChecksumGameStub}): the same states as {@link StubGame}, but
 * {@code checksum()} returns a random number, so every detector that compares checksums must flag it.
 */
public final class RandomChecksumGame extends StubGame {
    @Override
    public String id() {
        return "random-checksum";
    }

    @Override
    public GameSimulation start(GameSetup setup) {
        return new StubSimulation(setup, true);
    }
}

package org.netreplay.replay.spi;

/**
 * A deterministic game that the replay engine, the desync finder and the viewer can drive. Implementations are
 * found with {@link java.util.ServiceLoader} ({@code META-INF/services/org.netreplay.replay.spi.DeterministicGame}).
 * The reference game ({@code pm-reference}) is one; another game plugs in its state layout and step function here.
 */
public interface DeterministicGame {

    /** @return a stable id, e.g. {@code pm-reference} */
    String id();

    /** @return the byte layout of this game's state, with a named field for every byte range that matters */
    StateSchema schema();

    /**
     * Creates a simulation at frame 0 from a level.
     *
     * @throws IllegalArgumentException if the setup is invalid (the message names the value)
     * @throws java.io.UncheckedIOException if the level file cannot be read or is corrupt (the message names it)
     */
    GameSimulation start(GameSetup setup);
}

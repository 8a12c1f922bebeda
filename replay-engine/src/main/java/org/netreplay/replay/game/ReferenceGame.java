package org.netreplay.replay.game;

import java.util.Objects;
import org.netreplay.replay.level.LevelLoader;
import org.netreplay.replay.sim.MapData;
import org.netreplay.replay.sim.Simulation;
import org.netreplay.replay.sim.StateSchemaFactory;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.replay.spi.StateSchema;

/**
 * The deterministic reference game {@value #ID}: a 100x100-tile platformer at 40 frames per second for up to 8
 * players driven by comp_move bits, with enemies, shots, coins, keys and doors, in fixed-point integers only
 * (docs/reference-game.md). Registered for {@link java.util.ServiceLoader} in
 * {@code META-INF/services/org.netreplay.replay.spi.DeterministicGame}.
 *
 * <p>Thread safety: this class is stateless and thread-safe; each simulation it starts is not.
 */
public final class ReferenceGame implements DeterministicGame {
    /** The id other modules look the game up by. */
    public static final String ID = "pm-reference";

    @Override
    public String id() {
        return ID;
    }

    /** @return the fixed layout of 15,480-byte states (see {@link org.netreplay.replay.sim.StateLayout}) */
    @Override
    public StateSchema schema() {
        return StateSchemaFactory.schema();
    }

    /**
     * Starts at frame 0 from {@code setup.levelFile()}: a real {@code .pml} level (docs/formats.md §7), a JSON map,
     * or, when null, the built-in map of {@code setup.level()}.
     *
     * @throws IllegalArgumentException       if the level file name ends neither in .pml nor in .json
     * @throws java.io.UncheckedIOException if the level file is missing, unreadable or corrupt (names the file)
     */
    @Override
    public GameSimulation start(GameSetup setup) {
        Objects.requireNonNull(setup, "setup");
        MapData map = LevelLoader.load(setup.level(), setup.levelFile());
        return new ReferenceSimulation(new Simulation(map, setup.level(), setup.seed()));
    }
}

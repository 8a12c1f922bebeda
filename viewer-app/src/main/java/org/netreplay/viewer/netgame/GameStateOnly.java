package org.netreplay.viewer.netgame;

import java.util.List;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * A game seen through its own state only: the same id (so the replay page finds its renderer) and the schema's fields
 * that lie inside the first {@code stateSize} bytes. A rebuilt peer holds the real game's state (Purple Martians:
 * the 113,344 bytes its difs carry, {@code STATE_SIZE} in src/pm.h), not the simulation's hidden tail (frame counter,
 * animation counters, each player's local fields), so the inspector shows no tail fields for it instead of zeros.
 */
final class GameStateOnly implements DeterministicGame {
    private final DeterministicGame game;
    private final StateSchema schema;

    private GameStateOnly(DeterministicGame game, StateSchema schema) {
        this.game = game;
        this.schema = schema;
    }

    /**
     * @param game      the game (its schema may be longer)
     * @param stateSize the bytes of a state that are the game's own
     * @return {@code game} itself when its schema is that long already, else the view
     * @throws IllegalArgumentException if the schema is shorter than {@code stateSize}
     */
    static DeterministicGame of(DeterministicGame game, int stateSize) {
        StateSchema full = game.schema();
        if (full.stateSize() == stateSize) {
            return game;
        }
        if (full.stateSize() < stateSize) {
            throw new IllegalArgumentException(game.id() + "'s states are " + full.stateSize() + " bytes, not "
                    + stateSize);
        }
        List<StateField> fields = full.fields().stream()
                .filter(f -> f.byteOffset() + f.byteSize() <= stateSize).toList();
        return new GameStateOnly(game, new StateSchema(stateSize, fields));
    }

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public StateSchema schema() {
        return schema;
    }

    @Override
    public GameSimulation start(GameSetup setup) {
        return game.start(setup);
    }
}

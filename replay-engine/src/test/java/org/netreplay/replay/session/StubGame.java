package org.netreplay.replay.session;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * A tiny deterministic game for tests (ggrs {@code GameStub}): a world block (frame, prng, shot config) and 8 players
 * (active, x, y, ctrl, health, colour), all little-endian ints. MOVE rows set ctrl; each frame an active player
 * walks 2 px left/right, jumps, falls, and firing costs health drawn from the PRNG.
 */
public class StubGame implements DeterministicGame {
    static final int WORLD_SIZE = 12;
    static final int PLAYER_SIZE = 24;
    static final int STATE_SIZE = WORLD_SIZE + 8 * PLAYER_SIZE;
    static final String[] PLAYER_FIELDS = {"active", "x", "y", "ctrl", "health", "colour"};
    static final String[] PLAYER_UNITS = {"bool", "px/256", "px/256", "bits", "hp", "colour"};

    @Override
    public String id() {
        return "stub";
    }

    @Override
    public StateSchema schema() {
        List<StateField> fields = new ArrayList<>();
        fields.add(new StateField("world", 0, "frame", "frames", 0, 4));
        fields.add(new StateField("world", 0, "prng", "bits", 4, 4));
        fields.add(new StateField("world", 0, "shot_config", "bits", 8, 4));
        for (int p = 0; p < 8; p++) {
            for (int i = 0; i < PLAYER_FIELDS.length; i++) {
                fields.add(new StateField("player", p, PLAYER_FIELDS[i], PLAYER_UNITS[i],
                        WORLD_SIZE + p * PLAYER_SIZE + i * 4, 4));
            }
        }
        return new StateSchema(STATE_SIZE, fields);
    }

    @Override
    public GameSimulation start(GameSetup setup) {
        if (setup.level() < 0) {
            throw new IllegalArgumentException("level (" + setup.level() + ") must be >= 0");
        }
        return new StubSimulation(setup, false);
    }
}

package org.netreplay.replay.session;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.netreplay.replay.spi.DeterministicGame;

/**
 * Finds a {@link DeterministicGame} by id through {@link ServiceLoader}
 * ({@code META-INF/services/org.netreplay.replay.spi.DeterministicGame}); the reference game's id is
 * {@link #REFERENCE_GAME_ID}. Only registered providers are found: no class is loaded by name, so no option can run a
 * class's static initialiser (tests register their games in a test-scope service file).
 */
public final class Games {
    /** The engine's small test game (fixed point, simplified rules; not the real game: that is purple-martians). */
    public static final String REFERENCE_GAME_ID = "pm-reference";

    private Games() {
    }

    /** @return the ids of all games found by the service loader, sorted */
    public static List<String> ids() {
        List<String> ids = new ArrayList<>();
        for (DeterministicGame g : ServiceLoader.load(DeterministicGame.class)) {
            ids.add(g.id());
        }
        ids.sort(null);
        return ids;
    }

    /**
     * @param id a game id (ServiceLoader)
     * @return the game
     * @throws IllegalArgumentException if no game has that id (the message lists the ids found)
     */
    public static DeterministicGame find(String id) {
        for (DeterministicGame g : ServiceLoader.load(DeterministicGame.class)) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        throw new IllegalArgumentException("game (" + id + ") not found; games on the class path: " + ids());
    }
}

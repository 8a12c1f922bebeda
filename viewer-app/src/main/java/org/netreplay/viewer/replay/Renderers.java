package org.netreplay.viewer.replay;

import java.util.ServiceLoader;
import org.netreplay.replay.spi.DeterministicGame;

/**
 * Finds the {@link GameRenderer} for a game by its id ({@link ServiceLoader}); a game without one is drawn by
 * {@link SchemaBoxesRenderer} (boxes and labels at the schema's position fields), so any game shows something.
 */
public final class Renderers {
    private Renderers() {
    }

    /** @return the game's renderer, or a {@link SchemaBoxesRenderer} for its schema */
    public static GameRenderer forGame(DeterministicGame game) {
        for (GameRenderer renderer : ServiceLoader.load(GameRenderer.class)) {
            if (renderer.gameId().equals(game.id())) {
                return renderer;
            }
        }
        return new SchemaBoxesRenderer(game.id(), game.schema());
    }
}

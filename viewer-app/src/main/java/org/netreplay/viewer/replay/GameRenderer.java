package org.netreplay.viewer.replay;

import java.util.List;
import org.netreplay.replay.spi.StateSchema;

/**
 * Draws one game's state (SPI: {@code META-INF/services/org.netreplay.viewer.replay.GameRenderer}, found by
 * {@link #gameId()} through {@link Renderers}). A renderer reads the state bytes through the game's
 * {@link StateSchema} only; it draws the level ({@link #drawBackground}) and lists the entities as {@link Sprite}s,
 * which the canvas draws, outlines, hit-tests and compares. Implementations are stateless or cache only what the
 * schema decides, and are used on the FX thread.
 */
public interface GameRenderer {
    /** @return the {@link org.netreplay.replay.spi.DeterministicGame#id()} it draws, e.g. {@code purple-martians} */
    String gameId();

    /**
     * @return the part of the world worth showing when the view is fitted: {left, top, width, height} in world
     *         pixels, e.g. the bounding box of a Purple Martians level's blocks
     */
    double[] bounds(StateSchema schema, byte[] state);

    /**
     * Draws the level (tiles, blocks) under the entities.
     *
     * @param other the other side's state at the same frame, or null; tiles that differ from it are marked
     */
    void drawBackground(Painter painter, StateSchema schema, byte[] state, byte[] other);

    /**
     * @return a key that changes whenever what {@link #drawBackground} draws changes (the canvas keeps the drawn
     *         level and redraws it only when the key or the view changes); by default a hash of both states
     */
    default long backgroundKey(StateSchema schema, byte[] state, byte[] other) {
        return java.util.Arrays.hashCode(state) * 31L + java.util.Arrays.hashCode(other);
    }

    /** @return the entities to draw, in drawing order (the last one is on top) */
    List<Sprite> sprites(StateSchema schema, byte[] state);

    /**
     * Gives the renderer the game's own pictures to draw with, or takes them away (null: the schematic). A renderer
     * ignores art that is not its game's; by default it has none.
     */
    default void useArt(GameArt art) {
    }

    /** @return the entity of player {@code player} (0..7), the one "follow" keeps in view, or null */
    EntityRef player(int player);
}

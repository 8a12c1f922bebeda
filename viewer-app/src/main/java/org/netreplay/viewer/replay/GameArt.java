package org.netreplay.viewer.replay;

/**
 * A game's own pictures that its {@link GameRenderer} may draw with instead of its schematic (e.g. {@link PmArt}, the
 * Purple Martians tiles and sprites). Immutable; loaded off the FX thread and handed to the renderer through
 * {@link GameRenderer#useArt}.
 */
public interface GameArt {
    /** @return the {@link org.netreplay.replay.spi.DeterministicGame#id()} whose pictures these are */
    String gameId();

    /** @return where the pictures were read from (a folder, or the viewer's own copy), for the page's tooltip */
    String origin();
}

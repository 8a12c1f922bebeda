package org.netreplay.replay.spi;

/**
 * Optional capability of a {@link GameSimulation}: updating the game's entities in the reverse of their slot order,
 * as a peer would that kept them in an unordered collection. Used only by the session simulator's
 * {@code iteration-order} fault (docs/simulator.md, "Faults"); a game's own replay never reverses.
 */
public interface UpdateOrder {
    /**
     * @param reversed true: the next {@link GameSimulation#advance} calls update the entity slots from the last to
     *                 the first; false (the default): in slot order, as the game does
     */
    void reverseUpdateOrder(boolean reversed);
}

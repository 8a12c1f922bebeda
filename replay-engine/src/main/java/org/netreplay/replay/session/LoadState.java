package org.netreplay.replay.session;

/**
 * Load the state held by {@code cell} ({@link StateCell#load()}); the simulation is then at {@code frame}.
 *
 * @param cell  the cell to load
 * @param frame the frame saved in it
 */
public record LoadState(StateCell cell, int frame) implements Request {
}

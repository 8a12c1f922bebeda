package org.netreplay.replay.session;

/**
 * Save the current state into {@code cell} with {@link StateCell#save(int, byte[], int)}.
 *
 * @param cell  where to save
 * @param frame the frame the simulation is at (a sanity argument for {@code save})
 */
public record SaveState(StateCell cell, int frame) implements Request {
}

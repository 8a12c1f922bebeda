package org.netreplay.sim.lockstep;

/**
 * An {@code sdat} the server sends this frame.
 *
 * @param player   the receiving client
 * @param sdat     the packet
 * @param syncOnly true for the periodic timing-only sdat with no entries
 */
public record OutgoingSdat(int player, Sdat sdat, boolean syncOnly) {
}

package org.netreplay.sim.lockstep;

/**
 * A join request, client to server (docs/simulator.md §7.1: 1 byte requested colour). The simulated client also names
 * the player slot it was given by the session config.
 *
 * @param player the client's player number
 * @param colour the requested colour
 */
public record Cjon(int player, int colour) {
}

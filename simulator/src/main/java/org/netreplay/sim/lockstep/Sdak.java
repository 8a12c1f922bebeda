package org.netreplay.sim.lockstep;

/**
 * A lockstep {@code sdak} packet, client to server, sent for every {@code sdat} received (docs/simulator.md §7.1:
 * 3 bytes passcount, 2 bytes new entry position; the server code also reads the player number).
 *
 * @param passcount     the client's passcount when sent
 * @param player        the client's player number
 * @param newEntryPos   how many entries of the master array the client holds (the next one it needs)
 */
public record Sdak(int passcount, int player, int newEntryPos) {
}

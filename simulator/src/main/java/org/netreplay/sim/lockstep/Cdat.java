package org.netreplay.sim.lockstep;

/**
 * A lockstep {@code cdat} packet, client to server (docs/simulator.md §7.1: 3 bytes passcount, 1 byte player number,
 * 1 byte comp move). The passcount is already the future frame: the client's passcount plus
 * {@code control_lead_frames}.
 *
 * @param passcount the frame the move is for (client passcount + lead)
 * @param player    the sending client's player number (1..7)
 * @param compMove  the new comp_move bits (docs/formats.md §4.4)
 */
public record Cdat(int passcount, int player, int compMove) {
}

package org.netreplay.sim.net;

/**
 * One datagram between two peers (docs/formats.md §5.1–5.2): the game's 4-character name, its size in bytes as the game
 * would send it (the 4-byte name plus the fields), and the decoded fields as a record of the mode's own.
 *
 * @param name  packet name, e.g. {@code stdf}, {@code cdat}, {@code sdat}
 * @param from  sending player (0 = server)
 * @param to    receiving player
 * @param bytes payload size in bytes (the bandwidth counters add 42 per packet for the header)
 * @param body  the fields (an immutable record), never modified after sending
 */
public record Packet(String name, int from, int to, int bytes, Object body) {
    /** The game's per-packet header estimate in its bandwidth counters (docs/formats.md §5.1). */
    public static final int HEADER_ESTIMATE = 42;
}

package org.netreplay.sim.auth;

/**
 * The server-authoritative packets' fields (docs/formats.md §5.2) and their sizes in bytes as the
 * game sends them (4-byte name, int32 and double fields).
 */
final class AuthPackets {
    private AuthPackets() {
    }

    /** {@code cdat}: a client's control change (@upstream src/mwNetgameClient.cpp#client_send_cdat_packet). 20 bytes. */
    record Cdat(int slsn, int player, int frame, int compMove) {
        static final int BYTES = 20;
    }

    /** {@code stak}: ack of the last applied dif plus telemetry (docs/formats.md §5.2). 64 bytes. */
    record Stak(int slsn, int player, int ack, int clientFrame, double chaseFps, double pdsyncAvg, int rewind,
                double lcor, double rcor, double cpu) {
        static final int BYTES = 64;
    }

    /** {@code cjon}: join request with the requested colour and names. */
    record Cjon(int colour, String name, String host) {
        int bytes() {
            return 4 + 4 + 4 + name.length() + 1 + 4 + host.length() + 1;
        }
    }

    /** {@code sjon}: join reply (player 99 = server full). 24 bytes. */
    record Sjon(int level, int serverFrame, int player, int colour, int slsn) {
        static final int BYTES = 24;
    }

    /**
     * {@code stdf}: one piece of a compressed state dif; data from byte 36. {@code orphan}: the dif's state has the
     * receiving client's {@code syn[p].control_method == CLIENT_ORPHAN} (the server quit); in the game that is a
     * byte inside the dif's data, here it travels beside it because the simulated games hold no control methods.
     */
    record Stdf(int packetNum, int numPackets, int startByte, int size, int dst, int src, int slsn, int lastLevel,
                byte[] data, boolean orphan, Plain plain) {
        int bytes() {
            return 36 + size;
        }
    }

    /**
     * What a {@code stdf}'s compressed data was made from, beside it (the simulation's own: the game sends only the
     * compressed bytes). A client takes the dif from here instead of inflating the pieces (zlib is lossless: the same
     * bytes), and a client holding the very {@code base} array takes {@code state} instead of applying the dif to a
     * copy of it ({@code base - (base - state)}: the same bytes).
     *
     * @param dif   the dif, the net state's size in bytes
     * @param base  the array the dif was made against, never changed (null: zeros, a dif from frame 0)
     * @param state the net state the dif leads to, never changed, or null when a fault changed the dif
     */
    record Plain(byte[] dif, byte[] base, byte[] state) {
    }

    /** {@code ping}: the client's clock when sent (docs/formats.md §5.2). 12 bytes. */
    record Ping(double t0) {
        static final int BYTES = 12;
    }

    /** {@code pong}: the ping's time and the server's clock. 20 bytes. */
    record Pong(double t0, double t1) {
        static final int BYTES = 20;
    }

    /** {@code pang}: the pong's server time echoed back. 12 bytes. */
    record Pang(double t1) {
        static final int BYTES = 12;
    }
}

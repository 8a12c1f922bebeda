package org.netreplay.pmnet.netcode;

import java.util.zip.Deflater;

import org.netreplay.pm.state.PmStateCodec;

/**
 * The server's dif and its compressed size: {@code dif[i] = base[i] - newest[i]} byte by byte (a zero base when the
 * client acknowledged nothing usable), compressed whole with zlib's {@code compress2} at the server's level (7 unless
 * a remote control changed it). The compressed size is what the server logs as {@code cmp:} and the status CSV as
 * {@code difs}; it changes when any byte of either state changes, which is what makes it a proof of both states.
 * Java's {@link Deflater} is zlib (the system's on Debian's JDK, its own 1.3.x in others); level, window (15 bits)
 * and memory level (8) are compress2's.
 *
 * @upstream src/mwNetgame.cpp#get_state_dif
 * @upstream src/mwNetgameServer.cpp#server_send_compressed_dif
 */
public final class StateDifs {
    /** {@code mNetgame.zlib_cmp}'s default. */
    public static final int DEFAULT_LEVEL = 7;
    /** {@code PACKET_PAYLOAD_CHUNK_SIZE}: bytes of compressed dif per stdf packet. */
    public static final int PIECE_BYTES = 1400;

    private final Deflater deflater;
    private final byte[] dif = new byte[PmStateCodec.STATE_SIZE];
    private final byte[] out = new byte[PmStateCodec.STATE_SIZE + 1024];

    /** @param level the zlib level, 0..9 */
    public StateDifs(int level) {
        deflater = new Deflater(level);
    }

    /**
     * @param base   the base state, or null for the zero base
     * @param newest the state the dif gives
     * @return the zlib-compressed size of {@code base - newest}, bytes
     */
    public int compressedSize(byte[] base, byte[] newest) {
        if (base == null) {
            for (int i = 0; i < dif.length; i++) {
                dif[i] = (byte) -newest[i];
            }
        } else {
            for (int i = 0; i < dif.length; i++) {
                dif[i] = (byte) (base[i] - newest[i]);
            }
        }
        deflater.reset();
        deflater.setInput(dif);
        deflater.finish();
        int n = 0;
        while (!deflater.finished()) {
            n += deflater.deflate(out, n, out.length - n);
        }
        return n;
    }

    /** @return the stdf pieces a dif of {@code cmp} bytes is sent in ({@code cmp / 1400 + 1}) */
    public static int pieces(int cmp) {
        return cmp / PIECE_BYTES + 1;
    }

    /** Frees the native zlib stream. */
    public void close() {
        deflater.end();
    }
}

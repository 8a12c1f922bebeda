package org.netreplay.pmnet.netcode;

import java.util.zip.Deflater;

import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.replay.dif.ZlibDeflater;

/**
 * The server's dif and its compressed size: {@code dif[i] = base[i] - newest[i]} byte by byte (a zero base when the
 * client acknowledged nothing usable), compressed whole with zlib's {@code compress2} at the server's level (7 unless
 * a remote control changed it). The compressed size is what the server logs as {@code cmp:} and the status CSV as
 * {@code difs}; it changes when any byte of either state changes, which is what makes it a proof of both states.
 * Levels 4 to 9 compress with {@link ZlibDeflater}, zlib's algorithm in Java (the same bytes on every machine);
 * levels 0 to 3 with the JDK's {@link Deflater}, the zlib it links; window (15 bits) and memory level (8) are
 * compress2's.
 *
 * @upstream src/mwNetgame.cpp#get_state_dif
 * @upstream src/mwNetgameServer.cpp#server_send_compressed_dif
 */
public final class StateDifs {
    /** {@code mNetgame.zlib_cmp}'s default. */
    public static final int DEFAULT_LEVEL = 7;
    /** {@code PACKET_PAYLOAD_CHUNK_SIZE}: bytes of compressed dif per stdf packet. */
    public static final int PIECE_BYTES = 1400;

    /** levels 4..9, else null */
    private final ZlibDeflater zlib;
    /** levels 0..3, else null */
    private final Deflater deflater;
    private final byte[] dif = new byte[PmStateCodec.STATE_SIZE];
    private final byte[] out = new byte[PmStateCodec.STATE_SIZE + 1024];

    /** @param level the zlib level, 0..9 */
    public StateDifs(int level) {
        zlib = level >= 4 && level <= 9 ? new ZlibDeflater(level) : null;
        deflater = zlib == null ? new Deflater(level) : null;
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
        if (zlib != null) {
            return zlib.compress(dif).length;
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

    /** Frees the native zlib stream (of levels 0..3). */
    public void close() {
        if (deflater != null) {
            deflater.end();
        }
    }
}

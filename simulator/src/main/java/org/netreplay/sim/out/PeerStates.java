package org.netreplay.sim.out;

import java.io.Closeable;
import java.io.IOException;
import java.util.List;

import org.netreplay.replay.GameMove;

/**
 * Where a peer's per-frame states go besides its type-60 lines: the per-peer states file of the {@code session}
 * module ({@code org.netreplay.session.peerstate.PeerStateWriter}). A thin adapter so that the simulator's
 * peers do not depend on the file format.
 */
public interface PeerStates extends Closeable {
    /**
     * @param frame    the frame whose end state this is
     * @param label    {@code authoritative}, {@code confirmed}, {@code predicted} or {@code resimulated}
     * @param checksum the state's checksum
     * @param state    the full saved state (the game schema's layout), or null for checksum and inputs only
     * @param inputs   the game moves applied on that frame
     * @throws IOException if the file cannot be written
     */
    void write(int frame, String label, int checksum, byte[] state, List<GameMove> inputs) throws IOException;

    /** A sink that keeps nothing (type-60 lines only). */
    PeerStates NONE = new PeerStates() {
        @Override
        public void write(int frame, String label, int checksum, byte[] state, List<GameMove> inputs) {
        }

        @Override
        public void close() {
        }
    };
}

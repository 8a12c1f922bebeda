package org.netreplay.sim;

import java.io.IOException;
import java.util.List;

import org.netreplay.replay.GameMove;
import org.netreplay.session.peerstate.PeerStateWriter;
import org.netreplay.session.peerstate.StateLabel;
import org.netreplay.sim.out.PeerStates;
import org.netreplay.sim.out.SessionOutput;

/**
 * The per-peer states files (docs/peer-states.md): each peer's type-60 records with full states where
 * given and the inputs of every record, written by the {@code session} module's {@link PeerStateWriter}.
 */
final class StatesFiles {
    private StatesFiles() {
    }

    /** @return the factory of the states files */
    static SessionOutput.StatesFactory factory() {
        return (file, gameId, level, peer, stateSize) -> {
            PeerStateWriter w = PeerStateWriter.create(file, gameId, level, peer, stateSize);
            return new PeerStates() {
                @Override
                public void write(int frame, String label, int checksum, byte[] state, List<GameMove> inputs)
                        throws IOException {
                    w.write(frame, StateLabel.parse(label), checksum, state, inputs);
                }

                @Override
                public void close() throws IOException {
                    w.close();
                }
            };
        };
    }
}

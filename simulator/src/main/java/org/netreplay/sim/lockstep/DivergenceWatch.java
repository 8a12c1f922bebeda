package org.netreplay.sim.lockstep;

import java.util.Arrays;
import java.util.List;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.desync.StateDiffer;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;

/**
 * The simulator's own record of where a lockstep session really diverged (ground truth): the
 * server's checksum of every frame and its last {@value #RING} states; each client frame is compared with the
 * server's checksum of the same frame, and the first mismatch (earliest frame, then lowest peer) is named with the
 * first differing state field ({@link StateDiffer}). Clients run behind the server in lockstep, so the server's
 * frame is known when a client simulates it; a client frame simulated before the server's is compared when the
 * server gets there (then without a field).
 *
 * <p>Thread safety: not thread-safe.
 */
public final class DivergenceWatch {
    static final int RING = 128;

    private final StateSchema schema;
    private final int[] serverChecksums;
    private final boolean[] serverDone;
    private final int[][] clientChecksums;
    private final boolean[][] clientEarly;
    private final byte[][] ring = new byte[RING][];
    private final int[] ringFrame = new int[RING];
    private GroundTruth first;
    private final GroundTruth[] firstOf;

    /**
     * @param schema  the game's state layout
     * @param frames  the last frame of the session
     * @param players peers including the server
     */
    public DivergenceWatch(StateSchema schema, int frames, int players) {
        this.schema = schema;
        this.serverChecksums = new int[frames + 2];
        this.serverDone = new boolean[frames + 2];
        this.clientChecksums = new int[players][];
        this.clientEarly = new boolean[players][];
        this.firstOf = new GroundTruth[players];
        Arrays.fill(ringFrame, -1);
    }

    /**
     * @param frame    the server frame just simulated
     * @param checksum its checksum
     * @param state    its saved state (kept in the ring, not copied), or null when not saved (no field then)
     */
    public void server(int frame, int checksum, byte[] state) {
        if (frame >= serverChecksums.length) {
            return;
        }
        serverChecksums[frame] = checksum;
        serverDone[frame] = true;
        ring[frame % RING] = state;
        ringFrame[frame % RING] = frame;
        for (int p = 1; p < clientChecksums.length; p++) {
            int[] c = clientChecksums[p];
            if (c != null && clientEarly[p][frame] && c[frame] != checksum) {
                note(frame, p, null, null);
            }
        }
    }

    /**
     * @param peer     the client
     * @param frame    the client frame just simulated
     * @param checksum its checksum
     * @param state    its saved state, asked for only when the frame differs from the server's
     * @return true unless the server's checksum of that frame is known and equal (the frame is in sync)
     */
    public boolean client(int peer, int frame, int checksum, java.util.function.Supplier<byte[]> state) {
        if (frame >= serverChecksums.length) {
            return true;
        }
        if (!serverDone[frame]) {
            if (clientChecksums[peer] == null) {
                clientChecksums[peer] = new int[serverChecksums.length];
                clientEarly[peer] = new boolean[serverChecksums.length];
            }
            clientChecksums[peer][frame] = checksum;
            clientEarly[peer][frame] = true;
            return true;
        }
        if (serverChecksums[frame] != checksum) {
            byte[] serverState = ringFrame[frame % RING] == frame ? ring[frame % RING] : null;
            note(frame, peer, serverState, serverState == null ? null : state.get());
            return true;
        }
        return false;
    }

    private void note(int frame, int peer, byte[] serverState, byte[] clientState) {
        GroundTruth own = firstOf[peer];
        if (own != null && own.firstDivergentFrame() <= frame) {
            return;
        }
        String entity = null;
        String field = null;
        if (serverState != null && clientState != null) {
            List<FieldDiff> d = StateDiffer.diff(schema, serverState, clientState, 1);
            if (!d.isEmpty()) {
                entity = d.get(0).entity();
                field = d.get(0).path();
            }
        }
        firstOf[peer] = new GroundTruth(frame, peer, entity, field);
        if (first == null || first.firstDivergentFrame() > frame
                || (first.firstDivergentFrame() == frame && first.peer() > peer)) {
            first = firstOf[peer];
        }
    }

    /** @return the first divergence of one peer, or null while it matched the server */
    public GroundTruth firstDivergence(int peer) {
        return peer >= 0 && peer < firstOf.length ? firstOf[peer] : null;
    }

    /** @return the first divergence seen, or null while every client matched the server */
    public GroundTruth firstDivergence() {
        return first;
    }
}

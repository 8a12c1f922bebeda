package org.netreplay.pmnet.timeline;

import java.util.List;
import java.util.Map;

import org.netreplay.pmnet.ReconstructionResult;

/**
 * A real netgame rebuilt from its files, for the viewer and the exports: what was proven ({@link #proof()}), the
 * server's state at the start of every frame as it first made it, the states its rewinds re-made, each client's own
 * (predicted) state at the start of every frame it played and its state after each dif, and every correction.
 * Frames are the game's frame numbers; a client's follow the server's.
 *
 * @param proof             what the rebuild compared and matched
 * @param level             the level played (the first, when there were several)
 * @param server            the server's authoritative state at the start of each frame, as first made
 * @param serverResimulated states of frames a rewind re-made with late moves (last version per frame)
 * @param clientPredicted   each client's state at the start of each frame it played (its prediction)
 * @param clientCorrected   each client's state right after each dif (re-simulated to its frame), by that frame
 * @param corrections       every dif every client applied, by frame, then client
 * @param rewinds           the frames in which the server rewound, each with the frame it rewound to
 */
public record RebuiltSession(ReconstructionResult proof, int level, StateStore server, StateStore serverResimulated,
                             Map<Integer, StateStore> clientPredicted, Map<Integer, StateStore> clientCorrected,
                             List<Correction> corrections, List<int[]> rewinds) {
    public RebuiltSession {
        clientPredicted = Map.copyOf(clientPredicted);
        clientCorrected = Map.copyOf(clientCorrected);
        corrections = List.copyOf(corrections);
        rewinds = List.copyOf(rewinds);
    }

    /** @return the clients rebuilt, in player order */
    public List<Integer> clients() {
        return clientPredicted.keySet().stream().sorted().toList();
    }

    /** @return the first frame the server has a state for */
    public int firstFrame() {
        return server.firstFrame();
    }

    /** @return the last frame the server has a state for */
    public int lastFrame() {
        return server.lastFrame();
    }

    /** @return the corrections of client {@code p}, by frame */
    public List<Correction> corrections(int p) {
        return corrections.stream().filter(c -> c.peer() == p).toList();
    }
}

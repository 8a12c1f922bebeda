package org.netreplay.viewer.replay;

/**
 * A client side that can show either its final state of each frame or its own simulation of it (the replay page's
 * "Client's own simulation" toggle): a peer's states file (confirmed or predicted / re-simulated records), a rebuilt
 * client (corrected by a dif, or its prediction).
 */
public interface OwnSimulationChoice {
    /**
     * @param own true: the client's own simulation of each frame; false: its final state (after the server's dif)
     */
    void setOwnSimulation(boolean own);
}

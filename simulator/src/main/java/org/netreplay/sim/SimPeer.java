package org.netreplay.sim;

import java.io.IOException;

import org.netreplay.sim.net.PacketSink;

/**
 * One simulated machine of a mode (server or client): it receives packets on the virtual clock, runs its own frame
 * timer as events, and writes its logs through its {@link org.netreplay.sim.out.PeerOutput}.
 */
public interface SimPeer extends PacketSink {
    /** @return the player number (0 = server) */
    int player();

    /** Schedules the peer's first events (program start, join, first frame). */
    void start();

    /**
     * Writes what a peer writes when the session ends (ending stats, shutdown lines).
     *
     * @throws IOException if output cannot be written
     */
    void finish() throws IOException;
}

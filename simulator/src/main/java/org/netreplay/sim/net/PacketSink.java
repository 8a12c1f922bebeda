package org.netreplay.sim.net;

/** A peer's receive side: called on the virtual clock when a packet arrives. */
@FunctionalInterface
public interface PacketSink {
    /**
     * @param packet     the packet
     * @param rxMicros   virtual arrival time, µs (the packet buffer's {@code timestamp} on the receiver's clock is
     *                   derived from it)
     */
    void receive(Packet packet, long rxMicros);
}

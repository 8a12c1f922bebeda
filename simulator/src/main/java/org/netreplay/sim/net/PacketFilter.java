package org.netreplay.sim.net;

/**
 * A hook for faults that lose one chosen packet on its way (e.g. {@code drop-sdat}); it sees every packet once, when
 * it is sent, before the link's own loss.
 */
@FunctionalInterface
public interface PacketFilter {
    /** @return false to lose the packet */
    boolean pass(Packet packet, long sendMicros);
}

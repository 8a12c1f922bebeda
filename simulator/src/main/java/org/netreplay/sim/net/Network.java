package org.netreplay.sim.net;

import java.util.Objects;
import java.util.SplittableRandom;

import org.netreplay.sim.clock.EventQueue;

/**
 * The simulated network between the server (player 0) and its clients: each direction of each
 * server–client pair is a {@link Link} with its own random stream split from the session seed, packets are delivered
 * on the {@link EventQueue} to the receiver's {@link PacketSink}. Clients talk only to the server, as in the game.
 *
 * <p>Thread safety: not thread-safe (driven by the simulation thread).
 */
public final class Network {
    private final EventQueue clock;
    private final Link[][] links;
    private final PacketSink[] sinks;
    private PacketFilter filter = (p, t) -> true;
    private long sent;
    private long lost;
    private final long leastDelay;
    /** per receiving player: which of its packets arrive as barrier events, or null for none */
    private final java.util.function.Predicate<Packet>[] barrier;

    /**
     * @param clock    the event queue deliveries are scheduled on
     * @param settings the network settings
     * @param seed     the session seed (each link gets a stream derived from it and its end points)
     * @param players  number of peers, 1..8
     */
    public Network(EventQueue clock, NetworkSettings settings, long seed, int players) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.links = new Link[players][players];
        this.sinks = new PacketSink[players];
        this.leastDelay = Math.round(settings.latencyMs() * 1000);
        @SuppressWarnings("unchecked")
        java.util.function.Predicate<Packet>[] none = new java.util.function.Predicate[players];
        this.barrier = none;
        for (int a = 0; a < players; a++) {
            for (int b = 0; b < players; b++) {
                if (a != b) {
                    links[a][b] = new Link(settings, new SplittableRandom(mix(seed, 0x6e6574L, a * 8 + b)));
                }
            }
        }
    }

    /** A stream seed derived from the session seed, a stream tag and an index (SplitMix64 finaliser). */
    public static long mix(long seed, long tag, long index) {
        long z = seed + 0x9E3779B97F4A7C15L * (tag * 31 + index + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** @param player a peer; @param sink where its packets arrive */
    public void attach(int player, PacketSink sink) {
        sinks[player] = Objects.requireNonNull(sink, "sink");
    }

    /**
     * Packets to this player that {@code which} accepts arrive as {@linkplain EventQueue#scheduleBarrier barrier}
     * events: an action the player deferred ({@link EventQueue#defer}) runs before any of them. The others arrive as
     * plain events, which may run while the action is still deferred: for packets whose arrival touches nothing the
     * action reads or writes.
     *
     * @param player the receiving player
     * @param which  the packets that are barriers (tested when sent)
     */
    public void barrierFor(int player, java.util.function.Predicate<Packet> which) {
        barrier[player] = Objects.requireNonNull(which, "which");
    }

    /** @param newFilter a fault's filter, seeing every packet when sent */
    public void filter(PacketFilter newFilter) {
        this.filter = Objects.requireNonNull(newFilter, "filter");
    }

    /**
     * Sends a packet now; it arrives later, twice, or never, as its link decides.
     *
     * @param packet the packet
     */
    public void send(Packet packet) {
        sent++;
        Link link = links[packet.from()][packet.to()];
        long now = clock.now();
        long[] arrivals = link.deliveries(now, packet.bytes());
        if (!filter.pass(packet, now) || arrivals.length == 0) {
            lost++;
            return;
        }
        PacketSink sink = sinks[packet.to()];
        if (sink == null) {
            return;
        }
        java.util.function.Predicate<Packet> barrierIf = barrier[packet.to()];
        boolean asBarrier = barrierIf != null && barrierIf.test(packet);
        for (long t : arrivals) {
            if (asBarrier) {
                clock.scheduleBarrier(t, () -> sink.receive(packet, t));
            } else {
                clock.schedule(t, () -> sink.receive(packet, t));
            }
        }
    }

    /**
     * @return the least time between a packet's send and its arrival, µs: the latency (jitter, bandwidth and
     *         reordering only add to it; {@link Link})
     */
    public long leastDelayMicros() {
        return leastDelay;
    }

    /** @return packets sent so far */
    public long sent() {
        return sent;
    }

    /** @return packets lost so far (link loss and fault filters) */
    public long lost() {
        return lost;
    }
}

package org.netreplay.sim.tick;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * One connection's remote-tick estimate and de-jitter queue (docs/simulator.md §7.3):
 * every packet carries the sender's tick; the first one sets {@code remoteTick = packetTick − remote_send_rate × 2}
 * ({@code recv_packet}); every local tick {@link #synchronize()} adds 1 and compares with the newest packet not yet
 * compared ({@code synchronize_connection_remote_ticks}, the four rules of {@link TickAdjustment}); then
 * {@link #integrate()} releases the queued packets whose tick is at most {@code remoteTick + remote_send_rate − 1}
 * ({@code integrade_remote_simulations}: a packet carries its own tick and the {@code rate − 1} before it; the design's
 * code writes the constant 2, which is {@code SERVER_SEND_RATE − 1}).
 *
 * @param <T> the packet's payload
 *
 * <p>Thread safety: not thread-safe.
 */
public final class TickSync<T> {
    private final int remoteSendRate;
    private final ArrayDeque<Queued<T>> queue = new ArrayDeque<>();
    private Queued<T> tail;
    private boolean started;
    private int remoteTick = -1;
    private int remoteTickMax = -1;

    /**
     * @param remoteSendRate the remote side's send rate in ticks ({@link TickRates}), ≥ 1
     */
    public TickSync(int remoteSendRate) {
        if (remoteSendRate < 1) {
            throw new IllegalArgumentException("remote send rate (" + remoteSendRate + ") must be >= 1");
        }
        this.remoteSendRate = remoteSendRate;
    }

    /** @return the remote side's send rate in ticks */
    public int remoteSendRate() {
        return remoteSendRate;
    }

    /** @return the expected remote tick, −1 before the first packet (may be negative after it) */
    public int remoteTick() {
        return remoteTick;
    }

    /** @return the largest remote tick stepped up to, −1 before the first adjustment, never below −1 */
    public int remoteTickMax() {
        return remoteTickMax;
    }

    /** @return packets waiting in the de-jitter queue */
    public int queued() {
        return queue.size();
    }

    /**
     * {@code recv_packet}: queues a packet (arrival order); the first one initialises the remote tick.
     *
     * @param packetTick the sender's tick written in the packet
     * @param payload    the packet's data
     */
    public void receive(int packetTick, T payload) {
        if (!started) {
            // the design tests remoteTick == -1; a flag keeps a first estimate of exactly -1 from re-initialising
            started = true;
            remoteTick = packetTick - remoteSendRate * 2;
        }
        Queued<T> q = new Queued<>(packetTick, payload);
        queue.addLast(q);
        tail = q;
    }

    /**
     * {@code synchronize_connection_remote_ticks} for this connection, once per local tick. Before the first packet
     * nothing moves.
     *
     * @return the rule applied and the new remote tick
     */
    public TickStep synchronize() {
        if (!started) {
            return new TickStep(TickAdjustment.NO_PACKET, 0, remoteTick, remoteTickMax);
        }
        remoteTick += 1;
        if (tail == null || tail.synchronized_) {
            return new TickStep(TickAdjustment.NO_PACKET, 0, remoteTick, remoteTickMax);
        }
        int r = remoteSendRate;
        int diff = tail.tick - remoteTick;
        TickAdjustment rule;
        if (diff >= r * 3) {
            remoteTick += Math.min(diff - r * 2, r * 4);
            rule = TickAdjustment.CATCH_UP;
        } else if (diff >= 0 && diff < r) {
            remoteTick -= 1;
            rule = TickAdjustment.STALL;
        } else if (diff < 0 && Math.abs(diff) <= r * 2) {
            remoteTick -= r;
            rule = TickAdjustment.STEP_BACK;
        } else if (diff < 0) {
            remoteTick = tail.tick - r * 2;
            rule = TickAdjustment.RESET;
        } else {
            rule = TickAdjustment.IN_WINDOW;
        }
        tail.synchronized_ = true;
        remoteTickMax = Math.max(remoteTick, remoteTickMax);
        return new TickStep(rule, diff, remoteTick, remoteTickMax);
    }

    /**
     * {@code integrade_remote_simulations}: removes and returns, from the head of the queue, every packet whose tick
     * is at most {@code remoteTick + remote_send_rate − 1}.
     *
     * @return the released payloads in queue order
     */
    public List<T> integrate() {
        List<T> out = new ArrayList<>();
        while (!queue.isEmpty() && remoteTick >= queue.peekFirst().tick - (remoteSendRate - 1)) {
            out.add(queue.pollFirst().payload);
            if (queue.isEmpty()) {
                tail = null;
            }
        }
        return out;
    }

    private static final class Queued<T> {
        final int tick;
        final T payload;
        boolean synchronized_;

        Queued(int tick, T payload) {
            this.tick = tick;
            this.payload = payload;
        }
    }
}

package org.netreplay.sim.lockstep;

import java.io.IOException;
import java.util.List;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;
import org.netreplay.sim.SimContext;
import org.netreplay.sim.SimMode;
import org.netreplay.sim.SimulationMode;
import org.netreplay.sim.SyncPolicy;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.Packet;
import org.netreplay.sim.tick.TickRates;

/**
 * Classic deterministic lockstep (docs/simulator.md §7.1) with the client sync policies {@code pm} (the
 * design's passcount chase) and {@code tick} (docs/simulator.md §7.3). Peers: the server (player 0, playing) and
 * clients 1..n−1 joining 100 ms apart. The session ends when the server has simulated the configured frames and every
 * client has reached the same frame (or 10 s of virtual time later). Faults: {@code late-move@F} (the server holds the
 * first move it enters at or after F back from client 1 until client 1 has passed its frame) and {@code drop-sdat@F}
 * (every sdat to client 1 that carries the first game move sent to it at or after F is lost while that move could still
 * be on time). With a fault the manifest's ground truth is the first frame at which a client's checksum differs from
 * the server's, named by {@link DivergenceWatch}.
 */
public final class LockstepMode implements SimulationMode {

    @Override
    public SimMode mode() {
        return SimMode.LOCKSTEP;
    }

    @Override
    public boolean supports(SyncPolicy policy) {
        return true;
    }

    /** The faults this mode makes; the others belong to the authoritative mode. */
    static final List<String> FAULTS = org.netreplay.sim.fault.FaultChecks.LOCKSTEP;

    /**
     * @throws IllegalArgumentException if a fault of the authoritative mode is given, or a lockstep fault without a
     *                                  client to target, or a quit (authoritative mode only)
     */
    @Override
    public void run(SimContext ctx) throws IOException {
        if (!ctx.config().quits().isEmpty() || ctx.config().serverQuit() > 0) {
            throw new IllegalArgumentException("--quit and --server-quit are simulated in the authoritative mode "
                    + "only");
        }
        boolean tick = ctx.config().sync() == SyncPolicy.TICK;
        LockstepSettings settings = tick
                ? LockstepSettings.CLASSIC.withJitterBuffer(TickRates.tickLagFrames())
                : LockstepSettings.CLASSIC;
        // the tick policy's jitter buffer already holds the jitter: only the round trip moves its window
        int lag = roundTripLag(ctx.config().network().latencyMs(), tick ? 0 : ctx.config().network().jitterMs());
        if (lag > 0) {
            settings = settings.withJitterBuffer(lag);
        }
        FaultSpec late = ctx.config().fault(FaultSpec.LATE_MOVE);
        FaultSpec drop = ctx.config().fault(FaultSpec.DROP_SDAT);
        int n = ctx.config().players();
        DivergenceWatch watch = new DivergenceWatch(ctx.game().schema(), ctx.config().frames(), n);
        org.netreplay.sim.fault.FaultPlan plan = new org.netreplay.sim.fault.FaultPlan(ctx.config().faults(), n,
                ctx.game().schema());
        LockstepShared shared = new LockstepShared(ctx, settings, tick, watch, late, drop == null ? 0 : drop.frame(),
                plan);
        LockstepServerPeer server = new LockstepServerPeer(shared);
        LockstepClientPeer[] clients = new LockstepClientPeer[n];
        ctx.network().attach(0, server);
        for (int p = 1; p < n; p++) {
            clients[p] = new LockstepClientPeer(shared, p);
            ctx.network().attach(p, clients[p]);
        }
        DropSdatFilter dropFilter = null;
        if (drop != null) {
            dropFilter = new DropSdatFilter(drop.frame(), server.server(), clients[drop.target()]);
            ctx.network().filter(dropFilter);
        }
        server.start();
        for (int p = 1; p < n; p++) {
            clients[p].start();
        }
        long step = EventQueue.SECOND;
        long limit = Long.MAX_VALUE;
        while (true) {
            long now = ctx.clock().now();
            ctx.clock().runUntil(now + step);
            boolean done = server.stopped();
            for (int p = 1; p < n && done; p++) {
                done = clients[p].stopped();
            }
            if (server.stopped() && limit == Long.MAX_VALUE) {
                limit = ctx.clock().now() + 10 * EventQueue.SECOND;
            }
            if (done || ctx.clock().now() >= limit || ctx.clock().pending() == 0) {
                break;
            }
        }
        server.finish();
        for (int p = 1; p < n; p++) {
            clients[p].finish();
        }
        if (late != null) {
            plan.lockstepOutcome(FaultSpec.LATE_MOVE, shared.lateMoveDone, watch.firstDivergence(late.target()));
        }
        if (drop != null) {
            plan.lockstepOutcome(FaultSpec.DROP_SDAT, dropFilter.what(), watch.firstDivergence(drop.target()));
        }
        FaultSpec missed = ctx.config().fault(FaultSpec.MISSED_JOIN_INPUT);
        if (missed != null) {
            plan.lockstepOutcome(FaultSpec.MISSED_JOIN_INPUT, clients[missed.target()].missedJoinInputWhat(),
                    watch.firstDivergence(missed.target()));
        }
        int[] last = new int[n];
        for (int p = 1; p < n; p++) {
            last[p] = clients[p].passcount();
        }
        last[0] = server.server().passcount();
        if (!ctx.config().faults().isEmpty()) {
            ctx.output().faults(plan.outcomes(last));
        } else if (watch.firstDivergence() != null) {
            ctx.output().groundTruth(organic(watch.firstDivergence(), clients));
        }
        String failed = joinFailures(ctx, settings, server.server(), clients);
        if (failed != null) {
            throw new JoinFailedException(failed + "; the folder " + ctx.config().out() + " was written for"
                    + " inspection");
        }
    }

    /** A lockstep client whose join never took effect: the session is not the one asked for. */
    public static final class JoinFailedException extends IllegalStateException {
        JoinFailedException(String message) {
            super(message);
        }
    }

    /**
     * @return why each client whose player never became active did not (its {@code sjon} never came, it never
     *         locked, or the server dropped it first), or null when every client joined
     */
    static String joinFailures(SimContext ctx, LockstepSettings settings, LockstepServer server,
                               LockstepClientPeer[] clients) {
        StringBuilder why = new StringBuilder();
        int frames = ctx.config().frames();
        for (int p = 1; p < clients.length; p++) {
            ClientSyncState c = server.client(p);
            if (c != null && c.activationFrame() >= 0 && c.activationFrame() <= frames) {
                continue;
            }
            why.append(why.length() == 0 ? "" : "; ").append("client ").append(p).append(" never became active: ");
            if (!clients[p].joined() || c == null) {
                why.append(c == null ? "its cjon (sent every second from " + clients[p].joinMicros() / 1000
                        + " ms) never reached the server" : "the server's join invitation (sjon) never reached it");
            } else if (c.dropped()) {
                why.append("the server dropped it before it locked (").append(c.serverSync() > settings.dropLagFrames()
                        ? "server_sync " + c.serverSync() + " over " + settings.dropLagFrames()
                        : "no sdak for " + settings.dropAckFrames() + " frames").append(')');
            } else if (c.activationFrame() > frames) {
                why.append("it locked, but its activation frame ").append(c.activationFrame())
                        .append(" is after the session's last frame ").append(frames);
            } else {
                int shift = settings.lockWindowShift();
                why.append("its server_sync was never within (").append(-2 + shift).append(", ").append(4 + shift)
                        .append(") for ").append(settings.syncGoodToLock()).append(" sdaks in a row (last ")
                        .append(c.serverSync()).append(", ").append(c.syncGoodFrames()).append(" good in a row)");
            }
        }
        if (why.length() == 0) {
            return null;
        }
        return "lockstep join failed in " + frames + " frames on a network of " + ctx.config().network().describe()
                + ": " + why;
    }

    /**
     * The ground truth of a lockstep session that diverged with no fault: where (the watch's first divergence) and
     * why (the diverged client's first move entered after its frame had been simulated: an sdat carrying it was lost
     * or came late).
     */
    private static GroundTruth organic(GroundTruth first, LockstepClientPeer[] clients) {
        LockstepClient c = clients[first.peer()].client();
        EntryReceipt late = c.firstLate();
        String cause = late == null
                ? "client " + first.peer() + " diverged with no move entered late (no cause found in its sdats)"
                : "client " + first.peer() + " entered the move " + late.move().frame() + "," + late.move().type()
                        + "," + late.move().data1() + "," + late.move().data2() + " at its frame " + c.firstLateAt()
                        + ", " + (-late.frameLead()) + " frame" + (late.frameLead() == -1 ? "" : "s")
                        + " after that move's frame: an sdat carrying it was lost or came late (no fault injected)";
        return new GroundTruth(first.firstDivergentFrame(), first.peer(), first.entity(), first.field(), cause);
    }

    /**
     * The frames by which a network's round trip keeps a chasing client further behind the server than on the LAN
     * the design's values were set for (docs/simulator.md §7.1): the server measures {@code server_sync} as about the
     * round trip in frames plus two (packets are taken in at frame starts on both ends), and the design's lock window
     * {@code (−2, 4)} and control lead 5 fit a round trip under one frame. The lead and the window move by this many
     * frames, as the jitter buffer of the tick policy moves them (the game's developer would raise CLIENT_LEAD_FRAMES
     * for such a network: too low a lead and moves arrive late). The round trip counts the jitter twice each way (its
     * mean; spikes up to four times it).
     *
     * @param latencyMs one-way latency, ms
     * @param jitterMs  mean extra one-way delay, ms
     * @return 0 on a LAN, e.g. 2 at 30 ± 2 ms, 8 at 80 ± 15 ms
     */
    static int roundTripLag(double latencyMs, double jitterMs) {
        return (int) Math.max(0, Math.round((2 * (latencyMs + 2 * jitterMs)) / 25.0 - 1));
    }

    /**
     * Fault {@code drop-sdat}: chooses the first MOVE entry, in an sdat to the target client sent at or after the
     * fault's frame, that no earlier sdat to that client carried; then loses every sdat to the target that carries
     * it while the client has not yet passed that entry's frame, so the entry reaches it only too late (the client's
     * {@code c_sync}, docs/simulator.md §7.1: that client is out of sync from then on).
     */
    static final class DropSdatFilter implements org.netreplay.sim.net.PacketFilter {
        private final int fromFrame;
        private final LockstepServer server;
        private final LockstepClientPeer target;
        private int position = -1;
        private int sentEnd;
        private int frame;
        private String what;

        /** @return what the fault did, or null when it never found a move to lose */
        String what() {
            return what;
        }

        DropSdatFilter(int fromFrame, LockstepServer server, LockstepClientPeer target) {
            this.fromFrame = fromFrame;
            this.server = server;
            this.target = target;
        }

        @Override
        public boolean pass(Packet packet, long sendMicros) {
            if (!"sdat".equals(packet.name()) || packet.to() != target.player()) {
                return true;
            }
            Sdat sdat = (Sdat) packet.body();
            if (position < 0) {
                if (server.passcount() >= fromFrame) {
                    for (int i = Math.max(0, sentEnd - sdat.startEntry()); i < sdat.count(); i++) {
                        var m = sdat.entries().get(i);
                        if (m.type() == org.netreplay.replay.GameMove.TYPE_MOVE && m.frame() > target.passcount()) {
                            position = sdat.startEntry() + i;
                            frame = m.frame();
                            what = "the move " + m.frame() + "," + m.type() + "," + m.data1() + "," + m.data2()
                                    + " was lost in every sdat to client " + target.player() + " (from server frame "
                                    + server.passcount() + ") until the client had passed its frame";
                            return false;
                        }
                    }
                }
                sentEnd = Math.max(sentEnd, sdat.endEntry());
                return true;
            }
            boolean carries = sdat.startEntry() <= position && position < sdat.endEntry();
            return !(carries && target.passcount() < frame);
        }
    }
}

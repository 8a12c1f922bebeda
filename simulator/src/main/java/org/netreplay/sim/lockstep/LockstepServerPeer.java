package org.netreplay.sim.lockstep;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.PlayerJoin;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.sim.SimContext;
import org.netreplay.sim.SimPeer;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.net.Packet;
import org.netreplay.sim.out.PeerOutput;
import org.netreplay.sim.tick.TickRates;

/**
 * The lockstep server as a simulated machine: a 40 fps frame timer on the virtual clock (longer when its CPU model
 * says a frame took more than 25 ms), packets buffered and processed once per frame at its start (docs/formats.md
 * docs/formats.md §5.1), its own player's input entered {@code control_lead_frames} ahead, the frame simulated from the
 * master array, a type-60 {@code authoritative} line per frame, then the {@link LockstepServer#sdatsToSend() sdats}.
 * Fault {@code late-move} arms here: the first MOVE entered at or after its frame for an active player is held back
 * from client 1.
 */
final class LockstepServerPeer implements SimPeer {
    private static final long FRAME_MICROS = EventQueue.SECOND / 40;

    private final LockstepShared shared;
    private final SimContext ctx;
    private final LockstepServer server;
    private final GameSimulation sim;
    private final PeerOutput out;
    private final List<Packet> inbox = new ArrayList<>();
    private final int frames;
    private final int[] txBytes = new int[8];
    private final int[] rxBytes = new int[8];
    private final int[] txPackets = new int[8];
    private final int[] rxPackets = new int[8];
    private final boolean[] active = new boolean[8];
    private int oldCompMove;
    private boolean lateMoveArmed;
    private boolean stopped;

    LockstepServerPeer(LockstepShared shared) {
        this.shared = shared;
        this.ctx = shared.ctx;
        this.server = new LockstepServer(shared.settings, shared.tick ? TickRates.SERVER_SEND_RATE : 0);
        this.sim = ctx.newSimulation();
        this.out = ctx.output().peer(0);
        this.frames = ctx.config().frames();
    }

    LockstepServer server() {
        return server;
    }

    @Override
    public int player() {
        return 0;
    }

    @Override
    public void start() {
        io(() -> {
            out.rule(10, 0);
            out.boxed(10, 0, "Server mode started");
            out.boxed(10, 0, "Server hostname:    [pmserver]");
            out.boxed(10, 0, "Level:              [" + ctx.config().level() + "]");
            out.boxed(10, 0, "Lockstep control_lead_frames:[" + shared.settings.controlLeadFrames()
                    + "] server_lead_frames:[" + shared.settings.serverLeadFrames() + "] sync:["
                    + ctx.config().sync().id() + "]");
            out.boxed(10, 0, "Server network initialized");
            out.rule(10, 0);
        });
        ctx.clock().schedule(0, this::frame);
    }

    @Override
    public void receive(Packet packet, long rxMicros) {
        if (!stopped) {
            inbox.add(packet);
        }
    }

    boolean stopped() {
        return stopped;
    }

    private void frame() {
        long frameStart = ctx.clock().now();
        server.startFrame();
        int f = server.passcount();
        Arrays.fill(txBytes, 0);
        Arrays.fill(rxBytes, 0);
        Arrays.fill(txPackets, 0);
        Arrays.fill(rxPackets, 0);
        io(() -> {
            if (f == 1) {
                server.addMove(new GameMove(1, GameMove.TYPE_SHOT_CONFIG, 0, 5));
                server.addMove(new PlayerJoin(1, 0, LockstepShared.colour(0), LockstepShared.name(0)).toMove());
            }
            List<Packet> batch = new ArrayList<>(inbox);
            inbox.clear();
            for (Packet p : batch) {
                rxBytes[p.from()] += p.bytes() + Packet.HEADER_ESTIMATE;
                rxPackets[p.from()]++;
                switch (p.name()) {
                    case "cjon" -> join((Cjon) p.body(), f);
                    case "cdat" -> cdat((Cdat) p.body(), f);
                    case "sdak" -> sdak((Sdak) p.body(), f);
                    default -> { }
                }
            }
            for (GameMove drop : server.dropChecks()) {
                out.header(10, f, "Server dropped player:" + drop.data1() + " (last sdak rx:"
                        + (f - shared.settings.dropAckFrames() - 1) + ")");
            }
            int cm = ctx.bot(0).controls(f);
            if (cm != oldCompMove) {
                oldCompMove = cm;
                // the server's own player is tagged control_lead_frames ahead too, like a client's cdat, so that
                // its moves reach the clients (which run behind) before their frame
                int pos = server.addMove(new GameMove(f + shared.settings.controlLeadFrames(), GameMove.TYPE_MOVE,
                        0, cm));
                armLateMove(pos, f);
            }
            List<GameMove> moves = server.movesForFrame();
            sim.advance(moves);
            for (GameMove m : moves) {
                if (m.isActive()) {
                    active[m.player()] = true;
                    out.header(10, f, "Player:" + m.player() + " became ACTIVE!");
                }
            }
            // every frame's state goes to the divergence watch, which names the first differing field of a fault's
            // or an organic divergence; the states file keeps keyframes only
            byte[] saved = sim.saveState();
            int chk = ctx.netState().checksum(sim, saved);
            out.state(f, "authoritative", chk, LockstepShared.keyframe(f) ? saved : null, moves);
            shared.watch.server(f, chk, saved);
            for (OutgoingSdat o : server.sdatsToSend()) {
                int bytes = LockstepShared.SDAT_HEADER_BYTES + LockstepShared.SDAT_ENTRY_BYTES * o.sdat().count();
                txBytes[o.player()] += bytes + Packet.HEADER_ESTIMATE;
                txPackets[o.player()]++;
                out.log(LockstepLog.NET, 0, f, o.player(), LockstepLog.txSdat(o));
                ctx.network().send(new Packet("sdat", 0, o.player(), bytes, o.sdat()));
            }
            double cpuMs = ctx.cpu(0).nextFrameMillis();
            out.timers(f, new String[] {"cpu"}, new double[] {cpuMs});
            statusRows(frameStart, f, cpuMs);
            ctx.progress(f);
            if (f >= frames) {
                stopped = true;
                return;
            }
            long next = frameStart + Math.max(FRAME_MICROS, Math.round(cpuMs * EventQueue.MILLI));
            ctx.clock().schedule(next, this::frame);
        });
    }

    private void join(Cjon cjon, int f) throws IOException {
        int p = cjon.player();
        int colour = LockstepShared.colour(p);
        if (server.client(p) != null) {
            // a client asks again only when no sjon reached it: invite it again (a lost sjon must not strand it)
            if (!server.client(p).dropped()) {
                out.log(10, f, "Server resent join invitation to client" + p);
                sendSjon(p, colour, f);
            }
            return;
        }
        server.join(p, colour, LockstepShared.name(p));
        out.rule(10, f);
        out.boxed(10, f, "Server received join request from client" + p + " requesting color:" + cjon.colour());
        out.boxed(10, f, "Server replied with join invitation:");
        out.boxed(10, f, "Level:[" + ctx.config().level() + "]");
        out.boxed(10, f, "Player Number:[" + p + "]");
        out.boxed(10, f, "Player Color:[" + colour + "]");
        out.boxed(10, f, "Server Frame:[" + f + "]");
        out.rule(10, f);
        sendSjon(p, colour, f);
    }

    private void sendSjon(int p, int colour, int f) {
        ctx.network().send(new Packet("sjon", 0, p, LockstepShared.SJON_BYTES,
                new Sjon(ctx.config().level(), 40, p, colour, f)));
        txBytes[p] += LockstepShared.SJON_BYTES + Packet.HEADER_ESTIMATE;
        txPackets[p]++;
    }

    private void cdat(Cdat cdat, int f) throws IOException {
        int sizeBefore = server.moves().size();
        CdatResult r = server.receiveCdat(cdat);
        out.log(LockstepLog.CDAT, 0, f, cdat.player(), LockstepLog.rxCdat(r));
        if (r.entered()) {
            armLateMove(sizeBefore, f);
        }
    }

    private void armLateMove(int position, int f) {
        if (lateMoveArmed || shared.lateMoveFrame <= 0 || f < shared.lateMoveFrame) {
            return;
        }
        GameMove m = server.moves().get(position);
        ClientSyncState target = server.client(shared.lateMoveTarget);
        if (m.type() != GameMove.TYPE_MOVE || !active[m.data1()] || target == null || !active[target.player()]) {
            return;
        }
        lateMoveArmed = true;
        server.holdEntryUntilPassed(shared.lateMoveTarget, position);
        shared.lateMoveDone = "the server held the move " + m.frame() + "," + m.type() + "," + m.data1() + ","
                + m.data2() + " (entered at frame " + f + ") out of client " + shared.lateMoveTarget
                + "'s sdats until it had passed that frame";
    }

    private void sdak(Sdak sdak, int f) throws IOException {
        SdakResult r = server.receiveSdak(sdak);
        out.log(LockstepLog.NET, 0, f, sdak.player(), LockstepLog.rxSdak(r));
        if (r.locked()) {
            out.log(LockstepLog.NET, 0, f, sdak.player(),
                    LockstepLog.locked(sdak.player(), shared.settings.activationLeadFrames()));
        }
    }

    private void statusRows(long now, int f, double cpuMs) throws IOException {
        if (ctx.output().status() == null) {
            return;
        }
        for (int p = 0; p < ctx.config().players(); p++) {
            if (!active[p]) {
                continue;
            }
            ClientSyncState c = server.client(p);
            double syncMs = c == null ? 0 : c.serverSync() * 25.0;
            double cpu = p == 0 ? cpuMs * 4 : 0;
            ctx.output().status().row(now, f, p, 0, cpu, syncMs, 0, 0, 0, 0, txBytes[p], rxBytes[p], txPackets[p],
                    rxPackets[p]);
        }
    }

    @Override
    public void finish() throws IOException {
        int f = server.passcount();
        out.moves(server.moves().toList());
        out.header(22, f, "Server (pmserver) ending stats");
        out.boxed(22, f, kv("level", ctx.config().level()));
        out.boxed(22, f, kv("total frames", f));
        out.boxed(22, f, kv("total moves", server.moves().size()));
        for (int p = 1; p < ctx.config().players(); p++) {
            ClientSyncState c = server.client(p);
            if (c == null) {
                continue;
            }
            out.boxed(22, f, "Player:" + p + " (client" + p + ")");
            out.boxed(22, f, kv("frames client was active", c.activationFrame() < 0 || c.activationFrame() > f
                    ? 0 : f - c.activationFrame() + 1));
            out.boxed(22, f, kv("cdat packets total", c.cdatsReceived()));
            out.boxed(22, f, kv("cdat packets late", c.cSyncErr()));
        }
        out.rule(22, f);
    }

    /** @return the game's ending-stats key padded with dots to 26 characters, then {@code [value]} (docs/formats.md §2.2) */
    static String kv(String key, int value) {
        StringBuilder sb = new StringBuilder(key);
        while (sb.length() < 26) {
            sb.append('.');
        }
        return sb.append('[').append(value).append(']').toString();
    }

    interface IoAction {
        void run() throws IOException;
    }

    static void io(IoAction a) {
        try {
            a.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package org.netreplay.sim.lockstep;

import static org.netreplay.sim.lockstep.LockstepServerPeer.io;
import static org.netreplay.sim.lockstep.LockstepServerPeer.kv;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.sim.SimContext;
import org.netreplay.sim.SimPeer;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.clock.PeerClock;
import org.netreplay.sim.net.Packet;
import org.netreplay.sim.out.PeerOutput;
import org.netreplay.sim.tick.TickAdjustment;
import org.netreplay.sim.tick.TickRates;
import org.netreplay.sim.tick.TickStep;
import org.netreplay.sim.tick.TickSync;

/**
 * A lockstep client as a simulated machine. It joins with {@code cjon}, starts at frame 0 when the first sdat (which
 * carries frame 1's rows) is taken in, and chases the server (the chase, docs/simulator.md §7.1). Each
 * frame: {@code passcount++}, the buffered sdats (entries, {@code server_sync}, chase rate, {@code sdak}), its own
 * controls as a {@code cdat} once its player is active, then the frame simulated from its local array only, with a
 * type-60 {@code confirmed} line (every lockstep frame is computed from final inputs).
 *
 * <p>Timing, by sync policy: {@code pm} runs the passcount timer at the chase rate on the peer's own (drifting)
 * clock (docs/simulator.md §7.1); {@code tick} runs a fixed 40 Hz local tick and simulates frames up to the tick sync's
 * remote tick (docs/simulator.md §7.3) of the server, which the sdats (sent every 3rd server tick) adjust by the four
 * rules; sdats are released from the de-jitter queue as the tick-sync design integrates packets, and the client's data
 * (its cdats of the last two ticks, then the {@code sdak}) goes out after every 2nd tick ({@code CLIENT_SEND_RATE}).
 */
final class LockstepClientPeer implements SimPeer {
    private final LockstepShared shared;
    private final SimContext ctx;
    private final int player;
    private final LockstepClient client;
    private final GameSimulation sim;
    private final PeerOutput out;
    private final PeerClock clock;
    private final List<Sdat> inbox = new ArrayList<>();
    private final List<Cdat> pendingCdats = new ArrayList<>();
    private final TickSync<Sdat> tickSync;
    private final int frames;
    private final long joinMicros;
    private boolean joined;
    private boolean running;
    private boolean active;
    private boolean stopped;
    private int localTick;
    private int cdatsSent;
    /** missed-join-input: the frame from which the move to miss is chosen (-1: no such fault on this client) */
    private final int missFrom;
    private boolean ownJoinSeen;
    private GameMove missed;
    private String missedWhat;

    LockstepClientPeer(LockstepShared shared, int player) {
        this.shared = shared;
        this.ctx = shared.ctx;
        this.player = player;
        this.client = new LockstepClient(shared.settings, player);
        this.sim = ctx.newSimulation();
        this.out = ctx.output().peer(player);
        this.clock = ctx.peerClock(player);
        this.tickSync = shared.tick ? new TickSync<>(TickRates.SERVER_SEND_RATE) : null;
        this.frames = ctx.config().frames();
        this.joinMicros = 100 * EventQueue.MILLI * player;
        this.missFrom = shared.faults.missesJoinInput(player);
    }

    /** @return what the missed-join-input fault did on this client, or null when it found no move to miss */
    String missedJoinInputWhat() {
        return missedWhat;
    }

    /**
     * missed-join-input: every entry before this client's own activation entry was entered before its join; the
     * first MOVE of another player among them at a frame ≥ the fault's is the one its copy lacks.
     */
    private void noteEntry(EntryReceipt e) {
        if (missFrom < 0 || !e.entered() || ownJoinSeen || missed != null) {
            return;
        }
        GameMove m = e.move();
        if (m.isActive() && m.player() == player) {
            ownJoinSeen = true;
        } else if (m.type() == GameMove.TYPE_MOVE && m.player() != player && m.frame() >= missFrom) {
            missed = m;
            missedWhat = "client " + player + "'s copy of the game moves lacks the move " + m.frame() + ","
                    + m.type() + "," + m.data1() + "," + m.data2() + " (entry " + e.position() + "), which the"
                    + " server entered before client " + player + "'s join took effect";
        }
    }

    /** @return the frame's moves, without the one a missed-join-input fault makes this client miss */
    private List<GameMove> missedJoinInput(List<GameMove> moves, int f) {
        if (missed == null || missed.frame() != f || !moves.contains(missed)) {
            return moves;
        }
        List<GameMove> kept = new ArrayList<>(moves);
        kept.remove(missed);
        return kept;
    }

    @Override
    public int player() {
        return player;
    }

    /** @return whether the server's {@code sjon} (join invitation) reached this client */
    boolean joined() {
        return joined;
    }

    /** @return the virtual time of this client's first {@code cjon}, µs */
    long joinMicros() {
        return joinMicros;
    }

    /** @return the protocol state machine (read-only use: the organic ground truth) */
    LockstepClient client() {
        return client;
    }

    /** @return the client's frame (the {@code drop-sdat} filter reads it) */
    int passcount() {
        return client.passcount();
    }

    /** @return how many game-move entries the client holds (the {@code drop-sdat} filter reads it) */
    int entries() {
        return client.moves().size();
    }

    boolean stopped() {
        return stopped || !joined;
    }

    @Override
    public void start() {
        ctx.clock().schedule(joinMicros, () -> io(() -> {
            out.rule(10, 0);
            out.boxed(10, 0, "Client mode started on localhost:[client" + player + "]");
            out.boxed(10, 0, "Client network initialized -- target:[pmserver]");
            out.boxed(10, 0, "Sent initial 'cjon' packet to server");
            out.boxed(10, 0, "Waiting for reply");
            out.rule(10, 0);
        }));
        ctx.clock().schedule(joinMicros, this::sendCjon);
    }

    /** Sends {@code cjon}, and again every second until the {@code sjon} arrives (a lost packet must not strand). */
    private void sendCjon() {
        if (joined || stopped) {
            return;
        }
        ctx.network().send(new Packet("cjon", player, 0, LockstepShared.CJON_BYTES,
                new Cjon(player, LockstepShared.colour(player))));
        ctx.clock().after(EventQueue.SECOND, this::sendCjon);
    }

    @Override
    public void receive(Packet packet, long rxMicros) {
        if (stopped) {
            return;
        }
        if (packet.body() instanceof Sjon sjon && !joined) {
            joined = true;
            io(() -> {
                out.rule(10, 0);
                out.boxed(10, 0, "Client received join invitation from server");
                out.boxed(10, 0, "Level:[" + sjon.level() + "]");
                out.boxed(10, 0, "Player Number:[" + sjon.player() + "]");
                out.boxed(10, 0, "Player Color:[" + sjon.colour() + "]");
                out.boxed(10, 0, "Server Frame Num:[" + sjon.serverFrame() + "]");
                out.rule(10, 0);
            });
            if (shared.tick) {
                ctx.clock().after(0, this::tick);
            }
        } else if (packet.body() instanceof Sdat sdat && joined) {
            if (tickSync != null) {
                tickSync.receive(sdat.passcount(), sdat);
            } else {
                if (!running) {
                    // the passcount timer starts with the first game moves (frame 1's rows come in this sdat)
                    running = true;
                    ctx.clock().after(0, this::frame);
                }
                inbox.add(sdat);
            }
        }
    }

    /** Policy {@code pm}: one frame, then the next after {@code 1/chase fps} seconds of this peer's clock. */
    private void frame() {
        long start = ctx.clock().now();
        double cpuMs = simulateFrame(true);
        if (stopped) {
            return;
        }
        long period = clock.toVirtual(1e6 / client.chaseFps());
        ctx.clock().schedule(start + Math.max(period, Math.round(cpuMs * EventQueue.MILLI)), this::frame);
    }

    /** Policy {@code tick}: one 40 Hz local tick (the tick-sync design's fixed-step loop, docs/simulator.md §7.3). */
    private void tick() {
        long start = ctx.clock().now();
        localTick++;
        TickStep step = tickSync.synchronize();
        if (step.adjustment() != TickAdjustment.NO_PACKET && step.adjustment() != TickAdjustment.IN_WINDOW) {
            io(() -> out.log(LockstepLog.NET, client.passcount(), "tick sync " + step.adjustment().name()
                    .toLowerCase(java.util.Locale.ROOT) + " diff:[" + step.diff() + "] remote tick:["
                    + step.remoteTick() + "]"));
        }
        List<Sdat> released = tickSync.integrate();
        inbox.addAll(released);
        running |= !released.isEmpty();
        double cpuMs = 0;
        while (running && !stopped && client.passcount() < tickSync.remoteTick()) {
            cpuMs += simulateFrame(false);
        }
        if (TickRates.sendsAfter(localTick, TickRates.CLIENT_SEND_RATE)) {
            for (Cdat c : pendingCdats) {
                sendCdat(c);
            }
            pendingCdats.clear();
            if (client.lastSdatPasscount() >= 0) {
                sendSdak(new Sdak(client.passcount(), player, client.moves().size()));
            }
        }
        if (stopped) {
            return;
        }
        long period = clock.toVirtual(1e6 / 40);
        ctx.clock().schedule(start + Math.max(period, Math.round(cpuMs * EventQueue.MILLI)), this::tick);
    }

    private double simulateFrame(boolean sdakPerSdat) {
        client.startFrame();
        int f = client.passcount();
        double[] cpu = new double[1];
        io(() -> {
            List<Sdat> batch = new ArrayList<>(inbox);
            inbox.clear();
            for (Sdat sdat : batch) {
                SdatReceipt r = client.receiveSdat(sdat);
                out.log(LockstepLog.NET, f, LockstepLog.rxSdat(r));
                if (tickSync == null) {
                    out.log(LockstepLog.NET, f, LockstepLog.timerAdjust(r));
                }
                for (EntryReceipt e : r.entries()) {
                    out.log(LockstepLog.NET, f, LockstepLog.rxMove(e));
                    noteEntry(e);
                }
                if (sdakPerSdat) {
                    sendSdak(r.reply());
                }
            }
            int cm = ctx.bot(player).controls(f);
            if (active) {
                Optional<Cdat> cdat = client.controls(cm);
                if (cdat.isPresent()) {
                    Cdat c = cdat.get();
                    out.move(new GameMove(c.passcount(), GameMove.TYPE_MOVE, player, c.compMove()));
                    if (tickSync == null) {
                        sendCdat(c);
                    } else {
                        pendingCdats.add(c); // docs/simulator.md §7.3: client data goes out after every 2nd tick
                    }
                }
            }
            List<GameMove> moves = missedJoinInput(client.movesForFrame(), f);
            byte[] reordered = shared.faults.stepReordered(player, f, sim, moves);
            if (reordered == null) {
                sim.advance(moves);
            }
            for (GameMove m : moves) {
                if (m.isActive()) {
                    if (m.player() == player) {
                        active = true;
                    }
                    out.header(10, f, "Player:" + m.player() + " became ACTIVE!");
                }
            }
            byte[] saved = reordered != null ? reordered
                    : LockstepShared.keyframe(f) || shared.faults.storesState(player, f) ? sim.saveState() : null;
            if (saved != null && shared.faults.perturbStep(player, f, saved)) {
                sim.loadState(saved);
            }
            int chk = ctx.netState().checksum(sim, saved);
            byte[][] kept = {saved};
            boolean suspect = shared.watch.client(player, f, chk,
                    () -> kept[0] != null ? kept[0] : (kept[0] = sim.saveState()));
            if (suspect && kept[0] == null) {
                kept[0] = sim.saveState();
            }
            // a frame that differs from the server's keeps its state, so its fields need no rebuilding
            out.state(f, "confirmed", chk, kept[0], moves);
            cpu[0] = ctx.cpu(player).nextFrameMillis();
            out.timers(f, new String[] {"cpu"}, new double[] {cpu[0]});
        });
        if (f >= frames) {
            stopped = true;
        }
        return cpu[0];
    }

    private void sendCdat(Cdat c) {
        io(() -> out.log(LockstepLog.CDAT, client.passcount(), LockstepLog.txCdat(c.compMove())));
        ctx.network().send(new Packet("cdat", player, 0, LockstepShared.CDAT_BYTES, c));
        cdatsSent++;
    }

    private void sendSdak(Sdak sdak) {
        io(() -> out.log(LockstepLog.NET, client.passcount(), LockstepLog.txSdak(sdak)));
        ctx.network().send(new Packet("sdak", player, 0, LockstepShared.SDAK_BYTES, sdak));
    }

    @Override
    public void finish() throws IOException {
        int f = client.passcount();
        out.header(22, f, "Client " + player + " (client" + player + ") ending stats");
        out.boxed(22, f, kv("total game frames", f));
        out.boxed(22, f, kv("cdat packets total", cdatsSent));
        out.boxed(22, f, kv("moves entered late", client.cSyncErr()));
        out.rule(22, f);
    }
}

package org.netreplay.sim.auth;

import org.netreplay.log.write.CNumbers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

import org.netreplay.replay.GameMove;
import org.netreplay.replay.dif.DifCompression;
import org.netreplay.replay.dif.DifPiece;
import org.netreplay.replay.dif.DifPieces;
import org.netreplay.replay.dif.StateDif;
import org.netreplay.replay.dif.ZlibDeflater;
import org.netreplay.replay.gm.PlayerName;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.history.StateHistory;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.sim.NetState;
import org.netreplay.sim.SimContext;
import org.netreplay.sim.SimPeer;
import org.netreplay.sim.SimWorker;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.fault.FaultPlan;
import org.netreplay.sim.net.Packet;
import org.netreplay.sim.out.PeerOutput;

/**
 * The server of the server-authoritative mode, as the real game's (docs/formats.md §5;
 * src/mwNetgameServer.cpp#server_control, server_proc_cdat_packet, server_proc_stak_packet, server_rewind,
 * server_create_new_state, server_send_dif; src/mwStateHistory.cpp#apply_rewind_state): the timing master at
 * 40 fps; per frame it processes the packets received (join, cdat, stak), rewinds from {@code server_dirty_frame},
 * takes its own player's input, simulates the frame, saves the history state {@code frame+1} and sends every client
 * the dif against its last acknowledged base (or zeros), zlib level 7, in pieces of at most 1400 bytes. It answers
 * pings at once ({@code pong}) and measures each client's round trip from the {@code pang}.
 */
final class AuthServer implements SimPeer {
    static final int HISTORY = StateHistory.DEFAULT_SIZE;
    /** {@code PM_COMPMOVE_MENU} (src/pm.h): the menu key (or ESC) in a comp_move. */
    static final int MENU = 0b0100_0000;
    /** Quit reasons of a PLAYER_INACTIVE move (src/pm.h PM_PLAYER_QUIT_REASON_*; docs/formats.md §4.2). */
    static final int REASON_MENU_KEY = 64;
    static final int REASON_CLIENT_LOST_SERVER_CONNECTION = 75;
    static final int REASON_CLIENT_ENDED_GAME = 90;
    static final int REASON_SERVER_ENDED_GAME = 92;
    private static final String[] TMR_NAMES = {"rwnd"};
    private static final String[] TMR_MOVE = {"move"};
    private static final String[] TMR_SDIF = {"sdif"};
    private static final String[] TMR_CPU = {"cpu"};

    private final SimContext ctx;
    private final EventQueue clock;
    private final PeerOutput out;
    private final GameSimulation sim;
    private final NetState ns;
    private final FaultPlan faults;
    private final RefHistory history = new RefHistory(HISTORY);
    private final MoveTimeline timeline = new MoveTimeline();
    private final ClientSlot[] slots;
    private final List<Packet> rx = new ArrayList<>();
    private final int[] lastAuthoritative;
    private final TreeMap<Integer, byte[]> watchedStates = new TreeMap<>();
    /** per base frame this server frame: the dif made against it and its compression */
    private final TreeMap<Integer, Made> difCache = new TreeMap<>();
    private final Runnable frameTask = this::frameSafely;
    /** compressors, each used by one compression at a time (on either thread) */
    private final ConcurrentLinkedQueue<ZlibDeflater> compressors = new ConcurrentLinkedQueue<>();
    /**
     * Makes and compresses the frame's difs (urgent tasks) while the clients' events before the difs' earliest arrival
     * run on the simulation's thread ({@link EventQueue#defer}), which makes a compression itself when it needs it
     * before the worker has started it; zlib's output depends on its input only, so the bytes are the same as
     * compressing them in turn here.
     */
    private final SimWorker worker;
    private int frame;
    private int dirty = 1;
    private int prevControls = -1;
    private long nextTick;
    private int rewindFrames;
    private double cpuMs;
    private int watchFrom = -1;
    /**
     * A saved state the history dropped and nothing else holds (none is kept for a skipped rewind's watch once that
     * began), overwritten by the next save instead of allocating one
     */
    private byte[] spare;
    private long totalTxBytes;
    private long totalRxBytes;
    private boolean ended;

    /** Per-client bookkeeping of the server ({@code mPlayer.loc[p]}, {@code mStateHistory[p]}). */
    static final class ClientSlot {
        boolean active;
        int colour;
        int ack = -1;
        final RefHistory sent = new RefHistory(HISTORY);
        final RollingAverage ping = new RollingAverage();
        int difSize;
        int gameMoveSync;
        int lateCdats;
        int cdatRx;
        double lcor;
        double rcor;
        double cpu;
        double pdsyncAvg;
        double chase;
        int rewind;
        int lastStakRx;
        int joinFrame;
        int baseResets;
        int txb;
        int rxb;
        int txp;
        int rxp;
        /** {@code control_method == CLIENT_ORPHAN}: the server quit while this client was connected. */
        boolean orphan;
        /** {@code mPlayer.loc[p].quit_frame} and {@code quit_reason}, set when the client's INACTIVE is processed. */
        int quitFrame;
        int quitReason;
        boolean everJoined;
        long secTxb;
        long secRxb;
        long secTxp;
        long secRxp;
    }

    /** @param worker where the difs are made and compressed (shared with the clients, closed by the caller) */
    AuthServer(SimContext ctx, FaultPlan faults, SimWorker worker) {
        this.ctx = ctx;
        this.clock = ctx.clock();
        this.out = ctx.output().peer(0);
        this.sim = ctx.newSimulation();
        this.ns = ctx.netState();
        this.faults = faults;
        this.slots = new ClientSlot[ctx.config().players()];
        for (int p = 1; p < slots.length; p++) {
            slots[p] = new ClientSlot();
        }
        this.lastAuthoritative = new int[ctx.config().frames() + 2];
        this.worker = worker;
    }

    /**
     * A dif made this frame against one base, and its zlib compression (being made by the worker).
     *
     * @param worker    the worker making it
     * @param difAndCmp the dif and its compression, to come
     * @param base      the array it is made against (null: zeros)
     * @param state     the net state it leads to, or null when a fault changes the dif
     */
    private record Made(SimWorker worker, Future<byte[][]> difAndCmp, byte[] base, byte[] state) {
        /** @return the dif (made by the worker, or here if it has not started) */
        byte[] dif() {
            return done()[0];
        }

        /** @return the compressed dif (as {@link #dif}) */
        byte[] compressed() {
            return done()[1];
        }

        private byte[][] done() {
            try {
                return worker.await(difAndCmp);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while compressing a dif", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("compressing a dif failed", e.getCause());
            }
        }
    }

    @Override
    public int player() {
        return 0;
    }

    @Override
    public void start() {
        try {
            VersionBlock.write(out, ctx, 0);
            out.rule(10, 0);
            out.boxed(10, 0, "Server mode started");
            out.boxed(10, 0, "Server hostname:    [pmserver]");
            out.boxed(10, 0, "Level:              [" + ctx.config().level() + "]");
            out.boxed(10, 0, "Server network initialized");
            out.rule(10, 0);
            out.csvOnly(10, 0, 0, "Server mode started - hostname:pmserver");
            out.header(10, 0, "LEVEL " + ctx.config().level() + " STARTED");
            out.csvOnly(10, 0, 0, "LEVEL " + ctx.config().level() + " STARTED");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        history.add(0, sim.saveState());
        // level start moves (src/mwLoop.cpp:788-799): SHOT_CONFIG and the server's own player ACTIVE at frame 1
        enter(new GameMove(1, GameMove.TYPE_SHOT_CONFIG, 0, 0));
        enter(activeMove(1, 0, 8, "pmserver"));
        nextTick = 25_000;
        // a ping's arrival sends a pong on a link the deferred sends use, so it finds them done; the other packets
        // only add to rx and to counters the deferred sends do not touch (runFrame)
        ctx.network().barrierFor(0, packet -> packet.body() instanceof AuthPackets.Ping);
        clock.scheduleBarrier(nextTick, frameTask);
    }

    static GameMove activeMove(int frame, int p, int colour, String name) {
        int[] n = PlayerName.encode(name.length() > PlayerName.MAX_LENGTH ? name.substring(0, 8) : name);
        return new GameMove(frame, GameMove.ACTIVE_FLAG + colour * 256 + p, n[0], n[1]);
    }

    private void enter(GameMove m) {
        timeline.add(m);
    }

    @Override
    public void receive(Packet packet, long rxMicros) {
        ClientSlot s = slots[packet.from()];
        if (s != null) {
            s.rxb += packet.bytes() + Packet.HEADER_ESTIMATE;
            s.rxp++;
        }
        totalRxBytes += packet.bytes() + Packet.HEADER_ESTIMATE;
        if (packet.body() instanceof AuthPackets.Ping ping) {
            send(packet.from(), "pong", AuthPackets.Pong.BYTES, new AuthPackets.Pong(ping.t0(), out.agt()));
        } else if (packet.body() instanceof AuthPackets.Pang pang) {
            if (s != null) {
                s.ping.add(out.agt() - pang.t1());
            }
        } else {
            rx.add(packet);
        }
    }

    private void send(int to, String name, int bytes, Object body) {
        ClientSlot s = slots[to];
        s.txb += bytes + Packet.HEADER_ESTIMATE;
        s.txp++;
        totalTxBytes += bytes + Packet.HEADER_ESTIMATE;
        ctx.network().send(new Packet(name, 0, to, bytes, body));
    }

    private void frameSafely() {
        try {
            runFrame();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void runFrame() throws IOException {
        long start = clock.now();
        frame++;
        cpuMs = ctx.cpu(0).nextFrameMillis();
        int f = frame;
        for (Packet p : rx) {
            process(p, f);
        }
        rx.clear();
        dropCheck(f);
        rewind(f);
        out.timers(f, TMR_NAMES, new double[] {rewindFrames * 0.11});
        statusRows(f);
        if (f % 40 == 0) {
            bandwidth(f);
        }
        int controls = ctx.bot(0).controls(f);
        if (f == ctx.config().serverQuit()) {
            serverQuit(f);
        } else if (controls != prevControls) {
            prevControls = controls;
            enter(new GameMove(f, GameMove.TYPE_MOVE, 0, controls));
        }
        List<GameMove> moves = timeline.movesAt(f);
        inactive(f, moves, true);
        sim.advance(moves);
        byte[] saved = save();
        authoritative(f, saved, moves);
        keep(f, saved);
        out.timers(f, TMR_MOVE, new double[] {cpuMs * 0.01});
        history(26, f, "stdf save state:" + (f + 1));
        dirty = f + 1;
        boolean more = f < ctx.config().frames() && !ended;
        long next = more ? Math.max(nextTick + 25_000, start + Math.round(cpuMs * 1000)) : Long.MAX_VALUE;
        List<IoAction> sends = sendDifs(f, saved);
        // the rest of the frame (the stdf lines and packets, then the frame's last lines) touches only the server's
        // own log and counters and packets that arrive no sooner than the network's least delay: it waits for the
        // compression while the events before then (the clients' frames) run
        // (the net CSV, which the clients' rows go to as well, holds their rows until then)
        double cpu = cpuMs;
        // the frame's per-client counters start again from zero once its difs are sent: the sends' own bytes are not
        // counted there (only in the totals), so the counters are reset now, and packets that arrive before the
        // deferred sends run (all but pings, Network#barrierFor) count as they would after them
        for (int p = 1; p < slots.length; p++) {
            ClientSlot s = slots[p];
            s.txb = 0;
            s.rxb = 0;
            s.txp = 0;
            s.rxp = 0;
        }
        org.netreplay.sim.out.NetCsvOut netCsv = ctx.output().netCsv();
        netCsv.hold();
        clock.defer(Math.min(start + ctx.network().leastDelayMicros(), next),
                sends.size() * maxPacketsPerDif(), () -> io(() -> netCsv.release(() -> {
                    for (IoAction send : sends) {
                        send.run();
                    }
                    out.timers(f, TMR_SDIF, new double[] {0.015 * activeClients()});
                    out.timers(f, TMR_CPU, new double[] {cpu});
                })));
        ctx.progress(f);
        if (more) {
            nextTick += 25_000;
            clock.scheduleBarrier(next, frameTask);
        }
    }

    private interface IoAction {
        void run() throws IOException;
    }

    private static void io(IoAction a) {
        try {
            a.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the most packet arrivals one dif can make: all its pieces (zlib's worst case), each delivered twice */
    private int maxPacketsPerDif() {
        return 2 * (DifPieces.pieceCount(ns.size() + ns.size() / 1000 + 64) + 1);
    }

    private int activeClients() {
        int n = 0;
        for (int p = 1; p < slots.length; p++) {
            n += slots[p].active ? 1 : 0;
        }
        return n;
    }

    private void authoritative(int f, byte[] saved, List<GameMove> moves) throws IOException {
        int chk = ns.checksum(sim, saved);
        out.state(f, "authoritative", chk, saved, moves);
        if (f < lastAuthoritative.length) {
            lastAuthoritative[f] = chk;
        }
        if (watchFrom > 0 && f >= watchFrom && f < watchFrom + 64) {
            watchedStates.put(f, saved);
        }
    }

    private void process(Packet p, int f) throws IOException {
        Object body = p.body();
        if (body instanceof AuthPackets.Cjon cjon) {
            join(p.from(), cjon, f);
        } else if (body instanceof AuthPackets.Cdat cdat) {
            cdat(cdat, f);
        } else if (body instanceof AuthPackets.Stak stak) {
            stak(stak, f);
        }
    }

    /** Join (docs/formats.md §5.9; src/mwNetgameServer.cpp#server_proc_cjon_packet). */
    private void join(int p, AuthPackets.Cjon cjon, int f) throws IOException {
        ClientSlot s = slots[p];
        if (s.active) {
            return;
        }
        s.active = true;
        s.everJoined = true;
        s.colour = cjon.colour();
        s.joinFrame = f;
        s.lastStakRx = f + 200;
        s.ack = -1;
        s.sent.clear();
        out.rule(10, f);
        out.boxed(10, f, "Server received join request from " + cjon.host() + " requesting color:" + cjon.colour());
        out.csvOnly(10, f, 0, "Server received join request from " + cjon.host() + " requesting color:"
                + cjon.colour());
        out.rule(10, f);
        out.boxed(10, f, "Player:" + p + " became ACTIVE!");
        out.csvOnly(10, f, p, "Player:" + p + " became ACTIVE!");
        out.rule(10, f);
        out.boxed(10, f, "Server replied with join invitation:");
        out.boxed(10, f, "Level:[" + ctx.config().level() + "]");
        out.boxed(10, f, "Player Number:[" + p + "]");
        out.boxed(10, f, "Player Color:[" + cjon.colour() + "]");
        out.boxed(10, f, "Server Frame:[" + f + "]");
        out.boxed(10, f, "Server Level Sequence Num:[0]");
        out.rule(10, f);
        enter(activeMove(f, p, cjon.colour(), cjon.name()));
        send(p, "sjon", AuthPackets.Sjon.BYTES, new AuthPackets.Sjon(ctx.config().level(), f, p, cjon.colour(), 0));
    }

    /** docs/formats.md §2.10. @upstream src/mwNetgameServer.cpp#server_proc_cdat_packet */
    private void cdat(AuthPackets.Cdat c, int f) throws IOException {
        ClientSlot s = slots[c.player()];
        s.cdatRx++;
        int printedSync = s.gameMoveSync;
        s.gameMoveSync = c.frame() - f;
        int oldestLabel = history.oldestFrame() + 1;
        String head = "rx cdat p:" + c.player() + " fn:[" + c.frame() + "] sync:[" + printedSync + "] slsn:[0]";
        if (c.frame() < oldestLabel) {
            s.lateCdats++;
            out.log(35, 0, f, c.player(), head + " late - dropped");
            return;
        }
        if ((c.compMove() & MENU) != 0) {
            // src/mwGameMoves.cpp#add_game_move, server branch: a client's MENU move becomes its INACTIVE 2 frames
            // after the cdat's frame (reason 90) and closes its session as client_quit (the game's sessions table,
            // which the simulator does not write); the MOVE itself is not entered
            enter(new GameMove(c.frame() + 2, GameMove.TYPE_INACTIVE, c.player(), REASON_CLIENT_ENDED_GAME));
        } else {
            enter(new GameMove(c.frame(), GameMove.TYPE_MOVE, c.player(), c.compMove()));
        }
        out.log(35, 0, f, c.player(), head + " gmep:[" + timeline.size() + "] - entered");
        if (c.frame() < dirty) {
            dirty = c.frame();
        }
    }

    /** src/mwNetgameServer.cpp#server_proc_stak_packet; docs/formats.md §2.9. */
    private void stak(AuthPackets.Stak k, int f) throws IOException {
        ClientSlot s = slots[k.player()];
        s.ack = k.ack();
        s.lastStakRx = f;
        s.chase = k.chaseFps();
        s.pdsyncAvg = k.pdsyncAvg();
        s.rewind = k.rewind();
        s.lcor = k.lcor();
        s.rcor = k.rcor();
        s.cpu = k.cpu();
        faults.acked(k.player(), k.ack());
        out.log(33, 0, f, k.player(), "rx stak p:" + k.player() + " ack:[" + k.ack() + "] cur:[" + k.clientFrame()
                + "] slsn:[0] dsync:[" + CNumbers.fixed(k.pdsyncAvg() * 1000, 4, 1) + "] chase:["
                + CNumbers.fixed(k.chaseFps(), 4, 1) + "]");
    }

    /** Drop rule (docs/formats.md §5.9): no stak for 200 frames after frame 300: INACTIVE at frame+4, reason 71. */
    private void dropCheck(int f) throws IOException {
        if (f <= 300) {
            return;
        }
        for (int p = 1; p < slots.length; p++) {
            ClientSlot s = slots[p];
            if (s.active && f - s.lastStakRx > 200) {
                s.active = false;
                out.header(10, f, "Server dropped player:" + p + " (last stak rx:" + s.lastStakRx + ")");
                out.csvOnly(10, f, p, "Server dropped player:" + p + " (last stak rx:" + s.lastStakRx + ")");
                enter(new GameMove(f + 4, GameMove.TYPE_INACTIVE, p, 71));
            }
        }
    }

    /** src/mwStateHistory.cpp#apply_rewind_state; docs/formats.md §2.4, §5.6. */
    private void rewind(int f) throws IOException {
        rewindFrames = 0;
        if (dirty >= f) {
            history(25, f, "stdf rewind [none]");
            return;
        }
        int ff = f - dirty;
        boolean skip = !timeline.movesAt(dirty).isEmpty() && faults.skipsRewind(f);
        int from = skip ? dirty + 1 : dirty;
        byte[] base = history.get(from - 1);
        if (base == null) {
            int oldest = history.oldestFrame();
            base = history.get(oldest);
            from = oldest + 1;
        }
        if (skip) {
            watchFrom = dirty;
            byte[] kept = history.get(dirty);
            if (kept != null) {
                watchedStates.put(dirty, kept);
            }
        }
        sim.loadState(base);
        for (int g = from; g < f; g++) {
            List<GameMove> moves = timeline.movesAt(g);
            inactive(g, moves, false);
            sim.advance(moves);
            byte[] saved = save();
            authoritative(g, saved, moves);
            keep(g, saved);
        }
        rewindFrames = ff;
        history(25, f, "stdf rewind to:" + dirty + " [" + (-ff) + "]");
        out.blank();
    }

    /** @return the simulation's saved state, in the {@link #spare} array if there is one */
    private byte[] save() {
        byte[] saved = ns.save(sim, spare);
        spare = null;
        return saved;
    }

    /** Puts a saved state in the history; the state it drops becomes the {@link #spare} unless a watch began. */
    private void keep(int frame, byte[] saved) {
        byte[] dropped = history.add(frame, saved);
        if (dropped != null && dropped != saved && watchFrom < 0) {
            spare = dropped;
        }
    }

    /** Types 25 and 26: always in the text log, in the net CSV only while a client is connected (docs/formats.md §1.4). */
    private void history(int type, int f, String text) throws IOException {
        if (activeClients() > 0) {
            out.log(type, f, text);
        } else {
            out.txt(type, f, text);
        }
    }

    /**
     * src/mwNetgameServer.cpp#server_send_dif; docs/formats.md §2.6, §2.7, §5.4. Makes each active client's dif now
     * and hands its compression to the compressor's thread.
     *
     * @return per client, in player order, what sends its dif (the lines and packets), to run once compressed
     */
    private List<IoAction> sendDifs(int f, byte[] saved) {
        int dst = f + 1;
        byte[] net = null;
        difCache.clear();
        List<IoAction> sends = new ArrayList<>();
        for (int p = 1; p < slots.length; p++) {
            ClientSlot s = slots[p];
            if (!s.active) {
                continue;
            }
            if (net == null) {
                net = ns.extract(saved);
            }
            int src = 0;
            byte[] base = s.ack > 0 ? s.sent.get(s.ack) : null;
            if (base != null) {
                src = s.ack;
            } else {
                s.baseResets++;
            }
            boolean corrupt = faults.corrupts(p, f, dst);
            Made made = corrupt ? null : difCache.get(src);
            if (made == null) {
                // the dif is made by the worker too: its base and the net state are never changed
                byte[] from = base != null ? base : new byte[ns.size()];
                byte[] to = net;
                int corruptAt = corrupt ? faults.corruptField().byteOffset() : -1;
                made = new Made(worker, worker.submit(() -> {
                    byte[] dif = StateDif.create(from, to);
                    if (corruptAt >= 0) {
                        dif[corruptAt] += 1;
                    }
                    return new byte[][] {dif, deflate(dif)};
                }, true), base, corrupt ? null : net);
                if (!corrupt) {
                    difCache.put(src, made);
                }
            }
            s.sent.add(dst, net);
            int player = p;
            int from = src;
            Made sent = made;
            boolean orphan = orphanAt(p, f);
            sends.add(() -> sendDif(f, player, from, dst, sent, orphan));
        }
        return sends;
    }

    private void sendDif(int f, int p, int src, int dst, Made made, boolean orphan) throws IOException {
        ClientSlot s = slots[p];
        byte[] cmp = made.compressed();
        s.difSize = cmp.length;
        List<DifPiece> pieces = DifPieces.split(cmp);
        AuthPackets.Plain plain = new AuthPackets.Plain(made.dif(), made.base(), made.state());
        out.log(27, 0, f, p, "tx stdf p:" + p + " [s:" + src + " d:" + dst + "] cmp:" + cmp.length + " ratio:"
                + CNumbers.fixed(cmp.length * 100.0 / ns.size(), 3, 2) + " [" + pieces.size() + " packets needed]");
        for (DifPiece piece : pieces) {
            out.log(28, 0, f, p, "tx stdf p:" + p + " piece [" + (piece.pieceIndex() + 1) + " of "
                    + piece.pieceCount() + "] [" + src + " to " + dst + "] st:" + CNumbers.integer(piece.startByte(), 4)
                    + " sz:" + CNumbers.integer(piece.size(), 4) + " slsn:0");
            AuthPackets.Stdf body = new AuthPackets.Stdf(piece.pieceIndex(), piece.pieceCount(),
                    piece.startByte(), piece.size(), dst, src, 0, ctx.config().level(), piece.data(), orphan,
                    plain);
            totalTxBytes += body.bytes() + Packet.HEADER_ESTIMATE; // not in the frame's counters (runFrame)
            ctx.network().send(new Packet("stdf", 0, p, body.bytes(), body));
        }
    }

    /**
     * zlib {@code compress2} at level 7 (docs/formats.md §5.4) with a {@link ZlibDeflater} no other compression is
     * using (one per thread that compresses at once, kept for the run).
     */
    private byte[] deflate(byte[] dif) {
        ZlibDeflater c = compressors.poll();
        if (c == null) {
            c = new ZlibDeflater(DifCompression.DEFAULT_LEVEL);
        }
        try {
            return c.compress(dif);
        } finally {
            compressors.add(c);
        }
    }

    /** src/mwLog.cpp#add_log_status_db_rows; docs/formats.md §1.5. */
    private void statusRows(int f) throws IOException {
        long now = clock.now();
        int txb = 0;
        int rxb = 0;
        int txp = 0;
        int rxp = 0;
        for (int p = 1; p < slots.length; p++) {
            ClientSlot s = slots[p];
            txb += s.txb;
            rxb += s.rxb;
            txp += s.txp;
            rxp += s.rxp;
        }
        if (activeClients() == 0) {
            return;
        }
        ctx.output().status().row(now, f, 0, rewindFrames, cpuMs * 4, 0, 0, 0, 0, 0, txb, rxb, txp, rxp);
        for (int p = 1; p < slots.length; p++) {
            ClientSlot s = slots[p];
            if (!s.active) {
                continue;
            }
            ctx.output().status().row(now, f, p, s.rewind, s.cpu, s.pdsyncAvg * 1000, s.ping.last() * 1000,
                    s.difSize, s.lcor, s.rcor, s.txb, s.rxb, s.txp, s.rxp);
            s.secTxb += s.txb;
            s.secRxb += s.rxb;
            s.secTxp += s.txp;
            s.secRxp += s.rxp;
        }
    }

    /** src/mwNetgame.cpp#process_bandwidth_counters; docs/formats.md §2.3: one line per player per second. */
    private void bandwidth(int f) throws IOException {
        long txb = 0;
        long rxb = 0;
        long txp = 0;
        long rxp = 0;
        for (int p = 1; p < slots.length; p++) {
            txb += slots[p].secTxb;
            rxb += slots[p].secRxb;
            txp += slots[p].secTxp;
            rxp += slots[p].secRxp;
        }
        out.log(23, 0, f, 0, "bandwidth txb:[" + txb + "] rxb:[" + rxb + "] txp:[" + txp + "] rxp:[" + rxp + "]");
        for (int p = 1; p < slots.length; p++) {
            ClientSlot s = slots[p];
            if (s.active) {
                out.log(23, p, f, p, "bandwidth txb:[" + s.secTxb + "] rxb:[" + s.secRxb + "] txp:[" + s.secTxp
                        + "] rxp:[" + s.secRxp + "]");
            }
            s.secTxb = 0;
            s.secRxb = 0;
            s.secTxp = 0;
            s.secRxp = 0;
        }
    }

    /**
     * The server's own menu key (src/mwGameMoves.cpp#add_game_move, server branch, p == 0): every client that joined
     * becomes {@code CLIENT_ORPHAN} (so that it quits gracefully) with an INACTIVE 10 frames ahead (reason 92), then
     * the server's own player; the MOVE is not entered, so the server's controls in the state stay as they were.
     */
    private void serverQuit(int f) {
        for (int p = 1; p < slots.length; p++) {
            if (slots[p].everJoined) {
                slots[p].orphan = true;
                enter(new GameMove(f + 10, GameMove.TYPE_INACTIVE, p, REASON_SERVER_ENDED_GAME));
            }
        }
        enter(new GameMove(f + 10, GameMove.TYPE_INACTIVE, 0, REASON_SERVER_ENDED_GAME));
    }

    /**
     * The server side of src/mwGameMoves.cpp#proc_game_move_player_inactive for the INACTIVE moves of frame g: a
     * client still active becomes inactive (no more {@code stdf}); outside a rewind ({@code ff_state}) the server logs
     * "Player:p became INACTIVE!" and that client's ending stats; the server's own INACTIVE logs the server's ending
     * stats and ends the session ({@code PM_PROGRAM_STATE_SERVER_EXIT}) after this frame.
     */
    private void inactive(int g, List<GameMove> moves, boolean logging) throws IOException {
        for (GameMove m : moves) {
            if (m.type() != GameMove.TYPE_INACTIVE) {
                continue;
            }
            int p = m.data1();
            if (p == 0) {
                if (logging && !ended) {
                    becameInactive(g, 0);
                    endingStats(g);
                    ended = true;
                }
                continue;
            }
            ClientSlot s = p < slots.length ? slots[p] : null;
            if (s == null || !s.active) {
                continue;
            }
            s.active = false;
            s.quitFrame = g;
            s.quitReason = m.data2();
            if (logging) {
                becameInactive(g, p);
                clientEndingStats(g, p, s);
            }
        }
    }

    private void becameInactive(int f, int p) throws IOException {
        // the game's format string carries 30 trailing spaces, which shift the centred text to the left
        out.header(10, f, 0, "Player:" + p + " became INACTIVE!" + " ".repeat(30));
        out.csvOnly(10, f, p, "Player:" + p + " became INACTIVE!");
    }

    /** src/mwLog.cpp#log_ending_stats_client as the server writes it for a client that quit (prefix player p). */
    private void clientEndingStats(int f, int p, ClientSlot s) throws IOException {
        out.localPlayer(p);
        out.header(22, f, 0, "Client " + p + " (pmclient" + p + ") ending stats");
        out.boxed(22, f, dots("total game frames", f));
        out.boxed(22, f, dots("frame when client joined", s.joinFrame));
        out.boxed(22, f, dots("frame when client quit", s.quitFrame));
        out.boxed(22, f, dots("reason for quit", quitReason(s.quitReason)));
        out.boxed(22, f, dots("frames client was active", s.quitFrame - s.joinFrame));
        out.boxed(22, f, dots("cdat packets total", s.cdatRx));
        out.boxed(22, f, dots("cdat packets late", s.lateCdats));
        out.rule(22, f);
        out.localPlayer(0);
    }

    /** src/mwLog.cpp#log_reason_for_player_quit: the text of a quit reason. */
    static String quitReason(int reason) {
        return switch (reason) {
            case REASON_MENU_KEY -> "player pressed ESC or menu key";
            case REASON_CLIENT_LOST_SERVER_CONNECTION -> "client lost server connection";
            case REASON_CLIENT_ENDED_GAME -> "client ended game";
            case REASON_SERVER_ENDED_GAME -> "server ended game";
            default -> "unknown";
        };
    }

    /** @return true once the server's own player became inactive (the session ended) */
    boolean ended() {
        return ended;
    }

    /** @return true if the state the server saved at the end of frame f has client p as {@code CLIENT_ORPHAN} */
    private boolean orphanAt(int p, int f) {
        int q = ctx.config().serverQuit();
        return slots[p].orphan && q > 0 && f >= q;
    }

    @Override
    public void finish() throws IOException {
        clock.settle();
        int f = frame;
        if (!ended) {
            endingStats(f);
        }
        out.header(10, f, "Shutting down the server network");
        out.moves(timeline.toList());
    }

    /**
     * The server's ending stats (src/mwLog.cpp#log_ending_stats_server, the fields the simulator has); a client that
     * quit also gets its quit frame and reason (prefix player p, as the game prints them).
     */
    private void endingStats(int f) throws IOException {
        out.header(22, f, "Server (pmserver) ending stats");
        out.boxed(22, f, dots("level", ctx.config().level()));
        out.boxed(22, f, dots("total frames", f));
        out.boxed(22, f, dots("total moves", timeline.size()));
        out.boxed(22, f, dots("total time (seconds)", f / 40));
        out.boxed(22, f, dots("total time (minutes)", f / 2400));
        out.boxed(22, f, dots("total tx bytes", totalTxBytes));
        out.boxed(22, f, dots("total rx bytes", totalRxBytes));
        for (int p = 1; p < slots.length; p++) {
            ClientSlot s = slots[p];
            out.rule(22, f);
            out.boxed(22, f, "Player:" + p + " (pmclient" + p + ")");
            out.boxed(22, f, dots("frame when client joined", s.joinFrame));
            if (s.quitReason != 0) {
                out.boxed(22, f, dots("frame when client quit", s.quitFrame));
                out.localPlayer(p);
                out.boxed(22, f, dots("reason for quit", quitReason(s.quitReason)));
                out.localPlayer(0);
                out.boxed(22, f, dots("frames client was active", s.quitFrame - s.joinFrame));
            }
            out.boxed(22, f, dots("cdat packets total", s.cdatRx));
            out.boxed(22, f, dots("cdat packets late", s.lateCdats));
        }
        out.rule(22, f);
    }

    /** @return the frame simulated last */
    int frame() {
        return frame;
    }

    /** @return the last authoritative checksum written for each frame (index = frame) */
    int[] lastAuthoritative() {
        return lastAuthoritative;
    }

    /** @return states of the frames watched after a skipped rewind, by frame (last written) */
    TreeMap<Integer, byte[]> watchedStates() {
        return watchedStates;
    }

    /** @return the first frame watched after a skipped rewind, or -1 */
    int watchFrom() {
        return watchFrom;
    }

    /** @return the final game-move array */
    List<GameMove> moves() {
        return timeline.toList();
    }

    private static String dots(String key, long value) {
        return dots(key, Long.toString(value));
    }

    private static String dots(String key, String value) {
        StringBuilder sb = new StringBuilder(key);
        while (sb.length() < 26) {
            sb.append('.');
        }
        return sb.append('[').append(value).append(']').toString();
    }
}

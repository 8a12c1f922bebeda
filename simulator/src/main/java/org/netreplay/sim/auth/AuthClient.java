package org.netreplay.sim.auth;

import org.netreplay.log.write.CNumbers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.netreplay.replay.GameMove;
import org.netreplay.replay.dif.DifPieces;
import org.netreplay.replay.dif.StateDifException;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;
import org.netreplay.sim.NetState;
import org.netreplay.sim.SimContext;
import org.netreplay.sim.SimPeer;
import org.netreplay.sim.SimWorker;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.clock.PeerClock;
import org.netreplay.sim.fault.FaultPlan;
import org.netreplay.sim.net.Packet;
import org.netreplay.sim.out.PeerOutput;

/**
 * A client of the server-authoritative mode, as the real game's (docs/formats.md §5.7–5.9;
 * src/mwNetgameClient.cpp#client_control, client_proc_stdf_packet, client_apply_dif, client_timer_adjust,
 * src/mwPacketBuffer.cpp#get_max_dsync, src/mwPlayer.cpp#proc_player_input). Its frame timer runs on its own clock
 * at the chase rate it computes; each frame it measures dsync from the {@code stdf} packets received, adjusts the
 * timer (set point {@code -ping_avg + auto_offset}, gain 80, clamped 10–70 fps), reassembles dif pieces, applies the
 * newest complete dif (exact frame, rewound and re-simulated with its own moves, jumped ahead, or not newer), sends
 * {@code stak}, measures its corrections, sends {@code cdat} when its controls change, and predicts the frame.
 */
final class AuthClient implements SimPeer {
    private static final double AUTO_OFFSET = -0.005;
    private static final int RING = 64;
    /**
     * Frames whose whole saved state the ring keeps, the newest put and those just before it (a {@link #pooled}
     * client); an older entry keeps only its hidden variables ({@link NetState#hidden}), which is all a dif's merge
     * takes from it, and its array is reused. Rewinds of more frames re-simulate instead of taking the prediction
     * ({@link #predictionHolds} needs the whole states), which gives the same states.
     */
    private static final int WHOLE = 8;
    /** the most whole-state arrays kept for reuse ({@link #freeStates}) */
    private static final int FREE_MAX = 8;
    private static final int MOVE_RING = 1024;
    private static final String[] TMR_CPU = {"cpu"};

    private final SimContext ctx;
    private final int p;
    private final EventQueue clock;
    private final PeerClock peerClock;
    private final PeerOutput out;
    private final GameSimulation sim;
    private final NetState ns;
    private final FaultPlan faults;
    private final Positions positions;
    private final BooleanSupplier stopped;
    private final RefHistory history = new RefHistory(AuthServer.HISTORY);
    private final int[] ownFrame = new int[MOVE_RING];
    @SuppressWarnings("unchecked")
    private final List<GameMove>[] ownMove = new List[MOVE_RING];
    private final int[] ringFrame = new int[RING];
    private final byte[][] ringState = new byte[RING][];
    /** per ring slot: the checksum written for the state and the inputs of the step that made it (or none) */
    private final int[] ringChk = new int[RING];
    /** per ring slot: the hidden variables of an entry whose whole state was given back ({@link #WHOLE}), or null */
    private final byte[][] ringHidden = new byte[RING][];
    /**
     * Whether this client's saved states cycle through a few arrays ({@link #WHOLE}, {@link #freeStates}) instead of
     * one per ring slot: the states are written and read while still in the processor's cache, not in memory
     * (64 slots of a 117 KB state for each of 7 clients are more than the cache holds). Only where predictions are
     * made off this thread ({@link #saver}) and the merge takes only hidden variables from the own state.
     */
    private final boolean pooled;
    /** whole saved states no ring entry holds any more, the last given back first: the next saves and merges go there */
    private final java.util.ArrayDeque<byte[]> freeStates = new java.util.ArrayDeque<>();
    @SuppressWarnings("unchecked")
    private final List<GameMove>[] ringInputs = new List[RING];
    /** no fault targets this client: a re-simulation that would repeat its prediction may take the prediction */
    private final boolean reusePredictions;
    /**
     * Where a prediction, and the re-simulation a dif asked for before it, are stepped, saved and checksummed, off
     * the simulation's thread (no fault targets this client and the game allows it, {@link NetState#savesOffThread}),
     * or null: the simulation is left alone until the client's next frame, which takes the results first
     * ({@link #madeSteps}), making them itself if the worker has not started.
     */
    private final SimWorker saver;
    /** the steps being made by the {@link #saver} (re-simulated frames, then the prediction), or null */
    private java.util.concurrent.Future<Stepped[]> pendingSteps;
    /** the first frame the steps being made begin with (for messages) */
    private int pendingFrame;
    /** a dif's merged state that the {@link #saver} loads before its next steps, or null */
    private byte[] laterLoad;
    /** the frames the {@link #saver} re-simulates before its next prediction: {@code [laterFrom, laterTo)} */
    private int laterFrom;
    private int laterTo;
    /** the players' positions before the dif whose re-simulation is being made, for its corrections; or null */
    private double[][] laterOld;

    /** One step made off the simulation's thread: the frame, its type-60 label, checksum, saved state, inputs. */
    private record Stepped(int frame, String label, int checksum, byte[] state, List<GameMove> inputs) {
    }
    private final List<AuthPackets.Stdf> rxStdf = new ArrayList<>();
    private final List<Long> rxStdfTime = new ArrayList<>();
    private final int[] pieceDst = new int[DifPieces.GAME_MAX_PIECES];
    private final byte[][] pieceData = new byte[DifPieces.GAME_MAX_PIECES][];
    private final AuthPackets.Plain[] piecePlain = new AuthPackets.Plain[DifPieces.GAME_MAX_PIECES];
    private final RollingAverage dsyncAvg = new RollingAverage();
    private final RollingAverage pingAvg = new RollingAverage();
    private final Runnable frameTask = this::frameSafely;
    private final java.util.zip.Inflater inflater = new java.util.zip.Inflater();
    /** The reassembled dif ({@code client_state_dif}): state size + 1 bytes, the last one only detects oversize. */
    private final byte[] inflateBuffer;
    private boolean joined;
    private boolean initial;
    private boolean lost;
    private int frameNum;
    private int difSrc = -1;
    private int difDst = -1;
    private boolean difEverComplete;
    private byte[] dif;
    /** what the dif to apply was made from ({@link AuthPackets.Plain}), or null when it was inflated */
    private AuthPackets.Plain difMade;
    private int prevControls = -1;
    private float fps = 40f;
    private long lastTick;
    private double cpuMs;
    private int rewind;
    private double lcor;
    private double rcor;
    private int lastDifApplied;
    private final int quitFrame;
    private boolean menuPressed;
    private boolean difOrphan;
    private boolean orphaned;
    private boolean exited;
    private int cdatTx;

    AuthClient(SimContext ctx, int player, FaultPlan faults, BooleanSupplier stopped) {
        this(ctx, player, faults, stopped, null);
    }

    /**
     * @param saver where predictions are made off the simulation's thread (one worker, shared by the peers and closed
     *              by the caller after {@link #finish}), or null to make them here
     */
    AuthClient(SimContext ctx, int player, FaultPlan faults, BooleanSupplier stopped, SimWorker saver) {
        this.ctx = ctx;
        this.p = player;
        this.clock = ctx.clock();
        this.peerClock = ctx.peerClock(player);
        this.out = ctx.output().peer(player);
        this.sim = ctx.newSimulation();
        this.ns = ctx.netState();
        this.faults = faults;
        this.positions = new Positions(ctx.game().schema(), ctx.config().players());
        this.inflateBuffer = new byte[ns.size() + 1];
        this.stopped = stopped;
        this.quitFrame = ctx.config().quitFrame(player);
        this.reusePredictions = !faults.targets(player);
        this.saver = reusePredictions && ns.savesOffThread() ? saver : null;
        this.pooled = this.saver != null && ns.mergesHiddenOnly();
        Arrays.fill(ringFrame, -1);
        Arrays.fill(ownFrame, -1);
        Arrays.fill(pieceDst, -1);
    }

    @Override
    public int player() {
        return p;
    }

    @Override
    public void start() {
        clock.schedule(peerClock.startMicros(), () -> io(this::programStart));
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

    private void programStart() throws IOException {
        out.localPlayer(0);
        VersionBlock.write(out, ctx, 0);
        out.rule(10, 0);
        out.boxed(10, 0, "Client mode started on localhost:[pmclient" + p + "]");
        out.boxed(10, 0, "Client network initialized -- target:[127.0.0.1:24785]");
        out.boxed(10, 0, "Local address:[:" + (50000 + p) + "]");
        out.boxed(10, 0, "Sent initial 'cjon' packet to server");
        out.boxed(10, 0, "Waiting for reply");
        sendJoin();
    }

    private void sendJoin() {
        if (joined || stopped.getAsBoolean()) {
            return;
        }
        AuthPackets.Cjon cjon = new AuthPackets.Cjon(8 + p, "client" + p, "pmclient" + p);
        ctx.network().send(new Packet("cjon", p, 0, cjon.bytes(), cjon));
        clock.after(4_000_000, this::sendJoin);
    }

    @Override
    public void receive(Packet packet, long rxMicros) {
        if (lost || exited) {
            return;
        }
        Object body = packet.body();
        if (body instanceof AuthPackets.Stdf stdf) {
            if (joined) {
                rxStdf.add(stdf);
                rxStdfTime.add(rxMicros);
            }
        } else if (body instanceof AuthPackets.Pong pong) {
            io(() -> pong(pong));
        } else if (body instanceof AuthPackets.Sjon sjon) {
            io(() -> sjon(sjon));
        }
    }

    private void sjon(AuthPackets.Sjon s) throws IOException {
        if (joined) {
            return;
        }
        joined = true;
        out.localPlayer(p);
        out.boxed(10, 0, "Client received join invitation from server");
        out.boxed(10, 0, "Level:[" + s.level() + "]");
        out.boxed(10, 0, "Player Number:[" + s.player() + "]");
        out.boxed(10, 0, "Player Color:[" + s.colour() + "]");
        out.boxed(10, 0, "Server Frame Num:[" + s.serverFrame() + "]");
        out.boxed(10, 0, "Server Level Sequence Num:[" + s.slsn() + "]");
        out.rule(10, 0);
        out.csvOnly(10, 0, 0, "Player Number:[" + s.player() + "] - Player Color:[" + s.colour() + "]");
        out.header(10, 0, "LEVEL " + s.level() + " STARTED");
        lastTick = clock.now();
        clock.after(0, frameTask);
        clock.after(peerClock.toVirtual(1_000_000), this::pingTick);
    }

    /** On the 1 Hz timer. @upstream src/mwNetgameClient.cpp#client_send_ping_packet */
    private void pingTick() {
        if (stopped.getAsBoolean() || lost || exited) {
            return;
        }
        ctx.network().send(new Packet("ping", p, 0, AuthPackets.Ping.BYTES, new AuthPackets.Ping(out.agt())));
        clock.after(peerClock.toVirtual(1_000_000), this::pingTick);
    }

    /** docs/formats.md §2.11. @upstream src/mwNetgameClient.cpp#client_proc_pong_packet */
    private void pong(AuthPackets.Pong pong) throws IOException {
        double rtt = out.agt() - pong.t0();
        out.log(36, frameNum, "client ping[" + CNumbers.fixed(rtt * 1000, 5, 1) + "] avg[" + CNumbers.fixed(pingAvg.avg() * 1000, 5, 1)
                + "]");
        pingAvg.add(rtt);
        ctx.network().send(new Packet("pang", p, 0, AuthPackets.Pang.BYTES, new AuthPackets.Pang(pong.t1())));
    }

    private void frameSafely() {
        if (stopped.getAsBoolean() || lost || exited) {
            return;
        }
        io(() -> {
            madeSteps();
            frame();
        });
    }

    /**
     * Takes the steps being made off the simulation's thread, if any: writes their type-60 lines (and the lines held
     * after them) and states records, puts them in the ring, and measures the corrections of the dif they
     * re-simulated, as {@link #step} and {@link #applyDif} do at once when stepping here.
     */
    private void madeSteps() throws IOException {
        if (pendingSteps == null) {
            return;
        }
        Stepped[] made;
        try {
            made = saver.await(pendingSteps);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while client " + p + " stepped from frame " + pendingFrame, e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("client " + p + " could not step from frame " + pendingFrame,
                    e.getCause());
        }
        pendingSteps = null;
        for (Stepped m : made) {
            out.stateKnown(m.frame(), m.label(), m.checksum(), faults.storesState(p, m.frame()) ? m.state() : null,
                    m.inputs());
            putRing(m.frame(), m.state(), m.checksum(), m.inputs());
        }
        if (laterOld != null) {
            corrections(laterOld, ring(laterTo - 1));
            laterOld = null;
        }
    }

    private void frame() throws IOException {
        long start = clock.now();
        cpuMs = ctx.cpu(p).nextFrameMillis();
        if (initial) {
            frameNum++;
            timerAdjust();
        }
        processStdf();
        if (initial || difEverComplete) {
            applyDif();
        }
        if (orphaned) {
            stepsOffThread(-1, List.of());
            madeSteps();
            serverEndedGame();
            return;
        }
        if (initial) {
            input();
            if (saver != null) {
                stepsOffThread(frameNum, ownMovesAt(frameNum));
            } else {
                step(frameNum, ownMovesAt(frameNum), "predicted");
            }
            out.timers(frameNum, TMR_CPU, new double[] {cpuMs});
            if (menuPressed) {
                // PM_PROGRAM_STATE_CLIENT_PREEXIT1 -> CLIENT_EXIT (src/mwLoop.cpp): the frame is finished, then
                // clientExitNetwork; the game writes no ending stats for its own menu-key quit
                exited = true;
                out.header(10, frameNum, 0, "Shutting down the client network");
                return;
            }
            if (frameNum - lastDifApplied > 200) {
                lost = true;
                out.header(10, frameNum, "Local Player Client " + p + " Lost Server Connection!");
                out.csvOnly(10, frameNum, 0, "Lost Server Connection! - last dif applied:[" + lastDifApplied + "]");
                return;
            }
        }
        long period = peerClock.toVirtual(1_000_000.0 / fps);
        lastTick = Math.max(lastTick + period, start + Math.round(cpuMs * 1000));
        clock.schedule(lastTick, frameTask);
    }

    /**
     * docs/formats.md §2.12, §5.7.
     * @upstream src/mwNetgameClient.cpp#client_timer_adjust
     * @upstream src/mwPacketBuffer.cpp#get_max_dsync
     */
    private void timerAdjust() throws IOException {
        if (rxStdf.isEmpty()) {
            return;
        }
        double now = peerClock.seconds(clock.now());
        float max = -1000;
        for (int i = 0; i < rxStdf.size(); i++) {
            float csync = (float) (rxStdf.get(i).dst() - frameNum) * 0.025f;
            float d = (float) (now - peerClock.seconds(rxStdfTime.get(i)) + csync);
            if (d > max) {
                max = d;
            }
        }
        float dsync = max;
        dsyncAvg.add(dsync);
        float dsa = (float) dsyncAvg.avg();
        float sp = (float) (-pingAvg.avg() + AUTO_OFFSET);
        float err = sp - dsa;
        float pAdj = err * 80;
        float chase = 40 - pAdj;
        if (chase < 10) {
            chase = 10;
        }
        if (chase > 70) {
            chase = 70;
        }
        fps = chase;
        out.log(37, frameNum, "timer adjust dsc[" + CNumbers.fixed(dsync * 1000, 5, 1) + "] dsa[" + CNumbers.fixed(dsa * 1000, 5, 1)
                + "] off[" + CNumbers.fixed(sp * 1000, 3, 1) + "] chs[" + CNumbers.fixed(chase, 3, 3) + "]");
    }

    /** src/mwNetgameClient.cpp#client_proc_stdf_packet; docs/formats.md §2.6, §2.7, §5.4. */
    private void processStdf() throws IOException {
        for (AuthPackets.Stdf s : rxStdf) {
            out.log(28, frameNum, "rx stdf piece [" + (s.packetNum() + 1) + " of " + s.numPackets() + "] [" + s.src()
                    + " to " + s.dst() + "] st:" + CNumbers.integer(s.startByte(), 4) + " sz:" + CNumbers.integer(s.size(), 4) + " sdln:"
                    + s.lastLevel() + " slsn:" + s.slsn());
            if (s.numPackets() > DifPieces.GAME_MAX_PIECES || s.packetNum() >= s.numPackets()) {
                continue;
            }
            pieceDst[s.packetNum()] = s.dst();
            pieceData[s.packetNum()] = s.data();
            piecePlain[s.packetNum()] = s.plain();
            boolean complete = true;
            for (int k = 0; k < s.numPackets() && complete; k++) {
                complete = pieceDst[k] == s.dst();
            }
            if (!complete) {
                continue;
            }
            int total = 0;
            // the pieces of one compressed dif all carry the dif it was made from: zlib is lossless, so inflating
            // them gives exactly those bytes, and the simulation takes them instead of inflating again (the
            // client's size check passes by construction; pieces of different difs are inflated as before)
            AuthPackets.Plain plain = piecePlain[0];
            for (int k = 0; k < s.numPackets(); k++) {
                total += pieceData[k].length;
                plain = piecePlain[k] == plain ? plain : null;
            }
            byte[] cmp = new byte[total];
            for (int k = 0, o = 0; k < s.numPackets(); k++) {
                System.arraycopy(pieceData[k], 0, cmp, o, pieceData[k].length);
                o += pieceData[k].length;
                pieceDst[k] = -1;
            }
            difEverComplete = true;
            try {
                difMade = plain != null && plain.dif().length == ns.size() ? plain : null;
                dif = difMade != null ? difMade.dif() : inflate(cmp);
                difSrc = s.src();
                difDst = s.dst();
                difOrphan = s.orphan();
                out.log(27, frameNum, "rx dif complete [" + s.src() + " to " + s.dst() + "] - uncompressed");
            } catch (StateDifException e) {
                difSrc = -1;
                difDst = -1;
                out.log(27, frameNum, "rx dif complete [" + s.src() + " to " + s.dst() + "] - bad uncompress");
            }
        }
        rxStdf.clear();
        rxStdfTime.clear();
    }

    /**
     * Inflates a complete dif, which must give exactly the state size (the client's "bad uncompress" check), with
     * one {@link java.util.zip.Inflater} kept for the client's whole run.
     */
    private byte[] inflate(byte[] cmp) throws StateDifException {
        byte[] outBytes = inflateBuffer;
        inflater.reset();
        inflater.setInput(cmp);
        try {
            int n = 0;
            while (!inflater.finished() && n < outBytes.length) {
                int k = inflater.inflate(outBytes, n, outBytes.length - n);
                if (k == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    break;
                }
                n += k;
            }
            if (n != ns.size() || !inflater.finished() || inflater.getRemaining() > 0) {
                throw new StateDifException("dif inflates to " + n + " bytes, not " + ns.size());
            }
            return outBytes;
        } catch (java.util.zip.DataFormatException e) {
            throw new StateDifException("corrupt dif: " + e.getMessage());
        }
    }

    /** src/mwNetgameClient.cpp#client_apply_dif; docs/formats.md §2.8, §5.8, §6. */
    private void applyDif() throws IOException {
        String head = "----- Apply dif [" + difSrc + " to " + difDst + "]";
        if (difSrc == -1 || difDst == -1) {
            out.log(30, frameNum, head + " [not applied] [dif not valid]");
            return;
        }
        int newest = history.newestFrame();
        if (difDst <= newest) {
            out.log(30, frameNum, head + " [not applied] [not newer than last dif applied]");
            return;
        }
        int ff = frameNum - difDst;
        String detail;
        if (ff == 0) {
            detail = "exact frame match [" + frameNum + "]";
        } else if (ff > 0) {
            detail = "rewound [" + ff + "] frames";
        } else {
            detail = frameNum == 0 ? "initial state" : "jumped ahead " + (-ff) + " frames";
        }
        byte[] stored = difSrc == 0 ? null : history.get(difSrc);
        if (difSrc != 0 && stored == null) {
            int fn = Math.max(0, newest);
            out.log(30, frameNum, head + " [not applied] [" + (newest == -1 ? "no bases found" : "base not found")
                    + "] - resending stak [" + fn + "]");
            sendStak(fn);
            return;
        }
        byte[] before = ring(frameNum - 1);
        double[][] old = new double[ctx.config().players()][];
        if (before != null) {
            for (int q = 0; q < old.length; q++) {
                old[q] = positions.of(before, q);
            }
        }
        int applied = difDst;
        byte[] net;
        if (difMade != null && difMade.state() != null && difMade.base() == stored) {
            net = difMade.state(); // made against this very base: base - dif is that state, byte for byte
        } else {
            net = stored == null ? new byte[ns.size()] : stored.clone(); // the dif is applied to the copy in place
            for (int i = 0; i < net.length; i++) {
                net[i] -= dif[i];
            }
        }
        byte[] ownState = ring(applied - 1);
        // an older entry of a pooled client keeps only the hidden variables, which is what the merge takes
        byte[] ownHidden = ownState == null ? hiddenAt(applied - 1) : null;
        if (ownState == null && ownHidden == null) {
            ownState = before != null ? before : sim.saveState();
        }
        if (ff > 0 && difSrc != 0 && faults.usesStaleBase(p, applied - 1)) {
            net = staleBase(net, ownState, applied);
        }
        // when the merge would give the predicted state's bytes, that state is the merged one (predictionHolds)
        byte[] merged;
        if (ownHidden != null) {
            merged = ns.mergeHidden(ownHidden, net, applied - 1, reusable());
        } else if (reusePredictions && ff >= 0 && ownState == ring(applied - 1)
                && ns.mergesTo(ownState, net, applied - 1)) {
            merged = ownState;
        } else {
            merged = ns.merge(ownState, net, applied - 1, reusable());
        }
        org.netreplay.replay.spi.StateField hidden = faults.hiddenField(p, applied - 1);
        if (hidden != null) {
            int o = hidden.byteOffset();
            if (!java.util.Arrays.equals(merged, o, o + hidden.byteSize(), ownState, o, o + hidden.byteSize())) {
                System.arraycopy(ownState, o, merged, o, hidden.byteSize()); // the field left out of the dif
                faults.hidden(p, applied - 1);
            }
        }
        boolean predicted = predictionHolds(ff, applied, ownState, merged);
        // a re-simulation goes with the next prediction to the saver's thread when the ring holds every state it
        // makes until they are written (the frames from applied - 1 to the prediction's are fewer than its slots)
        boolean later = saver != null && !predicted && ff + 1 < RING;
        if (later) {
            laterLoad = merged;
        } else if (!predicted) {
            sim.loadState(merged);
        }
        int wasFrame = frameNum;
        frameNum = applied;
        lastDifApplied = applied;
        history.add(applied, net);
        orphaned |= difOrphan;
        out.log(30, frameNum, head + " [applied] [" + detail + "]");
        // the checksum of a state taken over is the one written when it was predicted (for a game whose checksum
        // is computed from the simulation, not from the bytes, the simulation is not at that state now)
        int confirmedChk = predicted ? ringChk[Math.floorMod(applied - 1, RING)] : ns.checksum(sim, merged);
        out.state(applied - 1, "confirmed", confirmedChk, merged, List.of());
        putRing(applied - 1, merged, confirmedChk, List.of());
        faults.applied(p, applied);
        if (ff > 0) {
            if (later) {
                laterFrom = applied;
                laterTo = wasFrame;
                for (int g = applied; g < wasFrame; g++) {
                    out.statePending();
                }
            } else {
                for (int g = applied; g < wasFrame; g++) {
                    if (predicted) {
                        resimulatedAsPredicted(g);
                    } else {
                        step(g, ownMovesAt(g), "resimulated");
                    }
                }
            }
            frameNum = wasFrame;
        }
        if (!initial) {
            initial = true;
        }
        rewind = ff;
        sendStak(applied);
        lcor = 0;
        rcor = 0;
        if (later && ff > 0) {
            laterOld = before != null ? old : null; // the re-simulated state comes with the next steps
        } else {
            byte[] now = ring(frameNum - 1);
            if (before != null && now != null) {
                corrections(old, now);
            }
        }
    }

    /** The corrections {@code lcor} (this player) and {@code rcor} (the largest of the others): position changes, px. */
    private void corrections(double[][] old, byte[] now) {
        for (int q = 0; q < old.length; q++) {
            double[] n = positions.of(now, q);
            double cor = Math.hypot(old[q][0] - n[0], old[q][1] - n[1]);
            if (q == p) {
                lcor = cor;
            } else if (cor > rcor) {
                rcor = cor;
            }
        }
    }

    /**
     * Fault wrong-dif-base: the dif [difSrc to difDst] applied against the newest base kept before difSrc. Each float
     * field comes out off by its change between the two bases (stale + (newest − named base)); the integer fields
     * (slot indices, types, flags) are taken right, so the game's step stays within its arrays, as byte-wise garbage
     * in an index would not (docs/simulator.md, "Faults").
     *
     * @param net      the dif applied to the right base
     * @param ownState the client's own state at applied − 1
     * @return the net state the client keeps (the stale one when the fault acts)
     */
    private byte[] staleBase(byte[] net, byte[] ownState, int applied) {
        int stale = history.newestBefore(difSrc);
        byte[] kept = stale < 0 ? null : history.get(stale);
        byte[] named = history.get(difSrc);
        if (kept == null || named == null) {
            return net;
        }
        byte[] wrong = net.clone();
        for (org.netreplay.replay.spi.StateField field : faults.schema().fields()) {
            int o = field.byteOffset();
            if (field.type() != org.netreplay.replay.spi.FieldType.FLOAT || o + 4 > wrong.length
                    || java.util.Arrays.equals(kept, o, o + 4, named, o, o + 4)) {
                continue;
            }
            float v = floatAt(net, o) + (floatAt(kept, o) - floatAt(named, o));
            int bits = Float.floatToRawIntBits(v);
            wrong[o] = (byte) bits;
            wrong[o + 1] = (byte) (bits >>> 8);
            wrong[o + 2] = (byte) (bits >>> 16);
            wrong[o + 3] = (byte) (bits >>> 24);
        }
        byte[] right = ns.merge(ownState, net, applied - 1);
        byte[] wrongMerged = ns.merge(ownState, wrong, applied - 1);
        faults.staleBaseApplied(p, stale, difSrc, difDst, right, wrongMerged);
        return java.util.Arrays.equals(right, wrongMerged) ? net : wrong;
    }

    private static float floatAt(byte[] s, int o) {
        return Float.intBitsToFloat((s[o] & 0xFF) | (s[o + 1] & 0xFF) << 8 | (s[o + 2] & 0xFF) << 16 | s[o + 3] << 24);
    }

    /**
     * Whether the dif just merged leaves the client where its prediction already was: the merged state at
     * {@code applied - 1} is byte-equal to the state it predicted for that frame, and it holds its predicted states
     * of every frame up to its current one. The game is deterministic and the client's inputs of those frames (its
     * own moves, the remote controls the state brings) are the ones it predicted with, so re-simulating them would
     * give those states again, and its simulation is already at the last of them. Never for a client a fault
     * targets (its steps run as they are).
     */
    private boolean predictionHolds(int ff, int applied, byte[] ownState, byte[] merged) {
        if (!reusePredictions || ff < 0 || ownState == null || ownState != ring(applied - 1)
                || !Arrays.equals(merged, ownState)) {
            return false;
        }
        if (frameNum - applied + 1 >= RING) {
            return false;
        }
        for (int g = applied; g < frameNum; g++) {
            if (ring(g) == null || ringInputs[Math.floorMod(g, RING)] == null) {
                return false;
            }
        }
        return true;
    }

    /** The re-simulated step of frame g that repeats its prediction: the same line and record as stepping again. */
    private void resimulatedAsPredicted(int g) throws IOException {
        int i = Math.floorMod(g, RING);
        out.state(g, "resimulated", ringChk[i], faults.storesState(p, g) ? ringState[i] : null, ringInputs[i]);
    }

    /** @return the frame the client is at (its last simulated frame + 1) */
    int currentFrame() {
        return frameNum;
    }

    private void sendStak(int ack) throws IOException {
        AuthPackets.Stak stak = new AuthPackets.Stak(0, p, ack, frameNum, fps, dsyncAvg.avg(), rewind, lcor, rcor,
                cpuMs * 4);
        ctx.network().send(new Packet("stak", p, 0, AuthPackets.Stak.BYTES, stak));
        out.log(33, frameNum, "tx stak p:" + p + " ack:[" + ack + "] cur:[" + frameNum + "]");
    }

    /**
     * @upstream src/mwPlayer.cpp#proc_player_input: a changed control state becomes a game move and a cdat. At the
     *           configured quit
     * frame (or the first frame after it) the controls get the MENU bit, so they differ and go out as a cdat
     * (src/mwPlayer.cpp#proc_player_input), after which the client leaves (PREEXIT).
     */
    private void input() throws IOException {
        int c = ctx.bot(p).controls(frameNum);
        if (quitFrame > 0 && frameNum >= quitFrame && !menuPressed) {
            menuPressed = true;
            c |= AuthServer.MENU;
        }
        if (c == prevControls) {
            return;
        }
        prevControls = c;
        GameMove m = new GameMove(frameNum, GameMove.TYPE_MOVE, p, c);
        ownFrame[Math.floorMod(frameNum, MOVE_RING)] = frameNum;
        ownMove[Math.floorMod(frameNum, MOVE_RING)] = List.of(m);
        out.move(m);
        ctx.network().send(new Packet("cdat", p, 0, AuthPackets.Cdat.BYTES,
                new AuthPackets.Cdat(0, p, frameNum, c)));
        cdatTx++;
        out.log(35, frameNum, "tx cdat - move:" + c);
    }

    /** One simulation step of frame g with the client's own moves (remote players keep the controls in the state). */
    private void step(int g, List<GameMove> moves, String label) throws IOException {
        List<GameMove> remote = ns.remoteControls(sim, g, p);
        byte[] saved = faults.stepReordered(p, g, sim, moves);
        if (saved == null) {
            sim.advance(moves);
            // the ring's state in g's slot (frame g − RING, or the prediction of g this re-simulation replaces) is
            // held nowhere else once the step is made: a client no fault targets saves into it
            saved = ns.save(sim, pooled ? reusable() : reusePredictions ? ringState[Math.floorMod(g, RING)] : null);
        }
        int chk = ns.checksum(sim, saved);
        if (faults.perturbStep(p, g, saved)) {
            sim.loadState(saved);
            chk = ns.checksum(sim, saved);
        }
        List<GameMove> inputs = withRemote(moves, remote);
        out.state(g, label, chk, faults.storesState(p, g) ? saved : null, inputs);
        putRing(g, saved, chk, inputs);
    }

    /**
     * The steps waiting for the {@link #saver} (a dif's merged state to load, the frames it re-simulates) and the
     * prediction of frame g, simulated, saved and checksummed on its thread: the simulation is not touched here
     * again before the client's next frame takes the results ({@link #madeSteps}); each type-60 line waits for its
     * checksum, and the lines written after it wait for it ({@link PeerOutput#statePending}; the re-simulated
     * frames' lines were started by {@link #applyDif}). The client's simulation is its own (no game state is shared
     * between peers' simulations), so stepping it there while this thread steps the others gives the same bytes.
     * Each state is saved into an array given back ({@link #pooled}) or else the ring slot it will take, whose state
     * is held nowhere else by then.
     *
     * @param g     the frame to predict, or -1 for none (the re-simulation only)
     * @param moves the client's own moves of frame g
     */
    private void stepsOffThread(int g, List<GameMove> moves) {
        byte[] load = laterLoad;
        int from = laterFrom;
        int resims = laterTo - laterFrom;
        laterLoad = null;
        laterFrom = laterTo;
        int n = resims + (g >= 0 ? 1 : 0);
        if (load == null && n == 0) {
            return;
        }
        int[] frames = new int[n];
        @SuppressWarnings("unchecked")
        List<GameMove>[] own = new List[n];
        byte[][] reuse = new byte[n][];
        for (int i = 0; i < n; i++) {
            frames[i] = i < resims ? from + i : g;
            own[i] = i < resims ? ownMovesAt(frames[i]) : moves;
            reuse[i] = pooled ? reusable() : ringState[Math.floorMod(frames[i], RING)];
        }
        if (g >= 0) {
            out.statePending();
        }
        pendingFrame = n > 0 ? frames[0] : frameNum;
        pendingSteps = saver.submit(() -> {
            if (load != null) {
                sim.loadState(load);
            }
            Stepped[] made = new Stepped[n];
            for (int i = 0; i < n; i++) {
                List<GameMove> remote = ns.remoteControls(sim, frames[i], p);
                sim.advance(own[i]);
                byte[] saved = ns.save(sim, reuse[i]);
                made[i] = new Stepped(frames[i], i < resims ? "resimulated" : "predicted", ns.checksum(sim, saved),
                        saved, withRemote(own[i], remote));
            }
            return made;
        }, false);
    }

    private static List<GameMove> withRemote(List<GameMove> moves, List<GameMove> remote) {
        if (remote.isEmpty()) {
            return moves;
        }
        List<GameMove> inputs = new ArrayList<>(moves.size() + remote.size());
        inputs.addAll(moves);
        inputs.addAll(remote);
        return inputs;
    }

    /**
     * The client's own game moves of a recent frame (at most one: its control change), for prediction and
     * re-simulation; frames further back than the ring are never re-simulated: a client never re-simulates more than
     * 200 frames (it quits first, docs/formats.md §5.9).
     */
    private List<GameMove> ownMovesAt(int frame) {
        int i = Math.floorMod(frame, MOVE_RING);
        return ownFrame[i] == frame ? ownMove[i] : List.of();
    }

    private byte[] ring(int frame) {
        int i = Math.floorMod(frame, RING);
        return ringFrame[i] == frame ? ringState[i] : null;
    }

    /** @return the hidden variables kept for a frame whose whole state was given back ({@link #WHOLE}), or null */
    private byte[] hiddenAt(int frame) {
        int i = Math.floorMod(frame, RING);
        return ringFrame[i] == frame && ringState[i] == null ? ringHidden[i] : null;
    }

    /**
     * Puts a state in the ring. A {@link #pooled} client gives back the array of the entry it replaces and keeps only
     * the hidden variables of the entry {@link #WHOLE} frames older.
     */
    private void putRing(int frame, byte[] state, int chk, List<GameMove> inputs) {
        int i = Math.floorMod(frame, RING);
        if (pooled && ringState[i] != null && ringState[i] != state) {
            giveBack(ringState[i]);
        }
        ringFrame[i] = frame;
        ringState[i] = state;
        ringChk[i] = chk;
        ringInputs[i] = inputs;
        if (pooled) {
            int j = Math.floorMod(frame - WHOLE, RING);
            if (ringState[j] != null && ringFrame[j] <= frame - WHOLE) {
                ringHidden[j] = ns.hidden(ringState[j], ringHidden[j]);
                giveBack(ringState[j]);
                ringState[j] = null;
            }
        }
    }

    /**
     * An array no ring entry holds any more, for a save or a merge to overwrite (a {@link #pooled} client's last
     * given back), or null to allocate one.
     */
    private byte[] reusable() {
        return pooled ? freeStates.pollFirst() : null;
    }

    private void giveBack(byte[] state) {
        if (freeStates.size() < FREE_MAX) {
            freeStates.addFirst(state);
        }
    }

    /**
     * src/mwNetgameClient.cpp#client_proc_player_drop: the applied state has this client as {@code CLIENT_ORPHAN}
     * (the server quit): quit reason 92, the ending stats (src/mwLog.cpp#log_ending_stats_client, the fields the
     * client knows), then clientExitNetwork. The game waits for a key there; the simulated client stops.
     */
    private void serverEndedGame() throws IOException {
        exited = true;
        int f = frameNum;
        out.header(22, f, 0, "Client " + p + " (pmclient" + p + ") ending stats");
        out.boxed(22, f, "total game frames.........[" + f + "]");
        out.boxed(22, f, "frame when client quit....[" + f + "]");
        out.boxed(22, f, "reason for quit...........[" + AuthServer.quitReason(AuthServer.REASON_SERVER_ENDED_GAME)
                + "]");
        out.boxed(22, f, "cdat packets total........[" + cdatTx + "]");
        out.rule(22, f);
        out.header(10, f, 0, "Shutting down the client network");
    }

    @Override
    public void finish() throws IOException {
        stepsOffThread(-1, List.of());
        madeSteps();
        if (exited) {
            return;
        }
        int f = frameNum;
        out.header(22, f, "Client " + p + " (pmclient" + p + ") ending stats");
        out.boxed(22, f, "total game frames.........[" + f + "]");
        out.boxed(22, f, "reason for quit...........[server ended game]");
        out.rule(22, f);
        out.header(10, f, "Shutting down the client network");
    }
}

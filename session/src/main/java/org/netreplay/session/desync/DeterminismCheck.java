package org.netreplay.session.desync;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.session.peerstate.PeerStateReader;
import org.netreplay.session.peerstate.StateLabel;

/**
 * The SyncTest-style determinism check of one peer (docs/desync.md, "Determinism check"; GGPO's SyncTest): every step
 * the peer simulated is simulated again, from the state the peer had at the frame before (its stored state, or the
 * state rebuilt from its earlier steps) with the inputs it recorded, and the checksum compared with the one it
 * logged. A step that does not reproduce is non-determinism at that frame and peer, whatever the other peers' inputs
 * were.
 *
 * <p>A step is a record labelled {@code authoritative}, {@code predicted} or {@code resimulated}, or {@code confirmed}
 * in lockstep; an authoritative-mode {@code confirmed} record is a dif applied, not a step: its stored state becomes
 * the base of the next step. The base of the step at frame F is the state of the latest earlier record of frame F−1
 * (a rewind or a re-simulation restores the newest state of that frame). A peer's first record is its starting
 * point. A step whose base is unknown (not stored, and the step that made it did not reproduce or was not checked)
 * is counted as unchecked.
 *
 * <p>Memory: a ring of the last {@value #RING} frames' states (113 KB each for Purple Martians). Work: one
 * simulation step per record.
 */
final class DeterminismCheck {
    /** Frames of states kept for bases: more than a client re-simulates (200 frames) or the server rewinds. */
    static final int RING = 256;
    /** Runs per peer whose fields are computed. */
    static final int FIELD_RUNS = 16;

    /** A step that did not reproduce. */
    record Failure(int frame, int record, int logged, int resimulated, byte[] expected, byte[] actual) {
    }

    /** What the check found for one peer. */
    static final class Result {
        long checked;
        long unchecked;
        /** per frame offset from {@code lo}: 0 no step, 1 every step reproduced, 2 a step did not */
        byte[] status;
        final List<Failure> failures = new ArrayList<>();
        String firstUncheckedWhy;
    }

    private DeterminismCheck() {
    }

    /**
     * @param r        the peer's states file
     * @param newSim   a fresh simulation of the session's game and level
     * @param lockstep whether {@code confirmed} records are steps (a lockstep client simulates every frame from the
     *                 final inputs)
     * @param lo       first frame of the status array
     * @param hi       last frame of the status array
     * @throws IOException naming file, record and field when the states file is damaged
     */
    static Result run(PeerStateReader r, Supplier<GameSimulation> newSim, boolean lockstep, int lo, int hi)
            throws IOException {
        Result res = new Result();
        res.status = new byte[Math.max(0, hi - lo + 1)];
        int[] ringFrame = new int[RING];
        Arrays.fill(ringFrame, Integer.MIN_VALUE);
        byte[][] ringState = new byte[RING][];
        GameSimulation sim = null;
        int simHolds = Integer.MIN_VALUE; // the frame whose ring state the simulation holds, unchanged
        boolean lastFailureInRun = false;
        for (int i = 0; i < r.records(); i++) {
            if ((i & 1023) == 0 && Thread.currentThread().isInterrupted()) {
                throw new java.util.concurrent.CancellationException("desync analysis cancelled");
            }
            int f = r.frame(i);
            StateLabel label = r.label(i);
            boolean step = i > 0 && (label != StateLabel.CONFIRMED || lockstep);
            byte[] stored = r.hasState(i) ? r.state(i) : null;
            int slot = Math.floorMod(f, RING);
            if (!step) {
                ringFrame[slot] = f;
                ringState[slot] = stored;
                if (simHolds == f) {
                    simHolds = Integer.MIN_VALUE;
                }
                continue;
            }
            int baseSlot = Math.floorMod(f - 1, RING);
            byte[] base = ringFrame[baseSlot] == f - 1 ? ringState[baseSlot] : null;
            if (base == null) {
                res.unchecked++;
                if (res.firstUncheckedWhy == null) {
                    res.firstUncheckedWhy = "the base of its step at frame " + f + " (record " + i + ") is not"
                            + " stored and could not be rebuilt";
                }
                ringFrame[slot] = f;
                ringState[slot] = stored;
                simHolds = Integer.MIN_VALUE;
                continue;
            }
            if (sim == null) {
                sim = newSim.get();
            }
            if (simHolds != f - 1) {
                sim.loadState(base);
            }
            sim.advance(r.inputs(i));
            int chk = sim.checksum();
            res.checked++;
            boolean ok = chk == r.checksum(i);
            mark(res, f - lo, ok);
            if (ok) {
                ringFrame[slot] = f;
                if (stored != null) {
                    ringState[slot] = stored;
                    sim.loadState(stored);
                } else {
                    ringState[slot] = sim.saveState();
                }
                simHolds = f;
                lastFailureInRun = false;
            } else {
                if (!lastFailureInRun && countRuns(res) < FIELD_RUNS) {
                    res.failures.add(new Failure(f, i, r.checksum(i), chk, sim.saveState(), stored));
                } else if (res.failures.size() < 1_000_000) {
                    res.failures.add(new Failure(f, i, r.checksum(i), chk, null, null));
                }
                lastFailureInRun = true;
                ringFrame[slot] = f;
                ringState[slot] = stored; // the peer's own state, if it kept it; otherwise unknown from here
                simHolds = Integer.MIN_VALUE;
            }
        }
        return res;
    }

    private static int countRuns(Result res) {
        int n = 0;
        for (Failure f : res.failures) {
            n += f.expected() != null ? 1 : 0;
        }
        return n;
    }

    private static void mark(Result res, int at, boolean ok) {
        if (at < 0 || at >= res.status.length) {
            return;
        }
        if (!ok) {
            res.status[at] = 2;
        } else if (res.status[at] == 0) {
            res.status[at] = 1;
        }
    }
}

package org.netreplay.sim.fault;

import java.util.ArrayList;
import java.util.List;

import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;

/**
 * The faults of one session and what each of them did (docs/simulator.md, "Faults"). The faults act inside the
 * protocol code ({@code AuthServer}, {@code AuthClient}, the lockstep peers); this object says where and when, and
 * keeps each fault's own record: whether it acted, why (or why not), and where it made the session diverge. It is
 * never read by the protocol to decide anything a real peer could not know.
 *
 * <ul>
 *   <li>{@code nondeterminism@F[:pP]}: client P's simulation step adds one unit in the last place to its own
 *       player's {@code x} on every frame ≥ F it simulates (a client-only float rounding difference);</li>
 *   <li>{@code rng-drift@F[:pP]}: client P's first step at a frame ≥ F advances the game's PRNG once more (a game
 *       with a PRNG in its state);</li>
 *   <li>{@code rewind-skip@F}: the server's first rewind at a frame ≥ F whose dirty frame has a move restores the
 *       state one frame too late, so the move on the dirty frame is never simulated;</li>
 *   <li>{@code corrupt-dif@F[:pP]}: the server's difs to client P from frame F on have one byte of that player's
 *       {@code x} off by one before compression (they pass the size, zlib and length checks and are applied), until
 *       the client acknowledges one of them;</li>
 *   <li>{@code hidden-state@F[:pP]}: from frame F on, client P applies difs without one field (the server player's
 *       {@code x}): it keeps its own predicted value, as if the field were left out of the state;</li>
 *   <li>{@code iteration-order@F[:pP]}: client P's steps from frame F on update the game's entities in the reverse
 *       of their slot order (as a peer that kept them in an unordered collection); it acts at the first step whose
 *       state differs from the same step in slot order;</li>
 *   <li>{@code wrong-dif-base@F[:pP]}: client P applies the first dif for a frame ≥ F that rewinds it against the
 *       base before the one the server named (a stale base): each float field comes out off by its change between
 *       the two bases (the integer fields are taken right); it acts at the first such dif whose result differs, and
 *       the stale result lives on as the client's base;</li>
 *   <li>{@code missed-join-input@F[:pP]} (lockstep): client P's copy of the game moves lacks the first move of
 *       another player, at a frame ≥ F, that the server entered before client P's join (its activation entry).</li>
 * </ul>
 */
public final class FaultPlan {
    private final List<Fault> faults = new ArrayList<>();
    private final StateSchema schema;

    /** One fault's bookkeeping. */
    private static final class Fault {
        final FaultSpec spec;
        final int peer;
        final StateField field;
        boolean acted;
        int actedAt = Integer.MAX_VALUE;
        String what;
        GroundTruth truth;
        boolean done;
        final java.util.TreeSet<Integer> corruptedDsts = new java.util.TreeSet<>();

        Fault(FaultSpec spec, StateField field) {
            this.spec = spec;
            this.peer = spec.target();
            this.field = field;
        }
    }

    /**
     * @param faults  the session's faults (already checked by {@link FaultChecks})
     * @param players peers including the server
     * @param schema  the game's state schema
     * @throws IllegalArgumentException if the game's schema lacks the field a fault acts on
     */
    public FaultPlan(List<FaultSpec> faults, int players, StateSchema schema) {
        this.schema = schema;
        for (FaultSpec f : faults) {
            StateField field = switch (f.name()) {
                case FaultSpec.NONDETERMINISM, FaultSpec.CORRUPT_DIF -> xOf(schema, f.target());
                case FaultSpec.HIDDEN_STATE -> xOf(schema, 0);
                case FaultSpec.RNG_DRIFT -> FaultChecks.rngField(schema);
                default -> null;
            };
            if (field == null && !List.of(FaultSpec.REWIND_SKIP, FaultSpec.LATE_MOVE, FaultSpec.DROP_SDAT,
                    FaultSpec.ITERATION_ORDER, FaultSpec.WRONG_DIF_BASE, FaultSpec.MISSED_JOIN_INPUT)
                    .contains(f.name())) {
                throw new IllegalArgumentException("fault " + f + ": the game's schema has no field for it");
            }
            this.faults.add(new Fault(f, field));
        }
    }

    /** @return player p's {@code x} field ({@code syn[p].x} in Purple Martians, {@code player[p].x} otherwise) */
    static StateField xOf(StateSchema schema, int p) {
        for (String path : new String[] {"syn[" + p + "].x", "player[" + p + "].x"}) {
            StateField x = schema.field(path);
            if (x != null) {
                return x;
            }
        }
        return null;
    }

    private Fault of(String name) {
        for (Fault f : faults) {
            if (f.spec.name().equals(name)) {
                return f;
            }
        }
        return null;
    }

    /**
     * @return whether peer p stores its full state for a simulated frame: a nondeterminism or rng-drift target from
     *         the frame before the fault on, so that the desync analysis can show the differing fields of a step
     *         that does not reproduce
     */
    public boolean storesState(int player, int frame) {
        for (Fault f : faults) {
            if ((f.spec.name().equals(FaultSpec.NONDETERMINISM) || f.spec.name().equals(FaultSpec.RNG_DRIFT)
                    || f.spec.name().equals(FaultSpec.ITERATION_ORDER))
                    && f.peer == player && frame >= f.spec.frame() - 1) {
                return true;
            }
        }
        return false;
    }

    /**
     * Applies the step faults of peer p at frame f to its state just simulated (nondeterminism: the player's
     * {@code x} one ulp up; rng-drift: the PRNG advanced once, at the first step at or after its frame).
     *
     * @param state a saved state, changed in place
     * @return whether it changed the state
     */
    public boolean perturbStep(int player, int frame, byte[] state) {
        boolean changed = false;
        Fault nd = of(FaultSpec.NONDETERMINISM);
        if (nd != null && nd.peer == player && frame >= nd.spec.frame()) {
            int bits = readInt(state, nd.field.byteOffset());
            int next = nd.field.type() == FieldType.FLOAT
                    ? Float.floatToRawIntBits(Math.nextUp(Float.intBitsToFloat(bits))) : bits + 1;
            writeInt(state, nd.field.byteOffset(), next);
            acted(nd, frame, "client " + player + "'s step to frame " + frame + " put " + nd.field.path()
                    + " one unit in the last place up", nd.field);
            changed = true;
        }
        Fault rng = of(FaultSpec.RNG_DRIFT);
        if (rng != null && rng.peer == player && frame >= rng.spec.frame() && !rng.done) {
            rng.done = true;
            int o = rng.field.byteOffset();
            writeInt(state, o, org.netreplay.replay.sim.Prng.next(readInt(state, o)));
            acted(rng, frame, "peer " + player + "'s step to frame " + frame + " advanced " + rng.field.path()
                    + " once more", rng.field);
            changed = true;
        }
        return changed;
    }

    private void acted(Fault f, int frame, String what, StateField field) {
        if (frame < f.actedAt) {
            f.actedAt = frame;
            f.what = what;
            f.truth = new GroundTruth(frame, f.peer, field.entity(), field.path());
        }
        f.acted = true;
    }

    /**
     * @return whether any fault of the session names peer p as its target (its steps, difs or bases may then be
     *         changed by the fault, so the simulator runs every one of them as it is, with nothing taken over)
     */
    public boolean targets(int player) {
        for (Fault f : faults) {
            if (f.peer == player) {
                return true;
            }
        }
        return false;
    }

    /** @return whether peer p's step to frame f updates the entities in reverse slot order (iteration-order) */
    public boolean reorders(int player, int frame) {
        Fault f = of(FaultSpec.ITERATION_ORDER);
        return f != null && f.peer == player && frame >= f.spec.frame();
    }

    /**
     * Peer p's step to frame f under the iteration-order fault: the step is made in slot order and, from the same
     * state, in reverse slot order; the simulation is left in the reverse order's state, and the fault acts when
     * the two differ.
     *
     * @param sim   peer p's simulation, at frame f − 1
     * @param moves the step's moves
     * @return the state after the reversed step, or null when the fault does not act on this step (then the caller
     *         steps as usual)
     */
    public byte[] stepReordered(int player, int frame, org.netreplay.replay.spi.GameSimulation sim,
                                List<org.netreplay.replay.GameMove> moves) {
        if (!reorders(player, frame) || !(sim instanceof org.netreplay.replay.spi.UpdateOrder order)) {
            return null;
        }
        byte[] start = sim.saveState();
        sim.advance(moves);
        byte[] straight = sim.saveState();
        sim.loadState(start);
        order.reverseUpdateOrder(true);
        try {
            sim.advance(moves);
        } finally {
            order.reverseUpdateOrder(false);
        }
        byte[] reversed = sim.saveState();
        reordered(player, frame, straight, reversed);
        return reversed;
    }

    /**
     * Peer p's step to frame f ran in reverse slot order: records the fault's truth at the first such step whose
     * state differs from the same step in slot order.
     *
     * @param straight  the state the step gives in slot order
     * @param reordered the state it gave in reverse order
     */
    public void reordered(int player, int frame, byte[] straight, byte[] reordered) {
        Fault f = of(FaultSpec.ITERATION_ORDER);
        StateField field = firstDifference(straight, reordered);
        if (f != null && field != null) {
            acted(f, frame, "peer " + player + "'s step to frame " + frame + " updated the players, enemies and items from"
                    + " the last slot to the first, and its state differs from the same step in slot order ("
                    + field.path() + " first)", field);
        }
    }

    /** @return whether client p applies the dif it applies now (at its frame f, rewinding) to a stale base */
    public boolean usesStaleBase(int player, int frame) {
        Fault f = of(FaultSpec.WRONG_DIF_BASE);
        return f != null && f.peer == player && frame >= f.spec.frame() && !f.done;
    }

    /**
     * Client p applied the dif [src to dst] against its stale base {@code stale} instead of {@code src}, after a
     * rewind: records the truth when the state it got differs from the right one (then the fault is done).
     *
     * @param right the state the right base gives (what the server has at frame dst − 1)
     * @param wrong the state the stale base gave
     */
    public void staleBaseApplied(int player, int stale, int src, int dst, byte[] right, byte[] wrong) {
        Fault f = of(FaultSpec.WRONG_DIF_BASE);
        StateField field = firstDifference(right, wrong);
        if (f != null && field != null) {
            f.done = true;
            acted(f, dst - 1, "client " + player + " rewound and applied the dif [" + src + " to " + dst
                    + "] against its stale base [" + stale + "] (" + field.path() + " first differs)", field);
        } else if (f != null && f.what == null) {
            f.what = "client " + player + " applied the dif [" + src + " to " + dst + "] against its stale base ["
                    + stale + "], which gave the same state";
        }
    }

    /** @return the frame from which client p's join misses a game move (missed-join-input), or -1 */
    public int missesJoinInput(int player) {
        Fault f = of(FaultSpec.MISSED_JOIN_INPUT);
        return f != null && f.peer == player ? f.spec.frame() : -1;
    }

    private StateField firstDifference(byte[] a, byte[] b) {
        int n = Math.min(a.length, b.length);
        int i = java.util.Arrays.mismatch(a, b);
        while (i >= 0 && i < n) {
            StateField field = schema.fieldAt(i);
            if (field != null) {
                return field;
            }
            int next = java.util.Arrays.mismatch(a, i + 1, n, b, i + 1, n);
            i = next < 0 ? -1 : i + 1 + next;
        }
        return null;
    }

    /** @return whether the server's rewind at frame f is the one that skips a frame (and records it) */
    public boolean skipsRewind(int frame) {
        Fault f = of(FaultSpec.REWIND_SKIP);
        if (f != null && !f.done && frame >= f.spec.frame()) {
            f.done = true;
            f.what = "the server's rewind at frame " + frame + " restored the state one frame too late";
            f.actedAt = frame;
            return true;
        }
        return false;
    }

    /** @return the frame of the rewind that skipped a frame, or -1 */
    public int skippedRewindFrame() {
        Fault f = of(FaultSpec.REWIND_SKIP);
        return f != null && f.done ? f.actedAt : -1;
    }

    /** Sets the rewind-skip's truth: the first frame whose final state differs from a straight replay, or none. */
    public void rewindSkipTruth(GroundTruth truth) {
        Fault f = of(FaultSpec.REWIND_SKIP);
        if (f != null && f.done && truth != null) {
            f.acted = true;
            f.truth = truth;
        } else if (f != null && f.done) {
            f.what += ", but every final state equals a straight replay of the moves (the skipped move changed"
                    + " nothing)";
        }
    }

    /** @return the field the corrupt-dif fault changes (its target player's x), or null */
    public StateField corruptField() {
        Fault f = of(FaultSpec.CORRUPT_DIF);
        return f == null ? null : f.field;
    }

    /** @return whether the dif with destination dst to client p is to be corrupted (and remembers it) */
    public boolean corrupts(int player, int serverFrame, int dst) {
        Fault f = of(FaultSpec.CORRUPT_DIF);
        if (f != null && player == f.peer && serverFrame >= f.spec.frame() && !f.done) {
            f.corruptedDsts.add(dst);
            return true;
        }
        return false;
    }

    /** The server saw client p acknowledge dif dst: stop corrupting once a corrupted one is acknowledged. */
    public void acked(int player, int dst) {
        Fault f = of(FaultSpec.CORRUPT_DIF);
        if (f != null && player == f.peer && f.corruptedDsts.contains(dst)) {
            f.done = true;
        }
    }

    /** Client p applied dif dst, whose state is at frame dst − 1: records the corrupt-dif's truth if it was one. */
    public void applied(int player, int dst) {
        Fault f = of(FaultSpec.CORRUPT_DIF);
        if (f != null && player == f.peer && f.corruptedDsts.contains(dst)) {
            acted(f, dst - 1, "client " + player + " applied the corrupted dif [to " + dst + "] (" + f.field.path()
                    + " off by one)", f.field);
        }
    }

    /** @return the field client p leaves out of a dif applied for frame f, or null (hidden-state) */
    public StateField hiddenField(int player, int frame) {
        Fault f = of(FaultSpec.HIDDEN_STATE);
        return f != null && f.peer == player && frame >= f.spec.frame() ? f.field : null;
    }

    /** Client p kept its own value of the hidden field at frame f, and it differed from the server's. */
    public void hidden(int player, int frame) {
        Fault f = of(FaultSpec.HIDDEN_STATE);
        acted(f, frame, "client " + player + " applied the dif for frame " + frame + " without " + f.field.path()
                + ", keeping its own, different value", f.field);
    }

    /**
     * A lockstep fault acted; its truth is the target peer's first divergence.
     *
     * @param name  the fault
     * @param what  what it did
     * @param truth where its target first diverged, or null when it never did
     */
    public void lockstepOutcome(String name, String what, GroundTruth truth) {
        Fault f = of(name);
        if (f == null) {
            return;
        }
        f.what = what;
        if (what != null && truth != null) {
            f.acted = true;
            f.truth = truth;
        }
    }

    /**
     * @param lastFrames the last frame each peer simulated (index = peer), to say why a fault never acted
     * @return each fault's record, in the order given
     */
    public List<FaultOutcome> outcomes(int[] lastFrames) {
        List<FaultOutcome> out = new ArrayList<>();
        for (Fault f : faults) {
            String why;
            if (f.acted && f.truth != null) {
                why = f.what;
            } else if (f.what != null) {
                why = f.what + (f.acted ? "" : "; the session never diverged because of it");
            } else {
                int last = f.peer < lastFrames.length ? lastFrames[f.peer] : -1;
                why = switch (f.spec.name()) {
                    case FaultSpec.REWIND_SKIP -> "the server made no rewind with a move on its dirty frame at or"
                            + " after frame " + f.spec.frame();
                    case FaultSpec.CORRUPT_DIF -> "client " + f.peer + " applied no dif sent at or after frame "
                            + f.spec.frame() + (last >= 0 && last < f.spec.frame() ? " (its last frame was " + last
                            + ")" : "");
                    case FaultSpec.HIDDEN_STATE -> "every dif client " + f.peer + " applied at or after frame "
                            + f.spec.frame() + " had the same " + f.field.path() + " as the client's own state";
                    case FaultSpec.LATE_MOVE -> "the server entered no move for an active player at or after frame "
                            + f.spec.frame() + " while client " + f.peer + " was active";
                    case FaultSpec.DROP_SDAT -> "no sdat to client " + f.peer + " at or after frame " + f.spec.frame()
                            + " carried a move it had not seen";
                    case FaultSpec.ITERATION_ORDER -> last >= 0 && last < f.spec.frame()
                            ? "peer " + f.peer + " simulated no frame at or after " + f.spec.frame()
                            + " (its last frame was " + last + ")"
                            : "every step peer " + f.peer + " made from frame " + f.spec.frame() + " on gave the same"
                            + " state in reverse slot order as in slot order (the update order changed nothing)";
                    case FaultSpec.WRONG_DIF_BASE -> "client " + f.peer + " applied no dif at or after frame "
                            + f.spec.frame() + " that rewound it while an older base was kept"
                            + (last >= 0 && last < f.spec.frame() ? " (its last frame was " + last + ")" : "");
                    case FaultSpec.MISSED_JOIN_INPUT -> "the server entered no move of another player at a frame >= "
                            + f.spec.frame() + " before client " + f.peer + "'s join took effect";
                    default -> "peer " + f.peer + " simulated no frame at or after " + f.spec.frame()
                            + (last >= 0 ? " (its last frame was " + last + ")" : "");
                };
            }
            GroundTruth t = f.acted ? f.truth : null;
            out.add(new FaultOutcome(f.spec, t != null, why, t));
        }
        return out;
    }

    /** @return the earliest truth of all faults (then the lowest peer), or null */
    public static GroundTruth earliest(List<FaultOutcome> outcomes) {
        GroundTruth best = null;
        for (FaultOutcome o : outcomes) {
            GroundTruth t = o.truth();
            if (t != null && (best == null || t.firstDivergentFrame() < best.firstDivergentFrame()
                    || (t.firstDivergentFrame() == best.firstDivergentFrame() && t.peer() < best.peer()))) {
                best = t;
            }
        }
        return best;
    }

    /** @return the game's schema */
    public StateSchema schema() {
        return schema;
    }

    static int readInt(byte[] s, int o) {
        return (s[o] & 0xFF) | (s[o + 1] & 0xFF) << 8 | (s[o + 2] & 0xFF) << 16 | s[o + 3] << 24;
    }

    static void writeInt(byte[] s, int o, int v) {
        s[o] = (byte) v;
        s[o + 1] = (byte) (v >>> 8);
        s[o + 2] = (byte) (v >>> 16);
        s[o + 3] = (byte) (v >>> 24);
    }
}

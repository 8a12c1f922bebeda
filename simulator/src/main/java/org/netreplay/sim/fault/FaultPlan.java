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
 *       {@code x}): it keeps its own predicted value, as if the field were left out of the state.</li>
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
            if (field == null && !f.name().equals(FaultSpec.REWIND_SKIP) && !f.name().equals(FaultSpec.LATE_MOVE)
                    && !f.name().equals(FaultSpec.DROP_SDAT)) {
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
            if ((f.spec.name().equals(FaultSpec.NONDETERMINISM) || f.spec.name().equals(FaultSpec.RNG_DRIFT))
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

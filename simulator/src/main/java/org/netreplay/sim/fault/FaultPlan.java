package org.netreplay.sim.fault;

import java.util.TreeSet;

import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;

/**
 * The authoritative-mode faults of one session (issue 8, Deliver 8) and the ground truth they cause. The faults act
 * inside the protocol code ({@code AuthServer}, {@code AuthClient}); this object only says where and when, and keeps
 * the bookkeeping the manifest's {@code groundTruth} needs (the first frame, peer, entity and field that really
 * diverged) — never read by the protocol to decide anything a real peer could not know.
 *
 * <ul>
 *   <li>{@code nondeterminism@F}: client 1's simulation step adds one unit in the last place to its own player's
 *       {@code x} on every frame ≥ F it simulates (a client-only float rounding difference);</li>
 *   <li>{@code rewind-skip@F}: the server's first rewind at a frame ≥ F restores the state one frame too late, so the
 *       dirty frame is skipped in the re-simulation and the late move on it is never simulated;</li>
 *   <li>{@code corrupt-dif@F}: the server's difs to client 1 from frame F on have one byte of that player's {@code x}
 *       off by one before compression (so the piece passes the size, zlib and length checks and is applied), until
 *       the client acknowledges one of them.</li>
 * </ul>
 */
public final class FaultPlan {
    /** The client the client-side faults act on. */
    public static final int TARGET_CLIENT = 1;

    private final int nondeterminism;
    private final int rewindSkip;
    private final int corruptDif;
    private final StateField targetX;
    private final TreeSet<Integer> corruptedDsts = new TreeSet<>();
    private final java.util.List<int[]> perturbedSteps = new java.util.ArrayList<>();
    private boolean rewindSkipDone;
    private boolean corruptAcked;
    private GroundTruth truth;

    /**
     * @param faults  the session's faults
     * @param players peers including the server
     * @param schema  the game's state schema
     */
    public FaultPlan(java.util.List<FaultSpec> faults, int players, StateSchema schema) {
        nondeterminism = frameOf(faults, FaultSpec.NONDETERMINISM);
        rewindSkip = frameOf(faults, FaultSpec.REWIND_SKIP);
        corruptDif = frameOf(faults, FaultSpec.CORRUPT_DIF);
        StateField x = null;
        for (String path : new String[] {"syn[" + TARGET_CLIENT + "].x", "player[" + TARGET_CLIENT + "].x"}) {
            if (x == null) {
                x = schema.field(path);
            }
        }
        targetX = x;
        if ((nondeterminism > 0 || corruptDif > 0) && targetX == null) {
            throw new IllegalArgumentException("the game's schema has no x field for player " + TARGET_CLIENT);
        }
        if ((nondeterminism > 0 || corruptDif > 0) && players < 2) {
            throw new IllegalArgumentException("faults nondeterminism and corrupt-dif need a client (players >= 2)");
        }
    }

    private static int frameOf(java.util.List<FaultSpec> faults, String name) {
        for (FaultSpec f : faults) {
            if (f.name().equals(name)) {
                return f.frame();
            }
        }
        return -1;
    }

    /**
     * @return whether client p stores its full state for a simulated (predicted/resimulated) frame f: only the
     *         nondeterminism target from the frame before the fault on, so that the desync analysis can show the
     *         differing fields of a frame that cannot be rebuilt from its inputs
     */
    public boolean storesState(int player, int frame) {
        return nondeterminism > 0 && player == TARGET_CLIENT && frame >= nondeterminism - 1;
    }

    /** @return whether client p's step at frame f is perturbed */
    public boolean perturbs(int player, int frame) {
        return nondeterminism > 0 && player == TARGET_CLIENT && frame >= nondeterminism;
    }

    /**
     * Client-only non-deterministic arithmetic: the float {@code x} of the target player one ulp up (for an integer
     * field, one unit up), in place.
     *
     * @param state a saved state, changed
     */
    public void perturb(byte[] state) {
        int o = targetX.byteOffset();
        int bits = (state[o] & 0xFF) | (state[o + 1] & 0xFF) << 8 | (state[o + 2] & 0xFF) << 16 | state[o + 3] << 24;
        int next = targetX.type() == FieldType.FLOAT
                ? Float.floatToRawIntBits(Math.nextUp(Float.intBitsToFloat(bits))) : bits + 1;
        state[o] = (byte) next;
        state[o + 1] = (byte) (next >>> 8);
        state[o + 2] = (byte) (next >>> 16);
        state[o + 3] = (byte) (next >>> 24);
    }

    /**
     * Remembers a perturbed step and the checksum it would have had (bookkeeping for the ground truth: the first
     * perturbed step that would have given the server's final state is where the client really diverged).
     */
    public void perturbed(int frame, int unperturbedChecksum) {
        if (perturbedSteps.size() < 100_000) {
            perturbedSteps.add(new int[] {frame, unperturbedChecksum});
        }
    }

    /**
     * Sets the nondeterminism ground truth from the server's final checksums.
     *
     * @param finalChecksums the server's last authoritative checksum per frame
     */
    public void nondeterminismTruth(int[] finalChecksums) {
        for (int[] s : perturbedSteps) {
            if (s[0] < finalChecksums.length && finalChecksums[s[0]] == s[1]) {
                truth(new GroundTruth(s[0], TARGET_CLIENT, targetX.entity(), targetX.path()));
                return;
            }
        }
    }

    /** @return the target field (player 1's x) */
    public StateField targetField() {
        return targetX;
    }

    /** @return whether the server's rewind at frame f is the one that skips a frame */
    public boolean skipsRewind(int frame) {
        if (rewindSkip > 0 && !rewindSkipDone && frame >= rewindSkip) {
            rewindSkipDone = true;
            return true;
        }
        return false;
    }

    /** @return whether rewind-skip is configured */
    public boolean rewindSkipActive() {
        return rewindSkip > 0;
    }

    /** @return whether the dif with destination dst to client p is to be corrupted (and remembers it) */
    public boolean corrupts(int player, int serverFrame, int dst) {
        if (corruptDif > 0 && player == TARGET_CLIENT && serverFrame >= corruptDif && !corruptAcked) {
            corruptedDsts.add(dst);
            return true;
        }
        return false;
    }

    /** The server saw client p acknowledge dif dst: stop corrupting once a corrupted one is acknowledged. */
    public void acked(int player, int dst) {
        if (player == TARGET_CLIENT && corruptedDsts.contains(dst)) {
            corruptAcked = true;
        }
    }

    /** @return whether the dif dst that client p applies was corrupted (bookkeeping for the ground truth) */
    public boolean wasCorrupted(int player, int dst) {
        return player == TARGET_CLIENT && corruptedDsts.contains(dst);
    }

    /** Records the ground truth; only the first call counts. */
    public void truth(GroundTruth t) {
        if (truth == null) {
            truth = t;
        }
    }

    /** @return the ground truth, or null */
    public GroundTruth truth() {
        return truth;
    }
}

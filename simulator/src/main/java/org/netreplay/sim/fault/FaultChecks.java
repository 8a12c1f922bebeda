package org.netreplay.sim.fault;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * Refuses, before a run, every fault that is known not to be able to act (docs/simulator.md, "Faults"): a frame
 * after the session's last, a peer that is not in the session or of the wrong role, a client that quits (or a
 * server that ends the game) before the fault's frame, a fault of the other mode, two faults of one kind, a PRNG
 * fault on a game without a PRNG in its state.
 */
public final class FaultChecks {
    /** Faults the authoritative mode makes. */
    public static final List<String> AUTHORITATIVE = List.of(FaultSpec.NONDETERMINISM, FaultSpec.REWIND_SKIP,
            FaultSpec.CORRUPT_DIF, FaultSpec.HIDDEN_STATE, FaultSpec.RNG_DRIFT, FaultSpec.ITERATION_ORDER,
            FaultSpec.WRONG_DIF_BASE);
    /** Faults the lockstep mode makes. */
    public static final List<String> LOCKSTEP = List.of(FaultSpec.LATE_MOVE, FaultSpec.DROP_SDAT,
            FaultSpec.NONDETERMINISM, FaultSpec.RNG_DRIFT, FaultSpec.ITERATION_ORDER, FaultSpec.MISSED_JOIN_INPUT);

    private FaultChecks() {
    }

    /**
     * @param faults     the faults
     * @param mode       {@code authoritative} or {@code lockstep}
     * @param players    peers including the server
     * @param frames     the session's last frame
     * @param quitFrame  the frame client p quits at (0 = never), by p
     * @param serverQuit the frame the server ends the game at, or 0
     * @param schema     the game's state schema
     * @param reorders   whether the game's simulation can update its entities in reverse slot order
     *                   ({@link org.netreplay.replay.spi.UpdateOrder})
     * @throws IllegalArgumentException naming the fault and why it cannot act
     */
    public static void refuseImpossible(List<FaultSpec> faults, String mode, int players, int frames,
                                        java.util.function.IntUnaryOperator quitFrame, int serverQuit,
                                        StateSchema schema, boolean reorders) {
        List<String> made = "lockstep".equals(mode) ? LOCKSTEP : AUTHORITATIVE;
        Set<String> seen = new HashSet<>();
        for (FaultSpec f : faults) {
            String name = "fault " + f;
            if (!made.contains(f.name())) {
                String why = switch (f.name()) {
                    case FaultSpec.WRONG_DIF_BASE -> " (lockstep peers send game moves, never state difs)";
                    case FaultSpec.MISSED_JOIN_INPUT -> " (an authoritative client joins on the server's whole state,"
                            + " not on the game moves before its join)";
                    default -> "";
                };
                throw new IllegalArgumentException(name + ": the " + mode + " mode makes " + String.join(", ", made)
                        + why);
            }
            if (!seen.add(f.name())) {
                throw new IllegalArgumentException(name + ": one fault of each kind per session");
            }
            if (f.frame() > frames) {
                throw new IllegalArgumentException(name + ": frame " + f.frame() + " is after the session's last"
                        + " frame " + frames + " (it could not act)");
            }
            int p = f.target();
            boolean serverFault = f.name().equals(FaultSpec.REWIND_SKIP);
            if (serverFault && p != 0) {
                throw new IllegalArgumentException(name + ": rewind-skip acts on the server (p0)");
            }
            if (!serverFault && !f.name().equals(FaultSpec.RNG_DRIFT) && (p < 1 || p >= players)) {
                throw new IllegalArgumentException(name + ": it acts on a client, and client " + p + " is not in"
                        + " this " + players + "-player session (clients are p1-p" + (players - 1) + ")");
            }
            if (f.name().equals(FaultSpec.RNG_DRIFT) && p >= players) {
                throw new IllegalArgumentException(name + ": peer " + p + " is not in this " + players
                        + "-player session");
            }
            if (p > 0 && quitFrame.applyAsInt(p) > 0 && quitFrame.applyAsInt(p) < f.frame()) {
                throw new IllegalArgumentException(name + ": client " + p + " quits at frame "
                        + quitFrame.applyAsInt(p) + ", before the fault's frame");
            }
            if (serverQuit > 0 && serverQuit < f.frame()) {
                throw new IllegalArgumentException(name + ": the server ends the game at frame " + serverQuit
                        + ", before the fault's frame");
            }
            if (f.name().equals(FaultSpec.ITERATION_ORDER) && !reorders) {
                throw new IllegalArgumentException(name + ": this game's simulation has no entity update order the"
                        + " simulator can change");
            }
            if (f.name().equals(FaultSpec.RNG_DRIFT) && rngField(schema) == null) {
                throw new IllegalArgumentException(name + ": this game keeps no PRNG in its state (its simulation"
                        + " draws no random numbers), so nothing could drift");
            }
        }
    }

    /** @return the game's PRNG state field ({@code world[0].rng}), or null */
    static StateField rngField(StateSchema schema) {
        return schema.field("world[0].rng");
    }
}

package org.netreplay.sim.fault;

import java.util.Locale;

/**
 * One {@code --fault NAME@FRAME[:pP]}: which fault, from which frame, on which peer (docs/simulator.md, "Faults").
 * Each fault is made by the protocol code of the mode it belongs to, never by editing output.
 *
 * @param name  one of {@link #NAMES}
 * @param frame the frame from which it acts (≥ 1)
 * @param peer  the peer it acts on (0 = server), or −1 for the fault's default ({@link #target()})
 */
public record FaultSpec(String name, int frame, int peer) {
    /** A client's simulation step that is not deterministic (a float one ulp off). */
    public static final String NONDETERMINISM = "nondeterminism";
    /** A server rewind that skips a frame (authoritative mode). */
    public static final String REWIND_SKIP = "rewind-skip";
    /** A dif corrupted so that it passes every check and is applied (authoritative mode). */
    public static final String CORRUPT_DIF = "corrupt-dif";
    /** A move the server enters too late for one client (lockstep). */
    public static final String LATE_MOVE = "late-move";
    /** A game-move entry lost on its way to one client (lockstep). */
    public static final String DROP_SDAT = "drop-sdat";
    /** A state field the client leaves out of the dif it applies: it keeps its own value (authoritative mode). */
    public static final String HIDDEN_STATE = "hidden-state";
    /** The game's PRNG advanced once more on one peer (a game whose state holds a PRNG). */
    public static final String RNG_DRIFT = "rng-drift";
    /** A client's step updates the game's entities in the reverse of their slot order (an unordered iteration). */
    public static final String ITERATION_ORDER = "iteration-order";
    /** A client applies a dif against the base before the one the server named, after a rewind (authoritative). */
    public static final String WRONG_DIF_BASE = "wrong-dif-base";
    /** A joining client's copy of the game moves lacks one entered before its join (lockstep). */
    public static final String MISSED_JOIN_INPUT = "missed-join-input";
    /** Every known fault name. */
    public static final java.util.List<String> NAMES = java.util.List.of(NONDETERMINISM, REWIND_SKIP, CORRUPT_DIF,
            LATE_MOVE, DROP_SDAT, HIDDEN_STATE, RNG_DRIFT, ITERATION_ORDER, WRONG_DIF_BASE, MISSED_JOIN_INPUT);

    public FaultSpec {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("fault '" + name + "' is not one of " + String.join(", ", NAMES));
        }
        if (frame < 1) {
            throw new IllegalArgumentException("fault frame (" + frame + ") must be >= 1");
        }
        if (peer < -1 || peer > 7) {
            throw new IllegalArgumentException("fault " + name + "@" + frame + ": peer " + peer + " is not 0-7");
        }
    }

    /** A fault on its default peer. */
    public FaultSpec(String name, int frame) {
        this(name, frame, -1);
    }

    /** @return the peer it acts on: the given one, else the server for {@code rewind-skip} and client 1 otherwise */
    public int target() {
        return peer >= 0 ? peer : name.equals(REWIND_SKIP) ? 0 : 1;
    }

    /**
     * @param text {@code NAME@FRAME} or {@code NAME@FRAME:pP}, e.g. {@code corrupt-dif@400}, {@code
     *             nondeterminism@900:p2}
     * @return the spec
     * @throws IllegalArgumentException naming what is wrong
     */
    public static FaultSpec parse(String text) {
        int at = text.indexOf('@');
        if (at < 0) {
            throw new IllegalArgumentException("fault '" + text + "' must be NAME@FRAME[:pP], e.g. corrupt-dif@400 or"
                    + " nondeterminism@900:p2");
        }
        String rest = text.substring(at + 1).trim();
        int peer = -1;
        int colon = rest.indexOf(':');
        if (colon >= 0) {
            String p = rest.substring(colon + 1).trim().toLowerCase(Locale.ROOT);
            if (!p.matches("p[0-7]")) {
                throw new IllegalArgumentException("fault '" + text + "': peer '" + rest.substring(colon + 1)
                        + "' must be p0-p7");
            }
            peer = p.charAt(1) - '0';
            rest = rest.substring(0, colon).trim();
        }
        int frame;
        try {
            frame = Integer.parseInt(rest);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("fault '" + text + "': frame '" + rest + "' is not a number");
        }
        return new FaultSpec(text.substring(0, at).trim().toLowerCase(Locale.ROOT), frame, peer);
    }

    @Override
    public String toString() {
        return name + "@" + frame + (peer >= 0 ? ":p" + peer : "");
    }
}

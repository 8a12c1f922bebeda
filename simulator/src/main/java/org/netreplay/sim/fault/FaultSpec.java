package org.netreplay.sim.fault;

import java.util.Locale;

/**
 * One {@code --fault NAME@FRAME}: which fault, from which frame (issue 8, Deliver 8). Each fault is made by the
 * protocol code of the mode it belongs to, never by editing output.
 *
 * @param name  one of {@link #NAMES}
 * @param frame the frame from which it acts (≥ 1)
 */
public record FaultSpec(String name, int frame) {
    /** Client-only non-deterministic arithmetic (authoritative mode). */
    public static final String NONDETERMINISM = "nondeterminism";
    /** A server rewind that skips a frame (authoritative mode). */
    public static final String REWIND_SKIP = "rewind-skip";
    /** A dif corrupted so that it passes every check and is applied (authoritative mode). */
    public static final String CORRUPT_DIF = "corrupt-dif";
    /** A move the server enters too late for one client (lockstep, seed 001). */
    public static final String LATE_MOVE = "late-move";
    /** A game-move entry lost on its way to one client (lockstep). */
    public static final String DROP_SDAT = "drop-sdat";
    /** Every known fault name. */
    public static final java.util.List<String> NAMES =
            java.util.List.of(NONDETERMINISM, REWIND_SKIP, CORRUPT_DIF, LATE_MOVE, DROP_SDAT);

    public FaultSpec {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("fault '" + name + "' is not one of " + String.join(", ", NAMES));
        }
        if (frame < 1) {
            throw new IllegalArgumentException("fault frame (" + frame + ") must be >= 1");
        }
    }

    /**
     * @param text {@code NAME@FRAME}, e.g. {@code corrupt-dif@400}
     * @return the spec
     * @throws IllegalArgumentException naming what is wrong
     */
    public static FaultSpec parse(String text) {
        int at = text.indexOf('@');
        if (at < 0) {
            throw new IllegalArgumentException("fault '" + text + "' must be NAME@FRAME, e.g. corrupt-dif@400");
        }
        int frame;
        try {
            frame = Integer.parseInt(text.substring(at + 1).trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("fault '" + text + "': frame '" + text.substring(at + 1)
                    + "' is not a number");
        }
        return new FaultSpec(text.substring(0, at).trim().toLowerCase(Locale.ROOT), frame);
    }

    @Override
    public String toString() {
        return name + "@" + frame;
    }
}

package org.netreplay.sim.tick;

/**
 * Which of the tick-sync rules (docs/simulator.md §7.3) {@code synchronize_connection_remote_ticks} took on one tick.
 */
public enum TickAdjustment {
    /** No packet arrived since the last adjustment: only the +1 of the tick. */
    NO_PACKET,
    /** The newest packet is {@code remote_send_rate .. remote_send_rate×3 − 1} ticks ahead: the sweet spot. */
    IN_WINDOW,
    /** Drifted 3 or more packets behind: step forward {@code min(diff − rate×2, rate×4)} ticks. */
    CATCH_UP,
    /** Closer than one packet to the newest one ({@code 0 ≤ diff < rate}): stall a tick. */
    STALL,
    /** Ahead of the newest packet by at most two packets: step back one packet's worth of ticks. */
    STEP_BACK,
    /** Ahead by more than two packets: re-initialise to the newest packet's tick − rate×2. */
    RESET
}

package org.netreplay.sim.tick;

/**
 * The send rates of seed 004 ({@code 004-tick-sync-jitter-buffer.txt}, "SERVER_SEND_RATE 3", "CLIENT_SEND_RATE 2"):
 * data goes out directly after a simulation tick whose number is a multiple of the sender's rate.
 */
public final class TickRates {
    /** The server sends every 3rd tick. */
    public static final int SERVER_SEND_RATE = 3;
    /** A client sends every 2nd tick. */
    public static final int CLIENT_SEND_RATE = 2;

    private TickRates() {
    }

    /**
     * @param tick     the local tick just simulated
     * @param sendRate the sender's rate in ticks
     * @return whether a packet goes out after this tick ({@code tick_counter % local_send_rate == 0})
     */
    public static boolean sendsAfter(int tick, int sendRate) {
        return tick % sendRate == 0;
    }
}

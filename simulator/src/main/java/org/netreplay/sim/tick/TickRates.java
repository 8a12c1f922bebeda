package org.netreplay.sim.tick;

/**
 * The send rates of the tick-sync design (docs/simulator.md §7.3: {@code SERVER_SEND_RATE} 3, {@code CLIENT_SEND_RATE}
 * 2): data goes out directly after a simulation tick whose number is a multiple of the sender's rate.
 */
public final class TickRates {
    /** The server sends every 3rd tick. */
    public static final int SERVER_SEND_RATE = 3;
    /** A client sends every 2nd tick. */
    public static final int CLIENT_SEND_RATE = 2;

    private TickRates() {
    }

    /**
     * How many frames further behind the server a lockstep client runs with the tick policy than with the classic
     * chase, as seen from the server's {@code sdak} side: the de-jitter buffer of two server packets
     * ({@code SERVER_SEND_RATE × 2}), up to one server packet interval before the newest packet is taken in
     * ({@code SERVER_SEND_RATE − 1}), and up to one client send interval before the {@code sdak} goes out
     * ({@code CLIENT_SEND_RATE − 1}).
     *
     * @return 9 frames
     */
    public static int tickLagFrames() {
        return SERVER_SEND_RATE * 2 + (SERVER_SEND_RATE - 1) + (CLIENT_SEND_RATE - 1);
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

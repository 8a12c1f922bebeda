package org.netreplay.viewer.task;

import javafx.animation.AnimationTimer;

/**
 * Runs an action on the FX thread at the start of a later frame pulse, so that work which need not show in the same
 * frame as other work gets a pulse (its CSS, layout and paint) of its own and the FX thread stays responsive between
 * the two (the FX stall target of 100 ms). Thread safety: call on the FX thread.
 */
public final class LaterPulse {
    private static int waiting;
    /** The pulse time ({@link AnimationTimer#handle}'s {@code now}) of the latest pulse that ran an action. */
    private static long lastActionPulse = Long.MIN_VALUE;

    private LaterPulse() {
    }

    /**
     * @param now a pulse's time, as given to {@link AnimationTimer#handle}
     * @return whether some action waits for a later pulse or ran in the pulse of {@code now} ({@link WarmUp} yields
     *         to them)
     */
    static boolean busyAt(long now) {
        return waiting > 0 || lastActionPulse == now;
    }

    /**
     * Runs {@code action} at the start of the {@code pulses}-th frame pulse from now (1 = the next one).
     *
     * @param pulses how many pulses on, at least 1
     * @param action what to run, on the FX thread
     * @throws IllegalArgumentException when {@code pulses} is below 1
     */
    public static void run(int pulses, Runnable action) {
        if (pulses < 1) {
            throw new IllegalArgumentException("pulses must be at least 1: " + pulses);
        }
        waiting++;
        new AnimationTimer() {
            private int seen;

            @Override
            public void handle(long now) {
                if (++seen == pulses) {
                    stop();
                    waiting--;
                    lastActionPulse = now;
                    action.run();
                }
            }
        }.start();
    }

    /**
     * A request that runs {@code action} at the start of the {@code pulses}-th frame pulse after it is made; requests
     * made while one is pending add nothing (the action runs once for all of them).
     *
     * @param pulses how many pulses on, at least 1
     * @param action what to run, on the FX thread
     * @return the request; call it on the FX thread
     * @throws IllegalArgumentException when {@code pulses} is below 1
     */
    public static Runnable coalescing(int pulses, Runnable action) {
        if (pulses < 1) {
            throw new IllegalArgumentException("pulses must be at least 1: " + pulses);
        }
        boolean[] pending = {false};
        return () -> {
            if (!pending[0]) {
                pending[0] = true;
                run(pulses, () -> {
                    pending[0] = false;
                    action.run();
                });
            }
        };
    }
}

package org.netreplay.log;

import java.util.concurrent.CancellationException;
import java.util.concurrent.Semaphore;

/**
 * How many units of bulk background work (an indexer chunk of a few MiB, a field-extraction batch of 8,192 lines)
 * may run at once across the whole process. The CLI lets them use every core; the viewer keeps one core for the FX
 * thread, the renderer, the JIT and the garbage collector ({@link #limitTo} with {@code cores - 1}), so that opening
 * a 1 GB log on a 2-core machine never starves the UI. Each unit takes 5–40 ms, so waiting for a permit costs little
 * latency; threads that wait for a permit use no CPU.
 * Thread safety: every method may be called from any thread.
 */
public final class BackgroundCpu {
    private static final int CORES = Math.max(1, Runtime.getRuntime().availableProcessors());
    private static volatile Semaphore permits = new Semaphore(CORES, true);
    private static volatile int limit = CORES;

    private BackgroundCpu() {
    }

    /**
     * Sets how many bulk work units may run at once from now on (units already running finish as they are).
     *
     * @param units at least 1; more than the machine's cores is allowed
     * @throws IllegalArgumentException if {@code units < 1}
     */
    public static synchronized void limitTo(int units) {
        if (units < 1) {
            throw new IllegalArgumentException("units (" + units + ") must be at least 1");
        }
        limit = units;
        permits = new Semaphore(units, true);
    }

    /** @return the machine's cores minus one, at least 1: the viewer's limit */
    public static int allButOneCore() {
        return Math.max(1, CORES - 1);
    }

    /** @return how many units may run at once */
    public static int limit() {
        return limit;
    }

    /**
     * Runs one unit of bulk work when a permit is free.
     *
     * @param work the unit (should take tens of milliseconds at most)
     * @param <T>  its result type
     * @param <E>  the checked exception it may throw
     * @return its result
     * @throws E                     what the unit throws
     * @throws CancellationException if the thread is interrupted while it waits for a permit
     */
    public static <T, E extends Exception> T run(Unit<T, E> work) throws E {
        BackgroundPriority.lowerCurrentThread();
        Semaphore gate = permits;
        try {
            gate.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("Interrupted while waiting for a background CPU permit");
        }
        try {
            return work.get();
        } finally {
            gate.release();
        }
    }

    /**
     * One unit of bulk work.
     *
     * @param <T> its result type
     * @param <E> the checked exception it may throw
     */
    @FunctionalInterface
    public interface Unit<T, E extends Exception> {
        /**
         * @return the result
         * @throws E on failure
         */
        T get() throws E;
    }
}

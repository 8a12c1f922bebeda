package org.netreplay.viewer.task;

import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;

/**
 * A diagnostic for the threading rule "the FX thread never blocks for more than 100 ms": a daemon thread posts a
 * probe to the FX thread every {@value #PROBE_MILLIS} ms and logs (System.Logger, WARNING) each probe that waited
 * longer than the threshold, with the CPU time the FX thread used meanwhile (its own work, as against waiting for a
 * core). Off unless the system property {@code netreplay.fxWatchdogMillis} is set.
 * Thread safety: the counters are atomic.
 */
public final class FxStallWatchdog {
    /** Milliseconds between probes. */
    public static final int PROBE_MILLIS = 50;
    private static final System.Logger LOG = System.getLogger(FxStallWatchdog.class.getName());
    private final long thresholdMillis;
    private final AtomicLong worstMillis = new AtomicLong();
    private final AtomicLong stalls = new AtomicLong();

    private FxStallWatchdog(long thresholdMillis) {
        this.thresholdMillis = thresholdMillis;
    }

    /** Starts the watchdog when {@code netreplay.fxWatchdogMillis} is set (e.g. 100); does nothing otherwise. */
    public static void startIfRequested() {
        String value = System.getProperty("netreplay.fxWatchdogMillis");
        if (value == null) {
            return;
        }
        FxStallWatchdog watchdog = new FxStallWatchdog(Long.parseLong(value.trim()));
        Thread thread = new Thread(watchdog::run, "netreplay-fx-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        AtomicLong fxThreadId = new AtomicLong(-1);
        while (!Thread.currentThread().isInterrupted()) {
            long posted = System.nanoTime();
            long fxId = fxThreadId.get();
            long cpuAtPost = fxId < 0 ? -1 : threads.getThreadCpuTime(fxId);
            Platform.runLater(() -> {
                long waited = (System.nanoTime() - posted) / 1_000_000;
                fxThreadId.set(Thread.currentThread().getId());
                long cpuNow = threads.getCurrentThreadCpuTime();
                long fxCpu = cpuAtPost < 0 || cpuNow < 0 ? -1 : (cpuNow - cpuAtPost) / 1_000_000;
                worstMillis.accumulateAndGet(waited, Math::max);
                if (waited > thresholdMillis) {
                    stalls.incrementAndGet();
                    long uptime = java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime();
                    LOG.log(System.Logger.Level.WARNING,
                            "FX thread stalled {0} ms, probe posted {1} ms after JVM start (worst {2} ms, {3} stalls;"
                                    + " FX thread CPU meanwhile {4} ms)",
                            waited, uptime - waited, worstMillis.get(), stalls.get(), fxCpu);
                }
            });
            try {
                Thread.sleep(PROBE_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

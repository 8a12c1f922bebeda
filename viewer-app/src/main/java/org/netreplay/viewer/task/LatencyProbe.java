package org.netreplay.viewer.task;

import javafx.scene.Scene;

/**
 * A diagnostic for "time from key to repaint": {@link #start} notes when the user asked for something (a type toggle
 * key, Enter in the search field) and {@link #shown} logs (System.Logger, INFO) the milliseconds until the first
 * frame pulse after its result reached the view, e.g. {@code latency toggle O: 42 ms}. Off unless the system
 * property {@code netreplay.latencyLog} is {@code true}; then its figures go in docs/benchmarks.md. Uses the wall
 * clock: it measures the viewer, never the game. Thread safety: FX thread only.
 */
public final class LatencyProbe {
    private static final System.Logger LOG = System.getLogger(LatencyProbe.class.getName());
    private final boolean on = Boolean.getBoolean("netreplay.latencyLog");
    private final Scene scene;
    private String what;
    private long startNanos;

    /** @param scene the window whose pulses show the result */
    public LatencyProbe(Scene scene) {
        this.scene = scene;
    }

    /** Notes that the user asked for {@code request} now (replacing an unanswered request). */
    public void start(String request) {
        if (on) {
            what = request;
            startNanos = System.nanoTime();
        }
    }

    /** The result of the pending request reached the view: log the time at the next pulse's end. */
    public void shown() {
        if (!on || what == null) {
            return;
        }
        String request = what;
        long started = startNanos;
        what = null;
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            scene.removePostLayoutPulseListener(listener[0]);
            LOG.log(System.Logger.Level.INFO, "latency {0}: {1} ms", request,
                    (System.nanoTime() - started) / 1_000_000);
        };
        scene.addPostLayoutPulseListener(listener[0]);
        javafx.application.Platform.requestNextPulse();
    }

    /** Logs that {@code what} happened, with the milliseconds since the JVM started (e.g. "first rows"). */
    public void milestone(String what) {
        if (on) {
            LOG.log(System.Logger.Level.INFO, "milestone {0}: {1} ms after JVM start", what,
                    java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime());
        }
    }

    /** @return whether the probe measures ({@code -Dnetreplay.latencyLog=true}) */
    public boolean on() {
        return on;
    }
}

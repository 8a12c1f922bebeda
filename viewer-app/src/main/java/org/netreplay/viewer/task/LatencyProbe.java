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

    /**
     * Logs the milestone {@code what} at the end of the first frame pulse in which {@code happened} is true (checked
     * after each pulse's layout, so "shown" means laid out in a frame handed to the renderer), e.g. "window shown"
     * once the stage is showing, "first rows shown" once the log list lays out rows.
     */
    public void milestoneWhen(String what, java.util.function.BooleanSupplier happened) {
        if (!on) {
            return;
        }
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (happened.getAsBoolean()) {
                scene.removePostLayoutPulseListener(listener[0]);
                milestone(what);
            }
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }

    /**
     * Counts the frames in which the log list shows another first row ({@code firstShown} changed since the frame
     * before) and logs, for each second with any, {@code scroll frames N/s (longest gap G ms)}: the frame rate while
     * the user scrolls (held PgDn, a dragged scroll thumb). Also logs where the list's vertical scroll thumb is on
     * the screen ({@code thumb}), once, so a script can drag it.
     *
     * @param firstShown the list's first shown position, -1 when none
     * @param thumb      the list's vertical scroll thumb, or null when it has none (yet)
     */
    public void countScrollFrames(java.util.function.IntSupplier firstShown,
                                  java.util.function.Supplier<javafx.scene.Node> thumb) {
        if (!on) {
            return;
        }
        long[] state = {Long.MIN_VALUE, 0, 0, 0, 0}; // last first row, second start, frames, last frame, worst gap
        boolean[] thumbLogged = {false};
        scene.addPostLayoutPulseListener(() -> {
            int first = firstShown.getAsInt();
            long now = System.nanoTime();
            if (!thumbLogged[0] && first >= 0 && thumb.get() != null && thumb.get().getScene() != null) {
                javafx.geometry.Bounds b = thumb.get().localToScreen(thumb.get().getBoundsInLocal());
                if (b != null && b.getHeight() > 0) {
                    thumbLogged[0] = true;
                    LOG.log(System.Logger.Level.INFO, "thumb at screen x {0} y {1} height {2}",
                            (int) b.getCenterX(), (int) b.getMinY(), (int) b.getHeight());
                }
            }
            if (first == state[0]) {
                return;
            }
            boolean counting = state[0] != Long.MIN_VALUE;
            state[0] = first;
            if (!counting) {
                return;
            }
            if (state[2] > 0 && now - state[1] >= 1_000_000_000L) {
                LOG.log(System.Logger.Level.INFO, "scroll frames {0}/s (longest gap {1} ms)", state[2],
                        state[4] / 1_000_000);
                state[2] = 0;
            }
            if (state[2] == 0) {
                state[1] = now;
                state[4] = 0;
            } else {
                state[4] = Math.max(state[4], now - state[3]);
            }
            state[2]++;
            state[3] = now;
        });
    }

    /** @return whether the probe measures ({@code -Dnetreplay.latencyLog=true}) */
    public boolean on() {
        return on;
    }
}

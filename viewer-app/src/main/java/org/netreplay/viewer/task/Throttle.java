package org.netreplay.viewer.task;

import java.util.function.LongSupplier;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.util.Duration;

/**
 * Runs an action at most once per interval while it is asked for faster: the first request after a quiet interval
 * runs at once, later ones within the interval become one run at its end (the last state wins). For the views that
 * follow a moving selection (a held PgDn moves it 60 times a second): they catch up about 10 times a second, and
 * once more when it stops. Off the FX thread (view-model tests) every request runs at once. FX thread only.
 */
public final class Throttle {
    /** Schedules {@code action} on the FX thread after {@code delayNanos}. */
    public interface Later {
        void run(long delayNanos, Runnable action);
    }

    /** The FX scheduler: a {@link PauseTransition}. */
    public static final Later FX = (delayNanos, action) -> {
        PauseTransition wait = new PauseTransition(Duration.millis(delayNanos / 1e6));
        wait.setOnFinished(event -> action.run());
        wait.play();
    };

    private final long intervalNanos;
    private final Runnable action;
    private final LongSupplier clock;
    private final Later later;
    private boolean ranOnce;
    private long lastRun;
    private boolean pending;

    /**
     * @param intervalNanos the least time between two runs, ns
     * @param clock         a monotonic clock, ns (the JVM's {@link System#nanoTime} in the viewer)
     * @param later         how a run at the end of the interval is scheduled
     */
    public Throttle(long intervalNanos, Runnable action, LongSupplier clock, Later later) {
        this.intervalNanos = intervalNanos;
        this.action = action;
        this.clock = clock;
        this.later = later;
    }

    /** @return a throttle on the FX thread's timer, at most one run per {@code millis} ms */
    public static Throttle fx(long millis, Runnable action) {
        return new Throttle(millis * 1_000_000L, action, System::nanoTime, FX);
    }

    /** Asks for a run: now when the last one was an interval ago (or never), else one at the interval's end. */
    public void request() {
        if (later == FX && !Platform.isFxApplicationThread()) {
            action.run();
            return;
        }
        long now = clock.getAsLong();
        if (!pending && (!ranOnce || now - lastRun >= intervalNanos)) {
            run(now);
            return;
        }
        if (!pending) {
            pending = true;
            later.run(Math.max(0, lastRun + intervalNanos - now), this::fire);
        }
    }

    /** Drops a pending run (what it would have shown was replaced by something else). */
    public void cancel() {
        pending = false;
    }

    /** @return whether a run is scheduled at the interval's end */
    public boolean pending() {
        return pending;
    }

    private void fire() {
        if (pending) {
            pending = false;
            run(clock.getAsLong());
        }
    }

    private void run(long now) {
        ranOnce = true;
        lastRun = now;
        action.run();
    }
}

package org.netreplay.viewer.task;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.animation.AnimationTimer;

/**
 * A second pulse counter for the pulse tests: started on the FX thread before the code under test, it sees each
 * pulse first.
 */
final class PulseCounter {
    private PulseCounter() {
    }

    /** Counts pulses into {@code pulses} until {@code done} completes. Call on the FX thread. */
    static void count(AtomicInteger pulses, CompletableFuture<?> done) {
        new AnimationTimer() {
            @Override
            public void handle(long now) {
                pulses.incrementAndGet();
                if (done.isDone()) {
                    stop();
                }
            }
        }.start();
    }
}

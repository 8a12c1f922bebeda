package org.netreplay.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeUnit;
import org.netreplay.sim.out.SessionOutput;

/**
 * Paces a run at game speed ({@link Simulation#realtime}): after each server frame it flushes the session's files
 * and sleeps until the frame's wall time. The only wall clock of the simulator, and it decides no byte of the output:
 * it only delays the writing.
 */
final class GameSpeed implements Simulation.Progress {
    private final Simulation.Progress progress;
    private final SessionOutput output;
    private final long nanosPerFrame;
    private long start = -1;

    GameSpeed(Simulation.Progress progress, SessionOutput output, int framesPerSecond) {
        this.progress = progress;
        this.output = output;
        this.nanosPerFrame = TimeUnit.SECONDS.toNanos(1) / framesPerSecond;
    }

    @Override
    public void frame(int done, int total) {
        progress.frame(done, total);
        long now = System.nanoTime();
        if (start < 0) {
            start = now - done * nanosPerFrame;
        }
        try {
            output.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        long wait = start + done * nanosPerFrame - System.nanoTime();
        if (wait > 0) {
            try {
                TimeUnit.NANOSECONDS.sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

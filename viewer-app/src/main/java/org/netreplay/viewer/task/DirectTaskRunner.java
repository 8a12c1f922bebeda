package org.netreplay.viewer.task;

import java.util.concurrent.CancellationException;

/**
 * Runs each job at once on the calling thread, so view-model tests are deterministic and need no JavaFX thread.
 * Thread safety: none needed; everything happens on the caller's thread.
 */
public final class DirectTaskRunner implements TaskRunner {
    @Override
    public <V> JobHandle submit(Job<V> job) {
        V value;
        try {
            value = job.work().run((done, total) -> job.progressed(total <= 0 ? 1.0 : (double) done / total));
        } catch (CancellationException cancelled) {
            return JobHandle.NONE;
        } catch (Exception error) { // the one top-level handler: every failure goes to the job
            job.failed(error);
            return JobHandle.NONE;
        }
        job.succeeded(value);
        return JobHandle.NONE;
    }
}

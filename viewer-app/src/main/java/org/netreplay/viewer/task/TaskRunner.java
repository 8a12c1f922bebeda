package org.netreplay.viewer.task;

/**
 * Runs {@link Job}s off the JavaFX thread and delivers their outcome on it. View models take a runner in their
 * constructor, so tests can pass a {@link DirectTaskRunner}.
 */
public interface TaskRunner {
    /**
     * Starts {@code job}.
     *
     * @return a handle to cancel it
     */
    <V> JobHandle submit(Job<V> job);

    /**
     * @return where a job's bulk work fans out (indexer chunks, filter ranges, field-extraction batches: the core
     *         takes it as an {@link java.util.concurrent.Executor}); by default the job's own thread
     */
    default java.util.concurrent.Executor workers() {
        return org.netreplay.log.Workers.CALLING_THREAD;
    }

    /**
     * @return where the bulk work of a job the user waits for fans out (a filter's ranges after a key press): never
     *         behind the background's batches queued on {@link #workers()}; by default {@link #workers()}
     */
    default java.util.concurrent.Executor urgentWorkers() {
        return workers();
    }
}

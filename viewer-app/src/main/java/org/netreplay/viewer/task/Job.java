package org.netreplay.viewer.task;

import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;

/**
 * Background work plus what to do with its outcome, in the fluent style of JabRef's {@code BackgroundTask}:
 * {@code Job.of("Indexing", work).onSuccess(..).onFailure(..).runWith(runner)}. Every handler runs on the JavaFX
 * thread when run by {@link FxTaskRunner}. A cancelled job calls none of success and failure.
 *
 * @param <V> the result type
 */
public final class Job<V> {
    private final String title;
    private final Work<V> work;
    private Consumer<V> onSuccess = value -> { };
    private Consumer<Exception> onFailure = error -> { };
    private DoubleConsumer onProgress = fraction -> { };

    private Job(String title, Work<V> work) {
        this.title = Objects.requireNonNull(title, "title");
        this.work = Objects.requireNonNull(work, "work");
    }

    /**
     * @param title what the job does, shown next to the progress bar (e.g. "Indexing server.txt")
     * @param work  the blocking work
     * @return a job with no handlers yet
     */
    public static <V> Job<V> of(String title, Work<V> work) {
        return new Job<>(title, work);
    }

    /** @return this job, calling {@code handler} with the result on success */
    public Job<V> onSuccess(Consumer<V> handler) {
        this.onSuccess = Objects.requireNonNull(handler, "handler");
        return this;
    }

    /** @return this job, calling {@code handler} with the exception when the work throws */
    public Job<V> onFailure(Consumer<Exception> handler) {
        this.onFailure = Objects.requireNonNull(handler, "handler");
        return this;
    }

    /** @return this job, calling {@code handler} with progress 0..1 (at most about 10 times a second) */
    public Job<V> onProgress(DoubleConsumer handler) {
        this.onProgress = Objects.requireNonNull(handler, "handler");
        return this;
    }

    /** @return the handle of the started job */
    public JobHandle runWith(TaskRunner runner) {
        return runner.submit(this);
    }

    /** @return what the job does */
    public String title() {
        return title;
    }

    /** @return the blocking work */
    public Work<V> work() {
        return work;
    }

    /** Calls the success handler; for runners only. */
    public void succeeded(V value) {
        onSuccess.accept(value);
    }

    /** Calls the failure handler; for runners only. */
    public void failed(Exception error) {
        onFailure.accept(error);
    }

    /** Calls the progress handler; for runners only. */
    public void progressed(double fraction) {
        onProgress.accept(fraction);
    }
}

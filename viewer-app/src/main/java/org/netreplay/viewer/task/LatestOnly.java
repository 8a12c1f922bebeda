package org.netreplay.viewer.task;

import java.util.function.Consumer;

/**
 * A queue of one for work that the user can trigger many times a second (typing a search, scrubbing frames): a new
 * request cancels the one running, and only the newest request's result reaches the FX thread, even if an older job
 * finishes after it (its result is dropped). Thread safety: FX thread only.
 */
public final class LatestOnly {
    /** Starts one job (a {@link JobTracker#start} or {@code LogViewModel.start} with its failure handling). */
    @FunctionalInterface
    public interface Starter {
        /** Starts {@code work}; {@code onSuccess} receives its result on the FX thread. */
        <V> JobHandle start(String title, Work<V> work, Consumer<V> onSuccess);
    }

    private final Starter starter;
    private JobHandle current = JobHandle.NONE;
    private long generation;

    /** @param starter how jobs are started */
    public LatestOnly(Starter starter) {
        this.starter = starter;
    }

    /**
     * @param runner    where the jobs run
     * @param onFailure receives a job's title and failure on the FX thread (a cancellation by a newer request
     *                  arrives here too; most callers ignore it)
     * @return a queue of one whose jobs are plain {@link Job}s on {@code runner}
     */
    public static LatestOnly on(TaskRunner runner, java.util.function.BiConsumer<String, Exception> onFailure) {
        return new LatestOnly(new Starter() {
            @Override
            public <V> JobHandle start(String title, Work<V> work, Consumer<V> onSuccess) {
                return Job.of(title, work).onSuccess(onSuccess).onFailure(error -> onFailure.accept(title, error))
                        .runWith(runner);
            }
        });
    }

    /** Cancels the running request and starts this one; its result is delivered only if no newer one came since. */
    public <V> void submit(String title, Work<V> work, Consumer<V> onResult) {
        current.cancel();
        long mine = ++generation;
        current = starter.start(title, work, value -> {
            if (mine == generation) {
                onResult.accept(value);
            }
        });
    }

    /** Cancels the running request; a result still on its way is dropped. */
    public void cancel() {
        generation++;
        current.cancel();
    }
}

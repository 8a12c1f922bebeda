package org.netreplay.log;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;

/**
 * Runs a batch of independent tasks on an executor the caller gives and waits for all of them: how log-format's bulk
 * work (field-extraction batches, filter word ranges) uses threads without owning any. Which threads, how many and at
 * what priority is the caller's choice: the viewer gives a pool that leaves the UI a core, a command line or a test
 * {@link #CALLING_THREAD}. Thread safety: stateless.
 */
public final class Workers {
    /** Runs each task at once on the thread that hands it over (no parallelism, no threads of its own). */
    public static final Executor CALLING_THREAD = Runnable::run;

    private Workers() {
    }

    /**
     * Runs every task on {@code executor} and returns their results in the order of {@code tasks}.
     *
     * @param executor where the tasks run
     * @param tasks    independent tasks (each should take milliseconds, not seconds)
     * @param <T>      their result type
     * @return the results, in task order
     * @throws Exception             the first failure in task order (each task is still waited for)
     * @throws CancellationException if the calling thread is interrupted while it waits
     */
    public static <T> List<T> all(Executor executor, List<? extends Callable<T>> tasks) throws Exception {
        List<CompletableFuture<T>> futures = new ArrayList<>(tasks.size());
        for (Callable<T> task : tasks) {
            CompletableFuture<T> future = new CompletableFuture<>();
            executor.execute(() -> {
                try {
                    future.complete(task.call());
                } catch (Exception | Error e) {
                    future.completeExceptionally(e);
                }
            });
            futures.add(future);
        }
        List<T> results = new ArrayList<>(futures.size());
        Exception failure = null;
        for (CompletableFuture<T> future : futures) {
            try {
                results.add(future.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("Interrupted while waiting for background work");
            } catch (ExecutionException e) {
                if (e.getCause() instanceof Error error) {
                    throw error;
                }
                if (failure == null) {
                    failure = (Exception) e.getCause();
                }
                results.add(null);
            }
        }
        if (failure != null) {
            throw failure;
        }
        return results;
    }
}

package org.netreplay.viewer.task;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;

/**
 * Runs each job as a {@link javafx.concurrent.Task} on a small pool of daemon threads. JavaFX coalesces progress
 * updates and calls the success/failure handlers on the FX thread. Cancelling interrupts the job's thread; the
 * core code notices the interrupt and throws {@link java.util.concurrent.CancellationException}. A job's bulk work
 * (indexer chunks, filter ranges, extraction batches) runs on {@link #workers()}: by default all cores but one, so the
 * FX thread, the renderer, the JIT and the GC keep a core however many jobs run. The bulk work of a job the user waits
 * for ({@link #urgentWorkers()}: a filter after a key press) has threads of its own, one more than the workers (the FX
 * thread waits for it): it never queues behind the background's batches (a 1 GB log's charts extract for tens of
 * seconds) and uses every core while it runs (docs/benchmarks.md, "The viewer with C1 alone"). Job and worker threads
 * run at a lower OS priority ({@link LowPriorityThreads}); the urgent threads keep the priority of the thread that made
 * the runner (they start with it and never end), so the background's batches give them the CPU (at the same priority a
 * toggle's filter shared the cores with the charts' extraction: 95-165 ms).
 * Thread safety: {@link #submit} may be called from any thread; handlers always run on the FX thread.
 */
public final class FxTaskRunner implements TaskRunner, AutoCloseable {
    private static final System.Logger LOG = System.getLogger(FxTaskRunner.class.getName());
    private final ExecutorService executor;
    private final ExecutorService workers;
    private final ExecutorService urgentWorkers;

    /**
     * @param threads most jobs that run at once (at least 1); a job thread idle for 30 s ends. Give it room: a
     *                short job (a filter after a key press, the charts' columns) must not wait behind a long one (a
     *                replay, a desync scan); the CPU their bulk work uses is bounded by the workers, all cores but one
     */
    public FxTaskRunner(int threads) {
        this(threads, Math.max(1, Runtime.getRuntime().availableProcessors() - 1));
    }

    /**
     * @param threads       most jobs that run at once (at least 1)
     * @param workerThreads threads of {@link #workers()} (at least 1); {@link #urgentWorkers()} has one more
     * @throws IllegalArgumentException if {@code workerThreads} is less than 1
     */
    public FxTaskRunner(int threads, int workerThreads) {
        if (workerThreads < 1) {
            throw new IllegalArgumentException("workerThreads must be at least 1: " + workerThreads);
        }
        this.executor = pool(Math.max(1, threads), lowered("netreplay-job-"));
        this.workers = pool(workerThreads, lowered("netreplay-worker-"));
        // started here and kept: a thread inherits its niceness from the thread that starts it, and the pool's
        // threads would otherwise be started by a lowered job thread on a filter's first ranges
        java.util.concurrent.ThreadPoolExecutor urgent = new java.util.concurrent.ThreadPoolExecutor(
                workerThreads + 1, workerThreads + 1, 0, java.util.concurrent.TimeUnit.SECONDS,
                new java.util.concurrent.LinkedBlockingQueue<>(), daemons("netreplay-urgent-"));
        urgent.prestartAllCoreThreads();
        this.urgentWorkers = urgent;
    }

    private static ExecutorService pool(int threads, java.util.concurrent.ThreadFactory factory) {
        java.util.concurrent.ThreadPoolExecutor pool = new java.util.concurrent.ThreadPoolExecutor(threads, threads,
                30, java.util.concurrent.TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(), factory);
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    /** Daemon threads named {@code name} + a count, each lowered to the background priority as it starts. */
    private static java.util.concurrent.ThreadFactory lowered(String name) {
        java.util.concurrent.ThreadFactory plain = daemons(name);
        return runnable -> plain.newThread(() -> {
            LowPriorityThreads.lowerCurrentThread();
            runnable.run();
        });
    }

    /** Daemon threads named {@code name} + a count, at the normal priority. */
    private static java.util.concurrent.ThreadFactory daemons(String name) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, name + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    @Override
    public java.util.concurrent.Executor workers() {
        return workers;
    }

    @Override
    public java.util.concurrent.Executor urgentWorkers() {
        return urgentWorkers;
    }

    @Override
    public <V> JobHandle submit(Job<V> job) {
        Task<V> task = new Task<>() {
            @Override
            protected V call() throws Exception {
                updateMessage(job.title());
                return job.work().run(this::updateProgress);
            }
        };
        task.progressProperty().addListener((obs, old, now) -> {
            if (now.doubleValue() >= 0) {
                job.progressed(now.doubleValue());
            }
        });
        task.setOnSucceeded(event -> job.succeeded(task.getValue()));
        task.setOnFailed(event -> {
            Throwable error = task.getException();
            if (error instanceof java.util.concurrent.CancellationException) {
                return; // interrupted work: the same as cancelled
            }
            LOG.log(System.Logger.Level.DEBUG, () -> job.title() + " failed", error);
            job.failed(error instanceof Exception e ? e : new IllegalStateException(error));
        });
        try {
            executor.execute(task);
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            // the window is closing (or a test tore it down) and a late result asked for follow-up work: drop it
            LOG.log(System.Logger.Level.DEBUG, () -> job.title() + " dropped: the runner is closed");
            return JobHandle.NONE;
        }
        return new JobHandle() {
            @Override
            public void cancel() {
                task.cancel(true);
            }

            @Override
            public boolean isDone() {
                Worker.State state = task.getState();
                return state == Worker.State.SUCCEEDED || state == Worker.State.FAILED
                        || state == Worker.State.CANCELLED;
            }
        };
    }

    /** Interrupts running jobs and stops the threads; jobs submitted afterwards are dropped (never run). */
    @Override
    public void close() {
        executor.shutdownNow();
        workers.shutdownNow();
        urgentWorkers.shutdownNow();
    }
}

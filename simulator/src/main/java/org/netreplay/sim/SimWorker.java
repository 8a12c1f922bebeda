package org.netreplay.sim;

import java.util.ArrayDeque;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;

/**
 * One worker thread beside the simulation's thread, which helps it instead of blocking: a task handed to the worker
 * ({@link #submit}) runs there, unless the simulation's thread needs its result first ({@link #await}) and finds it
 * not started, in which case it runs it itself; while the task it waits for is running on the worker, it runs the
 * other tasks still queued. So the machine's two cores stay busy with two threads, none waits while work is queued,
 * and the simulator's thread count does not exceed its cores.
 *
 * <p>Every task must give the same result on whichever thread runs it and in whatever order relative to the other
 * tasks (tasks touch only what they are given, and nothing else touches it until their result is taken): then the
 * results, hence the session's bytes, do not depend on the scheduling. Urgent tasks (a dif's compression, needed by
 * the next packets) are taken before the others (a client's prediction, needed at its next frame), each kind in the
 * order submitted.
 *
 * <p>Thread safety: {@link #submit} and {@link #await} are called by the simulation's thread only; the queues are
 * guarded by this object's monitor.
 */
public final class SimWorker implements AutoCloseable {
    private final ArrayDeque<FutureTask<?>> urgent = new ArrayDeque<>();
    private final ArrayDeque<FutureTask<?>> later = new ArrayDeque<>();
    private final Thread thread;
    private boolean closed;

    /** @param name the worker thread's name (a daemon thread, started now) */
    public SimWorker(String name) {
        thread = new Thread(this::work, name);
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Queues a task for the worker.
     *
     * @param task     what to compute (see the class comment for what it may touch)
     * @param urgently true to run it before every non-urgent task still queued
     * @param <T>      the result's type
     * @return its future; take the result with {@link #await}
     * @throws IllegalStateException if the worker is closed
     */
    public <T> Future<T> submit(Callable<T> task, boolean urgently) {
        FutureTask<T> f = new FutureTask<>(task);
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException("worker closed");
            }
            (urgently ? urgent : later).addLast(f);
            notifyAll();
        }
        return f;
    }

    /**
     * The result of a task submitted here, computed on this thread if the worker has not started it; while the worker
     * computes it, this thread runs the other tasks still queued (urgent ones first), then waits.
     *
     * @param future a future returned by {@link #submit}
     * @param <T>    the result's type
     * @return its result
     * @throws ExecutionException   if the task threw (its cause)
     * @throws InterruptedException if interrupted while waiting
     */
    public <T> T await(Future<T> future) throws ExecutionException, InterruptedException {
        while (!future.isDone()) {
            FutureTask<?> next;
            synchronized (this) {
                if (urgent.remove(future) || later.remove(future)) {
                    next = (FutureTask<?>) future;
                } else {
                    next = urgent.isEmpty() ? later.pollFirst() : urgent.pollFirst();
                }
            }
            if (next == null) {
                break;
            }
            next.run();
        }
        return future.get();
    }

    private void work() {
        while (true) {
            FutureTask<?> next;
            synchronized (this) {
                while (urgent.isEmpty() && later.isEmpty() && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (closed) {
                    return;
                }
                next = urgent.isEmpty() ? later.pollFirst() : urgent.pollFirst();
            }
            next.run();
        }
    }

    /** Stops the worker after its current task; tasks still queued are not run (their futures never complete). */
    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            urgent.clear();
            later.clear();
            notifyAll();
        }
    }
}

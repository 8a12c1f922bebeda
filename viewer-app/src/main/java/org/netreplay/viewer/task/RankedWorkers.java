package org.netreplay.viewer.task;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One pool of worker threads with two doors: {@link #urgent()} for the bulk work of something a user waits for (the
 * filter ranges of a key press) and {@link #bulk()} for background bulk work (the charts' field-extraction batches
 * over a whole file, the indexer's chunks). A queued urgent task runs before every queued bulk task; within a door
 * tasks run in the order they came. A bulk task already running is not interrupted, so an urgent one waits at most
 * one bulk task (each takes milliseconds: the core's batches are sized so). Before this, a type toggle's filter
 * ranges queued behind every extraction batch of a 1 GB log and took 300–400 ms instead of under 100 (docs/benchmarks.md,
 * "The viewer with C1 alone"). Thread safety: both doors may be used from any thread.
 */
final class RankedWorkers {
    private static final int URGENT = 0;
    private static final int BULK = 1;

    private final ThreadPoolExecutor pool;
    private final AtomicLong order = new AtomicLong();
    private final Executor urgent = task -> submit(URGENT, task);
    private final Executor bulk = task -> submit(BULK, task);

    /**
     * @param threads threads of the pool (at least 1); an idle one ends after 30 s
     * @param factory makes the pool's threads
     */
    RankedWorkers(int threads, ThreadFactory factory) {
        pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new PriorityBlockingQueue<>(), factory);
        pool.allowCoreThreadTimeOut(true);
    }

    /** @return the door for work a user waits for: ahead of every queued {@link #bulk()} task */
    Executor urgent() {
        return urgent;
    }

    /** @return the door for background bulk work, in order of arrival */
    Executor bulk() {
        return bulk;
    }

    /** @return the pool, to shut it down */
    ExecutorService pool() {
        return pool;
    }

    private void submit(int rank, Runnable task) {
        pool.execute(new Ranked(rank, order.getAndIncrement(), task));
    }

    /** A task with its door's rank and its place in the order of arrival (the queue's order). */
    private record Ranked(int rank, long order, Runnable task) implements Runnable, Comparable<Ranked> {
        @Override
        public void run() {
            task.run();
        }

        @Override
        public int compareTo(Ranked other) {
            return rank != other.rank ? Integer.compare(rank, other.rank) : Long.compare(order, other.order);
        }
    }
}

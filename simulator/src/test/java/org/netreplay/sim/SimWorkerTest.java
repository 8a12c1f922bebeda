package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The worker beside the simulation's thread: who runs a task, in which order, and what a failure gives. */
class SimWorkerTest {
    private final SimWorker worker = new SimWorker("test-worker");
    private final CountDownLatch started = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void close() {
        release.countDown();
        worker.close();
    }

    /** A task that keeps the worker busy until {@link #release}. */
    private Future<String> occupy() throws InterruptedException {
        Future<String> busy = worker.submit(() -> {
            started.countDown();
            release.await();
            return Thread.currentThread().getName();
        }, true);
        started.await();
        return busy;
    }

    @Test
    void aTaskTheWorkerHasNotStartedRunsOnTheThreadThatNeedsIt() throws Exception {
        Future<String> busy = occupy();
        Future<String> queued = worker.submit(() -> Thread.currentThread().getName(), false);
        assertThat(worker.await(queued)).isEqualTo(Thread.currentThread().getName());
        release.countDown();
        assertThat(worker.await(busy)).isEqualTo("test-worker");
    }

    @Test
    void whileTheWorkerRunsTheAwaitedTaskTheWaitingThreadRunsTheQueuedOnes() throws Exception {
        Future<String> busy = occupy();
        Future<String> other = worker.submit(() -> {
            release.countDown(); // only this lets the awaited task end: it must run here
            return Thread.currentThread().getName();
        }, false);
        assertThat(worker.await(busy)).isEqualTo("test-worker");
        assertThat(worker.await(other)).isEqualTo(Thread.currentThread().getName());
    }

    @Test
    void theWorkerTakesUrgentTasksFirstEachKindInOrder() throws Exception {
        Future<String> busy = occupy();
        List<String> order = new CopyOnWriteArrayList<>();
        CountDownLatch done = new CountDownLatch(4);
        for (String name : List.of("later1", "urgent1", "later2", "urgent2")) {
            worker.submit(() -> {
                order.add(name);
                done.countDown();
                return name;
            }, name.startsWith("urgent"));
        }
        release.countDown();
        done.await();
        assertThat(order).containsExactly("urgent1", "urgent2", "later1", "later2");
        assertThat(worker.await(busy)).isEqualTo("test-worker");
    }

    @Test
    void aTaskThatThrowsGivesItsCause() {
        Future<Object> failing = worker.submit(() -> {
            throw new IllegalStateException("boom");
        }, true);
        assertThatThrownBy(() -> worker.await(failing)).isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(IllegalStateException.class).hasRootCauseMessage("boom");
    }

    @Test
    void aClosedWorkerTakesNoMoreTasks() {
        worker.close();
        assertThatThrownBy(() -> worker.submit(() -> 1, true)).isInstanceOf(IllegalStateException.class);
    }
}

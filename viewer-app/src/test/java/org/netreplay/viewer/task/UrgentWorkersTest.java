package org.netreplay.viewer.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A filter's ranges (the runner's urgent workers) never wait for the background's batches on its workers: with every
 * worker held, an urgent task still runs, and two urgent tasks run at once (the urgent threads outnumber the workers).
 */
class UrgentWorkersTest {
    @Test
    void anUrgentTaskRunsWhileEveryWorkerIsHeldByBackgroundBatches() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        try (FxTaskRunner runner = new FxTaskRunner(2, 1)) {
            CountDownLatch held = new CountDownLatch(1);
            runner.workers().execute(() -> {
                held.countDown();
                await(release);
            });
            runner.workers().execute(() -> { }); // a batch queued behind the held one
            assertThat(held.await(10, TimeUnit.SECONDS)).isTrue();
            CountDownLatch bothUrgentRunning = new CountDownLatch(2);
            CountDownLatch urgentDone = new CountDownLatch(2);
            for (int i = 0; i < 2; i++) {
                runner.urgentWorkers().execute(() -> {
                    bothUrgentRunning.countDown();
                    await(bothUrgentRunning); // returns only when the other urgent task runs at the same time
                    urgentDone.countDown();
                });
            }
            assertThat(urgentDone.await(10, TimeUnit.SECONDS))
                    .as("two urgent tasks ran, at once, while the only worker was held").isTrue();
        } finally {
            release.countDown();
        }
    }

    @Test
    void aRunnerWithoutThreadsGivesTheSameDoorForBoth() {
        TaskRunner plain = new DirectTaskRunner();
        assertThat(plain.urgentWorkers()).isSameAs(plain.workers());
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

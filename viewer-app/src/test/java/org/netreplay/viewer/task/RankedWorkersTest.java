package org.netreplay.viewer.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The worker pool's two doors: queued urgent tasks first, each door in order of arrival. */
class RankedWorkersTest {
    @Test
    void anUrgentTaskRunsBeforeTheBulkTasksQueuedAheadOfIt() throws InterruptedException {
        RankedWorkers workers = new RankedWorkers(1, runnable -> {
            Thread thread = new Thread(runnable, "ranked-test");
            thread.setDaemon(true);
            return thread;
        });
        try {
            CountDownLatch running = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch allDone = new CountDownLatch(6);
            List<String> ran = new CopyOnWriteArrayList<>();
            workers.bulk().execute(() -> { // holds the only thread while the others queue
                running.countDown();
                await(release);
                ran.add("bulk 0");
                allDone.countDown();
            });
            assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();
            for (String name : List.of("bulk 1", "bulk 2")) {
                workers.bulk().execute(() -> {
                    ran.add(name);
                    allDone.countDown();
                });
            }
            for (String name : List.of("urgent 1", "urgent 2")) {
                workers.urgent().execute(() -> {
                    ran.add(name);
                    allDone.countDown();
                });
            }
            workers.bulk().execute(() -> {
                ran.add("bulk 3");
                allDone.countDown();
            });
            release.countDown();
            assertThat(allDone.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(ran).containsExactly("bulk 0", "urgent 1", "urgent 2", "bulk 1", "bulk 2", "bulk 3");
        } finally {
            workers.pool().shutdownNow();
        }
    }

    @Test
    void theRunnerGivesTheFilterTheUrgentDoorAndEveryOtherJobTheBulkOne() {
        try (FxTaskRunner runner = new FxTaskRunner(2, 1)) {
            assertThat(runner.urgentWorkers()).isNotSameAs(runner.workers());
        }
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

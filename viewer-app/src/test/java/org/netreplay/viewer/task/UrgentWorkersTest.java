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

    /**
     * In the viewer a filter's ranges are handed to the urgent threads by its job's thread, which is lowered: the
     * urgent threads must not inherit that (a toggle's filter then shared the cores with the charts' extraction on
     * equal terms). They keep the niceness of the thread that made the runner (0 in CI; under {@code nice mvn} that
     * is already 10 and this test cannot tell the difference).
     */
    @Test
    void theUrgentThreadsKeepTheNormalPriorityWhileTheWorkersAreLowered() throws Exception {
        LowPriorityThreads.enable();
        assertThat(LowPriorityThreads.active()).as("a system with /proc/thread-self and renice (Linux)").isTrue();
        int base = niceness();
        try (FxTaskRunner runner = new FxTaskRunner(1, 1)) {
            java.util.concurrent.CompletableFuture<Integer> worker = new java.util.concurrent.CompletableFuture<>();
            java.util.concurrent.CompletableFuture<Integer> urgent = new java.util.concurrent.CompletableFuture<>();
            runner.workers().execute(() -> {
                worker.complete(nicenessOnceLowered());
                runner.urgentWorkers().execute(() -> { // handed over by a lowered thread, as a filter job does
                    try {
                        Thread.sleep(2000); // the renicer's batch, had this thread been lowered
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    urgent.complete(niceness());
                });
            });
            assertThat(worker.get(20, TimeUnit.SECONDS)).isEqualTo(LowPriorityThreads.NICENESS);
            assertThat(urgent.get(20, TimeUnit.SECONDS)).isEqualTo(base);
        }
    }

    /** @return this thread's niceness once it is lowered (the renicer batches), or its niceness after 15 s */
    private static int nicenessOnceLowered() {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        int nice = niceness();
        while (nice != LowPriorityThreads.NICENESS && System.nanoTime() < end) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            nice = niceness();
        }
        return nice;
    }

    /** @return the calling thread's niceness, field 19 of /proc/thread-self/stat */
    private static int niceness() {
        try {
            String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/thread-self/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Integer.parseInt(fields[16]);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
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

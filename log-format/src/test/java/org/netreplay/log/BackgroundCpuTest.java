package org.netreplay.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class BackgroundCpuTest {
    @AfterEach
    void restore() {
        BackgroundCpu.limitTo(Runtime.getRuntime().availableProcessors());
    }

    @Test
    void neverRunsMoreUnitsAtOnceThanTheLimit() throws Exception {
        for (int limit : new int[] {1, 2}) {
            BackgroundCpu.limitTo(limit);
            AtomicInteger running = new AtomicInteger();
            AtomicInteger most = new AtomicInteger();
            ExecutorService pool = Executors.newFixedThreadPool(6);
            try {
                List<Future<Integer>> results = new ArrayList<>();
                for (int i = 0; i < 60; i++) {
                    int unit = i;
                    results.add(pool.submit(() -> BackgroundCpu.run(() -> {
                        most.accumulateAndGet(running.incrementAndGet(), Math::max);
                        Thread.sleep(2);
                        running.decrementAndGet();
                        return unit;
                    })));
                }
                for (int i = 0; i < results.size(); i++) {
                    assertEquals(i, results.get(i).get(), "each unit's own result comes back");
                }
            } finally {
                pool.shutdownNow();
            }
            assertEquals(limit, most.get(), "at most " + limit + " units at once, and the pool of 6 reached it");
        }
    }

    @Test
    void aCheckedExceptionOfTheUnitPassesThrough() {
        BackgroundCpu.limitTo(1);
        assertThrows(java.io.IOException.class, () -> BackgroundCpu.run(() -> {
            throw new java.io.IOException("disk");
        }));
        assertEquals(7, BackgroundCpu.run(() -> 7), "the permit was released after the failure");
    }

    @Test
    void aLimitBelowOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> BackgroundCpu.limitTo(0));
    }
}

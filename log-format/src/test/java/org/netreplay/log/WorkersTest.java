package org.netreplay.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class WorkersTest {
    private final ExecutorService pool = Executors.newFixedThreadPool(3);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    @Test
    void resultsComeInTaskOrderWhateverOrderTheTasksEnd() throws Exception {
        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            int value = i;
            tasks.add(() -> {
                Thread.sleep(12 - value); // the later tasks end first
                return value * value;
            });
        }
        assertThat(Workers.all(pool, tasks)).containsExactly(0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121);
    }

    @Test
    void theFirstFailureInTaskOrderIsThrownAfterEveryTaskEnded() {
        AtomicInteger ended = new AtomicInteger();
        List<Callable<Integer>> tasks = List.of(
                () -> ended.incrementAndGet(),
                () -> {
                    ended.incrementAndGet();
                    throw new IOException("second");
                },
                () -> {
                    ended.incrementAndGet();
                    throw new IllegalStateException("third");
                },
                () -> ended.incrementAndGet());
        assertThatThrownBy(() -> Workers.all(pool, tasks)).isInstanceOf(IOException.class).hasMessage("second");
        assertThat(ended).hasValue(4);
    }

    @Test
    void theCallingThreadRunsTheTasksItselfWhenAskedTo() throws Exception {
        Thread caller = Thread.currentThread();
        List<Callable<Boolean>> tasks = List.of(() -> Thread.currentThread() == caller,
                () -> Thread.currentThread() == caller);
        assertThat(Workers.all(Workers.CALLING_THREAD, tasks)).containsExactly(true, true);
    }
}

package org.netreplay.viewer.task;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** {@link LaterPulse} against a second pulse counter started just before it, headless. */
@ExtendWith(ApplicationExtension.class)
class LaterPulseTest {
    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void theActionRunsOnTheFxThreadInTheThirdPulseFromNowNotBefore() throws Exception {
        AtomicInteger pulses = new AtomicInteger();
        CompletableFuture<int[]> ran = new CompletableFuture<>();
        Platform.runLater(() -> {
            PulseCounter.count(pulses, ran);
            LaterPulse.run(3, () -> ran.complete(new int[] {pulses.get(), Platform.isFxApplicationThread() ? 1 : 0}));
        });
        int[] seen = ran.get(10, TimeUnit.SECONDS);
        assertThat(seen[0]).isEqualTo(3); // the counter, started first, handles each pulse before the action's timer
        assertThat(seen[1]).isEqualTo(1);
    }

    @Test
    void requestsMadeWhileOneIsPendingRunTheActionOnceInTheSecondPulseAndALaterRequestRunsItAgain() throws Exception {
        AtomicInteger pulses = new AtomicInteger();
        AtomicInteger runs = new AtomicInteger();
        CompletableFuture<Integer> firstRanAt = new CompletableFuture<>();
        CompletableFuture<Integer> secondRanAt = new CompletableFuture<>();
        Runnable[] request = new Runnable[1];
        Platform.runLater(() -> {
            PulseCounter.count(pulses, secondRanAt);
            request[0] = LaterPulse.coalescing(2, () -> {
                int run = runs.incrementAndGet();
                (run == 1 ? firstRanAt : secondRanAt).complete(pulses.get());
            });
            request[0].run();
            request[0].run();
            request[0].run();
        });
        int first = firstRanAt.get(10, TimeUnit.SECONDS);
        assertThat(first).isEqualTo(2);
        Platform.runLater(() -> request[0].run());
        int second = secondRanAt.get(10, TimeUnit.SECONDS);
        assertThat(second).isGreaterThan(first);
        Thread.sleep(200); // several more pulses: no third run is pending
        assertThat(runs.get()).isEqualTo(2);
    }

    @Test
    void fewerThanOnePulseIsRefused() {
        assertThatThrownBy(() -> LaterPulse.coalescing(0, () -> { })).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0");
        assertThatThrownBy(() -> LaterPulse.run(0, () -> { })).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0");
    }
}

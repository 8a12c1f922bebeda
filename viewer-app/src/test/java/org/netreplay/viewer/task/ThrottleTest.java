package org.netreplay.viewer.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The throttle on a clock and a scheduler of the test's own: a request after a quiet interval runs at once, requests
 * within the interval become one run at its end, a cancelled run does not happen.
 */
class ThrottleTest {
    private long now;
    private final List<Long> runs = new ArrayList<>();
    private final List<long[]> scheduled = new ArrayList<>();
    private final List<Runnable> actions = new ArrayList<>();
    private final Throttle throttle = new Throttle(100, () -> runs.add(now), () -> now, (delay, action) -> {
        scheduled.add(new long[] {now, delay});
        actions.add(action);
    });

    private void fireScheduledAt(long time) {
        now = time;
        actions.remove(0).run();
    }

    @Test
    void theFirstRequestRunsAtOnce() {
        now = 5;
        throttle.request();
        assertThat(runs).containsExactly(5L);
        assertThat(scheduled).isEmpty();
    }

    @Test
    void requestsWithinTheIntervalBecomeOneRunAtItsEnd() {
        throttle.request(); // runs at 0
        now = 30;
        throttle.request();
        now = 60;
        throttle.request();
        now = 90;
        throttle.request();
        assertThat(runs).containsExactly(0L);
        assertThat(scheduled).hasSize(1);
        assertThat(scheduled.get(0)).containsExactly(30, 70); // asked at 30: the interval ends at 100
        fireScheduledAt(100);
        assertThat(runs).containsExactly(0L, 100L);
        assertThat(throttle.pending()).isFalse();
        now = 150;
        throttle.request();
        assertThat(runs).as("50 ns after the last run: scheduled, not run").containsExactly(0L, 100L);
        assertThat(scheduled.get(1)).containsExactly(150, 50);
    }

    @Test
    void aRequestAQuietIntervalLaterRunsAtOnce() {
        throttle.request();
        now = 100;
        throttle.request();
        now = 250;
        throttle.request();
        assertThat(runs).containsExactly(0L, 100L, 250L);
        assertThat(scheduled).isEmpty();
    }

    @Test
    void aCancelledRunDoesNotHappen() {
        throttle.request();
        now = 10;
        throttle.request();
        throttle.cancel();
        fireScheduledAt(100);
        assertThat(runs).containsExactly(0L);
        now = 120;
        throttle.request();
        assertThat(runs).as("nothing ran since 0: a request runs at once").containsExactly(0L, 120L);
    }
}

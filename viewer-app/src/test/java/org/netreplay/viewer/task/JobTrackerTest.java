package org.netreplay.viewer.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class JobTrackerTest {

    /** Holds jobs until the test runs them, so "running" can be observed. */
    private static final class HeldRunner implements TaskRunner {
        final List<Job<?>> held = new ArrayList<>();
        boolean cancelled;

        @Override
        public <V> JobHandle submit(Job<V> job) {
            held.add(job);
            return new JobHandle() {
                @Override
                public void cancel() {
                    cancelled = true;
                }

                @Override
                public boolean isDone() {
                    return false;
                }
            };
        }
    }

    @Test
    void busyWhileAJobRunsAndIdleAfterSuccess() {
        HeldRunner runner = new HeldRunner();
        JobTracker tracker = new JobTracker(runner);
        List<Integer> results = new ArrayList<>();
        tracker.start("Counting", progress -> 42, results::add, error -> { });
        assertThat(tracker.busyProperty().get()).isTrue();
        assertThat(tracker.activityProperty().get()).isEqualTo("Counting…");
        @SuppressWarnings("unchecked")
        Job<Integer> job = (Job<Integer>) runner.held.get(0);
        job.progressed(0.5);
        assertThat(tracker.progressProperty().get()).isEqualTo(0.5);
        job.succeeded(42);
        assertThat(results).containsExactly(42);
        assertThat(tracker.busyProperty().get()).isFalse();
        assertThat(tracker.activityProperty().get()).isEmpty();
    }

    @Test
    void cancellingEndsBusyAndInterruptsTheRunnerJob() {
        HeldRunner runner = new HeldRunner();
        JobTracker tracker = new JobTracker(runner);
        JobHandle first = tracker.start("Filtering", progress -> 1, value -> { }, error -> { });
        tracker.start("Searching", progress -> 2, value -> { }, error -> { });
        first.cancel();
        assertThat(runner.cancelled).isTrue();
        assertThat(tracker.busyProperty().get()).as("the search still runs").isTrue();
        runner.held.get(1).failed(new IllegalStateException("boom"));
        assertThat(tracker.busyProperty().get()).isFalse();
    }

    @Test
    void directRunnerDeliversFailuresToTheJob() {
        JobTracker tracker = new JobTracker(new DirectTaskRunner());
        List<String> errors = new ArrayList<>();
        tracker.start("Failing", progress -> {
            throw new java.io.IOException("disk gone");
        }, value -> { }, error -> errors.add(error.getMessage()));
        assertThat(errors).containsExactly("disk gone");
        assertThat(tracker.busyProperty().get()).isFalse();
    }
}

package org.netreplay.viewer.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

/** Only the newest request's result arrives; older ones are cancelled, and a late older result is dropped. */
class LatestOnlyTest {
    /** A starter that keeps the jobs so the test finishes them in any order. */
    private static final class HeldJobs implements LatestOnly.Starter {
        final List<Object[]> jobs = new ArrayList<>();
        final List<Boolean> cancelled = new ArrayList<>();

        @Override
        public <V> JobHandle start(String title, Work<V> work, Consumer<V> onSuccess) {
            int index = jobs.size();
            jobs.add(new Object[] {work, onSuccess});
            cancelled.add(false);
            return new JobHandle() {
                @Override
                public void cancel() {
                    cancelled.set(index, true);
                }

                @Override
                public boolean isDone() {
                    return false;
                }
            };
        }

        @SuppressWarnings("unchecked")
        void finish(int index) throws Exception {
            Work<Object> work = (Work<Object>) jobs.get(index)[0];
            ((Consumer<Object>) jobs.get(index)[1]).accept(work.run(org.netreplay.log.ProgressListener.NONE));
        }
    }

    @Test
    void typingThreeQueriesDeliversOnlyTheLastResult() throws Exception {
        HeldJobs held = new HeldJobs();
        LatestOnly latest = new LatestOnly(held);
        List<String> results = new ArrayList<>();
        for (String query : List.of("s", "st", "sta")) {
            latest.submit("Searching", progress -> "hits of " + query, results::add);
        }
        assertThat(held.cancelled).containsExactly(true, true, false);
        held.finish(1); // an older search that finished late
        held.finish(2);
        held.finish(0);
        assertThat(results).containsExactly("hits of sta");
        latest.cancel();
        assertThat(held.cancelled).containsExactly(true, true, true);
    }
}

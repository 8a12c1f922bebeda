package org.netreplay.viewer.replay;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.TaskRunner;

/** A runner that keeps every job until the test runs it, in any order; a cancelled job's outcome is not delivered. */
final class HeldRunner implements TaskRunner {
    final List<Job<?>> jobs = new ArrayList<>();
    final List<Boolean> cancelled = new ArrayList<>();
    final List<Boolean> done = new ArrayList<>();

    @Override
    public <V> JobHandle submit(Job<V> job) {
        int index = jobs.size();
        jobs.add(job);
        cancelled.add(false);
        done.add(false);
        return new JobHandle() {
            @Override
            public void cancel() {
                cancelled.set(index, true);
            }

            @Override
            public boolean isDone() {
                return done.get(index) || cancelled.get(index);
            }
        };
    }

    /** Runs job {@code index} and delivers its result (unless it was cancelled). */
    @SuppressWarnings("unchecked")
    void finish(int index) throws Exception {
        Job<Object> job = (Job<Object>) jobs.get(index);
        Object value = job.work().run(org.netreplay.log.ProgressListener.NONE);
        done.set(index, true);
        if (!cancelled.get(index)) {
            job.succeeded(value);
        }
    }

    /** @return the index of the newest job whose title starts with {@code prefix}, or -1 */
    int last(String prefix) {
        for (int i = jobs.size() - 1; i >= 0; i--) {
            if (jobs.get(i).title().startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }
}

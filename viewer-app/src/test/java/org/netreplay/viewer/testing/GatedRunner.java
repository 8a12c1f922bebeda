package org.netreplay.viewer.testing;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.TaskRunner;

/**
 * Runs jobs at once on the caller's thread, except those whose title starts with a given prefix: they wait until
 * {@link #releaseAll}. A held job that is cancelled is dropped.
 */
public final class GatedRunner implements TaskRunner {
    private final DirectTaskRunner direct = new DirectTaskRunner();
    private final String heldPrefix;
    /** The held jobs, oldest first. */
    public final List<Job<?>> held = new ArrayList<>();

    /** @param heldPrefix the title prefix of the jobs to hold, e.g. {@code "Indexing "} */
    public GatedRunner(String heldPrefix) {
        this.heldPrefix = heldPrefix;
    }

    @Override
    public <V> JobHandle submit(Job<V> job) {
        if (!job.title().startsWith(heldPrefix)) {
            return direct.submit(job);
        }
        held.add(job);
        return new JobHandle() {
            @Override
            public void cancel() {
                held.remove(job);
            }

            @Override
            public boolean isDone() {
                return !held.contains(job);
            }
        };
    }

    /** Runs the held jobs, oldest first, and delivers their outcomes. */
    public void releaseAll() {
        List<Job<?>> jobs = List.copyOf(held);
        held.clear();
        jobs.forEach(direct::submit);
    }
}

package org.netreplay.viewer.task;

import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Starts jobs on a {@link TaskRunner} and sums them up for a progress bar: whether any runs, the progress (0..1,
 * -1 when unknown) and title of the latest one. A cancelled job stops counting at once.
 * Thread safety: FX thread only (handlers arrive there).
 */
public final class JobTracker {
    private final TaskRunner runner;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy", false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyStringWrapper activity = new ReadOnlyStringWrapper(this, "activity", "");
    private int running;
    private final java.util.List<JobHandle> live = new java.util.ArrayList<>();

    /** @param runner runs the jobs */
    public JobTracker(TaskRunner runner) {
        this.runner = runner;
    }

    /**
     * Starts a job.
     *
     * @param title     what it does, e.g. "Filtering"
     * @param work      the blocking work
     * @param onSuccess receives the result
     * @param onFailure receives the failure
     * @return a handle whose {@code cancel()} also ends the job's share of {@link #busyProperty()}
     */
    public <V> JobHandle start(String title, Work<V> work, Consumer<V> onSuccess, Consumer<Exception> onFailure) {
        running++;
        busy.set(true);
        activity.set(title + "…");
        progress.set(-1);
        boolean[] finished = {false};
        JobHandle[] self = new JobHandle[1];
        Runnable done = () -> {
            if (!finished[0]) {
                finished[0] = true;
                live.remove(self[0]);
                running--;
                busy.set(running > 0);
                if (running == 0) {
                    activity.set("");
                    progress.set(0);
                }
            }
        };
        JobHandle handle = Job.of(title, work).onProgress(fraction -> {
            if (!finished[0]) {
                progress.set(fraction);
            }
        }).onSuccess(value -> {
            done.run();
            onSuccess.accept(value);
        }).onFailure(error -> {
            done.run();
            onFailure.accept(error);
        }).runWith(runner);
        JobHandle tracked = new JobHandle() {
            @Override
            public void cancel() {
                handle.cancel();
                done.run();
                live.remove(this);
            }

            @Override
            public boolean isDone() {
                return finished[0];
            }
        };
        if (!tracked.isDone()) {
            live.add(tracked);
        }
        self[0] = tracked;
        return tracked;
    }

    /** Cancels every job this tracker started that is still running (a page's session closed). */
    public void cancelAll() {
        for (JobHandle h : java.util.List.copyOf(live)) {
            h.cancel();
        }
        live.clear();
    }

    /** @return whether any job runs */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** @return progress 0..1 of the latest job, -1 when unknown */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** @return the latest job's title, e.g. "Filtering…", or "" when idle */
    public ReadOnlyStringProperty activityProperty() {
        return activity.getReadOnlyProperty();
    }
}

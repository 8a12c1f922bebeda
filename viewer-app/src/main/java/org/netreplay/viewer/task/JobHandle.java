package org.netreplay.viewer.task;

/** A started {@link Job}: lets its owner cancel it when newer work supersedes it. */
public interface JobHandle {
    /** A handle for no job; cancelling it does nothing. */
    JobHandle NONE = new JobHandle() {
        @Override
        public void cancel() {
        }

        @Override
        public boolean isDone() {
            return true;
        }
    };

    /** Interrupts the work; neither its success nor its failure handler runs afterwards. */
    void cancel();

    /** @return whether the job finished, failed or was cancelled */
    boolean isDone();
}

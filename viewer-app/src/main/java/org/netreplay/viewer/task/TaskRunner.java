package org.netreplay.viewer.task;

/**
 * Runs {@link Job}s off the JavaFX thread and delivers their outcome on it. View models take a runner in their
 * constructor, so tests can pass a {@link DirectTaskRunner}.
 */
public interface TaskRunner {
    /**
     * Starts {@code job}.
     *
     * @return a handle to cancel it
     */
    <V> JobHandle submit(Job<V> job);
}

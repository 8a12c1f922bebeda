package org.netreplay.viewer.task;

import org.netreplay.log.ProgressListener;

/**
 * A unit of background work: blocking code that reports its progress and returns a value.
 *
 * @param <V> the result type
 */
@FunctionalInterface
public interface Work<V> {
    /**
     * Runs on a background thread (or the calling thread in {@link DirectTaskRunner}).
     *
     * @param progress receives work done and total, in the work's own unit (bytes, rows)
     * @return the result, handed to the job's success handler on the FX thread
     * @throws Exception any failure; it is handed to the job's failure handler
     */
    V run(ProgressListener progress) throws Exception;
}

package org.netreplay.session.desync;

import java.util.Objects;

/**
 * A run of frames with one status: frames {@code from}..{@code to} inclusive.
 *
 * @param from   first frame
 * @param to     last frame, ≥ from
 * @param status the status of every frame of the run
 */
public record StatusRun(int from, int to, FrameStatus status) {
    public StatusRun {
        Objects.requireNonNull(status, "status");
        if (to < from) {
            throw new IllegalArgumentException("run to (" + to + ") before from (" + from + ")");
        }
    }
}

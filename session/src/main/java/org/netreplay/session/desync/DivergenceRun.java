package org.netreplay.session.desync;

import java.util.List;
import java.util.Objects;

/**
 * One divergence of one peer: a run of frames from a frame that diverged to the last frame that diverged before the
 * peer is seen in sync again (frames without data inside the run belong to it). F7 in the viewer steps over runs.
 *
 * @param peer       the peer (0 = server)
 * @param firstFrame the run's first divergent frame
 * @param lastFrame  the run's last divergent frame (≥ firstFrame)
 * @param kind       why the first frame diverged
 * @param fields     the differing fields at the first frame ({@code entity[index].field}), empty when they could not
 *                   be computed (the report's notes say why)
 */
public record DivergenceRun(int peer, int firstFrame, int lastFrame, DivergenceKind kind, List<String> fields) {
    public DivergenceRun {
        Objects.requireNonNull(kind, "kind");
        fields = List.copyOf(fields);
        if (lastFrame < firstFrame) {
            throw new IllegalArgumentException("lastFrame " + lastFrame + " < firstFrame " + firstFrame);
        }
    }
}

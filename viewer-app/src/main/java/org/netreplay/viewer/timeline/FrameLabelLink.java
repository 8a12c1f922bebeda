package org.netreplay.viewer.timeline;

import java.io.IOException;
import java.util.List;
import org.netreplay.viewer.replay.FrameSource;
import org.netreplay.viewer.replay.ReplayPageModel;
import org.netreplay.viewer.replay.ReplaySources;
import org.netreplay.viewer.task.LatestOnly;
import org.netreplay.viewer.task.TaskRunner;

/**
 * Feeds the timeline's label lane from the replay page: the labels of every frame of the client the inspector
 * compares (the server's when there is no client), read again in the background when the sources, the chosen
 * client or "Client's own simulation" change, the newest request winning. Thread safety: FX thread only.
 */
public final class FrameLabelLink {
    private static final System.Logger LOG = System.getLogger(FrameLabelLink.class.getName());

    private FrameLabelLink() {
    }

    /** Links {@code timeline}'s label lane to {@code replay} for the life of both. */
    public static void link(ReplayPageModel replay, TimelineViewModel timeline, TaskRunner runner) {
        LatestOnly jobs = LatestOnly.on(runner, (title, error) ->
                org.netreplay.viewer.common.Failures.log(LOG, title + " failed", error));
        Runnable refresh = () -> {
            ReplaySources sources = replay.sourcesProperty().get();
            if (sources == null) {
                jobs.cancel();
                timeline.setLabels(null);
                return;
            }
            int chosen = replay.chosenClientProperty().get();
            FrameSource side = chosen >= 0 && chosen < sources.clients().size() ? sources.clients().get(chosen)
                    : sources.server();
            jobs.submit("Reading the frame labels of " + side.name(), progress -> read(side), timeline::setLabels);
        };
        replay.sourcesProperty().addListener((obs, old, now) -> refresh.run());
        replay.chosenClientProperty().addListener((obs, old, now) -> refresh.run());
        replay.clientOwnSimulationProperty().addListener((obs, old, now) -> refresh.run());
        refresh.run();
    }

    /**
     * @return the side's label at each of its frames (blocking; off the FX thread)
     * @throws IOException when the side cannot be read
     */
    static FrameLabels read(FrameSource side) throws IOException {
        int first = side.firstFrame();
        int last = Math.max(first - 1, side.lastFrame());
        byte[] codes = new byte[last - first + 1];
        List<FrameSource.Labelled> labels = side.labels(first, last);
        for (FrameSource.Labelled l : labels) {
            int i = l.frame() - first;
            if (i >= 0 && i < codes.length) {
                codes[i] = FrameLabel.of(l.label(), l.hasState()).code();
            }
        }
        String name = side.name();
        int bracket = name.indexOf(" (");
        return new FrameLabels(bracket > 0 ? name.substring(0, bracket) : name, first, codes);
    }
}

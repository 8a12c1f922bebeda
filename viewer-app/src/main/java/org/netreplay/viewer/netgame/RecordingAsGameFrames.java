package org.netreplay.viewer.netgame;

import java.io.IOException;
import java.util.Objects;
import org.netreplay.viewer.replay.FrameSource;
import org.netreplay.viewer.replay.SideState;

/**
 * A replayed recording numbered as the rebuilt peers are: frame F shows the state at the start of frame F (the game's
 * number for the state its difs carry), which is the replay's state at the end of frame F − 1. Shown while the
 * netgame is being rebuilt, so that the frames do not shift by one when the rebuilt sides replace it.
 */
final class RecordingAsGameFrames implements FrameSource {
    private final FrameSource replayed;

    /** @param replayed the recording replayed (state at the end of each frame) */
    RecordingAsGameFrames(FrameSource replayed) {
        this.replayed = Objects.requireNonNull(replayed, "replayed");
    }

    @Override
    public String name() {
        return replayed.name();
    }

    @Override
    public int firstFrame() {
        return replayed.firstFrame() + 1;
    }

    @Override
    public int lastFrame() {
        return replayed.lastFrame() + 1;
    }

    @Override
    public SideState at(int frame) throws IOException {
        SideState end = replayed.at(Math.max(replayed.firstFrame(), frame - 1));
        return new SideState(frame, end.state(), end.label());
    }

    @Override
    public void close() {
        replayed.close();
    }
}

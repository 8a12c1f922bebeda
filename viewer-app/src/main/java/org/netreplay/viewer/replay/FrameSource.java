package org.netreplay.viewer.replay;

import java.io.IOException;

/**
 * Where one side of the replay page gets its states: a recording replayed in the engine ({@link RecordingSource}),
 * or a peer's own states file. Implementations are thread-safe: the page seeks in the background (one seek at a
 * time, the newest wins) while a build job may fill keyframes.
 */
public interface FrameSource extends AutoCloseable {
    /** @return what the side is, e.g. {@code server (replayed from autosave.gm)} or {@code client 1} */
    String name();

    /** @return the first frame with a state (0 for a recording) */
    int firstFrame();

    /** @return the last frame with a state */
    int lastFrame();

    /**
     * Blocking; runs off the FX thread. Stops with {@link java.util.concurrent.CancellationException} when the
     * calling thread is interrupted during a long re-simulation.
     *
     * @param frame firstFrame()..lastFrame()
     * @return the state at the end of {@code frame}
     * @throws IOException when a states file cannot be read (the message names it)
     */
    SideState at(int frame) throws IOException;

    /**
     * The labels of a stretch of frames, as {@link #at} would give them, for the timeline's label lane. Blocking;
     * runs off the FX thread; the default reads every state ({@link #at}), a source that knows its labels without
     * the states answers from them.
     *
     * @param from first frame (clamped to {@link #firstFrame()})
     * @param to   last frame (clamped to {@link #lastFrame()})
     * @return per frame {@code from + i}, its label and whether a state is there
     * @throws IOException when the source cannot be read
     * @throws java.util.concurrent.CancellationException when the calling thread is interrupted
     */
    default java.util.List<Labelled> labels(int from, int to) throws IOException {
        java.util.List<Labelled> out = new java.util.ArrayList<>();
        for (int frame = Math.max(from, firstFrame()); frame <= Math.min(to, lastFrame()); frame++) {
            if (Thread.currentThread().isInterrupted()) {
                throw new java.util.concurrent.CancellationException("labels superseded");
            }
            SideState state = at(frame);
            out.add(new Labelled(frame, state.label(), state.state() != null));
        }
        return out;
    }

    /**
     * One frame's label.
     *
     * @param frame    the frame
     * @param label    as {@link SideState#label()}
     * @param hasState whether the side has a state there
     */
    record Labelled(int frame, String label, boolean hasState) {
    }

    /** Releases files; the default holds none. */
    @Override
    default void close() {
    }
}

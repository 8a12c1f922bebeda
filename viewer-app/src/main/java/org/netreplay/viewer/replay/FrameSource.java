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

    /** Releases files; the default holds none. */
    @Override
    default void close() {
    }
}

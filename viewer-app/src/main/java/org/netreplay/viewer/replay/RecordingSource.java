package org.netreplay.viewer.replay;

import java.util.Objects;
import org.netreplay.replay.session.ReplaySession;

/**
 * A side re-simulated from a {@code .gm} recording by the engine's {@link ReplaySession} (keyframes every 64 frames,
 * so a seek simulates at most 63 frames once the keyframes exist). The session is not thread-safe: every call
 * holds this object's lock; {@link #buildTo} advances the frontier in chunks so that a seek waits at most one chunk.
 * Labels every state {@value SideState#REPLAYED}.
 */
public final class RecordingSource implements FrameSource {
    private final String name;
    private final ReplaySession session;
    private final int lastFrame;

    /**
     * @param name      what the side is, shown above its canvas
     * @param session   a session at frame 0 (it becomes this source's)
     * @param lastFrame the recording's last frame (its LAST_FRAME, or its last game move's frame if later)
     */
    public RecordingSource(String name, ReplaySession session, int lastFrame) {
        this.name = Objects.requireNonNull(name, "name");
        this.session = Objects.requireNonNull(session, "session");
        this.lastFrame = Math.max(0, lastFrame);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int firstFrame() {
        return 0;
    }

    @Override
    public int lastFrame() {
        return lastFrame;
    }

    @Override
    public synchronized SideState at(int frame) {
        return new SideState(frame, session.seek(frame), SideState.REPLAYED);
    }

    /** Every frame is {@value SideState#REPLAYED}, with a state: nothing is simulated to say so. */
    @Override
    public java.util.List<Labelled> labels(int from, int to) {
        java.util.List<Labelled> out = new java.util.ArrayList<>();
        for (int frame = Math.max(from, 0); frame <= Math.min(to, lastFrame); frame++) {
            out.add(new Labelled(frame, SideState.REPLAYED, true));
        }
        return out;
    }

    /**
     * Simulates (and keeps keyframes and checksums for) up to {@code frames} more frames, not beyond
     * {@link #lastFrame()}.
     *
     * @return the last frame simulated so far
     * @throws java.util.concurrent.CancellationException if the thread is interrupted
     */
    public synchronized int buildTo(int frames) {
        int target = Math.min(lastFrame, session.lastSimulatedFrame() + frames);
        session.advanceTo(target);
        return session.lastSimulatedFrame();
    }

    /** @return the last frame simulated so far */
    public synchronized int builtFrame() {
        return session.lastSimulatedFrame();
    }

    /**
     * @return the checksum of a simulated frame (CRC-32 of the state for purple-martians)
     * @throws IllegalArgumentException if it is not simulated yet
     */
    public synchronized int checksum(int frame) {
        return session.checksum(frame);
    }
}

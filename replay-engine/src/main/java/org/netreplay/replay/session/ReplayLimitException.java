package org.netreplay.replay.session;

/**
 * A replay asked to go past {@link ReplaySessionBuilder#MAX_FRAMES} ({@code replay.maxFrames}), the bound that keeps a
 * replay's memory within a fixed budget (5 bytes per frame for checksums and labels, plus compressed keyframes). The
 * CLI exits with code 3 for it.
 */
public final class ReplayLimitException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    /** @param frame the frame asked for */
    public ReplayLimitException(int frame) {
        super("frame " + frame + " is past the replay limit of " + ReplaySessionBuilder.MAX_FRAMES
                + " frames (replay.maxFrames: 10 hours at 40 fps)");
    }
}

package org.netreplay.replay.history;

/**
 * What one {@link ServerRewind#advanceFrame()} did.
 *
 * @param frame             the frame simulated last (the new current frame)
 * @param rewoundToFrame    the {@code server_dirty_frame} the server rewound to, or {@link Frames#NONE} for
 *                          "stdf rewind [none]"
 * @param resimulatedFrames frames re-simulated before the new frame ({@code ff}), 0 without rewind
 */
public record RewindStep(int frame, int rewoundToFrame, int resimulatedFrames) {
}

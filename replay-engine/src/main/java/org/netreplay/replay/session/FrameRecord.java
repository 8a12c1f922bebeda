package org.netreplay.replay.session;

/**
 * One simulated frame of a replay.
 *
 * @param frame    the frame (≥ 0; 0 is the level start)
 * @param checksum the game's checksum of the state after this frame
 * @param label    how the frame's inputs are known
 */
public record FrameRecord(int frame, int checksum, FrameLabel label) {
}

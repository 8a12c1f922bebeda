package org.netreplay.replay.desync;

/**
 * One logged checksum.
 *
 * @param frame    the frame (≥ 0)
 * @param checksum the game's 32-bit checksum of the state after that frame
 */
public record FrameChecksum(int frame, int checksum) {
}

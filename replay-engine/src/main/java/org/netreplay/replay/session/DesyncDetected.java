package org.netreplay.replay.session;

/**
 * Event: a re-simulated frame's checksum differs from the first checksum recorded for that frame (ggrs's
 * {@code MismatchedChecksum}). Events only notify; the session goes on.
 *
 * @param frame            the frame
 * @param expectedChecksum the checksum first saved for it
 * @param actualChecksum   the checksum saved after re-simulation
 */
public record DesyncDetected(int frame, int expectedChecksum, int actualChecksum) {
}

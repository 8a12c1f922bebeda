package org.netreplay.sim;

import java.nio.file.Path;

import org.netreplay.session.manifest.SessionManifest.GroundTruth;

/**
 * What a finished simulation wrote.
 *
 * @param dir         the session folder
 * @param frames      server frames simulated
 * @param lines       text log lines written by all peers
 * @param packetsSent packets sent over the simulated network
 * @param packetsLost packets lost (link loss and faults)
 * @param groundTruth where an injected fault made the session diverge, or null
 */
public record SimulationResult(Path dir, int frames, long lines, long packetsSent, long packetsLost,
                               GroundTruth groundTruth) {
}

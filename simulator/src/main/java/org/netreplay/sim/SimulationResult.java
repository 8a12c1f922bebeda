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
 * @param groundTruth where the injected faults made the session diverge first, or null
 * @param faults      what each injected fault did (empty without faults)
 */
public record SimulationResult(Path dir, int frames, long lines, long packetsSent, long packetsLost,
                               GroundTruth groundTruth, java.util.List<org.netreplay.sim.fault.FaultOutcome> faults) {
    public SimulationResult {
        faults = java.util.List.copyOf(faults);
    }
}

package org.netreplay.sim.fault;

import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;

/**
 * What one injected fault did (the manifest's {@code faults[]}, docs/session-manifest.md).
 *
 * @param spec  the fault as given
 * @param acted whether it made the session diverge
 * @param why   what it did, or why it did nothing
 * @param truth where it made its peer diverge first (frame, peer, field), or null when it did not act
 */
public record FaultOutcome(FaultSpec spec, boolean acted, String why, GroundTruth truth) {
    /** @return the manifest's record of it */
    public SessionManifest.FaultRecord record() {
        return new SessionManifest.FaultRecord(spec.toString(), acted, why,
                truth == null ? null : truth.firstDivergentFrame(), spec.target(),
                truth == null ? null : truth.field());
    }
}

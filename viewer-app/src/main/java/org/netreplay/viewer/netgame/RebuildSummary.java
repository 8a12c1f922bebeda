package org.netreplay.viewer.netgame;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.netreplay.pmnet.ReconstructionResult;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.timeline.NetgameRebuilds;
import org.netreplay.pmnet.timeline.RebuiltSession;

/**
 * What the replay page says about a rebuilt netgame, in plain sentences: the verdict (verified, or the first number
 * the rebuild does not reproduce, with file and line), what was compared per peer, what was not and why, and where
 * the rebuild, the recording or a client's log end before the logs do. Never "in sync" where nothing was compared.
 *
 * @param verified whether every compared number matched (and something was compared)
 * @param complete whether every number of every peer was compared (nothing unchecked)
 * @param headline one sentence: the verdict
 * @param details  further sentences, most important first
 */
record RebuildSummary(boolean verified, boolean complete, String headline, List<String> details) {
    RebuildSummary {
        details = List.copyOf(details);
    }

    /**
     * @param rebuilt          the rebuilt session
     * @param recording        the recording used (its path relative to the folder)
     * @param recordingLast    the recording's last frame
     * @param logsLastFrame    the last frame of the session's logs
     * @return the sentences
     */
    static RebuildSummary of(RebuiltSession rebuilt, String recording, int recordingLast, int logsLastFrame) {
        ReconstructionResult proof = rebuilt.proof();
        boolean verified = proof.verified();
        String headline = NetgameRebuilds.verdict(proof);
        List<String> details = new ArrayList<>();
        if (verified && proof.serverStopped() != null) {
            details.add("The server's rebuild stopped: " + proof.serverStopped());
        }
        int serverLast = rebuilt.lastFrame();
        if (recordingLast < logsLastFrame) {
            details.add(String.format(Locale.ROOT, "The recording ends at frame %,d; the logs go on to frame %,d: "
                    + (serverLast > recordingLast ? "the server's later frames are rebuilt without the recording's "
                    + "game moves and may differ from the game's." : "later frames are not rebuilt."),
                    recordingLast, logsLastFrame));
        } else if (serverLast < logsLastFrame) {
            details.add(String.format(Locale.ROOT, "The rebuilt server ends at frame %,d; the logs go on to frame "
                    + "%,d.", serverLast, logsLastFrame));
        }
        for (int p : rebuilt.clients()) {
            int last = Math.max(rebuilt.clientPredicted().get(p).lastFrame(),
                    rebuilt.clientCorrected().get(p).lastFrame());
            if (last < 0) {
                details.add("Client " + p + " has no rebuilt frame.");
            } else if (last < serverLast) {
                details.add(String.format(Locale.ROOT, "Client %d's log ends at frame %,d: it has no state after.",
                        p, last));
            }
        }
        for (PeerProof p : proof.peers()) {
            details.add(NetgameRebuilds.peerLine(p));
        }
        details.add("Recording: " + recording + ".");
        return new RebuildSummary(verified, NetgameRebuilds.notProven(proof).isEmpty(), headline, details);
    }

    /** @return the banner's phase: verified whole, verified where compared, or not verified */
    NetgameRebuildViewModel.Phase phase() {
        return !verified ? NetgameRebuildViewModel.Phase.NOT_VERIFIED
                : complete ? NetgameRebuildViewModel.Phase.VERIFIED : NetgameRebuildViewModel.Phase.PARTLY_VERIFIED;
    }
}

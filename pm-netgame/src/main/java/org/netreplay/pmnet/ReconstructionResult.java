package org.netreplay.pmnet;

import java.util.List;

import org.netreplay.pmnet.proof.PeerProof;

/**
 * What a {@link Reconstruction} proved: per peer, what was compared and what matched. The session is verified when
 * every compared number matched; numbers that could not be compared are listed with their reason and do not count
 * as matched (a session whose numbers were all unchecked is not verified).
 *
 * @param recording    the server recording used, relative to the session folder
 * @param peers        the server (peer 0) first, then each client by number
 * @param serverStopped why the server's rebuild had to stop, or null
 */
public record ReconstructionResult(String recording, List<PeerProof> peers, String serverStopped) {
    /** @return true when something was compared and everything compared matched */
    public boolean verified() {
        long checked = 0;
        for (PeerProof p : peers) {
            if (!p.verified()) {
                return false;
            }
            for (PeerProof.Kind k : PeerProof.Kind.values()) {
                checked += p.checked(k);
            }
        }
        return checked > 0 && serverStopped == null;
    }

    /** @return the peer's proof, or null */
    public PeerProof peer(int p) {
        return peers.stream().filter(x -> x.peer() == p).findFirst().orElse(null);
    }
}

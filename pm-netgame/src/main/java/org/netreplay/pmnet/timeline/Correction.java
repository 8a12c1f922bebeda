package org.netreplay.pmnet.timeline;

import java.util.List;

/**
 * One dif a client applied, and how far it corrected the client's prediction: the distance each player moved when
 * the client's predicted state was replaced by the server's state (re-simulated to the client's frame), as the
 * game measures it (src/mwNetgameClient.cpp client_apply_dif).
 *
 * @param peer        the client
 * @param frame       the client's frame when it applied the dif (after a jump: the frame it jumped to)
 * @param src         the dif's base frame (0: a base reset, the whole state was sent)
 * @param dst         the frame the dif gave
 * @param rewound     frames re-simulated (negative: jumped ahead that many)
 * @param lcor        the client's own player's correction, px
 * @param rcor        the largest correction of a remote player, px
 * @param proof       what the server's status rows say of these numbers: {@code matched}, {@code mismatch} or
 *                    {@code unchecked} (no status row carried them)
 * @param explanation what the client did not have when it predicted (the moves that arrived at the server later, a
 *                    late cdat, a rewind, a base reset), one short sentence each
 */
public record Correction(int peer, int frame, int src, int dst, int rewound, float lcor, float rcor, String proof,
                         List<String> explanation) {
    public Correction {
        explanation = List.copyOf(explanation);
    }

    /** @return the larger of the two corrections, px */
    public float size() {
        return Math.max(lcor, rcor);
    }
}

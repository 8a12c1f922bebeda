package org.netreplay.viewer.netgame;

import java.util.List;
import org.netreplay.pmnet.timeline.Correction;

/**
 * One dif a rebuilt client applied, as the lane, its keys and the detail show it (the view's copy of pm-netgame's
 * {@link Correction}, src/mwNetgameClient.cpp client_apply_dif).
 *
 * @param peer        the client
 * @param frame       the client's frame when it applied the dif
 * @param src         the dif's base frame (0: the whole state was sent)
 * @param dst         the frame the dif gave
 * @param rewound     frames re-simulated (negative: jumped ahead that many)
 * @param lcor        the client's own player's correction, px
 * @param rcor        the largest correction of a remote player, px
 * @param proof       {@code matched}, {@code mismatch} (the status row says otherwise) or {@code unchecked}
 * @param explanation the moves the logs name as the reason, one sentence each
 */
public record CorrectionMark(int peer, int frame, int src, int dst, int rewound, float lcor, float rcor, String proof,
                             List<String> explanation) {
    public CorrectionMark {
        explanation = List.copyOf(explanation);
    }

    /** @return the view's copy of {@code c} */
    static CorrectionMark of(Correction c) {
        return new CorrectionMark(c.peer(), c.frame(), c.src(), c.dst(), c.rewound(), c.lcor(), c.rcor(), c.proof(),
                c.explanation());
    }

    /** @return the larger of the two corrections, px */
    public float size() {
        return Math.max(lcor, rcor);
    }
}

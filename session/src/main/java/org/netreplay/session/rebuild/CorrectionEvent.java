package org.netreplay.session.rebuild;

import java.util.List;
import java.util.Objects;

/**
 * One state dif a client of a real netgame applied, as a rebuild of the netgame from its logs found it (the
 * {@code pm-netgame} module, docs/reconstruct.md): how far it corrected the client's prediction and why.
 *
 * @param peer        the client's player number
 * @param frame       the client's frame when it applied the dif
 * @param src         the dif's base frame (0: the server sent the whole state)
 * @param dst         the frame the dif gave
 * @param rewound     frames the client re-simulated (negative: it jumped ahead that many)
 * @param lcor        the correction of the client's own player, px (the status CSV's {@code lcor})
 * @param rcor        the largest correction of a remote player, px ({@code rcor})
 * @param proof       {@link #MATCHED} (a status row logged these numbers), {@link #MISMATCH} (it logged others) or
 *                    {@link #UNCHECKED} (no status row carried them)
 * @param explanation the moves the logs name as its reason, one sentence each (may be empty)
 */
public record CorrectionEvent(int peer, int frame, int src, int dst, int rewound, double lcor, double rcor,
                              String proof, List<String> explanation) {
    /** A status row logged the same numbers. */
    public static final String MATCHED = "matched";
    /** A status row logged other numbers. */
    public static final String MISMATCH = "mismatch";
    /** No status row carried these numbers. */
    public static final String UNCHECKED = "unchecked";

    public CorrectionEvent {
        Objects.requireNonNull(proof, "proof");
        explanation = List.copyOf(explanation);
    }

    /** @return the larger of the two corrections, px */
    public double size() {
        return Math.max(lcor, rcor);
    }
}

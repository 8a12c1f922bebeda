package org.netreplay.session.desync;

import java.util.Locale;

/** Why a session diverged (docs/desync.md). */
public enum DivergenceKind {
    /**
     * A client's {@code confirmed} checksum matches none of the {@code authoritative} lines the server wrote for that
     * frame, and the client did not simulate that frame from an in-sync state with exactly the final inputs (a wrong
     * input, a lost or late move in lockstep, a corrupt dif).
     */
    CLIENT_DIVERGED,
    /**
     * A client simulated a frame with exactly the server's final inputs, from a state in sync with the server's final
     * one, and still got another checksum: its simulation is not deterministic.
     */
    NONDETERMINISM,
    /** The server's final checksum for a frame differs from a straight replay of its own recorded moves. */
    REWIND_BUG,
    /**
     * A real session (no checksums): the corrections a client logged (its {@code lcor}/{@code rcor}) are not what the
     * game's simulation gives from what the client had, so its own prediction cannot be reproduced: its simulation
     * or the state it held differs from the game's (docs/reconstruct.md).
     */
    PREDICTION_NOT_REPRODUCED,
    /**
     * A real session (no checksums): a dif the server logged has another compressed size than the rebuilt server's,
     * so the server's state at that frame cannot be reproduced from its own moves (docs/reconstruct.md).
     */
    SERVER_NOT_REPRODUCED;

    /**
     * @return the JSON and CLI name: {@code client-diverged}, {@code nondeterminism}, {@code rewind-bug},
     *         {@code prediction-not-reproduced}, {@code server-not-reproduced}
     */
    public String text() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

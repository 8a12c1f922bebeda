package org.netreplay.session.desync;

import java.util.Locale;

/** Why a session diverged (issue 8, Deliver 9; docs/desync.md). */
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
    REWIND_BUG;

    /** @return the JSON and CLI name: {@code client-diverged}, {@code nondeterminism}, {@code rewind-bug} */
    public String text() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

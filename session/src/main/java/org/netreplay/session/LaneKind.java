package org.netreplay.session;

import java.util.Locale;

/**
 * What one file of a session is, decided once when the session's files are found ({@link SessionFiles}) and carried
 * with it from then on ({@link Lane}); no code asks a file or an index again what it is.
 */
public enum LaneKind {
    /** A {@code [type][player][frame]} text log (docs/formats.md §1.3). */
    TEXT_LOG,
    /** A net CSV stream file ({@code net/*.csv}, docs/formats.md §1.4). */
    NET_CSV,
    /** A status CSV stream file ({@code status/*.csv}, docs/formats.md §1.5). */
    STATUS_CSV,
    /** A {@code .gm} game-move recording (docs/formats.md §4). */
    GAME_MOVES,
    /** A {@code .pml} level (docs/formats.md §7). */
    LEVEL,
    /** A {@code session.json} manifest. */
    MANIFEST,
    /**
     * A per-peer states file ({@code *.states}: type-60 records with checksums, inputs and states;
     * docs/peer-states.md, {@link org.netreplay.session.peerstate.PeerStateReader}).
     */
    PEER_STATES;

    /** @return the lower-case name used in messages */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}

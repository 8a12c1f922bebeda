package org.netreplay.session.desync;

import java.util.Locale;
import java.util.Objects;

/**
 * A protocol event for the desync timeline, parsed from the logs (docs/formats.md §2.4, §2.6,
 * docs/formats.md §2.8, §2.10) and the server's status CSV (docs/formats.md §1.5).
 *
 * @param frame  the frame of the log line (the logging peer's frame) or of the status row (the server's)
 * @param peer   the peer it concerns: 0 for a server rewind; the client for the others (for a late cdat, the
 *               {@code p:} of the server's line)
 * @param kind   what happened
 * @param value  frames rewound (server or client rewind), frames jumped, the late cdat's frame, pixels of a
 *               correction (rounded), 0 for a rejected dif
 * @param detail the log text it was parsed from, or the status column ({@code lcor}/{@code rcor})
 */
public record SessionEvent(int frame, int peer, Kind kind, int value, String detail) {
    public SessionEvent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(detail, "detail");
    }

    /** The kinds of events. */
    public enum Kind {
        /** Type 25 {@code stdf rewind to:X [-n]}: the server re-simulated n frames (docs/formats.md §2.4, §5.6). */
        SERVER_REWIND,
        /** Type 30 {@code [applied] [rewound [n] frames]}: the client re-simulated n frames after a dif (docs/formats.md §2.8). */
        CLIENT_REWIND,
        /** Type 30 {@code [applied] [jumped ahead n frames]}: the client was behind the dif (docs/formats.md §2.8). */
        CLIENT_JUMP,
        /** Type 35 {@code rx cdat ... late - dropped}: a client's move arrived older than the server's history. */
        LATE_CDAT,
        /** Type 30 {@code [not applied]} or type 27 {@code bad uncompress}: a dif the client did not apply. */
        REJECTED_DIF,
        /** Status CSV {@code lcor} > 0: the client's own player was corrected by a dif (docs/formats.md §6), pixels. */
        LOCAL_CORRECTION,
        /** Status CSV {@code rcor} > 0: a remote player was corrected by a dif (docs/formats.md §6), pixels. */
        REMOTE_CORRECTION;

        /** @return the JSON name, e.g. {@code server-rewind} */
        public String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }
}

package org.netreplay.viewer.timeline;

/**
 * One event of the session the timeline marks with a tick (parsed from the logs by the desync analysis).
 *
 * @param frame the frame it happened at
 * @param kind  what happened
 * @param peer  the player number of the peer it happened to (0 = server), or -1 for the session
 * @param text  a short description for the tooltip and the status bar, e.g. {@code server rewind of 3 frames}
 */
public record TimelineMark(int frame, Kind kind, int peer, String text) {
    /** The kinds of events, in the order of their rows on the strip. */
    public enum Kind {
        /** The server re-simulated frames it had already sent. */
        SERVER_REWIND("server rewind"),
        /** A client rolled back and re-simulated after a state dif. */
        CLIENT_REWIND("client rewind"),
        /** A client's frame jumped (forward or back) by a dif. */
        CLIENT_JUMP("client jump"),
        /** A client's cdat (game moves) reached the server after their frame. */
        LATE_CDAT("late cdat"),
        /** A client rejected a state dif. */
        REJECTED_DIF("rejected dif"),
        /** A local or remote correction (lcor / rcor). */
        CORRECTION("correction");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** @return e.g. {@code server rewind} */
        public String label() {
            return label;
        }
    }
}

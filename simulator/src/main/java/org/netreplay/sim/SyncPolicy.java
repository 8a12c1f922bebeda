package org.netreplay.sim;

import java.util.Locale;

/** How a client keeps its timing relation to the server (issue 8, Deliver 1 and 3). */
public enum SyncPolicy {
    /** The real game's: seed 000 client timer adjust (authoritative) or seed 001 passcount chase (lockstep). */
    PM,
    /** Seed 004's tick sync: remote tick kept {@code remote_send_rate × 2} behind the newest packet. */
    TICK;

    /** @return the CLI / manifest name: {@code pm}, {@code tick} */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @param text {@code pm} or {@code tick}
     * @return the policy
     * @throws IllegalArgumentException naming the accepted values
     */
    public static SyncPolicy parse(String text) {
        for (SyncPolicy p : values()) {
            if (p.id().equals(text)) {
                return p;
            }
        }
        throw new IllegalArgumentException("sync policy '" + text + "' is not one of pm, tick");
    }
}

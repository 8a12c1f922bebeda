package org.netreplay.sim;

import java.util.Locale;

/** How a client keeps its timing relation to the server. */
public enum SyncPolicy {
    /** The real game's client timer adjust (authoritative, docs/formats.md §5.7) or the passcount chase (lockstep,
     * docs/simulator.md §7.1). */
    PM,
    /** Tick sync (docs/simulator.md §7.3): remote tick kept {@code remote_send_rate × 2} behind the newest packet. */
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

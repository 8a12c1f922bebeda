package org.netreplay.sim;

import java.util.Locale;

/** How the peers keep one game: the real game's server-authoritative mode, or classic lockstep. */
public enum SimMode {
    /** The real game's protocol, docs/formats.md §5: server at 40 fps sends state difs ({@code stdf}) every frame. */
    AUTHORITATIVE,
    /** Classic lockstep, docs/simulator.md §7.1: the server's game-move array synced to clients ({@code sdat}/{@code sdak}), clients run behind. */
    LOCKSTEP;

    /** @return the CLI / manifest name: {@code authoritative}, {@code lockstep} */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @param text {@code authoritative} or {@code lockstep}
     * @return the mode
     * @throws IllegalArgumentException naming the accepted values
     */
    public static SimMode parse(String text) {
        for (SimMode m : values()) {
            if (m.id().equals(text)) {
                return m;
            }
        }
        throw new IllegalArgumentException("mode '" + text + "' is not one of authoritative, lockstep");
    }
}

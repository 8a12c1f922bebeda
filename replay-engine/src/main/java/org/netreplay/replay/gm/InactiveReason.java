package org.netreplay.replay.gm;

/**
 * The quit reason in data2 of a PLAYER_INACTIVE game move (docs/formats.md §4.2, §5.9).
 */
public enum InactiveReason {
    /** 64: the player pressed the menu key. */
    MENU_KEY(64),
    /** 71: dropped by the server (no stak for 200 frames). */
    DROPPED_BY_SERVER(71),
    /** 75: the client lost the server connection. */
    LOST_SERVER_CONNECTION(75),
    /** 90: the client ended the game. */
    CLIENT_ENDED_GAME(90),
    /** 92: the server ended the game. */
    SERVER_ENDED_GAME(92),
    /** Any other value. */
    UNKNOWN(-1);

    private final int code;

    InactiveReason(int code) {
        this.code = code;
    }

    /** @return the data2 value, or -1 for {@link #UNKNOWN} */
    public int code() {
        return code;
    }

    /**
     * @param code the data2 value
     * @return the reason with that data2 value, or {@link #UNKNOWN}
     */
    public static InactiveReason of(int code) {
        for (InactiveReason r : values()) {
            if (r.code == code) {
                return r;
            }
        }
        return UNKNOWN;
    }
}

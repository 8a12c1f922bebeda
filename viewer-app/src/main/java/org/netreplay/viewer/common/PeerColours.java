package org.netreplay.viewer.common;

import javafx.scene.paint.Color;

/**
 * One colour per peer (player 0 = the server, 1–7 the clients), the same in the log's lane column ({@code .lane-N}
 * in viewer.css) and in the charts, so a client looks the same everywhere.
 */
public final class PeerColours {
    /** The palette, in player order; viewer.css's {@code .lane-0}..{@code .lane-7} use the same values. */
    public static final String[] HEX = {"#c39bff", "#5fd3a0", "#ffb86b", "#6fb6ff", "#ff7aa8", "#e6db74", "#66d9ef",
        "#b0b0b0"};

    private static final Color[] COLOURS = new Color[HEX.length];

    static {
        for (int i = 0; i < HEX.length; i++) {
            COLOURS[i] = Color.web(HEX[i]);
        }
    }

    private PeerColours() {
    }

    /** @return the colour of player {@code player} (0–7; other values wrap) */
    public static Color of(int player) {
        return COLOURS[player & 7];
    }
}

package org.netreplay.viewer.replay;

import javafx.scene.paint.Color;

/**
 * The game's 256-colour palette (docs/formats.md §3.6; src/mwColor.cpp#mwColor): base colours 0–15; index
 * {@code c + 16x} (c 1..15, x 1..15) is the base faded to black by {@code 1 − x/15}; index {@code 16x} is grey
 * {@code (x+1)·16 − 1}.
 */
public final class PmPalette {
    private static final int[][] BASE = {
        {0, 0, 0}, {191, 108, 232}, {136, 32, 172}, {60, 127, 255}, {224, 28, 72}, {255, 0, 232}, {255, 191, 127},
        {255, 127, 0}, {127, 0, 255}, {0, 255, 127}, {255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {0, 255, 255},
        {255, 255, 0}, {255, 255, 255}};
    private static final Color[] COLOURS = build();

    private PmPalette() {
    }

    private static Color[] build() {
        Color[] out = new Color[256];
        for (int i = 0; i < 256; i++) {
            int c = i & 15;
            int x = i >> 4;
            if (c == 0) {
                int grey = x == 0 ? 0 : (x + 1) * 16 - 1;
                out[i] = Color.rgb(grey, grey, grey);
            } else {
                float f = 1 - (float) x / 15; // as the game, in float (src/mwColor.cpp), shown rounded to 8 bits
                out[i] = Color.rgb(Math.round(BASE[c][0] * f), Math.round(BASE[c][1] * f),
                        Math.round(BASE[c][2] * f));
            }
        }
        return out;
    }

    /** @return palette colour {@code index} (taken modulo 256) */
    public static Color colour(int index) {
        return COLOURS[index & 255];
    }
}

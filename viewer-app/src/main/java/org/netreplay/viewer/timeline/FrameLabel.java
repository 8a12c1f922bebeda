package org.netreplay.viewer.timeline;

import java.util.Locale;

/**
 * How a side's state at a frame is known, as the replay page's canvases title it (docs/peer-states.md): a lane of
 * the desync timeline shows it per frame for the client the inspector compares. Declared from the least to the most
 * notable: a pixel column covering several frames shows its most notable label.
 */
public enum FrameLabel {
    /** The side has no state at the frame (not joined yet, not stored and not rebuildable). */
    NO_STATE("no state", "#2c2e33", "#dfe1e5"),
    /** Re-simulated here from a {@code .gm} recording. */
    REPLAYED("replayed", "#5d6677", "#b3b9c5"),
    /** The server's own state of the frame. */
    AUTHORITATIVE("authoritative", "#3f7fd0", "#7fb0ee"),
    /** A client's state once the server's dif for the frame was applied. */
    CONFIRMED("confirmed", "#2f9e8f", "#7fcfc3"),
    /** A client's own prediction, before a dif reached the frame. */
    PREDICTED("predicted", "#d9a23b", "#f0c46d"),
    /** Simulated again after a rollback (a client's dif or a server's rewind). */
    RESIMULATED("re-simulated", "#b36ae2", "#cf9cf0");

    private static final FrameLabel[] VALUES = values();
    private final String text;
    private final String dark;
    private final String light;

    FrameLabel(String text, String dark, String light) {
        this.text = text;
        this.dark = dark;
        this.light = light;
    }

    /**
     * @param label a side's label as the replay page has it ({@code confirmed}, {@code resimulated},
     *              {@code corrected by dif s:240 d:242, re-simulated 2 frames}, {@code authoritative, re-simulated
     *              by a rewind}, {@code replayed}, {@code no state at this frame}), or null
     * @param hasState whether the side has a state at the frame
     * @return its kind: a label naming a re-simulation or a dif's correction is {@link #RESIMULATED}
     */
    public static FrameLabel of(String label, boolean hasState) {
        if (!hasState || label == null || label.isBlank()) {
            return NO_STATE;
        }
        String l = label.toLowerCase(Locale.ROOT);
        if (l.startsWith("no state")) {
            return NO_STATE;
        }
        if (l.contains("resimulated") || l.contains("re-simulated") || l.startsWith("corrected")) {
            return RESIMULATED;
        }
        if (l.startsWith("predicted")) {
            return PREDICTED;
        }
        if (l.startsWith("confirmed")) {
            return CONFIRMED;
        }
        if (l.startsWith("authoritative")) {
            return AUTHORITATIVE;
        }
        return l.startsWith("replayed") ? REPLAYED : NO_STATE;
    }

    /** @return the label of {@code code} ({@link #ordinal()}) */
    public static FrameLabel of(byte code) {
        return VALUES[code];
    }

    /** @return the label as one byte (its ordinal), for per-frame arrays */
    public byte code() {
        return (byte) ordinal();
    }

    /** @return the words the legend and the tooltip use, e.g. {@code re-simulated} */
    public String text() {
        return text;
    }

    /** @return the lane's colour in the dark or the light theme, as a CSS hex colour */
    public String colour(boolean darkTheme) {
        return darkTheme ? dark : light;
    }
}

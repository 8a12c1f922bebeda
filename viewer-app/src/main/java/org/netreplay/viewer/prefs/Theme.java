package org.netreplay.viewer.prefs;

/**
 * The window's colour theme. The viewer's base stylesheet ({@code viewer.css}) is dark; the light theme adds
 * {@code theme-light.css} after it, which re-colours the same style classes. Canvases (charts, timeline) ask
 * {@link #isDark()} for their palette.
 */
public enum Theme {
    /** Dark grey panels, light text: the default. */
    DARK(null),
    /** Light panels, dark text. */
    LIGHT("/org/netreplay/viewer/theme-light.css");

    private final String extraStylesheet;

    Theme(String extraStylesheet) {
        this.extraStylesheet = extraStylesheet;
    }

    /** @return the classpath resource added after the base stylesheet, or null (dark needs none) */
    public String extraStylesheet() {
        return extraStylesheet;
    }

    /** @return true for the dark theme */
    public boolean isDark() {
        return this == DARK;
    }

    /** @return the theme named {@code name} (case-insensitive), or {@link #DARK} for null or an unknown name */
    public static Theme parse(String name) {
        for (Theme theme : values()) {
            if (theme.name().equalsIgnoreCase(name)) {
                return theme;
            }
        }
        return DARK;
    }
}

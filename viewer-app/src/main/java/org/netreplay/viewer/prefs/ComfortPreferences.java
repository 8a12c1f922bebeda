package org.netreplay.viewer.prefs;

import java.util.Locale;
import java.util.Objects;
import java.util.prefs.Preferences;

/**
 * The settings of the inspector, timeline and look, kept beside {@link org.netreplay.viewer.common.ViewerPreferences}
 * in the same {@link java.util.prefs} node: the theme, the inspector's ignore rules, its check boxes, and the
 * positions (0..1) of named split panes. Tests pass an in-memory or throw-away node. A node removed while the
 * viewer runs (the settings reset by another instance, a test's throw-away node dropped before a background job
 * ends) reads as the defaults and forgets writes: remembered comfort never stops the viewer. Thread safety: as
 * {@link Preferences} (thread-safe); call from the FX thread anyway.
 */
public final class ComfortPreferences {
    private static final String THEME = "theme";
    private static final String IGNORE = "inspector.ignore";
    /**
     * The ignore rules before the user edits them: what Purple Martians keeps after its 113,344 checksummed state
     * bytes ({@code PurpleMartiansGame} schema tail): the simulation's variables {@code sim[0].*} (frame number,
     * game-move cursor, animation counters {@code zz}) and each player's local variables {@code loc[p].*}
     * ({@code join_frame}, {@code rewind}, {@code old_x} ...). They are each peer's own, outside the game's checksum,
     * so they differ between server and client in every session (docs/desync.md).
     */
    public static final IgnoreRules DEFAULT_IGNORE = IgnoreRules.of(java.util.List.of("sim[*].*", "loc[*].*"));
    private static final String SPLIT = "split.";
    private static final String FLAG = "flag.";
    private static final String TEXT = "text.";
    private final Preferences node;

    /** @param node where the settings live (the viewer's node, {@code org/netreplay/viewer} for the user) */
    public ComfortPreferences(Preferences node) {
        this.node = Objects.requireNonNull(node, "node");
    }

    /** @return the remembered theme ({@link Theme#DARK} until one is chosen) */
    public Theme theme() {
        return Theme.parse(get(THEME, Theme.DARK.name()));
    }

    /** Remembers the theme. */
    public void setTheme(Theme theme) {
        put(THEME, theme.name().toLowerCase(Locale.ROOT));
    }

    /** @return the inspector's ignore rules ({@link #DEFAULT_IGNORE} until the user saves some, even none) */
    public IgnoreRules ignoreRules() {
        String saved = get(IGNORE, null);
        return saved == null ? DEFAULT_IGNORE : IgnoreRules.parse(saved);
    }

    /** Remembers the inspector's ignore rules. */
    public void setIgnoreRules(IgnoreRules rules) {
        put(IGNORE, rules.text());
    }

    /**
     * @param name     the split pane, e.g. {@code inspector} (a short key without {@code /})
     * @param fallback used when never saved or out of 0..1
     * @return the remembered divider position 0..1
     */
    public double split(String name, double fallback) {
        double value = org.netreplay.viewer.common.SettingsReads.number(node, SPLIT + name, fallback);
        return value > 0 && value < 1 ? value : fallback;
    }

    /** Remembers a split pane's divider position 0..1 (other values are ignored). */
    public void setSplit(String name, double position) {
        if (position > 0 && position < 1) {
            put(SPLIT + name, Double.toString(position));
        }
    }

    /** @return a remembered check box, e.g. {@code onlyDifferences}, or {@code fallback} */
    public boolean flag(String name, boolean fallback) {
        return org.netreplay.viewer.common.SettingsReads.flag(node, FLAG + name, fallback);
    }

    /** Remembers a check box. */
    public void setFlag(String name, boolean value) {
        put(FLAG + name, Boolean.toString(value));
    }

    /** @return a remembered text, e.g. a folder, or {@code fallback} */
    public String text(String name, String fallback) {
        return get(TEXT + name, fallback);
    }

    /** Remembers a text. */
    public void setText(String name, String value) {
        put(TEXT + name, value);
    }

    private String get(String key, String fallback) {
        return org.netreplay.viewer.common.SettingsReads.text(node, key, fallback);
    }

    private void put(String key, String value) {
        try {
            node.put(key, value);
        } catch (IllegalStateException removed) {
            // the node was removed: nothing to remember into
        }
    }
}

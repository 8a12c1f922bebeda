package org.netreplay.viewer.common;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The viewer's remembered settings, kept with {@link java.util.prefs}: window geometry (pixels), last folder,
 * recent files, the filter panel divider, hidden types and players. Tests pass their own node so they never touch
 * the user's settings. Thread safety: {@link Preferences} is thread-safe; call from the FX thread anyway.
 */
public final class ViewerPreferences {
    /** Most recent files remembered. */
    public static final int MAX_RECENT = 10;
    private static final System.Logger LOG = System.getLogger(ViewerPreferences.class.getName());
    private static final String RECENT = "recentFiles";
    private static final String HIDDEN_TYPES = "hiddenTypes";
    private static final String HIDDEN_PLAYERS = "hiddenPlayers";
    private final Preferences node;

    /** @param node where the settings live, e.g. {@code Preferences.userRoot().node("org/netreplay/viewer")} */
    public ViewerPreferences(Preferences node) {
        this.node = Objects.requireNonNull(node, "node");
    }

    /** @return the settings of the user, or of the node named by system property {@code netreplay.prefsNode} */
    public static ViewerPreferences forUser() {
        return new ViewerPreferences(Preferences.userRoot()
                .node(System.getProperty("netreplay.prefsNode", "org/netreplay/viewer")));
    }

    /** @return the node the settings live in (the inspector's and theme's settings share it) */
    public Preferences node() {
        return node;
    }

    /** @return remembered window bounds {x, y, width, height} in pixels, or null if none yet */
    public double[] windowBounds() {
        double width = SettingsReads.number(node, "window.width", -1);
        if (width <= 0) {
            return null;
        }
        return new double[] {SettingsReads.number(node, "window.x", 0), SettingsReads.number(node, "window.y", 0),
                width, SettingsReads.number(node, "window.height", 800)};
    }

    /** Remembers window bounds in pixels. */
    public void setWindowBounds(double x, double y, double width, double height) {
        node.putDouble("window.x", x);
        node.putDouble("window.y", y);
        node.putDouble("window.width", width);
        node.putDouble("window.height", height);
    }

    /** @return whether the window was maximised */
    public boolean windowMaximized() {
        return SettingsReads.flag(node, "window.maximized", false);
    }

    /** Remembers whether the window is maximised. */
    public void setWindowMaximized(boolean maximized) {
        node.putBoolean("window.maximized", maximized);
    }

    /** @return the side panel divider position 0..1, or {@code fallback} */
    public double dividerPosition(double fallback) {
        return SettingsReads.number(node, "divider", fallback);
    }

    /** Remembers the side panel divider position 0..1. */
    public void setDividerPosition(double position) {
        node.putDouble("divider", position);
    }

    /** @return whether the timing charts are shown (default yes) */
    public boolean chartsShown() {
        return SettingsReads.flag(node, "charts.shown", true);
    }

    /** Remembers whether the timing charts are shown. */
    public void setChartsShown(boolean shown) {
        node.putBoolean("charts.shown", shown);
    }

    /** @return the log/charts divider position 0..1, or {@code fallback} */
    public double chartsDivider(double fallback) {
        return SettingsReads.number(node, "charts.divider", fallback);
    }

    /** Remembers the log/charts divider position 0..1. */
    public void setChartsDivider(double position) {
        node.putDouble("charts.divider", position);
    }

    /**
     * @param pane     a pane's settings key, e.g. {@code sideBar} (shell.PaneLayout)
     * @param fallback when never chosen
     * @return whether the user shows that pane
     */
    public boolean paneShown(String pane, boolean fallback) {
        return SettingsReads.flag(node, "pane." + pane + ".shown", fallback);
    }

    /** Remembers whether a pane is shown. */
    public void setPaneShown(String pane, boolean shown) {
        node.putBoolean("pane." + pane + ".shown", shown);
    }

    /**
     * @param pane a pane's settings key, e.g. {@code sideBar} (shell.PaneLayout)
     * @return the pane's remembered state as saved ({@code SHOWN}, {@code COLLAPSED} or {@code HIDDEN}), or "" when
     *         none was saved (settings older than collapsed panes keep only {@link #paneShown})
     */
    public String paneState(String pane) {
        return SettingsReads.text(node, "pane." + pane + ".state", "");
    }

    /** Remembers a pane's state by name ({@code SHOWN}, {@code COLLAPSED} or {@code HIDDEN}). */
    public void setPaneState(String pane, String state) {
        node.put("pane." + pane + ".state", state);
    }

    /** @return the settings key of the maximised pane, or "" when none is */
    public String maximisedPane() {
        return SettingsReads.text(node, "pane.maximised", "");
    }

    /** Remembers the maximised pane's settings key ("" for none). */
    public void setMaximisedPane(String pane) {
        node.put("pane.maximised", pane);
    }

    /** @return where the replay page goes: {@code BESIDE}, {@code BELOW} or {@code AUTO} (the default), as saved */
    public String replayPlace() {
        return SettingsReads.text(node, "pane.replayPlace", "AUTO");
    }

    /** Remembers where the replay page goes. */
    public void setReplayPlace(String place) {
        node.put("pane.replayPlace", place);
    }

    /** @return the charted fields, top to bottom (e.g. "stak.dsync"), or an empty list when never chosen */
    public List<String> chartFields() {
        String text = SettingsReads.text(node, "charts.fields", "");
        return text.isBlank() ? List.of() : List.of(text.split(","));
    }

    /** Remembers the charted fields. */
    public void setChartFields(List<String> fields) {
        node.put("charts.fields", String.join(",", fields));
    }

    /** @return the folder file choosers open in, or null */
    public Path lastFolder() {
        String folder = SettingsReads.text(node, "lastFolder", null);
        return folder == null ? null : Path.of(folder);
    }

    /** Remembers the folder file choosers open in. */
    public void setLastFolder(Path folder) {
        node.put("lastFolder", folder.toAbsolutePath().toString());
    }

    /** @return recently opened files and folders, newest first */
    public List<Path> recentFiles() {
        List<Path> paths = new ArrayList<>();
        for (String entry : SettingsReads.text(node, RECENT, "").split("\n")) {
            if (!entry.isBlank()) {
                paths.add(Path.of(entry));
            }
        }
        return paths;
    }

    /** Puts {@code opened} first in the recent list (no duplicates, at most {@link #MAX_RECENT}). */
    public void addRecent(List<Path> opened) {
        List<Path> paths = new ArrayList<>();
        opened.forEach(path -> paths.add(path.toAbsolutePath().normalize()));
        for (Path old : recentFiles()) {
            if (!paths.contains(old) && paths.size() < MAX_RECENT) {
                paths.add(old);
            }
        }
        node.put(RECENT, String.join("\n", paths.stream().map(Path::toString).toList()));
    }

    /** Forgets the recent files. */
    public void clearRecent() {
        node.remove(RECENT);
    }

    /** @return type ids the user hid, or null when never saved (use the registry defaults) */
    public BitSet hiddenTypes() {
        return readBits(HIDDEN_TYPES);
    }

    /** Remembers hidden type ids. */
    public void setHiddenTypes(BitSet typeIds) {
        writeBits(HIDDEN_TYPES, typeIds);
    }

    /** @return players the user hid, or null when never saved */
    public BitSet hiddenPlayers() {
        return readBits(HIDDEN_PLAYERS);
    }

    /** Remembers hidden players. */
    public void setHiddenPlayers(BitSet players) {
        writeBits(HIDDEN_PLAYERS, players);
    }

    /** Writes pending changes to the backing store; a failure is logged, not thrown (settings are not data). */
    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            LOG.log(System.Logger.Level.WARNING, "Could not save viewer settings", e);
        }
    }

    private BitSet readBits(String key) {
        String text = SettingsReads.text(node, key, null);
        if (text == null) {
            return null;
        }
        BitSet bits = new BitSet();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                try {
                    bits.set(Integer.parseInt(part.trim()));
                } catch (NumberFormatException | IndexOutOfBoundsException ignored) {
                    // a hand-edited setting; skip the bad entry
                }
            }
        }
        return bits;
    }

    private void writeBits(String key, BitSet bits) {
        node.put(key, bits.stream().mapToObj(Integer::toString).reduce((a, b) -> a + "," + b).orElse(""));
    }
}

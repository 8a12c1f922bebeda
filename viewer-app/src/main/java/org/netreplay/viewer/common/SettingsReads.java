package org.netreplay.viewer.common;

import java.util.prefs.Preferences;

/**
 * Reads of a settings node that give the fallback when the node was removed while the window still runs (a test's
 * settings dropped before a late background result arrives, or the user's settings deleted by another program),
 * instead of stopping the viewer with {@link IllegalStateException}. Used by every settings class of the viewer.
 * Thread safety: as {@link Preferences}.
 */
public final class SettingsReads {
    private SettingsReads() {
    }

    /** @return the text under {@code key}, or {@code fallback} when absent or the node was removed */
    public static String text(Preferences node, String key, String fallback) {
        try {
            return node.get(key, fallback);
        } catch (IllegalStateException removed) {
            return fallback;
        }
    }

    /** @return the number under {@code key}, or {@code fallback} when absent, not a number or the node was removed */
    public static double number(Preferences node, String key, double fallback) {
        try {
            return node.getDouble(key, fallback);
        } catch (IllegalStateException removed) {
            return fallback;
        }
    }

    /** @return the flag under {@code key}, or {@code fallback} when absent or the node was removed */
    public static boolean flag(Preferences node, String key, boolean fallback) {
        try {
            return node.getBoolean(key, fallback);
        } catch (IllegalStateException removed) {
            return fallback;
        }
    }
}

package org.netreplay.viewer.testing;

import java.util.TreeMap;
import java.util.prefs.AbstractPreferences;

/** A {@link java.util.prefs.Preferences} node kept in memory only, so tests never touch the user's settings. */
public final class MemoryPreferences extends AbstractPreferences {
    private final TreeMap<String, String> values = new TreeMap<>();
    private final TreeMap<String, MemoryPreferences> children = new TreeMap<>();

    /** A new, empty root node. */
    public MemoryPreferences() {
        this(null, "");
    }

    private MemoryPreferences(MemoryPreferences parent, String name) {
        super(parent, name);
    }

    @Override
    protected void putSpi(String key, String value) {
        values.put(key, value);
    }

    @Override
    protected String getSpi(String key) {
        return values.get(key);
    }

    @Override
    protected void removeSpi(String key) {
        values.remove(key);
    }

    @Override
    protected void removeNodeSpi() {
        values.clear();
    }

    @Override
    protected String[] keysSpi() {
        return values.keySet().toArray(String[]::new);
    }

    @Override
    protected String[] childrenNamesSpi() {
        return children.keySet().toArray(String[]::new);
    }

    @Override
    protected AbstractPreferences childSpi(String name) {
        return children.computeIfAbsent(name, n -> new MemoryPreferences(this, n));
    }

    @Override
    protected void syncSpi() {
    }

    @Override
    protected void flushSpi() {
    }
}

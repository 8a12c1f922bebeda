package org.netreplay.viewer.filter;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * One player (0 = server, 1..7 clients) or one lane (source file) as listed in the category panel.
 * Thread safety: FX thread only.
 */
public final class PlayerEntry {
    private final int number;
    private final String label;
    private final long count;
    private final BooleanProperty visible;

    PlayerEntry(int number, String label, long count, boolean visible) {
        this.number = number;
        this.label = label;
        this.count = count;
        this.visible = new SimpleBooleanProperty(this, "visible", visible);
    }

    /** @return the player number 0..7, or the lane index */
    public int number() {
        return number;
    }

    /** @return the text shown, e.g. "0 server" or "srv" */
    public String label() {
        return label;
    }

    /** @return lines of this player (tagged lines) or lane (all lines) */
    public long count() {
        return count;
    }

    /** @return whether its rows are shown; writable, the filter follows it */
    public BooleanProperty visibleProperty() {
        return visible;
    }
}

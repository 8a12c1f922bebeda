package org.netreplay.viewer.filter;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import org.netreplay.log.LogType;

/**
 * One log type as listed in the category panel.
 * Thread safety: FX thread only.
 */
public final class TypeEntry {
    private final LogType type;
    private final long count;
    private final BooleanProperty visible;

    TypeEntry(LogType type, long count, boolean visible) {
        this.type = type;
        this.count = count;
        this.visible = new SimpleBooleanProperty(this, "visible", visible);
    }

    /** @return the registry type */
    public LogType type() {
        return type;
    }

    /** @return the type's id, the number in its lines' {@code [type]} tag */
    public int id() {
        return type.id();
    }

    /** @return tagged lines of this type in the session */
    public long count() {
        return count;
    }

    /** @return whether rows of this type are shown; writable, the filter follows it */
    public BooleanProperty visibleProperty() {
        return visible;
    }
}

package org.netreplay.log;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The log types known to the viewer: the bundled {@code log-types.json} resource (pm-formats.md §1.2, §2, §3.1),
 * optionally overridden or extended by a user JSON file of the same shape. Immutable; thread-safe.
 */
public final class LogTypeRegistry {

    /** @return the registry built from the bundled resource; never fails for the shipped resource */
    public static LogTypeRegistry loadDefault() {
        throw new UnsupportedOperationException("not built yet");
    }

    /**
     * Returns a registry where each type in {@code userJson} replaces (same id) or adds to this one.
     *
     * @throws IOException if the file cannot be read or is not valid JSON of the registry shape; the message names
     *                     the file and the line
     */
    public LogTypeRegistry withOverrides(Path userJson) throws IOException {
        throw new UnsupportedOperationException("not built yet");
    }

    /** @return all types ordered by id */
    public List<LogType> all() {
        throw new UnsupportedOperationException("not built yet");
    }

    /**
     * @return the type with this id; an id not in the registry gets a generic type named {@code type <id>}
     *         in group OTHER, visible, white; {@link LogTypes#UNTAGGED} gets the UNTAGGED group type
     */
    public LogType type(int typeId) {
        throw new UnsupportedOperationException("not built yet");
    }
}

package org.netreplay.session;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One source of a session, classified once: its kind, the name the viewer shows for it, and where it comes from.
 *
 * @param kind   what it is
 * @param name   a short name (e.g. {@code srv}, {@code c1}, {@code net}), unique within a session
 * @param source the file it is read from (for a stitched CSV stream, the first file)
 */
public record Lane(LaneKind kind, String name, Path source) {
    public Lane {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
    }
}

package org.netreplay.replay.desync;

import java.util.Objects;
import org.netreplay.replay.spi.StateField;

/**
 * One state field whose value differs between side A and side B of a comparison.
 *
 * @param field  the field from the game's {@link org.netreplay.replay.spi.StateSchema}; bytes no field covers are
 *               reported as entity {@code raw}, index = byte offset, field {@code byte}
 * @param valueA the little-endian signed value on side A
 * @param valueB the value on side B
 */
public record FieldDiff(StateField field, long valueA, long valueB) {
    /** Entity name used for differing bytes that no schema field covers. */
    public static final String RAW_ENTITY = "raw";

    public FieldDiff {
        Objects.requireNonNull(field, "field");
    }

    /** @return e.g. {@code player} */
    public String entity() {
        return field.entity();
    }

    /** @return the entity index, e.g. the player number */
    public int index() {
        return field.index();
    }

    /** @return the field name, e.g. {@code x} */
    public String name() {
        return field.field();
    }

    /** @return the unit, e.g. {@code px/256} */
    public String unit() {
        return field.unit();
    }

    /** @return e.g. {@code player[1].x} */
    public String path() {
        return field.path();
    }
}

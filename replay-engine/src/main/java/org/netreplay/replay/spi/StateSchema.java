package org.netreplay.replay.spi;

import java.util.List;

/**
 * The fixed byte layout of a game state: every field's place, size and unit, so two states can be diffed field by
 * field. Fields do not overlap and are ordered by byte offset.
 *
 * @param stateSize size of a state in bytes
 * @param fields    the named fields, ordered by {@link StateField#byteOffset()}
 */
public record StateSchema(int stateSize, List<StateField> fields) {
    public StateSchema {
        fields = List.copyOf(fields);
    }
}

package org.netreplay.replay.spi;

import java.util.List;

/**
 * The fixed byte layout of a game state: every field's place, size, type and unit, so two states can be diffed field
 * by field and a field read by its path (for the inspector). Fields do not overlap and are ordered by byte offset.
 *
 * @param stateSize size of a state in bytes
 * @param fields    the named fields, ordered by {@link StateField#byteOffset()}
 */
public record StateSchema(int stateSize, List<StateField> fields) {
    public StateSchema {
        fields = List.copyOf(fields);
    }

    /** @return the field at a path like {@code player[0].x}, or null (a linear scan: for tools, not per frame) */
    public StateField field(String path) {
        for (StateField f : fields) {
            if (f.path().equals(path)) {
                return f;
            }
        }
        return null;
    }

    /** @return the field that covers byte {@code offset}, or null (binary search) */
    public StateField fieldAt(int offset) {
        int lo = 0;
        int hi = fields.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            StateField f = fields.get(mid);
            if (offset < f.byteOffset()) {
                hi = mid - 1;
            } else if (offset >= f.byteOffset() + f.byteSize()) {
                lo = mid + 1;
            } else {
                return f;
            }
        }
        return null;
    }

    /**
     * @return the value of the field at {@code path} in {@code state}, formatted
     * @throws IllegalArgumentException if there is no such field
     */
    public String read(byte[] state, String path) {
        StateField f = field(path);
        if (f == null) {
            throw new IllegalArgumentException("no state field " + path);
        }
        return f.format(state);
    }
}

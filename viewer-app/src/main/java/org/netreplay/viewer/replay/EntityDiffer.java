package org.netreplay.viewer.replay;

import java.util.HashMap;
import java.util.Map;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * Tells whether an entity differs between two states: any byte of its fields (the byte span from its first to its
 * last field in the schema) differs. Built once per schema (one pass); lookups only, no iteration of the map.
 */
final class EntityDiffer {
    /** One differ per schema (a game's schema is a constant; Purple Martians has 28,852 fields). */
    private static final Map<StateSchema, EntityDiffer> BY_SCHEMA = new java.util.IdentityHashMap<>();
    private final StateSchema schema;
    private final Map<EntityRef, int[]> spans = new HashMap<>();

    /**
     * @param schema a game's state schema
     * @return its differ, built on the first call for that schema (the replay page's background preparation makes
     *         that call, so the FX thread only looks it up)
     */
    static EntityDiffer of(StateSchema schema) {
        synchronized (BY_SCHEMA) {
            return BY_SCHEMA.computeIfAbsent(schema, EntityDiffer::new);
        }
    }

    EntityDiffer(StateSchema schema) {
        this.schema = schema;
        for (StateField f : schema.fields()) {
            int[] span = spans.computeIfAbsent(new EntityRef(f.entity(), f.index()),
                    ref -> new int[] {f.byteOffset(), f.byteOffset()});
            span[0] = Math.min(span[0], f.byteOffset());
            span[1] = Math.max(span[1], f.byteOffset() + f.byteSize());
        }
    }

    /** @return the schema it was built for */
    StateSchema schema() {
        return schema;
    }

    /** @return whether {@code ref}'s bytes differ between {@code a} and {@code b} (false for an unknown entity) */
    boolean differs(EntityRef ref, byte[] a, byte[] b) {
        int[] span = spans.get(ref);
        if (span == null || a == null || b == null) {
            return false;
        }
        int end = Math.min(span[1], Math.min(a.length, b.length)); // a states file may hold only the game's part
        return span[0] < end && !java.util.Arrays.equals(a, span[0], end, b, span[0], end);
    }
}

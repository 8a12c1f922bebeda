package org.netreplay.viewer.inspect;

import java.util.List;

/**
 * What the inspector's tree shows at one frame, made off the FX thread by {@link InspectorTables}: the state's
 * entities grouped by kind ({@code syn}, {@code Ei}, {@code item}, ...), each entity's fields with both sides'
 * values as text. Plain strings only, so the view never reads a state. Immutable.
 *
 * @param frame          the frame
 * @param groups         entity kinds in schema order (after the filters)
 * @param differing      fields that differ and are not ignored, over the whole state (before the filters)
 * @param ignoredDiffering fields that differ but an ignore rule hides as noise
 * @param differingPaths the first differing, not ignored, field paths (at most {@link InspectorTables#MAX_PATHS})
 * @param comparable     whether there are two sides to compare
 * @param serverLabel    the server column's heading
 * @param clientLabel    the client column's heading ("" without a client)
 * @param message        a sentence for the user ("Nothing differs at frame 812", "Only the replayed side: ...")
 */
public record InspectorTable(int frame, List<GroupRow> groups, int differing, int ignoredDiffering,
                             List<String> differingPaths, boolean comparable, String serverLabel, String clientLabel,
                             String message) {
    public InspectorTable {
        groups = List.copyOf(groups);
        differingPaths = List.copyOf(differingPaths);
    }

    /** @return the fields shown, over every group (for tests and the summary) */
    public int shownFields() {
        return groups.stream().mapToInt(g -> g.entities().stream().mapToInt(e -> e.fields().size()).sum()).sum();
    }

    /**
     * One field of one entity.
     *
     * @param path     e.g. {@code syn[2].x}
     * @param name     e.g. {@code x}
     * @param unit     as shown, e.g. {@code px}, {@code frames}, or ""
     * @param server   the server side's value as text, or "" when unknown
     * @param client   the client side's value, or "" without a client
     * @param serverBits the server side's raw bits in hex ({@code 0x4484c001}), "" for a char array or when unknown
     * @param clientBits the client side's raw bits, or ""
     * @param difference how the client's value differs from the server's ({@code +1 ulp}, {@code −2}), or ""
     * @param differs  the two sides' bytes differ
     * @param ignored  an ignore rule matches the path (a difference is noise)
     * @param numeric  the field has a number (a sparkline can show its history)
     */
    public record FieldRow(String path, String name, String unit, String server, String client, String serverBits,
                           String clientBits, String difference, boolean differs, boolean ignored, boolean numeric) {
        /** @return true if the field differs and no rule ignores it */
        public boolean counts() {
            return differs && !ignored;
        }
    }

    /**
     * One entity (e.g. {@code syn[2]}) and its fields.
     *
     * @param key       the entity
     * @param fields    its fields in schema order (after the filters)
     * @param differing its fields that differ and are not ignored
     */
    public record EntityRow(EntityKey key, List<FieldRow> fields, int differing) {
        public EntityRow {
            fields = List.copyOf(fields);
        }
    }

    /**
     * One entity kind (e.g. {@code syn}, the players) and its entities.
     *
     * @param entity    the kind
     * @param entities  its entities in schema order (after the filters)
     * @param differing fields that differ and are not ignored, over its entities
     */
    public record GroupRow(String entity, List<EntityRow> entities, int differing) {
        public GroupRow {
            entities = List.copyOf(entities);
        }
    }
}

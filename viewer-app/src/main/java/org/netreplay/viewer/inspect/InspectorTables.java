package org.netreplay.viewer.inspect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.viewer.prefs.IgnoreRules;

/**
 * Builds the inspector's {@link InspectorTable} from the two states of an {@link InspectedFrame}: every field of the
 * schema read and formatted ({@link FieldValues}), compared byte for byte, marked ignored by the rules, then
 * filtered ("only differences", "only this entity"). Runs off the FX thread (about 28,000 fields for Purple
 * Martians); stops with {@link CancellationException} when its thread is interrupted. Stateless.
 */
public final class InspectorTables {
    /** The most differing paths listed in {@link InspectorTable#differingPaths()}. */
    public static final int MAX_PATHS = 50;

    private InspectorTables() {
    }

    /**
     * @param frame           the states to compare (server may be null: an empty table with a message)
     * @param rules           fields whose differences are noise
     * @param onlyDifferences keep only fields that differ (ignored ones are dropped too); with one side only there
     *                        is nothing to differ, so every field is kept and the message says why
     * @param onlyEntity      keep only this entity, or null for all
     * @return the table
     */
    public static InspectorTable build(InspectedFrame frame, IgnoreRules rules, boolean onlyDifferences,
                                       EntityKey onlyEntity) {
        byte[] server = frame.server();
        byte[] client = frame.client();
        if (server == null) {
            return new InspectorTable(frame.frame(), List.of(), 0, 0, List.of(), false, frame.serverLabel(),
                    frame.clientLabel(), "No state at frame " + frame.frame() + " yet.");
        }
        boolean comparable = client != null;
        boolean asked = onlyDifferences;
        onlyDifferences = onlyDifferences && comparable; // one side: "only differences" would show nothing
        List<InspectorTable.GroupRow> groups = new ArrayList<>();
        List<InspectorTable.EntityRow> entities = new ArrayList<>();
        List<InspectorTable.FieldRow> fields = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        int differing = 0;
        int ignoredDiffering = 0;
        int entityDiffering = 0;
        String group = null;
        EntityKey entity = null;
        int checked = 0;
        for (StateField field : frame.schema().fields()) {
            if ((++checked & 0xFFF) == 0 && Thread.currentThread().isInterrupted()) {
                throw new CancellationException("inspector table superseded");
            }
            EntityKey key = new EntityKey(field.entity(), field.index());
            if (!key.equals(entity)) {
                closeEntity(entity, fields, entityDiffering, entities);
                entityDiffering = 0;
                if (!field.entity().equals(group)) {
                    closeGroup(group, entities, groups);
                    group = field.entity();
                }
                entity = key;
            }
            boolean differs = comparable && !FieldValues.same(field, server, client);
            boolean ignored = rules.ignores(field.path());
            if (differs && ignored) {
                ignoredDiffering++;
            } else if (differs) {
                differing++;
                entityDiffering++;
                if (paths.size() < MAX_PATHS) {
                    paths.add(field.path());
                }
            }
            boolean wanted = (!onlyDifferences || (differs && !ignored))
                    && (onlyEntity == null || onlyEntity.equals(key));
            if (wanted) {
                fields.add(new InspectorTable.FieldRow(field.path(), field.field(), FieldValues.unit(field),
                        FieldValues.text(field, server), comparable ? FieldValues.text(field, client) : "",
                        FieldValues.bits(field, server), comparable ? FieldValues.bits(field, client) : "",
                        differs ? FieldValues.difference(field, server, client) : "",
                        differs, ignored, field.type() != FieldType.CHARS));
            }
        }
        closeEntity(entity, fields, entityDiffering, entities);
        closeGroup(group, entities, groups);
        return new InspectorTable(frame.frame(), groups, differing, ignoredDiffering, paths, comparable,
                frame.serverLabel(), frame.clientLabel(),
                oneSide(message(frame, comparable, differing, ignoredDiffering, onlyDifferences, onlyEntity, groups),
                        asked && !comparable));
    }

    /** @return the message, saying that every field is shown when "only differences" was asked with one side */
    private static String oneSide(String message, boolean ignoredOnlyDifferences) {
        if (!ignoredOnlyDifferences) {
            return message;
        }
        return (message.endsWith(".") ? message : message + ".")
                + " Every field is shown: Only differences needs two sides.";
    }

    private static void closeEntity(EntityKey entity, List<InspectorTable.FieldRow> fields, int differing,
                                    List<InspectorTable.EntityRow> into) {
        if (entity != null && !fields.isEmpty()) {
            into.add(new InspectorTable.EntityRow(entity, fields, differing));
        }
        fields.clear();
    }

    private static void closeGroup(String group, List<InspectorTable.EntityRow> entities,
                                   List<InspectorTable.GroupRow> into) {
        if (group != null && !entities.isEmpty()) {
            int differing = entities.stream().mapToInt(InspectorTable.EntityRow::differing).sum();
            into.add(new InspectorTable.GroupRow(group, entities, differing));
        }
        entities.clear();
    }

    private static String message(InspectedFrame frame, boolean comparable, int differing, int ignored,
                                  boolean onlyDifferences, EntityKey onlyEntity,
                                  List<InspectorTable.GroupRow> groups) {
        if (!comparable) {
            return frame.whyNoClient() == null || frame.whyNoClient().isBlank()
                    ? "Only one side: there is nothing to compare at frame " + frame.frame() + "."
                    : frame.whyNoClient();
        }
        String noise = ignored == 0 ? "" : String.format(Locale.ROOT, " (%,d more ignored as noise)", ignored);
        String summary = differing == 0
                ? "Server and client agree at frame " + frame.frame() + noise + "."
                : String.format(Locale.ROOT, "%,d field%s differ%s at frame %d%s.", differing,
                differing == 1 ? "" : "s", differing == 1 ? "s" : "", frame.frame(), noise);
        if (groups.isEmpty() && onlyEntity != null) {
            return summary + " " + (onlyDifferences ? "Nothing differs in " + onlyEntity.text() + "."
                    : onlyEntity.text() + " is not in this state.");
        }
        return summary;
    }
}

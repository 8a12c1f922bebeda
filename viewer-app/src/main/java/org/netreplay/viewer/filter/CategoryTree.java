package org.netreplay.viewer.filter;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;
import org.netreplay.log.LogGroup;
import org.netreplay.log.LogType;
import org.netreplay.log.LogTypeRegistry;

/**
 * What the category panel's type tree shows for one session, with every text and colour worked out: groups in
 * order, each with its total and its types ordered by id. Pure data, built off the FX thread when a session opens
 * (the FX thread only makes tree items of it). Immutable.
 *
 * @param groups the groups that have types in the session, in {@link LogGroup} order
 */
public record CategoryTree(List<Group> groups) {
    private static final String GROUP_COLOUR = "#e8e8e8";

    public CategoryTree {
        groups = List.copyOf(groups);
    }

    /**
     * One group row and its type rows.
     *
     * @param node    the group row
     * @param typeIds the type id of each type row
     * @param types   the type rows
     */
    public record Group(CategoryNode node, List<Integer> typeIds, List<CategoryNode> types) {
        public Group {
            typeIds = List.copyOf(typeIds);
            types = List.copyOf(types);
        }
    }

    /**
     * Builds the tree; thread-safe (the registry is immutable).
     *
     * @param registry   the log types
     * @param typeCounts tagged lines per type id in the session
     * @param colour     the text colour {@code #rrggbb} of a type id, as the log view draws it; must be thread-safe
     * @return the tree
     */
    public static CategoryTree of(LogTypeRegistry registry, Map<Integer, Long> typeCounts,
                                  IntFunction<String> colour) {
        Map<LogGroup, List<LogType>> byGroup = new EnumMap<>(LogGroup.class);
        Map<LogGroup, Long> totals = new EnumMap<>(LogGroup.class);
        typeCounts.forEach((id, count) -> {
            LogType type = registry.type(id);
            byGroup.computeIfAbsent(type.group(), g -> new ArrayList<>()).add(type);
            totals.merge(type.group(), count, Long::sum);
        });
        List<Group> groups = new ArrayList<>();
        byGroup.forEach((group, types) -> {
            types.sort(Comparator.comparingInt(LogType::id));
            List<Integer> ids = new ArrayList<>();
            List<CategoryNode> rows = new ArrayList<>();
            for (LogType type : types) {
                String key = type.key() == null ? "" : String.valueOf(type.key());
                String label = type.label().isEmpty() ? shortName(type) : type.label();
                ids.add(type.id());
                rows.add(new CategoryNode(key, label, String.valueOf(type.id()), typeCounts.get(type.id()),
                        colour.apply(type.id()), type.name() + (key.isEmpty() ? "" : "  (key " + key + ")")));
            }
            groups.add(new Group(new CategoryNode("", group.name().toLowerCase(Locale.ROOT), "", totals.get(group),
                    GROUP_COLOUR, ""), ids, rows));
        });
        return new CategoryTree(groups);
    }

    private static String shortName(LogType type) {
        return type.name().replaceFirst("^LOG_", "").toLowerCase(Locale.ROOT);
    }
}

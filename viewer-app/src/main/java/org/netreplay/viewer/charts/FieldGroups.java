package org.netreplay.viewer.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The field chooser's list: the session's chartable fields grouped by where they come from, filtered by what the
 * user typed. Groups, in this order: fields of the text logs ({@code stak.dsync}, {@code tmst.cpu}...), columns of
 * the status CSVs ({@code status.*}, docs/formats.md §1.5) and fields of the net CSVs ({@code netcsv.*}); each
 * group's fields sorted, a group without a match left out. Pure: no JavaFX.
 */
final class FieldGroups {
    /** Prefix of the status CSVs' series (log-format's StatusCsv). */
    static final String STATUS_PREFIX = "status.";
    /** Prefix of the series read from the net CSVs' lines. */
    static final String NET_CSV_PREFIX = "netcsv.";

    private FieldGroups() {
    }

    /** One line of the chooser's list. */
    sealed interface Row permits Header, Field {
    }

    /**
     * A group's title line.
     *
     * @param title   e.g. "Log fields"
     * @param matches the group's fields that match the filter
     * @param total   the group's fields
     */
    record Header(String title, int matches, int total) implements Row {
    }

    /** @param name a field, e.g. "stak.dsync" */
    record Field(String name) implements Row {
    }

    /** @return the title of the group of {@code field} */
    static String groupOf(String field) {
        if (field.startsWith(STATUS_PREFIX)) {
            return "Status CSV";
        }
        if (field.startsWith(NET_CSV_PREFIX)) {
            return "Net CSV";
        }
        return "Log fields";
    }

    /**
     * @param fields the session's fields, any order (duplicates are listed once)
     * @param filter what the user typed: words separated by spaces, every one of which a field's name must contain,
     *               case ignored; blank lists every field
     * @return the groups' headers, each followed by its matching fields, sorted
     */
    static List<Row> rows(List<String> fields, String filter) {
        List<String> words = words(filter);
        List<Row> rows = new ArrayList<>();
        for (String group : List.of("Log fields", "Status CSV", "Net CSV")) {
            List<String> inGroup = fields.stream().filter(f -> groupOf(f).equals(group)).distinct().sorted().toList();
            List<String> matching = inGroup.stream().filter(f -> matches(f, words)).toList();
            if (matching.isEmpty()) {
                continue;
            }
            rows.add(new Header(group, matching.size(), inGroup.size()));
            matching.forEach(f -> rows.add(new Field(f)));
        }
        return rows;
    }

    /** @return whether {@code field} contains every word (lower case) */
    static boolean matches(String field, List<String> words) {
        String name = field.toLowerCase(Locale.ROOT);
        return words.stream().allMatch(name::contains);
    }

    private static List<String> words(String filter) {
        String trimmed = filter == null ? "" : filter.trim().toLowerCase(Locale.ROOT);
        return trimmed.isEmpty() ? List.of() : List.of(trimmed.split("\\s+"));
    }
}

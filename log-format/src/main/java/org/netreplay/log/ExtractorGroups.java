package org.netreplay.log;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The named groups that field extraction ({@code fields.LineFields}) reads from each extractor regex of the registry
 * (docs/formats.md §2), by {@code type.extractor}. A user's replacement regex must declare them all; the registry
 * checks this when it loads the user's file, so a broken pattern is reported at once, not at extraction time.
 */
public final class ExtractorGroups {
    private static final Map<String, List<String>> REQUIRED = new TreeMap<>(Map.ofEntries(
            Map.entry("37.adjust", List.of("dsc", "dsa", "off", "chs")),
            Map.entry("36.ping", List.of("ping", "avg")),
            Map.entry("23.bandwidth", List.of("txb", "rxb", "txp", "rxp")),
            Map.entry("33.rx", List.of("p", "dsync", "chase")),
            Map.entry("35.rx", List.of("p", "sync", "gmep", "late")),
            Map.entry("27.tx", List.of("p", "cmp", "n")),
            Map.entry("30.applied", List.of("detail")),
            Map.entry("30.detail", List.of("exact", "rewound", "ahead")),
            Map.entry("25.rewind", List.of("negff")),
            Map.entry("44.line", List.of("pairs")),
            Map.entry("44.pair", List.of("name", "val")),
            Map.entry("22.stat", List.of("key", "val"))));

    private ExtractorGroups() {
    }

    /** @return the groups extraction reads from extractor {@code name} of type {@code typeId} (empty if none) */
    public static List<String> required(int typeId, String name) {
        return REQUIRED.getOrDefault(typeId + "." + name, List.of());
    }
}

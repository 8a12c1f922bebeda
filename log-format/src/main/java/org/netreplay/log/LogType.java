package org.netreplay.log;

import java.util.Map;
import java.util.Objects;

/**
 * One log type of the registry (docs/formats.md §1.2 and §3.1), read from {@code log-types.json}.
 *
 * <p>The constructor throws {@link IllegalArgumentException} if id is outside 0..99 (only
 * {@link LogTypes#UNTAGGED} with group {@link LogGroup#UNTAGGED} is allowed besides) or colour is not
 * {@code #rrggbb}, and {@link NullPointerException} if name, group, label or colour is null.
 *
 * @param id             the type number written in the prefix, 0..99 (44 is every {@code tmst} timer line)
 * @param name           the game's constant name, e.g. {@code LOG_NET_stdf}
 * @param group          the group the category panel shows it under
 * @param label          a short label for the type column, e.g. {@code stdf}; never null, may be empty
 * @param key            the game viewer's toggle key (one of B X P K D C T N O), or {@code null}
 * @param defaultVisible whether the type is shown when a file is first opened
 * @param colour         the line colour as {@code #rrggbb} (the game's palette, docs/formats.md §3.6)
 * @param extractors     named field regexes (Java syntax, docs/formats.md §2) by extractor name; named groups are the
 *                       fields
 */
public record LogType(int id, String name, LogGroup group, String label, Character key, boolean defaultVisible,
                      String colour, Map<String, String> extractors) {
    public LogType {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(colour, "colour");
        extractors = Map.copyOf(extractors == null ? Map.of() : extractors);
        boolean untaggedType = id == LogTypes.UNTAGGED && group == LogGroup.UNTAGGED;
        if (!untaggedType && (id < 0 || id > LogTypes.MAX_TYPE_ID)) {
            throw new IllegalArgumentException("type id (" + id + ") must be in 0.." + LogTypes.MAX_TYPE_ID);
        }
        if (!colour.matches("#[0-9a-fA-F]{6}")) {
            throw new IllegalArgumentException("colour (" + colour + ") must be #rrggbb");
        }
    }
}

package org.netreplay.viewer.prefs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The inspector's ignore rules: state fields that differ for reasons nobody needs to see (noise such as timers that
 * only drive drawing), as path patterns. A pattern is a field path ({@code syn[2].draw_rot}) where {@code *}
 * matches any run of characters, so {@code syn[*].draw_rot} ignores it for every player and {@code *.late_cdats}
 * every field of that name. Matching is case-sensitive (the game's names). An ignored field is still shown, greyed,
 * but never counts as a difference. Immutable.
 */
public final class IgnoreRules {
    /** No rules. */
    public static final IgnoreRules NONE = new IgnoreRules(List.of());

    private final List<String> patterns;
    private final List<Pattern> compiled;

    private IgnoreRules(List<String> patterns) {
        this.patterns = List.copyOf(patterns);
        List<Pattern> out = new ArrayList<>();
        for (String pattern : this.patterns) {
            out.add(compile(pattern));
        }
        this.compiled = List.copyOf(out);
    }

    /**
     * @param patterns the rules, e.g. {@code syn[*].draw_rot}; blank entries and surrounding spaces are dropped,
     *                 duplicates kept once, order kept
     * @return the rules
     */
    public static IgnoreRules of(List<String> patterns) {
        List<String> clean = new ArrayList<>();
        for (String pattern : patterns) {
            String trimmed = pattern == null ? "" : pattern.trim();
            if (!trimmed.isEmpty() && !clean.contains(trimmed)) {
                clean.add(trimmed);
            }
        }
        return clean.isEmpty() ? NONE : new IgnoreRules(clean);
    }

    /** @return the rules from text with one pattern per line (the preferences and the editor's form) */
    public static IgnoreRules parse(String lines) {
        return of(lines == null ? List.of() : List.of(lines.split("\\R")));
    }

    /** @return one pattern per line */
    public String text() {
        return String.join("\n", patterns);
    }

    /** @return the patterns in order */
    public List<String> patterns() {
        return patterns;
    }

    /** @return true if some rule matches the whole field path {@code path} (e.g. {@code syn[0].x}) */
    public boolean ignores(String path) {
        for (Pattern pattern : compiled) {
            if (pattern.matcher(path).matches()) {
                return true;
            }
        }
        return false;
    }

    /** @return these rules plus {@code pattern} at the end */
    public IgnoreRules with(String pattern) {
        List<String> more = new ArrayList<>(patterns);
        more.add(pattern);
        return of(more);
    }

    private static Pattern compile(String glob) {
        List<String> literals = new ArrayList<>();
        for (String literal : glob.split("\\*", -1)) {
            literals.add(Pattern.quote(literal));
        }
        return Pattern.compile(String.join(".*", literals));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof IgnoreRules rules && rules.patterns.equals(patterns);
    }

    @Override
    public int hashCode() {
        return patterns.hashCode();
    }

    @Override
    public String toString() {
        return "IgnoreRules" + patterns;
    }
}

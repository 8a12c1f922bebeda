package org.netreplay.log.fields;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.netreplay.log.LogTypeRegistry;

/**
 * Where the fields of one line are: the named groups of its type's extractor regexes (docs/log-format.md, the
 * registry's {@code extractors}), for showing a line with its parsed fields highlighted. Every extractor that
 * matches the whole text gives its groups; then every extractor is also looked for inside each group found (a
 * {@code tmst} line's {@code pairs}, a dif's {@code detail}), and a group that holds smaller ones gives way to them.
 * Groups of punctuation only (a box's borders) are left out. Each match runs within the extractors' step budget
 * ({@link BudgetedText}), so a 200 KB line or a hostile pattern cannot hang it. Thread safety: immutable.
 */
public final class FieldSpans {
    /** Spans returned at most. */
    public static final int MAX_SPANS = 500;
    private static final Pattern GROUP_NAME = Pattern.compile("\\(\\?<([a-zA-Z][a-zA-Z0-9]*)>");
    private final LogTypeRegistry registry;

    /**
     * One field of a line.
     *
     * @param start the first character (index into the text after the prefix)
     * @param end   the character after the last
     * @param name  the field's group name, e.g. {@code dsync}
     */
    public record Span(int start, int end, String name) {
    }

    /** @param registry the registry whose extractor regexes name the fields */
    public FieldSpans(LogTypeRegistry registry) {
        this.registry = registry;
    }

    /**
     * @param typeId the line's type
     * @param text   the text after the prefix
     * @return the fields, in text order, not overlapping, at most {@link #MAX_SPANS}; empty for a type without
     *         extractors or a line none of them matches
     */
    public List<Span> of(int typeId, String text) {
        Map<String, String> extractors = registry.type(typeId).extractors();
        List<Span> found = new ArrayList<>();
        for (String extractor : new java.util.TreeSet<>(extractors.keySet())) {
            Optional<Pattern> pattern = registry.pattern(typeId, extractor);
            if (pattern.isPresent()) {
                whole(pattern.get(), text, found);
            }
        }
        List<Span> inner = new ArrayList<>();
        for (Span span : found) {
            for (String extractor : new java.util.TreeSet<>(extractors.keySet())) {
                registry.pattern(typeId, extractor).ifPresent(p -> within(p, text, span, inner));
            }
        }
        found.addAll(inner);
        return innermost(found, text);
    }

    private static void whole(Pattern pattern, String text, List<Span> out) {
        try {
            Matcher m = pattern.matcher(new BudgetedText(text));
            if (m.matches()) {
                addGroups(pattern, m, out);
            }
        } catch (BudgetedText.BudgetExceeded tooCostly) {
            // no fields from this extractor
        }
    }

    private static void within(Pattern pattern, String text, Span span, List<Span> out) {
        try {
            Matcher m = pattern.matcher(new BudgetedText(text));
            m.region(span.start(), span.end());
            while (out.size() < MAX_SPANS && m.find() && m.end() > m.start()) {
                addGroups(pattern, m, out);
            }
        } catch (BudgetedText.BudgetExceeded tooCostly) {
            // no fields from this extractor
        }
    }

    private static void addGroups(Pattern pattern, Matcher m, List<Span> out) {
        Matcher names = GROUP_NAME.matcher(pattern.pattern());
        while (names.find()) {
            String name = names.group(1);
            if (m.start(name) >= 0 && m.end(name) > m.start(name)) {
                out.add(new Span(m.start(name), m.end(name), name));
            }
        }
    }

    /** Keeps spans that hold no smaller span and are not punctuation only; drops overlaps (the earlier wins). */
    private static List<Span> innermost(List<Span> spans, String text) {
        List<Span> kept = new ArrayList<>();
        for (Span span : spans) {
            boolean holdsSmaller = spans.stream().anyMatch(other -> other != span && other.start() >= span.start()
                    && other.end() <= span.end() && other.end() - other.start() < span.end() - span.start());
            if (!holdsSmaller && hasWordCharacter(text, span) && !kept.contains(span)) {
                kept.add(span);
            }
        }
        kept.sort(Comparator.comparingInt(Span::start).thenComparingInt(Span::end));
        List<Span> out = new ArrayList<>();
        int end = 0;
        for (Span span : kept) {
            if (span.start() >= end && out.size() < MAX_SPANS) {
                out.add(span);
                end = span.end();
            }
        }
        return out;
    }

    private static boolean hasWordCharacter(String text, Span span) {
        for (int i = span.start(); i < span.end(); i++) {
            if (Character.isLetterOrDigit(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }
}

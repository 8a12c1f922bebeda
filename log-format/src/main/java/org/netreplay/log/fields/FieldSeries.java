package org.netreplay.log.fields;

import java.util.List;
import java.util.Optional;
import org.netreplay.log.ParseIssue;

/**
 * The numeric series extracted from one or more logs.
 *
 * @param series     every series, sorted by field then player
 * @param issues     the first {@link ParseIssue#MAX_REPORTED} lines that did not match their type's formats
 * @param issueCount all such lines
 * @param fields     every field name found, sorted, including fields an extraction's filter left out of
 *                   {@code series}
 */
public record FieldSeries(List<NumericSeries> series, List<ParseIssue> issues, long issueCount,
                          List<String> fields) {
    public FieldSeries {
        series = List.copyOf(series);
        issues = List.copyOf(issues);
        fields = List.copyOf(fields);
    }

    /**
     * Series of an unfiltered extraction: {@link #fields()} are the fields of {@code series}.
     *
     * @param series     every series, sorted by field then player
     * @param issues     the first lines that did not match their type's formats
     * @param issueCount all such lines
     */
    public FieldSeries(List<NumericSeries> series, List<ParseIssue> issues, long issueCount) {
        this(series, issues, issueCount, series.stream().map(NumericSeries::field).distinct().sorted().toList());
    }

    /** @return the series of {@code field} for {@code player}, if any point was found */
    public Optional<NumericSeries> get(String field, int player) {
        return series.stream().filter(s -> s.field().equals(field) && s.player() == player).findFirst();
    }

    /** @return these series and {@code other}'s together (sorted by field then player), issues and fields joined */
    public FieldSeries with(FieldSeries other) {
        List<NumericSeries> all = new java.util.ArrayList<>(series);
        all.addAll(other.series);
        all.sort(java.util.Comparator.comparing(NumericSeries::field).thenComparingInt(NumericSeries::player));
        List<ParseIssue> allIssues = new java.util.ArrayList<>(issues);
        allIssues.addAll(other.issues);
        java.util.TreeSet<String> allFields = new java.util.TreeSet<>(fields);
        allFields.addAll(other.fields);
        return new FieldSeries(all, allIssues.subList(0, Math.min(allIssues.size(), ParseIssue.MAX_REPORTED)),
                issueCount + other.issueCount, List.copyOf(allFields));
    }
}

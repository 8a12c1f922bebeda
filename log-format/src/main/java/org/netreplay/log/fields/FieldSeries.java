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
 */
public record FieldSeries(List<NumericSeries> series, List<ParseIssue> issues, long issueCount) {
    public FieldSeries {
        series = List.copyOf(series);
        issues = List.copyOf(issues);
    }

    /** @return the series of {@code field} for {@code player}, if any point was found */
    public Optional<NumericSeries> get(String field, int player) {
        return series.stream().filter(s -> s.field().equals(field) && s.player() == player).findFirst();
    }
}

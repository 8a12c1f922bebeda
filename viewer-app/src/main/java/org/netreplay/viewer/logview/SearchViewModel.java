package org.netreplay.viewer.logview;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The search bar's state: the regex typed, whether to ignore case and to show only matching lines, the compiled
 * pattern (null when empty or invalid), the syntax error, and the hit count and current hit that
 * {@link LogViewModel} fills in. Thread safety: FX thread only.
 */
public final class SearchViewModel {
    private final StringProperty query = new SimpleStringProperty(this, "query", "");
    private final BooleanProperty ignoreCase = new SimpleBooleanProperty(this, "ignoreCase", false);
    private final BooleanProperty onlyMatching = new SimpleBooleanProperty(this, "onlyMatching", false);
    private final ReadOnlyObjectWrapper<Pattern> pattern = new ReadOnlyObjectWrapper<>(this, "pattern");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    final ReadOnlyIntegerWrapper hitCount = new ReadOnlyIntegerWrapper(this, "hitCount", -1);
    final ReadOnlyIntegerWrapper hitIndex = new ReadOnlyIntegerWrapper(this, "hitIndex", -1);
    final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");

    SearchViewModel() {
        query.addListener((obs, old, now) -> compile());
        ignoreCase.addListener((obs, old, now) -> compile());
        hitCount.addListener((obs, old, now) -> updateSummary());
        hitIndex.addListener((obs, old, now) -> updateSummary());
    }

    private void compile() {
        String text = query.get();
        if (text == null || text.isEmpty()) {
            error.set("");
            pattern.set(null);
            return;
        }
        try {
            pattern.set(Pattern.compile(text, ignoreCase.get() ? Pattern.CASE_INSENSITIVE : 0));
            error.set("");
        } catch (PatternSyntaxException e) {
            pattern.set(null);
            error.set(e.getDescription() + (e.getIndex() >= 0 ? " at " + (e.getIndex() + 1) : ""));
        }
    }

    private void updateSummary() {
        int count = hitCount.get();
        if (count < 0) {
            summary.set("");
        } else if (count == 0) {
            summary.set("no hits");
        } else {
            int index = hitIndex.get();
            summary.set((index >= 0 ? index + 1 + " / " : "") + String.format("%,d", count)
                    + (count == 1 ? " hit" : " hits"));
        }
    }

    /** @return the regex as typed; writing it recompiles the pattern */
    public StringProperty queryProperty() {
        return query;
    }

    /** @return whether the search ignores case */
    public BooleanProperty ignoreCaseProperty() {
        return ignoreCase;
    }

    /** @return whether only lines matching the pattern are shown */
    public BooleanProperty onlyMatchingProperty() {
        return onlyMatching;
    }

    /** @return the compiled pattern, or null when the query is empty or invalid */
    public ReadOnlyObjectProperty<Pattern> patternProperty() {
        return pattern.getReadOnlyProperty();
    }

    /** @return the regex syntax error, or "" */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** @return number of matching visible rows, or -1 without a finished search */
    public ReadOnlyIntegerProperty hitCountProperty() {
        return hitCount.getReadOnlyProperty();
    }

    /** @return 0-based index of the selected hit among all hits, or -1 */
    public ReadOnlyIntegerProperty hitIndexProperty() {
        return hitIndex.getReadOnlyProperty();
    }

    /** @return e.g. "3 / 1,204 hits", "no hits" or "" */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}

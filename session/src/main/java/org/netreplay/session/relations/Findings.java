package org.netreplay.session.relations;

import java.util.ArrayList;
import java.util.List;

/**
 * What one relation found in one log: how many instances it checked and the violations (the first
 * {@link #MAX_KEPT} kept with their line, all counted).
 */
public final class Findings {
    /** Violations kept in full per relation and log. */
    public static final int MAX_KEPT = 50;

    private final List<Violation> kept = new ArrayList<>();
    private long checked;
    private long violations;

    /**
     * One line that breaks the relation.
     *
     * @param line    1-based line number in the log (of the line that shows the break)
     * @param frame   the line's frame
     * @param text    the line's text (after the prefix)
     * @param problem what was expected and what the line says
     */
    public record Violation(int line, int frame, String text, String problem) {
    }

    /** Counts one checked instance of the relation. */
    void checked() {
        checked++;
    }

    /** Counts (and keeps, up to the limit) a violation. */
    void violation(int lineNumber0, int frame, String text, String problem) {
        violations++;
        if (kept.size() < MAX_KEPT) {
            kept.add(new Violation(lineNumber0 + 1, frame, text, problem));
        }
    }

    /** @return instances checked */
    public long checkedCount() {
        return checked;
    }

    /** @return violations found (all, not only those kept) */
    public long violationCount() {
        return violations;
    }

    /** @return the first violations, in line order */
    public List<Violation> violations() {
        return List.copyOf(kept);
    }
}

package org.netreplay.log.fields;

/**
 * A line's text for regex matching that counts the regex engine's character reads and stops it after a budget, so no
 * pattern (a user's {@code (.*a){25}}) can hang extraction: {@link java.util.regex.Matcher} reads its input only
 * through {@link #charAt}. Past the budget {@link BudgetExceeded} is thrown; the caller records a parse issue.
 */
final class BudgetedText implements CharSequence {
    /** Character reads allowed per line and pattern: a real line needs a few thousand. */
    static final long STEPS_PER_LINE = 2_000_000;

    /** Thrown when a match runs past its budget. */
    static final class BudgetExceeded extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetExceeded() {
            super("regex step budget of " + STEPS_PER_LINE + " character reads exceeded", null, false, false);
        }
    }

    private final String text;
    private final long[] steps;

    BudgetedText(String text) {
        this(text, new long[1]);
    }

    private BudgetedText(String text, long[] steps) {
        this.text = text;
        this.steps = steps;
    }

    @Override
    public int length() {
        return text.length();
    }

    @Override
    public char charAt(int index) {
        if (++steps[0] > STEPS_PER_LINE) {
            throw new BudgetExceeded();
        }
        return text.charAt(index);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return new BudgetedText(text.substring(start, end), steps);
    }

    @Override
    public String toString() {
        return text;
    }
}

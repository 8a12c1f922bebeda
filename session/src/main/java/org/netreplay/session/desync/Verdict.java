package org.netreplay.session.desync;

/**
 * What a desync analysis proves about a session (docs/desync.md, "Verdicts"). Never more than its data proves: a
 * session is {@link #IN_SYNC} only when every expected frame of every peer was compared and every check ran.
 */
public enum Verdict {
    /** Every expected frame of every peer was compared, every check ran, nothing diverged. Exit code 0. */
    IN_SYNC("inSync", 0),
    /** At least one divergence was found (whatever else is missing). Exit code 1. */
    DESYNC("desync", 1),
    /**
     * Nothing diverged in what was compared, but a peer's data is missing or cut, a line was skipped, or a check
     * could not run: the session is not proven in sync. Exit code 4.
     */
    INCOMPLETE("incomplete", 4),
    /**
     * The session holds nothing this analysis can compare (no type-60 line and no {@code .states} file anywhere, as
     * in the real game's logs). Exit code 5.
     */
    NOT_COMPARABLE("notComparable", 5);

    private final String text;
    private final int exitCode;

    Verdict(String text, int exitCode) {
        this.text = text;
        this.exitCode = exitCode;
    }

    /** @return the JSON value: {@code inSync}, {@code desync}, {@code incomplete}, {@code notComparable} */
    public String text() {
        return text;
    }

    /** @return the exit code of {@code netreplay desync DIR} for this verdict (0, 1, 4, 5) */
    public int exitCode() {
        return exitCode;
    }
}

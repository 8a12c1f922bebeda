package org.netreplay.cli;

/**
 * The CLI's exit codes, the same for every command (listed in {@code --help} and the README). No file content ever
 * makes a command end with an uncaught exception or a stack trace.
 */
public final class ExitCodes {
    /** Success. */
    public static final int OK = 0;
    /** A finding: a desync was found. */
    public static final int FINDING = 1;
    /**
     * Bad input: a missing, unreadable or malformed file, or a bad option; stderr names file, line and field. Also an
     * output refused (it would overwrite an input, or two outputs name one file) or not written (a full disk, standard
     * output closed): stderr names the file and the cause.
     */
    public static final int BAD_INPUT = 2;
    /** Out of a documented resource limit (gm.maxEntries, gm.maxFrame, replay.maxFrames, memory...). */
    public static final int LIMIT = 3;
    /**
     * {@code desync DIR}: no divergence found, but the session is not proven in sync (a peer's data missing or cut, a
     * line skipped, a check that could not run; docs/desync.md "Verdicts").
     */
    public static final int INCOMPLETE = 4;
    /** {@code desync DIR}: the session holds nothing to compare (no state checksums, as the real game's logs). */
    public static final int NOT_COMPARABLE = 5;

    /** The footer that {@code --help} prints. */
    public static final String HELP_FOOTER = "%nExit codes: 0 success, 1 desync found, 2 bad input (the message names "
            + "file, line and field; or an output refused or not written), 3 over a documented resource limit, "
            + "4 incomplete (desync DIR: not proven in sync), 5 not comparable (desync DIR: no checksums).";

    private ExitCodes() {
    }
}

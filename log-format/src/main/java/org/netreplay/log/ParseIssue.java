package org.netreplay.log;

import java.nio.file.Path;
import java.util.Objects;

/**
 * A line whose content could not be understood (a malformed CSV row, a log line of a known type that matches
 * none of its extractors). The line is still shown; the issue is only reported. Lists of issues are capped
 * (see {@link #MAX_REPORTED}).
 *
 * @param file       the file
 * @param lineNumber 0-based line number in the file
 * @param message    one plain sentence
 */
public record ParseIssue(Path file, long lineNumber, String message) {
    /** Most issues kept per parse; later ones are only counted. */
    public static final int MAX_REPORTED = 100;

    public ParseIssue {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
    }

    /** @return {@code file:line: message} with a 1-based line number */
    @Override
    public String toString() {
        return file + ":" + (lineNumber + 1) + ": " + message;
    }
}

package org.netreplay.session;

import java.nio.file.Path;

/**
 * A file of a session that could not be opened.
 *
 * @param file    the file (or folder) as the user gave it
 * @param message one plain sentence saying what is wrong, e.g. "does not exist"
 */
public record FileProblem(Path file, String message, boolean skipped) {
    /** A file that could not be opened. */
    public FileProblem(Path file, String message) {
        this(file, message, false);
    }

    /** @return a notice for a file a folder scan left out, and why */
    public static FileProblem skipped(Path file, String reason) {
        return new FileProblem(file, reason, true);
    }

    /**
     * @return the sentence shown to the user, naming the file, e.g. "Cannot open x.txt: it does not exist." or
     *         "Skipped notes: not .txt/.log/... (/path/notes)" (the viewer makes control characters visible)
     */
    public String describe() {
        Path name = file.getFileName() == null ? file : file.getFileName();
        String text = (skipped ? "Skipped " : "Cannot open ") + name + ": " + message + " (" + file.toAbsolutePath()
                + ")";
        return text;
    }
}

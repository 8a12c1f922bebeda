package org.netreplay.viewer.logview;

import java.nio.file.Path;

/**
 * A file of a session that could not be opened.
 *
 * @param file    the file (or folder) as the user gave it
 * @param message one plain sentence saying what is wrong, e.g. "does not exist"
 */
public record FileProblem(Path file, String message) {
    /** @return the sentence shown to the user, naming the file, e.g. "Cannot open x.txt: it does not exist." */
    public String describe() {
        Path name = file.getFileName() == null ? file : file.getFileName();
        return "Cannot open " + name + ": " + message + " (" + file.toAbsolutePath() + ")";
    }
}

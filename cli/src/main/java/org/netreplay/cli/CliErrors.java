package org.netreplay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import org.netreplay.replay.gm.GmLimitException;
import org.netreplay.replay.session.ReplayLimitException;

/**
 * One place that turns a command's failure into a one-line message on stderr ({@code netreplay CMD: ...}, control
 * characters escaped by {@link Safe}) and an exit code ({@link ExitCodes}): a file-system problem names the file and
 * says what it is (not found, permission denied, a directory, a symlink loop); a limit gives 3; anything else 2.
 */
final class CliErrors {
    private CliErrors() {
    }

    /**
     * Prints the message for {@code e} and returns the exit code.
     *
     * @param command the command's words ("export report"), or null for the top level
     */
    static int report(PrintWriter err, String command, Throwable e) {
        err.println(prefix(command) + Safe.text(message(e)));
        err.flush();
        return code(e);
    }

    /** @return "netreplay CMD: ", or "netreplay: " when {@code command} is null or "netreplay" */
    static String prefix(String command) {
        return command == null || command.isEmpty() || command.equals("netreplay") ? "netreplay: "
                : "netreplay " + command + ": ";
    }

    /** @return the cause of an I/O error in a few words, without exception class names */
    static String reason(java.io.IOException e) {
        String r = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
        if (r == null || r.isBlank()) {
            return "write failed";
        }
        if (r.contains("Broken pipe")) {
            return "the reader closed the pipe (broken pipe)";
        }
        return lowerFirst(r);
    }

    /** @return {@link ExitCodes#LIMIT} for a resource limit (or out of memory), else {@link ExitCodes#BAD_INPUT} */
    static int code(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (isLimit(t)) {
                return ExitCodes.LIMIT;
            }
        }
        return ExitCodes.BAD_INPUT;
    }

    /** @return whether {@code t} is one of the documented resource limits (each names its limit in its message) */
    private static boolean isLimit(Throwable t) {
        return t instanceof GmLimitException || t instanceof ReplayLimitException || t instanceof OutOfMemoryError
                || t instanceof org.netreplay.log.LogLimitException
                || t instanceof org.netreplay.replay.desync.ChecksumLogLimitException
                || t instanceof org.netreplay.session.peerstate.PeerStateLimitException
                || t instanceof org.netreplay.session.manifest.ManifestLimitException
                || t instanceof org.netreplay.session.SessionLimitException
                || t instanceof org.netreplay.session.export.ReportLimitException;
    }

    /** @return a message that names the subject and the problem */
    static String message(Throwable e) {
        Throwable t = e instanceof UncheckedIOException && e.getCause() != null ? e.getCause() : e;
        if (t instanceof NoSuchFileException f) {
            return f.getFile() + ": " + (f.getReason() == null || f.getReason().equals("does not exist")
                    ? "file not found" : f.getReason());
        }
        if (t instanceof AccessDeniedException f) {
            return f.getFile() + ": permission denied";
        }
        if (t instanceof FileSystemLoopException f) {
            return f.getFile() + ": symbolic link loop";
        }
        if (t instanceof NotDirectoryException f) {
            return f.getFile() + ": not a directory";
        }
        if (t instanceof FileSystemException f) {
            String reason = f.getReason() == null ? "cannot be read" : f.getReason();
            if (reason.contains("Too many levels of symbolic links")) {
                reason = "symbolic link loop";
            }
            return f.getFile() + ": " + lowerFirst(reason);
        }
        if (t instanceof OutOfMemoryError) {
            return "out of memory (the JVM's heap, -Xmx in NETREPLAY_JAVA_OPTS, is too small for this input)";
        }
        if (t instanceof IOException && t.getMessage() != null && t.getMessage().contains("Is a directory")) {
            return t.getMessage().replace("Is a directory", "is a directory, not a file");
        }
        String m = t.getMessage();
        return m == null || m.isBlank() ? "an internal error stopped the command (please report it with the command "
                + "line that caused it)" : m;
    }

    /** "Is a directory" → "is a directory"; acronyms stay. */
    private static String lowerFirst(String s) {
        boolean word = s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isLowerCase(s.charAt(1));
        return word ? Character.toLowerCase(s.charAt(0)) + s.substring(1) : s;
    }
}

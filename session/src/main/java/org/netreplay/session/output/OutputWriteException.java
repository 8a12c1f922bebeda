package org.netreplay.session.output;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;

/**
 * An output that could not be written (disk full, no permission, a folder that does not exist...). Nothing partial
 * was left: the message names the file, the cause, and says so. The CLI exits with 2 for it.
 */
public final class OutputWriteException extends IOException {
    private static final long serialVersionUID = 1L;

    /**
     * @param target  the output the command was writing
     * @param existed whether a file of that name was there before (it is left as it was)
     * @param cause   what failed
     */
    public OutputWriteException(Path target, boolean existed, IOException cause) {
        super(target + ": cannot be written (" + reason(cause) + "); "
                + (existed ? "it is left as it was" : "nothing was written"), cause);
    }

    /** @return the cause in a few words, without exception class names ("no space left on device") */
    static String reason(IOException e) {
        String r = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
        if (r == null || r.isBlank()) {
            return "write failed";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "its folder does not exist";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        boolean word = r.length() > 1 && Character.isUpperCase(r.charAt(0)) && Character.isLowerCase(r.charAt(1));
        return word ? Character.toLowerCase(r.charAt(0)) + r.substring(1) : r;
    }
}

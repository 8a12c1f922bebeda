package org.netreplay.replay.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens a file that a reader will stream, refusing what would hang or mislead with a message naming the file: a
 * directory, and anything that is not a regular file (a FIFO with no writer blocks {@code open} forever; a device
 * never ends). A regular file that reports size 0 but has content ({@code /proc}) is streamed like any other.
 */
public final class InputFiles {
    private InputFiles() {
    }

    /**
     * @return an open stream over {@code file}
     * @throws FileSystemException naming the file if it is a directory or not a regular file
     * @throws IOException         if it cannot be opened (NoSuchFileException, AccessDeniedException...)
     */
    public static InputStream open(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "is a directory, not a file");
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new FileSystemException(file.toString(), null,
                    "is not a regular file (a pipe, socket or device); save it to a file first");
        }
        return Files.newInputStream(file);
    }
}

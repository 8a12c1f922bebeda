package org.netreplay.session;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Checks made before indexing a file the user opened, so that a mistake (a folder picked as a file, a binary file)
 * gets a clear sentence instead of a screen of garbage.
 */
final class FileChecks {
    /** Bytes read from the start of a file to decide whether it is text. */
    static final int SNIFF_BYTES = 8192;

    private FileChecks() {
    }

    /** @return what is wrong with {@code file} as a text log, or empty if it looks like one */
    static Optional<String> problemWithTextLog(Path file) {
        if (!Files.exists(file)) {
            return Optional.of("it does not exist");
        }
        if (Files.isDirectory(file)) {
            return Optional.of("it is a folder, not a log file");
        }
        if (!Files.isReadable(file)) {
            return Optional.of("it is not readable (check its permissions)");
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(SNIFF_BYTES);
            for (byte b : head) {
                if (b == 0) {
                    return Optional.of("it is a binary file, not a text log");
                }
            }
        } catch (IOException e) {
            return Optional.of("it cannot be read (" + e.getMessage() + ")");
        }
        return Optional.empty();
    }
}

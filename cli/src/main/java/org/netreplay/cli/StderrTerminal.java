package org.netreplay.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether the process's standard error is an interactive terminal, so that a progress bar (redrawn with carriage
 * returns) goes only there and never into a CI log, a pipe or a file. {@link System#console()} answers for standard
 * input and output, not for standard error: {@code simulate ... 2>log} from a terminal must get no bar.
 */
final class StderrTerminal {
    private StderrTerminal() {
    }

    /**
     * @return true when file descriptor 2 is a terminal device ({@code /dev/pts/N}, {@code /dev/ttyN}, read from
     *         {@code /proc/self/fd/2} on Linux); where {@code /proc} is not available, whether there is a console
     *         at all; false when {@code TERM} is {@code dumb}
     */
    static boolean isTerminal() {
        if ("dumb".equals(System.getenv("TERM"))) {
            return false;
        }
        Path fd2 = Path.of("/proc/self/fd/2");
        try {
            if (Files.isSymbolicLink(fd2)) {
                return isTerminalDevice(Files.readSymbolicLink(fd2).toString());
            }
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // fall through to the console's answer
        }
        return System.console() != null;
    }

    /** @return whether a device path names a terminal ({@code /dev/pts/3}, {@code /dev/tty1}, {@code /dev/console}) */
    static boolean isTerminalDevice(String target) {
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
    }
}

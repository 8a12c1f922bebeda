package org.netreplay.viewer.common;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * How a background job's failure is logged: a bad or unreadable input (an {@link IOException}: a corrupt
 * {@code .gm}, a missing file) is the user's news, not a bug, so it is one line naming the file and the place
 * (its message, made visible), with no stack trace on the console; anything else is a bug and keeps its trace.
 */
public final class Failures {
    private Failures() {
    }

    /**
     * @param log   the logger of the class whose job failed
     * @param what  what failed, e.g. {@code desync analysis failed}
     * @param error the failure
     */
    public static void log(System.Logger log, String what, Throwable error) {
        if (isInputProblem(error)) {
            log.log(System.Logger.Level.WARNING, what + ": " + VisibleControls.message(error.getMessage()));
        } else {
            log.log(System.Logger.Level.WARNING, what, error);
        }
    }

    /** @return true for an input problem: an {@link IOException}, also wrapped in an {@link UncheckedIOException} */
    public static boolean isInputProblem(Throwable error) {
        return error instanceof IOException || error instanceof UncheckedIOException;
    }
}

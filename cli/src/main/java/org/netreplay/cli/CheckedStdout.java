package org.netreplay.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * Standard output that remembers its first write error (a full disk, a closed pipe) instead of dropping it as
 * {@link PrintStream} does, so the CLI can end non-zero and say so on stderr ({@link NetreplayCli#run}). After an
 * error nothing more is written.
 */
final class CheckedStdout extends OutputStream {
    private final OutputStream target;
    private IOException failure;

    /** @param target the process's standard output (a {@link PrintStream}'s errors are read from its checkError) */
    CheckedStdout(OutputStream target) {
        this.target = target;
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if (failure != null) {
            return;
        }
        try {
            target.write(b, off, len);
            checkPrintStream();
        } catch (IOException e) {
            failure = e;
        }
    }

    @Override
    public void flush() {
        if (failure != null) {
            return;
        }
        try {
            target.flush();
            checkPrintStream();
        } catch (IOException e) {
            failure = e;
        }
    }

    private void checkPrintStream() {
        if (target instanceof PrintStream ps && ps.checkError()) {
            failure = new IOException("write failed");
        }
    }

    /** @return the first write error, or null */
    IOException failure() {
        return failure;
    }
}

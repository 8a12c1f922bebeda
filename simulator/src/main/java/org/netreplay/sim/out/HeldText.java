package org.netreplay.sim.out;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayDeque;

/**
 * A peer's text log as its writers see it: text goes straight to the file's writer, or, while lines whose content is
 * not known yet are pending ({@link #hold}), into a buffer per pending line, which {@link #release} writes after that
 * line. Pending lines are released in the order they were opened. So the file gets every line in the order the peer
 * wrote them whatever is still being computed.
 *
 * <p>Thread safety: not thread-safe (the simulation thread writes).
 */
final class HeldText implements Appendable {
    private final Writer file;
    /** per pending line, oldest first: the text written after it (until the next pending line) */
    private final ArrayDeque<StringBuilder> pending = new ArrayDeque<>();
    private final ArrayDeque<StringBuilder> spare = new ArrayDeque<>();

    /** @param file the log file's writer */
    HeldText(Writer file) {
        this.file = file;
    }

    private Appendable target() {
        StringBuilder last = pending.peekLast();
        return last != null ? last : file;
    }

    @Override
    public Appendable append(CharSequence s) throws IOException {
        target().append(s);
        return this;
    }

    @Override
    public Appendable append(CharSequence s, int start, int end) throws IOException {
        target().append(s, start, end);
        return this;
    }

    @Override
    public Appendable append(char c) throws IOException {
        target().append(c);
        return this;
    }

    /** A line is pending from now on: the text written after it is held until {@link #release} writes it. */
    void hold() {
        StringBuilder b = spare.poll();
        pending.addLast(b != null ? b : new StringBuilder(256));
    }

    /** @return whether a line is pending */
    boolean holding() {
        return !pending.isEmpty();
    }

    /**
     * Writes {@code line} in place of the oldest pending line, then the text held after it (up to the next pending
     * line, if any).
     *
     * @param line the pending line, with its line end
     * @throws IllegalStateException if no line is pending
     */
    void release(CharSequence line) throws IOException {
        StringBuilder after = pending.pollFirst();
        if (after == null) {
            throw new IllegalStateException("no line is pending");
        }
        file.append(line);
        file.append(after);
        after.setLength(0);
        spare.push(after);
    }
}

package org.netreplay.sim.out;

import java.io.IOException;
import java.io.Writer;

/**
 * A peer's text log as its writers see it: text goes straight to the file's writer, or, while a line whose content is
 * not known yet is pending ({@link #hold}), into a buffer, which {@link #release} writes after that line. So the file
 * gets every line in the order the peer wrote them whatever is still being computed.
 *
 * <p>Thread safety: not thread-safe (the simulation thread writes).
 */
final class HeldText implements Appendable {
    private final Writer file;
    private final StringBuilder held = new StringBuilder(256);
    private boolean holding;

    /** @param file the log file's writer */
    HeldText(Writer file) {
        this.file = file;
    }

    @Override
    public Appendable append(CharSequence s) throws IOException {
        if (holding) {
            held.append(s);
        } else {
            file.append(s);
        }
        return this;
    }

    @Override
    public Appendable append(CharSequence s, int start, int end) throws IOException {
        if (holding) {
            held.append(s, start, end);
        } else {
            file.append(s, start, end);
        }
        return this;
    }

    @Override
    public Appendable append(char c) throws IOException {
        if (holding) {
            held.append(c);
        } else {
            file.append(c);
        }
        return this;
    }

    /**
     * From now on text is held until {@link #release}.
     *
     * @throws IllegalStateException if text is held already (one pending line at a time)
     */
    void hold() {
        if (holding) {
            throw new IllegalStateException("a line is pending already");
        }
        holding = true;
    }

    /** @return whether text is being held */
    boolean holding() {
        return holding;
    }

    /**
     * Writes {@code line} (the pending one), then the text held since {@link #hold}, and stops holding.
     *
     * @param line the pending line, with its line end
     */
    void release(CharSequence line) throws IOException {
        holding = false;
        file.append(line);
        file.append(held);
        held.setLength(0);
    }
}

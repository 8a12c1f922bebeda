package org.netreplay.session.relations;

import org.netreplay.log.LogLine;

/**
 * A relation the real game's logs obey between the numbers of their lines, checked from
 * parsed lines only (never from a simulator's objects). A relation sees one text log's lines in file order
 * ({@link #accept}), then {@link #finish}es; violations go to the {@link Findings} it was given.
 *
 * <p>Not thread-safe: a relation object checks one log; make a new one per log ({@link Relations#all()}).
 */
public interface Relation {
    /** @return a short stable name, e.g. {@code chase-from-dsync} */
    String name();

    /** @return one sentence: what must hold, and where the game does it (source file and function) */
    String description();

    /** Takes the next line of the log (untagged lines included; most relations ignore them). */
    void accept(LogLine line, Findings findings);

    /** Called after the last line: checks what was left open (e.g. pieces still missing). */
    default void finish(Findings findings) {
    }
}

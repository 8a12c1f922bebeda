package org.netreplay.viewer.logview;

import java.util.List;

/**
 * The selected line in full, as the line-detail pane shows it.
 *
 * @param title  where it is and what it is, e.g. {@code srv line 26,329 · frame 1200 · player 0 · stdf · 6 fields}
 * @param text   the whole line as the game wrote it (its prefix, then all its text, however long)
 * @param fields its parsed fields, in text order, as character ranges of {@code text}
 */
public record LineDetail(String title, String text, List<Field> fields) {
    /** An empty detail (no line selected). */
    public static final LineDetail NONE = new LineDetail("No line selected", "", List.of());

    /**
     * One parsed field.
     *
     * @param start the first character in {@link #text()}
     * @param end   the character after the last
     * @param name  the field's name in the log type's extractor, e.g. {@code dsync}
     */
    public record Field(int start, int end, String name) {
    }
}

package org.netreplay.viewer.timeline;

import java.util.List;

/**
 * The session's first divergent frame as the desync analysis answers it (the same answer as
 * {@code ./netreplay desync DIR}).
 *
 * @param frame  the first frame whose states differ
 * @param peer   which peer diverged, e.g. {@code client 2}
 * @param kind   {@code client-diverged}, {@code nondeterminism} or {@code rewind-bug}
 * @param fields the differing field paths, e.g. {@code syn[2].x} (may be empty when no states were stored)
 */
public record FirstDivergence(int frame, String peer, String kind, List<String> fields) {
    public FirstDivergence {
        fields = List.copyOf(fields);
    }

    /** @return the status bar's sentence, naming at most {@code maxFields} fields */
    public String sentence(int maxFields) {
        StringBuilder text = new StringBuilder("First desync at frame ").append(frame).append(" (").append(peer);
        if (kind != null && !kind.isEmpty()) {
            text.append(", ").append(kind);
        }
        text.append(')');
        if (!fields.isEmpty()) {
            text.append(": ").append(String.join(", ", fields.subList(0, Math.min(maxFields, fields.size()))));
            if (fields.size() > maxFields) {
                text.append(" and ").append(fields.size() - maxFields).append(" more");
            }
        }
        return text.toString();
    }
}

package org.netreplay.session.relations;

import org.netreplay.log.LogLine;

/**
 * Types 35 and 25 (server): a rewind goes back to the earliest move entered that frame. At the end of frame G−1 the
 * server sets {@code server_dirty_frame = G}; each {@code cdat} entered in frame G with an older frame lowers it to
 * that frame; {@code server_rewind} then restores it and logs {@code stdf rewind to:R [−(G−R)]}, or
 * {@code stdf rewind [none]} when nothing lowered it ({@code src/mwNetgameServer.cpp#server_proc_cdat_packet,
 * server_rewind}, {@code src/mwStateHistory.cpp#apply_rewind_state}; docs/formats.md §5.6, §2.4, §2.10). So
 * {@code R = min(G, the fn of every cdat entered since the previous rewind line)}.
 */
public final class RewindToEarliestMove implements Relation {
    private int earliest = Integer.MAX_VALUE;
    private int entered;

    @Override
    public String name() {
        return "rewind-to-earliest-move";
    }

    @Override
    public String description() {
        return "types 35/25: rewind to min(frame, fn of each cdat entered that frame), [none] when none is older"
                + " (mwNetgameServer.cpp server_rewind)";
    }

    @Override
    public void accept(LogLine line, Findings findings) {
        if (!line.tagged()) {
            return;
        }
        if (line.typeId() == 35) {
            NetLines.CdatEntered c = NetLines.cdatEntered(line.text());
            if (c != null) {
                earliest = Math.min(earliest, c.fn());
                entered++;
            }
            return;
        }
        if (line.typeId() != 25) {
            return;
        }
        int g = line.frame();
        int r = Math.min(g, earliest);
        String text = line.text();
        NetLines.Rewind rw = NetLines.rewind(text);
        boolean none = text.equals(NetLines.REWIND_NONE);
        if (rw == null && !none) {
            return; // "not found - oldest frame not valid": no history to check against
        }
        findings.checked();
        if (r == g && !none) {
            findings.violation(line.lineNumber(), line.frame(), text, "expected stdf rewind [none]: no cdat older"
                    + " than frame " + g + " was entered (" + entered + " entered)");
        } else if (r < g && (none || rw.to() != r || rw.negFf() != r - g)) {
            findings.violation(line.lineNumber(), line.frame(), text, "expected stdf rewind to:" + r + " [" + (r - g)
                    + "]: the earliest cdat entered this frame is for frame " + r);
        }
        earliest = Integer.MAX_VALUE;
        entered = 0;
    }
}

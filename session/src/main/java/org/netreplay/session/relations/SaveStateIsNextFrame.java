package org.netreplay.session.relations;

import org.netreplay.log.LogLine;

/**
 * Type 26 (server): the state saved at the end of frame N is the start of frame N+1, so {@code stdf save state:X}
 * logged in frame N has {@code X = N + 1} ({@code src/mwNetgameServer.cpp#server_create_new_state}; docs/formats.md
 * docs/formats.md §2.5, §5.6).
 */
public final class SaveStateIsNextFrame implements Relation {
    @Override
    public String name() {
        return "save-state-is-next-frame";
    }

    @Override
    public String description() {
        return "type 26: stdf save state:X in frame N has X = N+1 (mwNetgameServer.cpp server_create_new_state)";
    }

    @Override
    public void accept(LogLine line, Findings findings) {
        if (line.typeId() != 26 || !line.tagged()) {
            return;
        }
        Integer x = NetLines.saveState(line.text());
        if (x == null) {
            return;
        }
        findings.checked();
        if (x != line.frame() + 1) {
            findings.violation(line.lineNumber(), line.frame(), line.text(), "expected save state:"
                    + (line.frame() + 1));
        }
    }
}

package org.netreplay.replay.gm;

import java.util.List;
import java.util.Objects;
import org.netreplay.replay.GameMove;

/**
 * A whole {@code .gm} game-move recording (docs/formats.md §4): header, rows, and the line ending it was written with.
 *
 * @param header     the header lines
 * @param moves      the rows in file order (sorted by frame)
 * @param lineEnding CRLF or LF
 */
public record GmRecording(GmHeader header, List<GameMove> moves, LineEnding lineEnding) {
    public GmRecording {
        Objects.requireNonNull(header, "header");
        moves = List.copyOf(moves);
        Objects.requireNonNull(lineEnding, "lineEnding");
    }

    /** @return the LEVEL header value */
    public int level() {
        return header.level();
    }

    /** @return the frame of the last row, or 0 if there are no rows */
    public int lastMoveFrame() {
        return moves.isEmpty() ? 0 : moves.get(moves.size() - 1).frame();
    }
}

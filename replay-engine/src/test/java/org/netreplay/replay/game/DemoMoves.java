package org.netreplay.replay.game;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.GameMove;

/**
 * Test-only reader of the rows of a real {@code .gm} recording (docs/formats.md §4.1: header lines, then
 * {@code frame,type,data1,data2} rows after {@code GAMEMOVE_DATA_START:}, CRLF or LF), grouped per frame. The
 * real parser belongs to the replay package; this one only feeds the reference game in tests.
 */
final class DemoMoves {
    private final List<List<GameMove>> frames;

    private DemoMoves(List<List<GameMove>> frames) {
        this.frames = frames;
    }

    static DemoMoves read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<GameMove> moves = new ArrayList<>();
        boolean data = false;
        for (String line : lines) {
            String row = line.strip();
            if (data && !row.isEmpty()) {
                String[] cells = row.split(",");
                moves.add(new GameMove(Integer.parseInt(cells[0]), Integer.parseInt(cells[1]),
                        Integer.parseInt(cells[2]), Integer.parseInt(cells[3])));
            }
            data |= row.startsWith("GAMEMOVE_DATA_START:");
        }
        int last = moves.get(moves.size() - 1).frame();
        List<List<GameMove>> frames = new ArrayList<>(last);
        for (int frame = 0; frame < last; frame++) {
            frames.add(new ArrayList<>());
        }
        for (GameMove move : moves) {
            frames.get(move.frame() - 1).add(move);
        }
        return new DemoMoves(frames);
    }

    /** @return the moves of frame {@code frame} (1-based) */
    List<GameMove> movesFor(int frame) {
        return frames.get(frame - 1);
    }

    /** @return the last frame with a move */
    int lastFrame() {
        return frames.size();
    }
}

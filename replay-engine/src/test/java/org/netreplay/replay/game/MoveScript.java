package org.netreplay.replay.game;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.netreplay.replay.GameMove;

/**
 * Test input: a seeded, reproducible script of game moves shaped like a real .gm recording (docs/formats.md §4.2):
 * at frame 1 a SHOT_CONFIG and one flag-form ACTIVE per player, then MOVE rows whenever a player's controls change
 * (about one frame in eight), with random comp_move bits 0..63.
 */
final class MoveScript {
    private final List<List<GameMove>> frames;

    private MoveScript(List<List<GameMove>> frames) {
        this.frames = frames;
    }

    /** @return a script of {@code frameCount} frames for {@code players} players (1..8) */
    static MoveScript random(long seed, int players, int frameCount) {
        SplittableRandom random = new SplittableRandom(seed);
        List<List<GameMove>> frames = new ArrayList<>(frameCount);
        for (int frame = 1; frame <= frameCount; frame++) {
            List<GameMove> moves = new ArrayList<>();
            if (frame == 1) {
                moves.add(new GameMove(1, GameMove.TYPE_SHOT_CONFIG, 1, 5));
                for (int p = 0; p < players; p++) {
                    moves.add(new GameMove(1, GameMove.ACTIVE_FLAG + (8 + p) * 256 + p, 0x79616C50, 0x30207265 + p));
                }
            }
            for (int p = 0; p < players; p++) {
                if (random.nextInt(8) == 0) {
                    moves.add(new GameMove(frame, GameMove.TYPE_MOVE, p, random.nextInt(64)));
                }
            }
            frames.add(List.copyOf(moves));
        }
        return new MoveScript(frames);
    }

    /** @return the moves of frame {@code frame} (1-based) */
    List<GameMove> movesFor(int frame) {
        return frames.get(frame - 1);
    }

    /** @return number of frames */
    int frameCount() {
        return frames.size();
    }
}

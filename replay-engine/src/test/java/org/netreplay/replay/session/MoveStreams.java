package org.netreplay.replay.session;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.PlayerJoin;

/** Seeded generators of move streams for tests: the level-start rows of docs/formats.md §4.2, then random comp_move changes. */
public final class MoveStreams {
    private MoveStreams() {
    }

    /**
     * @param players  1..8 players, all joining at frame 1
     * @param frames   last frame
     * @param seed     generator seed
     * @param perFrame chance (0..100) that a player changes controls on a frame
     * @return moves sorted by frame
     */
    public static List<GameMove> random(int players, int frames, long seed, int perFrame) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameMove> moves = new ArrayList<>();
        moves.add(new GameMove(1, GameMove.TYPE_SHOT_CONFIG, 0, 5));
        for (int p = 0; p < players; p++) {
            moves.add(new PlayerJoin(1, p, 8 + p, "Player " + p).toMove());
        }
        for (int f = 2; f <= frames; f++) {
            for (int p = 0; p < players; p++) {
                if (random.nextInt(100) < perFrame) {
                    moves.add(new GameMove(f, GameMove.TYPE_MOVE, p, random.nextInt(64)));
                }
            }
        }
        return moves;
    }
}

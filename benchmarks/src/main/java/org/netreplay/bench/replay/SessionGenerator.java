package org.netreplay.bench.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.PlayerJoin;

/**
 * A seeded, reproducible 8-player session shaped like a real {@code .gm} recording (docs/formats.md §4.2): at frame 1
 * a SHOT_CONFIG and one ACTIVE row per player, then a MOVE row whenever a player's controls change (each player with
 * probability 1/8 per frame, random comp_move bits 0..63).
 */
public final class SessionGenerator {
    /** 30 minutes at 40 frames per second. */
    public static final int FRAMES = 72_000;
    public static final int PLAYERS = 8;
    public static final long SEED = 20_261_121L;

    private SessionGenerator() {
    }

    /**
     * @param seed    the PRNG seed
     * @param players players joining at frame 1 (0..players-1)
     * @param frames  the last frame with moves
     * @return the rows in frame order
     */
    public static List<GameMove> moves(long seed, int players, int frames) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameMove> moves = new ArrayList<>();
        moves.add(new GameMove(1, GameMove.TYPE_SHOT_CONFIG, 1, 5));
        for (int p = 0; p < players; p++) {
            moves.add(new PlayerJoin(1, p, 8 + p, "Player " + p).toMove());
        }
        for (int f = 2; f <= frames; f++) {
            for (int p = 0; p < players; p++) {
                if (random.nextInt(8) == 0) {
                    moves.add(new GameMove(f, GameMove.TYPE_MOVE, p, random.nextInt(64)));
                }
            }
        }
        return moves;
    }

    /** @return a copy of {@code moves} with the comp_move of the first MOVE row at or after {@code frame} changed */
    static List<GameMove> withOneMoveChanged(List<GameMove> moves, int frame) {
        List<GameMove> copy = new ArrayList<>(moves);
        for (int i = 0; i < copy.size(); i++) {
            GameMove m = copy.get(i);
            if (m.type() == GameMove.TYPE_MOVE && m.frame() >= frame) {
                copy.set(i, new GameMove(m.frame(), m.type(), m.data1(), m.data2() ^ GameMove.RIGHT));
                return copy;
            }
        }
        throw new IllegalStateException("no MOVE row at or after frame " + frame);
    }
}

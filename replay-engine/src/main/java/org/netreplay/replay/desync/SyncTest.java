package org.netreplay.replay.desync;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

/**
 * A determinism check after ggrs's {@code SyncTestSession}.
 *
 * <p>How it works: every frame is advanced and its checksum recorded; then, once {@code checkDistance} frames exist,
 * the state saved {@code checkDistance} frames ago is loaded and those frames are re-simulated, comparing each
 * re-simulated checksum with the first one. Saved states sit in a ring of {@code checkDistance + 1}.
 *
 * <p>All players are local: the moves come from one stream. Limitations: it checks that save/load/advance/checksum
 * agree with each other inside one JVM; it cannot see a difference between two machines.
 */
public final class SyncTest {
    private static final int MAX_LISTED = 100;

    private SyncTest() {
    }

    /**
     * @param game          the game
     * @param setup         level and seed
     * @param moves         the moves, ordered by frame
     * @param frames        frames to simulate, ≥ 0
     * @param checkDistance frames rolled back each frame, 1..64
     * @return the mismatched frames (empty when the game is consistent)
     * @throws IllegalArgumentException if frames or checkDistance are out of range
     */
    public static SyncTestResult run(DeterministicGame game, GameSetup setup, List<GameMove> moves, int frames,
                                     int checkDistance) {
        if (checkDistance < 1 || checkDistance > 64) {
            throw new IllegalArgumentException("checkDistance (" + checkDistance + ") must be in 1..64");
        }
        if (frames < 0) {
            throw new IllegalArgumentException("frames (" + frames + ") must be >= 0");
        }
        GameSimulation sim = game.start(setup);
        MoveTimeline timeline = new MoveTimeline(moves);
        int ring = checkDistance + 1;
        byte[][] saved = new byte[ring][];
        int[] checksums = new int[frames + 1];
        List<Integer> mismatched = new ArrayList<>();
        saved[0] = sim.saveState();
        checksums[0] = sim.checksum();
        for (int f = 1; f <= frames; f++) {
            sim.advance(timeline.movesAt(f));
            checksums[f] = sim.checksum();
            saved[f % ring] = sim.saveState();
            if (f >= checkDistance) {
                sim.loadState(saved[(f - checkDistance) % ring].clone());
                for (int g = f - checkDistance + 1; g <= f; g++) {
                    sim.advance(timeline.movesAt(g));
                    if (sim.checksum() != checksums[g] && mismatched.size() < MAX_LISTED
                            && !mismatched.contains(g)) {
                        mismatched.add(g);
                    }
                }
            }
        }
        return new SyncTestResult(frames, mismatched);
    }
}

package org.netreplay.bench.replay;

import java.lang.management.ManagementFactory;

import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;

/**
 * Replay memory per frame: replays generated 8-player sessions of 72,000 frames (30 minutes) and
 * 1,440,000 frames (10 hours, the replay.maxFrames limit) with the reference game and prints the keyframe bytes
 * (compressed), the checksum/label track (5 bytes a frame) and the retained heap after GC, per frame. Run:
 * {@code java -Xmx1g -cp benchmarks/target/benchmarks.jar org.netreplay.bench.replay.ReplayMemoryMain}.
 */
public final class ReplayMemoryMain {
    private ReplayMemoryMain() {
    }

    public static void main(String[] args) throws Exception {
        for (int frames : new int[] {72_000, ReplaySessionBuilder.MAX_FRAMES}) {
            long before = used();
            ReplaySession s = ReplaySessionBuilder.create().withGame(Games.find(Games.REFERENCE_GAME_ID))
                    .withLevel(BenchLevel.LEVEL).withLevelFile(BenchLevel.file())
                    .withMoves(SessionGenerator.moves(SessionGenerator.SEED, SessionGenerator.PLAYERS, frames))
                    .start();
            s.advanceTo(frames);
            long retained = used() - before;
            System.out.printf("%,d frames: keyframes %,d bytes (%.1f B/frame), track %,d bytes (5 B/frame), "
                            + "retained heap incl. the move list %,d bytes (%.1f B/frame)%n", frames, s.keyframeBytes(),
                    s.keyframeBytes() / (double) frames, 5L * frames, retained, retained / (double) frames);
        }
    }

    private static long used() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}

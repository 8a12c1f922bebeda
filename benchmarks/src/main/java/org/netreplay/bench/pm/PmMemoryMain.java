package org.netreplay.bench.pm;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;

import org.netreplay.bench.replay.SessionGenerator;
import org.netreplay.pm.game.PmReplay;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;

/**
 * Replay memory of the Purple Martians game: keyframes are stored with the state dif codec
 * (KeyframeStore: a zlib anchor every 16 keyframes, zlib difs against it in between). Prints (1) the keyframe bytes
 * per frame over all 96 real demos replayed in a {@link ReplaySession} (keyframe every 64 frames, the default), and
 * (2) a generated 10-hour session (1,440,000 frames, the replay.maxFrames limit; 8 players with seeded random
 * controls on the real level 6): its keyframe bytes, checksum/label track and retained heap after GC. Run from the
 * repository root: {@code java -Xmx2g -cp benchmarks/target/benchmarks.jar org.netreplay.bench.pm.PmMemoryMain}.
 */
public final class PmMemoryMain {
    private PmMemoryMain() {
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("netreplay.pmLevels", "sample-logs/levels");
        long keyframeBytes = 0;
        long frames = 0;
        for (GmRecording r : PmDemos.all()) {
            ReplaySession s = ReplaySessionBuilder.create().withGame(Games.find(PmReplay.GAME_ID))
                    .withLevel(r.level()).withMoves(r.moves()).start();
            int last = Math.max(r.header().lastFrame(), r.lastMoveFrame());
            s.advanceTo(last);
            keyframeBytes += s.keyframeBytes();
            frames += last + 1;
        }
        System.out.printf("96 real demos: %,d frames, keyframes %,d bytes = %.1f B/frame (a 10-hour session at this"
                + " rate: %.1f MB)%n", frames, keyframeBytes, keyframeBytes / (double) frames,
                keyframeBytes / (double) frames * ReplaySessionBuilder.MAX_FRAMES / 1e6);

        int tenHours = ReplaySessionBuilder.MAX_FRAMES;
        long before = used();
        long start = System.nanoTime();
        ReplaySession s = ReplaySessionBuilder.create().withGame(Games.find(PmReplay.GAME_ID)).withLevel(6)
                .withLevelFile(Path.of("sample-logs/levels/level006.pml"))
                .withMoves(SessionGenerator.moves(SessionGenerator.SEED, SessionGenerator.PLAYERS, tenHours))
                .start();
        s.advanceTo(tenHours);
        double seconds = (System.nanoTime() - start) / 1e9;
        long retained = used() - before;
        System.out.printf("10-hour session, 8 players: %,d frames in %.0f s (%,.0f frames/s, keyframes written),"
                        + " keyframes %,d bytes (%.1f B/frame), track %,d bytes (5 B/frame), retained heap incl."
                        + " the move list %,d bytes (%.1f B/frame)%n", tenHours, seconds, tenHours / seconds,
                s.keyframeBytes(), s.keyframeBytes() / (double) tenHours, 5L * tenHours, retained,
                retained / (double) tenHours);
        System.out.println("final frame " + s.lastSimulatedFrame() + ", checksum "
                + String.format("%08x", s.checksum(s.lastSimulatedFrame())));
    }

    private static long used() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}

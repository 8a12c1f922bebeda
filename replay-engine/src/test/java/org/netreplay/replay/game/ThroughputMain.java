package org.netreplay.replay.game;

import java.nio.file.Path;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

/**
 * Rough throughput check, not a test: replays an 8-player random script with a checksum every frame and prints
 * frames per second. Usage: {@code ThroughputMain [levelFile|builtin] [frames]}. Wall-clock use is fine here: this
 * is test-side tooling, not simulation code.
 */
public final class ThroughputMain {
    private ThroughputMain() {
    }

    public static void main(String[] args) {
        Path level = args.length > 0 && !args[0].equals("builtin") ? Path.of(args[0]) : null;
        int frames = args.length > 1 ? Integer.parseInt(args[1]) : 40_000;
        MoveScript script = MoveScript.random(7, 8, frames);
        for (int round = 0; round < 5; round++) {
            GameSimulation sim = new ReferenceGame().start(new GameSetup(6, level, 42));
            long begin = System.nanoTime();
            int acc = 0;
            for (int frame = 1; frame <= frames; frame++) {
                sim.advance(script.movesFor(frame));
                acc = acc * 31 + sim.checksum();
            }
            long nanos = System.nanoTime() - begin;
            System.out.printf("round %d: %d frames in %d ms = %.0f frames/s (trail %08x)%n", round, frames,
                    nanos / 1_000_000, frames * 1e9 / nanos, acc);
        }
    }
}

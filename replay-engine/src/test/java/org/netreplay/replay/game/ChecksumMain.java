package org.netreplay.replay.game;

import java.nio.file.Path;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

/**
 * Replays a {@link MoveScript} and prints the checksum trail, so a test can compare a fresh JVM with the running
 * one. Usage: {@code ChecksumMain levelFile|builtin level seed scriptSeed players frames}.
 */
public final class ChecksumMain {
    private ChecksumMain() {
    }

    public static void main(String[] args) {
        Path level = args[0].equals("builtin") ? null : Path.of(args[0]);
        System.out.println(run(level, Integer.parseInt(args[1]), Long.parseLong(args[2]), Long.parseLong(args[3]),
                Integer.parseInt(args[4]), Integer.parseInt(args[5])));
    }

    /** @return "final=XXXXXXXX trail=XXXXXXXX frames=N": the last checksum and a fold of every frame's checksum */
    static String run(Path levelFile, int level, long seed, long scriptSeed, int players, int frames) {
        GameSimulation sim = new ReferenceGame().start(new GameSetup(level, levelFile, seed));
        MoveScript script = MoveScript.random(scriptSeed, players, frames);
        int trail = 0;
        int last = 0;
        for (int frame = 1; frame <= frames; frame++) {
            sim.advance(script.movesFor(frame));
            last = sim.checksum();
            trail = trail * 31 + last;
        }
        return String.format("final=%08x trail=%08x frames=%d", last, trail, sim.frame());
    }
}

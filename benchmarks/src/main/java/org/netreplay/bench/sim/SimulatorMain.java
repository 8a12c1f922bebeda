package org.netreplay.bench.sim;

import java.nio.file.Path;

import org.netreplay.sim.Simulation;
import org.netreplay.sim.SimulationConfig;
import org.netreplay.sim.SimulationResult;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.NetworkSettings;

/**
 * A plain benchmark command that times the simulator:
 * {@code java -cp <benchmarks classpath> org.netreplay.bench.sim.SimulatorMain OUT PLAYERS FRAMES SEED
 * [stress|scripted] [FAULT@F|-] [GAME]}. Prints frames, lines and the elapsed time (wall clock, to report the
 * simulator's speed; nothing written depends on it). It lives with the benchmarks because only command lines print
 * (NetreplayArchitectureTest); the user-facing command is {@code ./netreplay simulate}.
 */
public final class SimulatorMain {
    private SimulatorMain() {
    }

    /** @param args OUT PLAYERS FRAMES SEED [stress|scripted] [FAULT@FRAME|-] [GAME] */
    public static void main(String[] args) throws Exception {
        SimulationConfig.Builder b = SimulationConfig.builder().out(Path.of(args[0]))
                .players(Integer.parseInt(args[1])).frames(Integer.parseInt(args[2])).seed(Long.parseLong(args[3]))
                .network(NetworkSettings.lan());
        if (args.length > 4) {
            b.bot(BotKind.valueOf(args[4].toUpperCase(java.util.Locale.ROOT)), null);
        }
        if (args.length > 5 && !args[5].equals("-")) {
            b.fault(FaultSpec.parse(args[5]));
        }
        if (args.length > 6) {
            b.game(args[6]);
        }
        long t0 = System.nanoTime();
        SimulationResult r = Simulation.start(b.build()).run(Simulation.Progress.NONE);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("frames " + r.frames() + " lines " + r.lines() + " packets " + r.packetsSent() + " lost "
                + r.packetsLost() + " truth " + r.groundTruth() + " ms " + ms);
    }
}

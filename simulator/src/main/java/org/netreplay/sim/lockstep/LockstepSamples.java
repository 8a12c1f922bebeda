package org.netreplay.sim.lockstep;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.netreplay.sim.SimMode;
import org.netreplay.sim.Simulation;
import org.netreplay.sim.SimulationConfig;
import org.netreplay.sim.SimulationResult;
import org.netreplay.sim.SyncPolicy;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.NetworkSettings;

/**
 * The committed lockstep sample sessions ({@code sample-logs/sessions/sim-lockstep*}): a server
 * and two clients on level 3 for 30 s with scripted input, seed 1, on the CLI's default LAN link unless stated.
 * {@code sample-logs/sessions/make-sim-samples.sh} regenerates them with {@code ./netreplay simulate} and the same
 * settings (which write the same bytes); this class states the settings once for the tests, which regenerate the
 * clean sample and compare it byte for byte, and can write them without the viewer's classpath:
 * {@code java -cp <simulator classpath> org.netreplay.sim.lockstep.LockstepSamples .}.
 */
public final class LockstepSamples {
    private static final System.Logger LOG = System.getLogger(LockstepSamples.class.getName());
    /** Frames of every sample (30 s at 40 fps). */
    public static final int FRAMES = 1200;

    /**
     * One sample.
     *
     * @param folder  its folder under {@code sample-logs/sessions}
     * @param sync    the clients' sync policy
     * @param fault   {@code NAME@FRAME} or null
     * @param network the network
     */
    public record Sample(String folder, SyncPolicy sync, String fault, NetworkSettings network) {
    }

    /** The samples: clean lockstep, each lockstep fault, and the tick-sync policy over a jittery link. */
    public static final List<Sample> SAMPLES = List.of(
            new Sample("sim-lockstep", SyncPolicy.PM, null, NetworkSettings.lan()),
            new Sample("sim-lockstep-late-move", SyncPolicy.PM, "late-move@400", NetworkSettings.lan()),
            new Sample("sim-lockstep-drop-sdat", SyncPolicy.PM, "drop-sdat@400", NetworkSettings.lan()),
            new Sample("sim-lockstep-tick", SyncPolicy.TICK, null, NetworkSettings.lan().withLatency(10, 40)));

    private LockstepSamples() {
    }

    /**
     * Writes one sample.
     *
     * @param root   the repository root (levels are read from {@code sample-logs/levels})
     * @param sample the sample
     * @param out    the folder written
     * @return what was written
     * @throws IOException if it cannot be written
     */
    public static SimulationResult write(Path root, Sample sample, Path out) throws IOException {
        SimulationConfig.Builder b = SimulationConfig.builder()
                .level(3, root.resolve("sample-logs/levels/level003.pml"))
                .players(3).frames(FRAMES).mode(SimMode.LOCKSTEP).sync(sample.sync())
                .network(sample.network()).seed(1).bot(BotKind.SCRIPTED, null).out(out);
        if (sample.fault() != null) {
            b.fault(FaultSpec.parse(sample.fault()));
        }
        return Simulation.start(b.build()).run(Simulation.Progress.NONE);
    }

    /**
     * @param args the repository root
     * @throws IOException if a sample cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : ".");
        for (Sample s : SAMPLES) {
            SimulationResult r = write(root, s, root.resolve("sample-logs/sessions").resolve(s.folder()));
            LOG.log(System.Logger.Level.INFO, "{0}: {1} lines, ground truth {2}", s.folder(), r.lines(),
                    r.groundTruth());
        }
    }
}

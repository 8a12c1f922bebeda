package org.netreplay.sim.lockstep;

import java.io.IOException;
import java.nio.file.Path;
import org.netreplay.sim.SimMode;
import org.netreplay.sim.Simulation;
import org.netreplay.sim.SimulationConfig;
import org.netreplay.sim.SimulationResult;
import org.netreplay.sim.SyncPolicy;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/** Runs small lockstep sessions of the real game for the tests. */
final class LockstepSessions {
    private LockstepSessions() {
    }

    static SimulationResult run(Path out, int players, int frames, SyncPolicy sync, BotKind bot, String fault,
            long seed) throws IOException {
        return run(out, players, frames, sync, bot, fault, seed, NetworkSettings.lan());
    }

    static SimulationResult run(Path out, int players, int frames, SyncPolicy sync, BotKind bot, String fault,
            long seed, NetworkSettings network) throws IOException {
        SimulationConfig.Builder b = SimulationConfig.builder()
                .level(3, TestData.level(3))
                .players(players).frames(frames).mode(SimMode.LOCKSTEP).sync(sync)
                .network(network).seed(seed).bot(bot, null).out(out);
        if (fault != null) {
            b.fault(FaultSpec.parse(fault));
        }
        return Simulation.start(b.build()).run(Simulation.Progress.NONE);
    }
}

package org.netreplay.sim;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ServiceLoader;
import java.util.SplittableRandom;

import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.sim.bots.Bot;
import org.netreplay.sim.bots.GmReplayBot;
import org.netreplay.sim.bots.ScriptedBot;
import org.netreplay.sim.bots.StressBot;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.clock.PeerClock;
import org.netreplay.sim.net.CpuLoad;
import org.netreplay.sim.net.Network;
import org.netreplay.sim.out.SessionInfo;
import org.netreplay.sim.out.SessionOutput;

/**
 * A netgame session simulator run: {@code Simulation.start(config).run(progress)} builds the virtual clock,
 * the seeded network, one simulation of the game per peer and the session folder's writers, hands them to the
 * {@link SimulationMode} of the config's mode, and writes {@code session.json} at the end. No wall clock, no
 * unordered iteration, every random draw from a stream split off the seed: the same config gives the same bytes.
 */
public final class Simulation {
    /** Progress of a run, called on the simulation thread after each server frame. */
    @FunctionalInterface
    public interface Progress {
        /** @param done server frames done; @param total frames to do */
        void frame(int done, int total);

        /** No progress reporting. */
        Progress NONE = (d, t) -> { };
    }

    private final SimulationConfig config;
    private final SimulationMode mode;
    private SessionOutput.StatesFactory statesFactory = StatesFiles.factory();
    private int realtimeFps;

    private Simulation(SimulationConfig config, SimulationMode mode) {
        this.config = config;
        this.mode = mode;
    }

    /**
     * @param config the session config
     * @return a simulation ready to run
     * @throws UnsupportedOperationException if no mode implementation for the config's mode and sync policy is
     *                                       present (the message says which)
     */
    public static Simulation start(SimulationConfig config) {
        for (SimulationMode m : ServiceLoader.load(SimulationMode.class)) {
            if (m.mode() == config.mode() && m.supports(config.sync())) {
                return new Simulation(config, m);
            }
        }
        throw new UnsupportedOperationException("mode " + config.mode().id() + " with sync policy "
                + config.sync().id() + " is not yet available");
    }

    /** @param factory opens the per-peer states files, or null to write type-60 lines only (tests, benchmarks) */
    public Simulation statesFiles(SessionOutput.StatesFactory factory) {
        this.statesFactory = factory;
        return this;
    }

    /**
     * Writes the session at game speed, as the game writes its logs: after each server frame everything written is
     * flushed to the files and the run waits until that frame's time has come ({@code frames / fps} seconds after it
     * began), so a viewer can follow the folder live. The bytes written are the same as without it.
     *
     * @param framesPerSecond the game's frame rate (40 for the real game), or 0 for as fast as possible
     * @return this simulation
     */
    public Simulation realtime(int framesPerSecond) {
        this.realtimeFps = Math.max(0, framesPerSecond);
        return this;
    }

    /**
     * Runs the whole session and writes the folder.
     *
     * @param progress progress callback
     * @return what was written
     * @throws IOException if the folder cannot be written or the .gm of a GM bot cannot be read
     */
    public SimulationResult run(Progress progress) throws IOException {
        DeterministicGame game = Games.find(config.gameId());
        Path levelFile = levelFile(game);
        GameSetup setup = new GameSetup(config.level(),
                levelFile != null && java.nio.file.Files.isRegularFile(levelFile) ? levelFile : config.levelFile(),
                config.seed());
        // faults that could not act are refused before anything is written
        boolean reorders = config.fault(org.netreplay.sim.fault.FaultSpec.ITERATION_ORDER) == null
                || game.start(setup) instanceof org.netreplay.replay.spi.UpdateOrder;
        org.netreplay.sim.fault.FaultChecks.refuseImpossible(config.faults(), config.mode().id(), config.players(),
                config.frames(), config::quitFrame, config.serverQuit(), game.schema(), reorders);
        EventQueue clock = new EventQueue();
        int n = config.players();
        Network network = new Network(clock, config.network(), config.seed(), n);
        PeerClock[] clocks = new PeerClock[n];
        CpuLoad[] cpu = new CpuLoad[n];
        Bot[] bots = new Bot[n];
        SplittableRandom drift = new SplittableRandom(Network.mix(config.seed(), 0x64726966L, 0));
        var gm = config.gmFile() == null ? null : GmReader.read(config.gmFile()).moves();
        for (int p = 0; p < n; p++) {
            double ppm = p == 0 ? 0 : (drift.nextDouble() * 2 - 1) * config.network().driftPpm();
            clocks[p] = new PeerClock(p == 0 ? 0 : 1_000_000L + 250_000L * (p - 1), ppm);
            boolean overloaded = (config.network().overloadedPlayers() & (1 << p)) != 0;
            cpu[p] = new CpuLoad(new SplittableRandom(Network.mix(config.seed(), 0x637075L, p)), overloaded);
            SplittableRandom botRandom = new SplittableRandom(Network.mix(config.seed(), 0x626f74L, p));
            bots[p] = switch (config.bot()) {
                case STRESS -> new StressBot(botRandom);
                case SCRIPTED -> new ScriptedBot(botRandom);
                case GM -> new GmReplayBot(gm, p % 8, 0);
            };
        }
        StringBuilder settings = new StringBuilder(config.network().describe());
        if (!config.faults().isEmpty()) {
            settings.append("; faults ").append(config.faults());
        }
        settings.append("; bot ").append(config.bot().name().toLowerCase(java.util.Locale.ROOT));
        if (!config.quits().isEmpty()) {
            settings.append("; quits ").append(config.quits());
        }
        if (config.serverQuit() > 0) {
            settings.append("; server quit @").append(config.serverQuit());
        }
        SessionInfo info = new SessionInfo(config.out(), config.seed(), config.level(), config.players(),
                config.gameId(), config.mode().id(), config.sync().id(), settings.toString());
        SessionOutput output = new SessionOutput(info, clock, clocks, game.id(), game.schema().stateSize(),
                levelFile, statesFactory);
        Progress shown = realtimeFps > 0 ? new GameSpeed(progress, output, realtimeFps) : progress;
        SimContext ctx = new SimContext(config, clock, network, game, setup, output, clocks, cpu, bots, shown);
        try {
            mode.run(ctx);
        } catch (IOException | RuntimeException | Error e) {
            output.abandon(); // no session.json for a run that did not finish
            throw e;
        }
        output.close();
        // a server quit ends the session before the configured frames
        int frames = ctx.lastServerFrame() > 0 ? ctx.lastServerFrame() : config.frames();
        return new SimulationResult(config.out(), frames, output.lines(), network.sent(), network.lost(),
                output.groundTruth(), output.faults());
    }

    private Path levelFile(DeterministicGame game) {
        if (config.levelFile() != null) {
            return config.levelFile();
        }
        if ("purple-martians".equals(game.id())) {
            String folder = System.getProperty("netreplay.pmLevels");
            if (folder == null) {
                String root = System.getProperty("netreplay.rootDir");
                folder = root == null ? "sample-logs/levels" : Path.of(root, "sample-logs", "levels").toString();
            }
            return Path.of(folder).resolve(String.format("level%03d.pml", config.level()));
        }
        return null;
    }
}

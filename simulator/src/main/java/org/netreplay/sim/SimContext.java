package org.netreplay.sim;

import java.util.SplittableRandom;

import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.sim.bots.Bot;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.clock.PeerClock;
import org.netreplay.sim.net.CpuLoad;
import org.netreplay.sim.net.Network;
import org.netreplay.sim.out.SessionOutput;

/**
 * What a {@link SimulationMode} runs with: the config, the virtual clock, the network, the game, each peer's output,
 * clock, CPU model and bot, seeded random streams, and progress. Built by {@link Simulation}.
 */
public final class SimContext {
    private final SimulationConfig config;
    private final EventQueue clock;
    private final Network network;
    private final DeterministicGame game;
    private final GameSetup setup;
    private final NetState netState;
    private final SessionOutput output;
    private final PeerClock[] peerClocks;
    private final CpuLoad[] cpu;
    private final Bot[] bots;
    private final Simulation.Progress progress;
    private int lastServerFrame;

    SimContext(SimulationConfig config, EventQueue clock, Network network, DeterministicGame game, GameSetup setup,
               SessionOutput output, PeerClock[] peerClocks, CpuLoad[] cpu, Bot[] bots, Simulation.Progress progress) {
        this.config = config;
        this.clock = clock;
        this.network = network;
        this.game = game;
        this.setup = setup;
        this.netState = NetState.of(game);
        this.output = output;
        this.peerClocks = peerClocks;
        this.cpu = cpu;
        this.bots = bots;
        this.progress = progress;
    }

    /** @return the session config */
    public SimulationConfig config() {
        return config;
    }

    /** @return the virtual clock and event queue */
    public EventQueue clock() {
        return clock;
    }

    /** @return the network */
    public Network network() {
        return network;
    }

    /** @return the game */
    public DeterministicGame game() {
        return game;
    }

    /** @return a new simulation of the session's level at frame 0 (each peer runs its own) */
    public GameSimulation newSimulation() {
        return game.start(setup);
    }

    /** @return which bytes travel in a state dif */
    public NetState netState() {
        return netState;
    }

    /** @return the session folder's writers */
    public SessionOutput output() {
        return output;
    }

    /** @return peer p's clock */
    public PeerClock peerClock(int p) {
        return peerClocks[p];
    }

    /** @return peer p's CPU model */
    public CpuLoad cpu(int p) {
        return cpu[p];
    }

    /** @return player p's input */
    public Bot bot(int p) {
        return bots[p];
    }

    /**
     * @param tag   a stream name (e.g. {@code "ping"})
     * @param index e.g. a player number
     * @return a random stream of its own, derived from the seed, the tag and the index
     */
    public SplittableRandom random(String tag, int index) {
        return new SplittableRandom(Network.mix(config.seed(), tag.hashCode(), index));
    }

    /**
     * Reports progress (the CLI's progress bar).
     *
     * @param serverFrame the server frame just finished
     */
    public void progress(int serverFrame) {
        lastServerFrame = serverFrame;
        progress.frame(serverFrame, config.frames());
    }

    /** @return the last server frame reported through {@link #progress}, 0 before the first */
    public int lastServerFrame() {
        return lastServerFrame;
    }
}

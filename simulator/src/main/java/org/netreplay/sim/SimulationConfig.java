package org.netreplay.sim;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.NetworkSettings;

/**
 * Everything one simulated session depends on; with the same config the simulator writes the same bytes. Built with
 * {@link #builder()} (ggrs style: builder, then {@link Simulation#start}).
 *
 * @param gameId    the {@code DeterministicGame} id ({@code purple-martians} by default, {@code pm-reference})
 * @param level     level number
 * @param levelFile the level file, or null for the game's default lookup of that level
 * @param players   peers including the server (player 0), 1..8; clients are players 1..players-1
 * @param frames    server frames to simulate (40 per second of game time)
 * @param mode      authoritative or lockstep
 * @param sync      the clients' sync policy
 * @param network   the network and machines
 * @param faults    injected faults (usually none or one)
 * @param seed      the seed of every random stream
 * @param bot       what input the players give
 * @param gmFile    a {@code .gm} whose moves the players replay when {@code bot} is {@link BotKind#GM}, else null
 * @param out       the session folder written
 * @param quits      clients that press the menu key (authoritative mode), in the order given
 * @param serverQuit the server frame at which the server's player presses the menu key, or 0 for none (the
 *                   session then ends at that frame + 10; authoritative mode)
 */
public record SimulationConfig(String gameId, int level, Path levelFile, int players, int frames, SimMode mode,
                               SyncPolicy sync, NetworkSettings network, List<FaultSpec> faults, long seed,
                               BotKind bot, Path gmFile, Path out, List<ClientQuit> quits, int serverQuit) {
    /** Frames per second of the server (docs/formats.md §5.1). */
    public static final int FPS = 40;
    /** The game's most players. */
    public static final int MAX_PLAYERS = 8;
    /** The most frames one session may have (10 hours, the engine's {@code replay.maxFrames}). */
    public static final int MAX_FRAMES = 1_440_000;

    public SimulationConfig {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(sync, "sync");
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(out, "out");
        faults = List.copyOf(faults);
        quits = List.copyOf(quits);
        if (players < 1 || players > MAX_PLAYERS) {
            throw new IllegalArgumentException("players (" + players + ") must be in 1..8");
        }
        if (frames < 1 || frames > MAX_FRAMES) {
            throw new IllegalArgumentException("frames (" + frames + ") must be in 1.." + MAX_FRAMES);
        }
        if (level < 1 || level > 999) {
            throw new IllegalArgumentException("level (" + level + ") must be in 1..999");
        }
        if (bot == BotKind.GM && gmFile == null) {
            throw new IllegalArgumentException("bot GM needs a .gm file");
        }
        for (ClientQuit q : quits) {
            if (q.player() >= players) {
                throw new IllegalArgumentException("--quit " + q + ": player " + q.player() + " is not a client of "
                        + players + " players");
            }
            if (q.frame() >= frames) {
                throw new IllegalArgumentException("--quit " + q + ": frame must be below the session's " + frames
                        + " frames");
            }
        }
        if (serverQuit < 0 || serverQuit > 0 && serverQuit + 10 > frames) {
            throw new IllegalArgumentException("--server-quit " + serverQuit + ": frame + 10 must be within the "
                    + "session's " + frames + " frames");
        }
    }

    /** @return the frame at which client p presses the menu key, or 0 if it does not */
    public int quitFrame(int p) {
        for (ClientQuit q : quits) {
            if (q.player() == p) {
                return q.frame();
            }
        }
        return 0;
    }

    /** @return the fault with that name, or null */
    public FaultSpec fault(String name) {
        for (FaultSpec f : faults) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        return null;
    }

    /** @return a builder with the defaults: purple-martians, level 3, 2 players, 1 minute, authoritative, pm, LAN */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link SimulationConfig}; every setter returns the builder. */
    public static final class Builder {
        private String gameId = "purple-martians";
        private int level = 3;
        private Path levelFile;
        private int players = 2;
        private int frames = 60 * FPS;
        private SimMode mode = SimMode.AUTHORITATIVE;
        private SyncPolicy sync = SyncPolicy.PM;
        private NetworkSettings network = NetworkSettings.lan();
        private final List<FaultSpec> faults = new ArrayList<>();
        private long seed = 1;
        private BotKind bot = BotKind.SCRIPTED;
        private Path gmFile;
        private Path out = Path.of("session");
        private final List<ClientQuit> quits = new ArrayList<>();
        private int serverQuit;

        private Builder() {
        }

        /** @param id the game id */
        public Builder game(String id) {
            this.gameId = id;
            return this;
        }

        /** @param number level number; @param file its level file or null */
        public Builder level(int number, Path file) {
            this.level = number;
            this.levelFile = file;
            return this;
        }

        /** @param n players including the server */
        public Builder players(int n) {
            this.players = n;
            return this;
        }

        /** @param n server frames */
        public Builder frames(int n) {
            this.frames = n;
            return this;
        }

        /** @param minutes game minutes (40 frames per second) */
        public Builder minutes(double minutes) {
            this.frames = (int) Math.round(minutes * 60 * FPS);
            return this;
        }

        /** @param m the mode */
        public Builder mode(SimMode m) {
            this.mode = m;
            return this;
        }

        /** @param s the sync policy */
        public Builder sync(SyncPolicy s) {
            this.sync = s;
            return this;
        }

        /** @param n the network */
        public Builder network(NetworkSettings n) {
            this.network = n;
            return this;
        }

        /** @param f a fault to inject */
        public Builder fault(FaultSpec f) {
            this.faults.add(f);
            return this;
        }

        /** @param s the seed */
        public Builder seed(long s) {
            this.seed = s;
            return this;
        }

        /** @param kind the players' input; @param gm the .gm for {@link BotKind#GM}, else null */
        public Builder bot(BotKind kind, Path gm) {
            this.bot = kind;
            this.gmFile = gm;
            return this;
        }

        /** @param q a client's menu-key quit */
        public Builder quit(ClientQuit q) {
            this.quits.add(q);
            return this;
        }

        /** @param frame the server frame of the server's menu-key quit, 0 for none */
        public Builder serverQuit(int frame) {
            this.serverQuit = frame;
            return this;
        }

        /** @param dir the session folder */
        public Builder out(Path dir) {
            this.out = dir;
            return this;
        }

        /** @return the config @throws IllegalArgumentException naming a bad value */
        public SimulationConfig build() {
            return new SimulationConfig(gameId, level, levelFile, players, frames, mode, sync, network, faults, seed,
                    bot, gmFile, out, quits, serverQuit);
        }
    }
}

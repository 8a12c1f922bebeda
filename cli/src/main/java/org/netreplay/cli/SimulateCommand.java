package org.netreplay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.session.output.AtomicFolder;
import org.netreplay.session.output.OutputWriteException;
import org.netreplay.session.output.OutputPlan;
import org.netreplay.sim.ClientQuit;
import org.netreplay.sim.SimMode;
import org.netreplay.sim.Simulation;
import org.netreplay.sim.SimulationConfig;
import org.netreplay.sim.SimulationResult;
import org.netreplay.sim.SyncPolicy;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.NetworkSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code netreplay simulate ...}: runs the netgame session simulator (module simulator, docs/simulator.md) and
 * writes a session folder in the real game's formats with type-60 state checksums, per-peer states files and
 * {@code session.json}. Same arguments, same bytes.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Simulates a netgame session (server + clients over a seeded simulated network) and writes it "
                + "as a session folder the viewer opens: text logs, net/status CSVs, .gm files, type-60 state "
                + "checksums, .states files, session.json. The same arguments give byte-identical output.",
                "Exit codes: 0 ok, 2 bad option or unwritable folder, 3 over a limit."})
final class SimulateCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The session folder to write: a "
            + "new or empty folder, or with --force a session folder to replace whole.")
    private Path out;

    @Option(names = "--force", description = "Replace --out DIR whole when it is a session folder (it holds "
            + "session.json): the old folder is deleted once the new one is complete, never mixed with it.")
    private boolean force;

    @Option(names = "--players", defaultValue = "2", paramLabel = "N",
            description = "Peers including the server (player 0), 1..8 (default ${DEFAULT-VALUE}).")
    private int players;

    @Option(names = "--minutes", defaultValue = "1", paramLabel = "M",
            description = "Game minutes at 40 frames per second (default ${DEFAULT-VALUE}).")
    private double minutes;

    @Option(names = "--frames", paramLabel = "F", description = "Server frames (instead of --minutes).")
    private Integer frames;

    @Option(names = "--mode", defaultValue = "authoritative", paramLabel = "MODE",
            description = "authoritative (the real game's protocol) or lockstep (classic lockstep, docs/simulator.md §7) "
                    + "(default ${DEFAULT-VALUE}).")
    private String mode;

    @Option(names = "--sync", defaultValue = "pm", paramLabel = "POLICY",
            description = "Client sync policy: pm (the game's) or tick (tick sync, docs/simulator.md §7.3) "
                    + "(default ${DEFAULT-VALUE}).")
    private String sync;

    @Option(names = "--latency", defaultValue = "10", paramLabel = "MS",
            description = "One-way packet delay, ms (default ${DEFAULT-VALUE}).")
    private double latency;

    @Option(names = "--jitter", defaultValue = "2", paramLabel = "MS",
            description = "Extra one-way delay, ms, exponential with this mean, capped at 4x (default ${DEFAULT-VALUE}).")
    private double jitter;

    @Option(names = "--loss", defaultValue = "0", paramLabel = "P",
            description = "Average packet loss 0..0.7, in Gilbert-Elliott bursts (default ${DEFAULT-VALUE}).")
    private double loss;

    @Option(names = "--burst", defaultValue = "4", paramLabel = "N",
            description = "Mean length of a loss burst, packets (default ${DEFAULT-VALUE}).")
    private double burst;

    @Option(names = "--duplicate", defaultValue = "0", paramLabel = "P", description = "Duplication probability.")
    private double duplicate;

    @Option(names = "--reorder", defaultValue = "0", paramLabel = "P",
            description = "Probability that a packet is held back 25 ms (reordering).")
    private double reorder;

    @Option(names = "--bandwidth", defaultValue = "0", paramLabel = "B/S",
            description = "Per-link cap in bytes per second, 0 = none (default ${DEFAULT-VALUE}).")
    private long bandwidth;

    @Option(names = "--drift", defaultValue = "20", paramLabel = "PPM",
            description = "Client clock drift up to this many parts per million (default ${DEFAULT-VALUE}).")
    private double drift;

    @Option(names = "--overloaded", split = ",", paramLabel = "P",
            description = "Players whose machine is overloaded (frames over 25 ms), e.g. 2 or 1,3.")
    private List<Integer> overloaded = new ArrayList<>();

    @Option(names = "--fault", paramLabel = "NAME@FRAME[:pP]",
            description = "Inject a fault on a peer (default client 1; rewind-skip: the server): nondeterminism, "
                    + "rng-drift, iteration-order (both modes); rewind-skip, corrupt-dif, hidden-state, "
                    + "wrong-dif-base (authoritative); late-move, drop-sdat, missed-join-input (lockstep), e.g. "
                    + "nondeterminism@900:p2. Repeatable. A fault that cannot act is refused (exit 2); what each "
                    + "fault did is printed on stderr and kept in session.json.")
    private List<String> faults = new ArrayList<>();

    @Option(names = "--quit", paramLabel = "P@FRAME",
            description = "Client P presses the menu key at its frame FRAME: its cdat with the MENU bit makes the "
                    + "server enter P's INACTIVE at FRAME+2 (reason 90); the client leaves (authoritative mode). "
                    + "Repeatable.")
    private List<String> quits = new ArrayList<>();

    @Option(names = "--server-quit", paramLabel = "FRAME",
            description = "The server's player presses the menu key at server frame FRAME: every client and the "
                    + "server become INACTIVE at FRAME+10 (reason 92) and the session ends there (authoritative mode).")
    private Integer serverQuit;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed (default ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--level", defaultValue = "3", paramLabel = "L", description = "Level (default ${DEFAULT-VALUE}).")
    private int level;

    @Option(names = "--level-file", paramLabel = "F.pml", description = "The level file (default: the game's).")
    private Path levelFile;

    @Option(names = "--game", defaultValue = "purple-martians", paramLabel = "ID",
            description = "purple-martians or pm-reference (default ${DEFAULT-VALUE}).")
    private String game;

    @Option(names = "--bot", defaultValue = "scripted", paramLabel = "KIND",
            description = "Players' input: scripted, stress (new controls every frame, rand() %% 64), gm "
                    + "(replay --gm FILE) (default ${DEFAULT-VALUE}).")
    private String bot;

    @Option(names = "--gm", paramLabel = "F.gm", description = "The recording whose moves the gm bot replays.")
    private Path gm;

    @Option(names = "--no-states", description = "Write type-60 lines only, no .states files.")
    private boolean noStates;

    @Option(names = "--realtime", description = "Write at game speed (40 frames/s, files flushed every frame), so "
            + "the viewer can follow the folder live: ./netreplay --follow DIR.")
    private boolean realtime;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            new OutputPlan().reads(gm).reads(levelFile).writesFolder("--out", out).check();
            // --realtime writes in the folder itself, so that the viewer can follow the session as it is written
            try (AtomicFolder folder = realtime ? AtomicFolder.inPlace(out, force, SessionManifests.FILE_NAME)
                    : AtomicFolder.create(out, force, SessionManifests.FILE_NAME)) {
                folder.whenStopped(dir -> {
                    err.println((StderrTerminal.isTerminal() ? "\n" : "") + "netreplay simulate: stopped before the "
                            + "end: what it wrote in " + Safe.text(out) + " is removed (no half session is left)");
                    err.flush();
                });
                SimulationResult r;
                try {
                    r = simulate(folder.staging(), err);
                } catch (IOException | java.io.UncheckedIOException e) {
                    IOException io = e instanceof java.io.UncheckedIOException u ? u.getCause() : (IOException) e;
                    if (folder.wrote(io)) {
                        if (StderrTerminal.isTerminal()) {
                            err.println(); // ends the progress bar line
                        }
                        throw new OutputWriteException(out, Files.exists(out), io);
                    }
                    throw io;
                }
                folder.commit();
                for (org.netreplay.sim.fault.FaultOutcome o : r.faults()) {
                    err.println("netreplay simulate: fault " + o.spec() + (o.acted() ? " acted: diverges at frame "
                            + o.truth().firstDivergentFrame() + ", peer " + o.truth().peer() + ", "
                            + o.truth().field() : " did not act") + " (" + Safe.text(o.why()) + ")");
                }
                err.flush();
                spec.commandLine().getOut().printf("%s: %,d frames, %,d players, %,d log lines, %,d packets (%,d "
                                + "lost)%s%n", Safe.text(out.toString()), r.frames(), players, r.lines(),
                        r.packetsSent(), r.packetsLost(), r.groundTruth() == null ? ""
                                : (r.faults().isEmpty() ? "; diverges with no fault at frame "
                                : "; fault diverges at frame ") + r.groundTruth().firstDivergentFrame() + ", peer "
                                + r.groundTruth().peer() + ", " + r.groundTruth().field());
                if (r.groundTruth() != null && r.groundTruth().cause() != null) {
                    err.println("netreplay simulate: the session diverged with no fault: "
                            + Safe.text(r.groundTruth().cause()));
                    err.flush();
                }
            }
            return ExitCodes.OK;
        } catch (UnsupportedOperationException e) {
            err.println("netreplay simulate: " + Safe.text(e.getMessage()));
            return ExitCodes.BAD_INPUT;
        } catch (Exception e) {
            return CliErrors.report(err, "simulate", e);
        }
    }

    /** Runs the simulation into {@code dir} (the staging folder) with a progress bar on stderr. */
    private SimulationResult simulate(Path dir, PrintWriter err) throws Exception {
        int mask = 0;
        for (int p : overloaded) {
            if (p < 0 || p > 7) {
                throw new IllegalArgumentException("--overloaded player " + p + " is not in 0..7");
            }
            mask |= 1 << p;
        }
        NetworkSettings net = new NetworkSettings(latency, jitter, loss, burst, duplicate, reorder, bandwidth,
                drift, mask);
        SimulationConfig.Builder b = SimulationConfig.builder().out(dir).players(players).mode(SimMode.parse(mode))
                .sync(SyncPolicy.parse(sync)).network(net).seed(seed).level(level, levelFile).game(game)
                .bot(BotKind.valueOf(bot.toUpperCase(java.util.Locale.ROOT)), gm);
        if (frames != null) {
            b.frames(frames);
        } else {
            b.minutes(minutes);
        }
        for (String f : faults) {
            b.fault(FaultSpec.parse(f));
        }
        for (String q : quits) {
            b.quit(ClientQuit.parse(q));
        }
        if (serverQuit != null) {
            if (serverQuit < 1) {
                throw new IllegalArgumentException("--server-quit " + serverQuit + " must be >= 1");
            }
            b.serverQuit(serverQuit);
        }
        Simulation sim = Simulation.start(b.build());
        if (noStates) {
            sim.statesFiles(null);
        }
        // a progress bar only when stderr is an interactive terminal (a CI log, a pipe or a file gets none)
        ProgressBar bar = StderrTerminal.isTerminal() ? new ProgressBar(err) : null;
        if (realtime) {
            sim.realtime(SimulationConfig.FPS);
        }
        SimulationResult r = sim.run(bar != null ? bar : Simulation.Progress.NONE);
        if (bar != null) {
            bar.done();
        }
        return r;
    }

    /** A text progress bar on stderr, redrawn at each whole percent. */
    private static final class ProgressBar implements Simulation.Progress {
        private final PrintWriter err;
        private int shown = -1;

        ProgressBar(PrintWriter err) {
            this.err = err;
        }

        @Override
        public void frame(int done, int total) {
            int pct = (int) (100L * done / Math.max(1, total));
            if (pct != shown) {
                shown = pct;
                int filled = pct * 30 / 100;
                err.print("\rsimulate [" + "#".repeat(filled) + ".".repeat(30 - filled) + "] " + pct + "% frame "
                        + done + "/" + total);
                err.flush();
            }
        }

        void done() {
            err.println();
            err.flush();
        }
    }
}

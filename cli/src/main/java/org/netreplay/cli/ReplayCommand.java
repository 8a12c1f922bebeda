package org.netreplay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.netreplay.pm.game.PmReplay;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pm.game.TraceWriter;
import org.netreplay.replay.desync.ChecksumLog;
import org.netreplay.replay.desync.FrameChecksum;
import org.netreplay.replay.gm.GmFormatException;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.LevelArgument;
import org.netreplay.replay.session.ReplayLimitException;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.session.output.AtomicOutputs;
import org.netreplay.session.output.OutputPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code netreplay replay --moves F.gm [--level L] [--game ID] [--to FRAME] [--trace OUT.csv] [--json]}: replays a
 * {@code .gm} recording and prints the final frame and checksum (or, with {@code --json}, one object
 * {@code {"game","level","lastFrame","completed","levelDoneFrame","finalChecksum"}}). The default game is
 * purple-martians ({@link GameChoice}): it replays as the game's demo player does ({@link PmReplay}: the hidden first
 * pass included, until level done or the recording's end plus the game's 400-frame allowance, as the golden dumps
 * were taken) and {@code --trace} writes the golden dumps' per-frame player rows ({@link TraceWriter}).
 * {@code pm-reference}, the engine's small test game, replays to LAST_FRAME and has no level end. Exit codes: 0 ok,
 * 2 bad input.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replays a .gm recording on a level and prints the final frame, final checksum and frames/s.",
                "purple-martians (default) replays as the real game's demo player: until level done (or 400 frames "
                        + "after the recording's LAST_FRAME), the game's hidden first pass included; --trace writes "
                        + "one row per active player per frame in the columns of the game's golden dumps.",
                "--json prints {\"game\":ID, \"level\":N, \"lastFrame\":N, \"completed\":true|false, "
                        + "\"levelDoneFrame\":N|null, \"finalChecksum\":\"8 hex digits\"} (CRC-32 of the game's "
                        + "113,344-byte state; pm-reference: its own checksum, never completed).",
                "Repeated runs print the same checksum. Exit codes: 0 ok, 2 bad input."})
final class ReplayCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--level", paramLabel = "L",
            description = "Level number (levelNNN.pml in --levels) or a .pml level file (pm-reference: also a "
                    + ".json map; its built-in map when the file is missing). Default: the recording's LEVEL.")
    private String level;

    @Option(names = "--moves", required = true, paramLabel = "F.gm", description = "The .gm game-move recording.")
    private Path moves;

    @Option(names = "--to", paramLabel = "FRAME",
            description = "Last frame to simulate (default: purple-martians until level done or LAST_FRAME + 400; "
                    + "pm-reference LAST_FRAME).")
    private Integer toFrame;

    @Option(names = "--levels", paramLabel = "DIR",
            description = "Levels folder (default: sample-logs/levels under -Dnetreplay.rootDir, $NETREPLAY_HOME "
                    + "or the current folder).")
    private Path levelsDir;

    @Option(names = "--game", paramLabel = "ID", description = GameChoice.GAME_HELP)
    private String gameId;

    @Option(names = "--seed", defaultValue = "0", description = "PRNG seed, pm-reference only (default: "
            + "${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--trace", paramLabel = "OUT.csv",
            description = "purple-martians: write frame,player,x,y,xbits,ybits,...,syn_crc,crc rows (the golden "
                    + "dumps' columns), one per active player per frame from frame 0 to the last frame simulated.")
    private Path trace;

    @Option(names = "--json", description = "Print the outcome as one JSON object (shape in the description).")
    private boolean json;

    @Option(names = "--checksum-log", paramLabel = "FILE",
            description = "Also write the checksum of every --every-th frame as frame,0xchecksum lines (the format "
                    + "`desync A LOG` reads; purple-martians: the engine's replay from a clean load, as desync "
                    + "replays).")
    private Path checksumLog;

    @Option(names = "--every", paramLabel = "N", defaultValue = "1",
            description = "Frames between logged checksums (default: ${DEFAULT-VALUE}).")
    private int every;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            String id = GameChoice.gameId(gameId, level);
            outputPlan(id).check();
            GmRecording rec = GmReader.read(moves);
            DeterministicGame game = Games.find(id);
            if (every < 1) {
                throw new IllegalArgumentException("--every (" + every + ") must be >= 1");
            }
            if (toFrame != null && toFrame < 0) {
                throw new IllegalArgumentException("--to (" + toFrame + ") must be >= 0");
            }
            if (id.equals(PmReplay.GAME_ID)) {
                replayPurpleMartians(rec, game, out);
            } else {
                if (trace != null) {
                    throw new IllegalArgumentException("--trace writes the real game's per-frame player rows: only "
                            + "with --game " + PmReplay.GAME_ID + ", not " + id);
                }
                replayInEngine(rec, game, out, err);
            }
            out.flush();
            return 0;
        } catch (IOException | RuntimeException e) {
            return CliErrors.report(err, "replay", e);
        }
    }

    /** @return what this run reads (the recording, the level file, the levels folder) and writes */
    private OutputPlan outputPlan(String id) throws IOException {
        OutputPlan plan = new OutputPlan().reads(moves)
                .reads(id.equals(PmReplay.GAME_ID) ? GameChoice.pmLevelsDir(levelsDir)
                        : levelsDir != null ? levelsDir : LevelArgument.defaultLevelsDir());
        if (level != null && !level.strip().matches("\\d{1,6}")) {
            plan.reads(Path.of(level.strip()));
        }
        return plan.writes("--trace", trace).writes("--checksum-log", checksumLog);
    }

    /** The real game: its demo player's frame sequence, golden-format trace, outcome. */
    private void replayPurpleMartians(GmRecording rec, DeterministicGame game, PrintWriter out) throws IOException {
        Path dir = GameChoice.pmLevelsDir(levelsDir);
        LevelArgument lvl = LevelArgument.resolve(level != null ? level : Integer.toString(rec.level()), dir,
                rec.level());
        if (lvl.levelFile() == null) {
            throw new IllegalArgumentException("no " + String.format("level%03d.pml", lvl.level()) + " in " + dir
                    + " (give --levels DIR or --level FILE.pml)");
        }
        if (rec.moves().isEmpty()) {
            throw new IllegalArgumentException(moves + ": the recording has no game moves: nothing to replay");
        }
        if (toFrame != null && toFrame > ReplaySessionBuilder.MAX_FRAMES) {
            throw new ReplayLimitException(toFrame);
        }
        PmlFiles levels = PmlFiles.withFile(dir, lvl.levelFile(), lvl.level());
        long start = System.nanoTime();
        PmReplay.Outcome o;
        long nanos;
        try (AtomicOutputs outs = new AtomicOutputs()) {
            if (trace != null) {
                PmReplay.Outcome[] traced = new PmReplay.Outcome[1];
                outs.writeText(trace, StandardCharsets.US_ASCII, w -> {
                    TraceWriter tw = new TraceWriter(w);
                    traced[0] = PmReplay.run(rec.moves(), lvl.level(), rec.header().lastFrame(), levels, toFrame,
                            (frame, dp, state) -> tw.frame(frame, dp.world(), state));
                });
                o = traced[0];
            } else {
                o = PmReplay.run(rec.moves(), lvl.level(), rec.header().lastFrame(), levels, toFrame, null);
            }
            nanos = Math.max(1, System.nanoTime() - start);
            if (checksumLog != null) {
                ReplaySession session = ReplaySessionBuilder.create().withGame(game).withLevel(lvl.level())
                        .withLevelFile(lvl.levelFile()).withMoves(rec.moves()).start();
                session.advanceTo(o.lastFrame());
                writeChecksumLog(outs, session);
            }
            outs.commit();
        }
        if (json) {
            out.println(toJson(game.id(), o.level(), o.lastFrame(), o.completed(), o.levelDoneFrame(),
                    o.finalChecksum()));
        } else {
            out.println("game:           " + game.id());
            out.println("level:          " + lvl.level() + " (" + Safe.text(lvl.levelFile()) + ")");
            out.println("moves:          " + Safe.text(moves) + " (" + rec.moves().size() + " entries)");
            out.println("final frame:    " + o.lastFrame());
            out.println("level done:     " + (o.completed() ? "frame " + o.levelDoneFrame() : "not reached"));
            out.println("final checksum: 0x" + o.finalChecksum());
            out.println("frames/s:       " + (long) o.lastFrame() * 1_000_000_000L / nanos);
            if (trace != null) {
                out.println("trace:          " + Safe.text(trace));
            }
        }
        if (checksumLog != null) {
            if (!json) {
                out.println("checksum log:   " + Safe.text(checksumLog) + " (clean load, as desync replays)");
            }
        }
    }

    /** Any other game (pm-reference): the engine's replay session to --to or LAST_FRAME. */
    private void replayInEngine(GmRecording rec, DeterministicGame game, PrintWriter out, PrintWriter err)
            throws IOException {
        Path dir = levelsDir != null ? levelsDir : LevelArgument.defaultLevelsDir();
        LevelArgument lvl = LevelArgument.resolve(level != null ? level : Integer.toString(rec.level()), dir,
                rec.level());
        if (lvl.levelFile() == null) {
            err.println("netreplay replay: warning: no " + String.format("level%03d.pml", lvl.level()) + " in "
                    + dir + "; using the game's built-in map of level " + lvl.level());
            err.flush();
        }
        int target = toFrame != null ? toFrame : Math.max(rec.header().lastFrame(), rec.lastMoveFrame());
        if (target < 0) {
            throw new IllegalArgumentException(moves + ": the recording has no game moves and no LAST_FRAME: "
                    + "nothing to replay (give --to FRAME)");
        }
        ReplaySession session = ReplaySessionBuilder.create().withGame(game).withLevel(lvl.level())
                .withLevelFile(lvl.levelFile()).withSeed(seed).withMoves(rec.moves()).start();
        long start = System.nanoTime();
        session.advanceTo(target);
        long nanos = Math.max(1, System.nanoTime() - start);
        int last = session.lastSimulatedFrame();
        if (json) {
            out.println(toJson(game.id(), lvl.level(), last, false, null,
                    String.format("%08x", session.checksum(last))));
        } else {
            out.println("game:           " + game.id() + (game.id().equals(Games.REFERENCE_GAME_ID)
                    ? " (the engine's small test game, not the real game's rules)" : ""));
            out.println("level:          " + lvl.level() + " (" + (lvl.levelFile() == null ? "built-in map"
                    : lvl.levelFile()) + ")");
            out.println("moves:          " + Safe.text(moves) + " (" + rec.moves().size() + " entries)");
            out.println("final frame:    " + last);
            out.println("final checksum: " + String.format("0x%08x", session.checksum(last)));
            out.println("frames/s:       " + (long) target * 1_000_000_000L / nanos);
        }
        if (checksumLog != null) {
            try (AtomicOutputs outs = new AtomicOutputs()) {
                writeChecksumLog(outs, session);
                outs.commit();
            }
            if (!json) {
                out.println("checksum log:   " + Safe.text(checksumLog));
            }
        }
    }

    static String toJson(String game, int level, int lastFrame, boolean completed, Integer levelDoneFrame,
                         String finalChecksum) {
        ObjectNode root = org.netreplay.session.export.JsonOutput.mapper().createObjectNode();
        root.put("game", game);
        root.put("level", level);
        root.put("lastFrame", lastFrame);
        root.put("completed", completed);
        if (levelDoneFrame == null) {
            root.putNull("levelDoneFrame");
        } else {
            root.put("levelDoneFrame", levelDoneFrame.intValue());
        }
        root.put("finalChecksum", finalChecksum);
        return org.netreplay.session.export.JsonOutput.text(root);
    }

    private void writeChecksumLog(AtomicOutputs outs, ReplaySession session) throws IOException {
        List<FrameChecksum> entries = new ArrayList<>();
        for (int frame = 0; frame <= session.lastSimulatedFrame(); frame += every) {
            entries.add(new FrameChecksum(frame, session.checksum(frame)));
        }
        String text = new ChecksumLog(entries).format();
        outs.write(checksumLog, file -> file.write(text.getBytes(StandardCharsets.ISO_8859_1)));
    }
}

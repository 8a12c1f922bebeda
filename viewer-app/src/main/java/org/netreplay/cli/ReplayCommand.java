package org.netreplay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.netreplay.replay.desync.ChecksumLog;
import org.netreplay.replay.desync.FrameChecksum;
import org.netreplay.replay.gm.GmFormatException;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.LevelArgument;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;
import org.netreplay.replay.spi.DeterministicGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code netreplay replay --level L --moves M [--to FRAME] [--levels DIR]}: replays a {@code .gm} recording in the
 * deterministic engine and prints the final frame, the final checksum (hex) and frames per second. Exit codes: 0 ok,
 * 2 bad input.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replays a .gm recording on a level and prints the final frame, final checksum and frames/s.",
                "Repeated runs print the same checksum. Exit codes: 0 ok, 2 bad input."})
final class ReplayCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--level", required = true, paramLabel = "L",
            description = "Level number (levelNNN.pml in --levels, else the game's built-in map) or a .pml/.json "
                    + "level file.")
    private String level;

    @Option(names = "--moves", required = true, paramLabel = "M", description = "The .gm game-move recording.")
    private Path moves;

    @Option(names = "--to", paramLabel = "FRAME", description = "Last frame to simulate (default: LAST_FRAME).")
    private Integer toFrame;

    @Option(names = "--levels", paramLabel = "DIR",
            description = "Levels folder (default: sample-logs/levels under -Dnetreplay.rootDir, $NETREPLAY_HOME "
                    + "or the current folder).")
    private Path levelsDir;

    @Option(names = "--game", paramLabel = "ID", defaultValue = Games.REFERENCE_GAME_ID,
            description = "Game id (ServiceLoader) or class name (default: ${DEFAULT-VALUE}).")
    private String gameId;

    @Option(names = "--seed", defaultValue = "0", description = "PRNG seed (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--checksum-log", paramLabel = "FILE",
            description = "Also write the checksum of every --every-th frame as frame,0xchecksum lines (the format "
                    + "`desync A LOG` reads).")
    private Path checksumLog;

    @Option(names = "--every", paramLabel = "N", defaultValue = "1",
            description = "Frames between logged checksums (default: ${DEFAULT-VALUE}).")
    private int every;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            GmRecording rec = GmReader.read(moves);
            Path dir = levelsDir != null ? levelsDir : LevelArgument.defaultLevelsDir();
            LevelArgument lvl = LevelArgument.resolve(level, dir, rec.level());
            if (lvl.levelFile() == null) {
                err.println("netreplay replay: warning: no " + String.format("level%03d.pml", lvl.level()) + " in "
                        + dir + "; using the game's built-in map of level " + lvl.level());
                err.flush();
            }
            DeterministicGame game = Games.find(gameId);
            int target = toFrame != null ? toFrame : Math.max(rec.header().lastFrame(), rec.lastMoveFrame());
            if (every < 1) {
                throw new IllegalArgumentException("--every (" + every + ") must be >= 1");
            }
            if (toFrame != null && toFrame < 0) {
                throw new IllegalArgumentException("--to (" + toFrame + ") must be >= 0");
            }
            if (target < 0) {
                throw new IllegalArgumentException(moves + ": the recording has no game moves and no LAST_FRAME: "
                        + "nothing to replay (give --to FRAME)");
            }
            ReplaySession session = ReplaySessionBuilder.create().withGame(game).withLevel(lvl.level())
                    .withLevelFile(lvl.levelFile()).withSeed(seed).withMoves(rec.moves()).start();
            long start = System.nanoTime();
            session.advanceTo(target);
            long nanos = Math.max(1, System.nanoTime() - start);
            out.println("game:           " + game.id());
            out.println("level:          " + lvl.level() + " (" + (lvl.levelFile() == null ? "built-in map"
                    : lvl.levelFile()) + ")");
            out.println("moves:          " + moves + " (" + rec.moves().size() + " entries)");
            out.println("final frame:    " + session.lastSimulatedFrame());
            out.println("final checksum: " + String.format("0x%08x", session.checksum(session.lastSimulatedFrame())));
            out.println("frames/s:       " + (long) target * 1_000_000_000L / nanos);
            if (checksumLog != null) {
                writeChecksumLog(session);
                out.println("checksum log:   " + checksumLog);
            }
            out.flush();
            return 0;
        } catch (IOException | RuntimeException e) {
            return CliErrors.report(err, "replay", e);
        }
    }

    private void writeChecksumLog(ReplaySession session) throws IOException {
        List<FrameChecksum> entries = new ArrayList<>();
        for (int frame = 0; frame <= session.lastSimulatedFrame(); frame += every) {
            entries.add(new FrameChecksum(frame, session.checksum(frame)));
        }
        Files.writeString(checksumLog, new ChecksumLog(entries).format(), StandardCharsets.ISO_8859_1);
    }
}

package org.netreplay.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.desync.ChecksumLog;
import org.netreplay.replay.desync.ChecksumLogException;
import org.netreplay.replay.desync.DesyncFinder;
import org.netreplay.replay.desync.DesyncReport;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.desync.MoveDifference;
import org.netreplay.replay.gm.GmFormatException;
import org.netreplay.replay.gm.GmHeader;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.LevelArgument;
import org.netreplay.replay.spi.ExactValues;
import org.netreplay.replay.spi.StateField;
import org.netreplay.session.desync.DivergenceRun;
import org.netreplay.session.desync.PeerCoverage;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.Verdict;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.export.DesyncReportExport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code netreplay desync A B [--json] [--level L]}: replays two {@code .gm} recordings (or one recording and a
 * {@code frame,checksum} log) and reports the first divergent frame, the differing state fields and the moves that
 * differ around it. {@code netreplay desync DIR [--json]} (one argument: a session folder or its {@code session.json})
 * analyses a whole session with {@link SessionDesync} (docs/desync.md), the same code path as the viewer's timeline,
 * and adds the verdict, the peer and the kind of every divergence and each peer's coverage. Exit codes: 0 in sync,
 * 1 desync found, 2 bad input (or files that contradict each other), 3 a limit, 4 incomplete (nothing diverged but
 * the data does not prove the session in sync), 5 not comparable (no checksums).
 */
@Command(name = "desync", mixinStandardHelpOptions = true,
        description = {"Finds the first frame where two runs diverge: A and B are .gm recordings (e.g. server and "
                + "client), or B is a checksum log (lines frame,checksum; checksum 0x hex or decimal; # comments).",
                "With one argument, a session folder or its session.json: finds the first frame where the session "
                        + "really diverged from every peer's type-60 checksums, .states files and the server's .gm, "
                        + "and names the peer and the kind (client-diverged, nondeterminism, rewind-bug).",
                "Prints the first divergent frame, the differing fields (entity[index].field, A, B, unit) and the "
                        + "game moves that differ within +/- --window frames.",
                "Exit codes: 0 in sync, 1 desync found, 2 bad input (or files that contradict each other), "
                        + "4 incomplete (session folder: nothing diverged, but a peer's data is missing or cut, a line "
                        + "was skipped or a check could not run), 5 not comparable (session folder without any "
                        + "checksum, as the real game's)."})
final class DesyncCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A|DIR", description = "The reference .gm recording (e.g. the server's), "
            + "or a session folder / session.json (then give no B).")
    private Path fileA;

    @Parameters(index = "1", arity = "0..1", paramLabel = "B", description = "The other .gm recording, or a checksum "
            + "log.")
    private Path fileB;

    @Option(names = "--json", description = "Print the report as one JSON object.")
    private boolean json;

    @picocli.CommandLine.Mixin
    private FollowSymlinks links;

    @Option(names = "--level", paramLabel = "L",
            description = "Level number or .pml/.json file (default: A's LEVEL header).")
    private String level;

    @Option(names = "--levels", paramLabel = "DIR", description = "Levels folder (default: "
            + "sample-logs/levels under -Dnetreplay.rootDir, $NETREPLAY_HOME or the current folder).")
    private Path levelsDir;

    @Option(names = "--game", paramLabel = "ID", description = GameChoice.GAME_HELP)
    private String gameId;

    @Option(names = "--window", paramLabel = "FRAMES", defaultValue = "40",
            description = "Frames before and after the divergent frame whose moves are listed (default: "
                    + "${DEFAULT-VALUE}).")
    private int window;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (fileB == null) {
            return session(out, err);
        }
        try {
            GmRecording a = GmReader.read(fileA);
            String id = GameChoice.gameId(gameId, level);
            boolean realGame = id.equals(GameChoice.DEFAULT_GAME);
            Path dir = realGame ? GameChoice.pmLevelsDir(levelsDir)
                    : levelsDir != null ? levelsDir : LevelArgument.defaultLevelsDir();
            LevelArgument lvl = LevelArgument.resolve(level != null ? level : Integer.toString(a.level()), dir,
                    a.level());
            if (lvl.levelFile() == null && realGame) {
                return fail(err, "no " + String.format("level%03d.pml", lvl.level()) + " in " + dir
                        + " (give --levels DIR or --level FILE.pml)");
            }
            if (lvl.levelFile() == null) {
                err.println("netreplay desync: warning: no " + String.format("level%03d.pml", lvl.level()) + " in "
                        + dir + "; using the game's built-in map of level " + lvl.level());
                err.flush();
            }
            DesyncFinder finder = DesyncFinder.create(Games.find(id)).withLevel(lvl.level())
                    .withLevelFile(lvl.levelFile()).withMoveWindow(window);
            DesyncReport report;
            if (isGm(fileB)) {
                GmRecording b = GmReader.read(fileB);
                if (b.level() != a.level()) {
                    err.println("netreplay desync: warning: " + fileB + " has LEVEL " + b.level() + ", " + fileA
                            + " has LEVEL " + a.level() + "; both are replayed on level " + lvl.level());
                    err.flush();
                }
                int last = Math.max(Math.max(a.header().lastFrame(), a.lastMoveFrame()),
                        Math.max(b.header().lastFrame(), b.lastMoveFrame()));
                report = finder.compare(a.moves(), b.moves(), last);
            } else {
                ChecksumLog log = ChecksumLog.read(fileB);
                if (log.entries().isEmpty()) {
                    return fail(err, fileB + ": expected frame,checksum lines but found none");
                }
                report = finder.compare(a.moves(), log);
            }
            if (json) {
                out.println(toJson(report));
            } else {
                printText(out, report);
            }
            out.flush();
            return report.inSync() ? 0 : 1;
        } catch (IOException | RuntimeException e) {
            return CliErrors.report(err, "desync", e);
        }
    }

    /** The one-argument form: a whole session folder (or its session.json). */
    private int session(PrintWriter out, PrintWriter err) {
        try {
            if (!Files.isDirectory(fileA) && !fileA.getFileName().toString().equals("session.json")) {
                return fail(err, fileA + ": give a session folder or its session.json, or two files A B");
            }
            if (level != null || levelsDir != null || gameId != null) {
                err.println("netreplay desync: warning: --level, --levels and --game are ignored for a session "
                        + "folder (its session.json names the game and level)");
                err.flush();
            }
            SessionDesyncReport report = SessionDesync.analyze(List.of(fileA), window,
                    org.netreplay.log.ProgressListener.NONE, links.access());
            if (json) {
                out.println(DesyncReportExport.json(report, window));
            } else {
                printSession(out, report);
            }
            out.flush();
            return switch (report.verdict()) {
                case IN_SYNC -> ExitCodes.OK;
                case DESYNC -> ExitCodes.FINDING;
                case INCOMPLETE -> ExitCodes.INCOMPLETE;
                case NOT_COMPARABLE -> ExitCodes.NOT_COMPARABLE;
            };
        } catch (IOException | RuntimeException e) {
            return CliErrors.report(err, "desync", e);
        }
    }

    private static void printSession(PrintWriter out, SessionDesyncReport r) {
        if (!r.comparable()) {
            out.println(Safe.text(r.note()));
            return;
        }
        if (r.inSync()) {
            out.println("in sync: " + r.desync().framesCompared() + " peer frames compared");
            out.println(Safe.text(r.note()));
        } else if (r.verdict() == Verdict.INCOMPLETE) {
            out.println("incomplete: no divergence in " + r.desync().framesCompared() + " peer frames compared, but"
                    + " the session is not proven in sync");
            out.println(Safe.text(r.note()));
        } else {
            out.println("desync at frame " + r.firstDivergentFrame() + ", " + (r.peer() == 0 ? "server"
                    : "client " + r.peer()) + ", " + r.kind().text() + " (last matching frame "
                    + r.desync().lastMatchingFrame() + ")");
            out.println("checksum A " + hex(r.desync().checksumA()) + "  B " + hex(r.desync().checksumB())
                    + "  (A = " + (r.peer() == 0 ? "straight replay" : "server") + ", B = "
                    + (r.peer() == 0 ? "server" : "client " + r.peer()) + ")");
            out.println(r.note());
            if (!r.fields().isEmpty()) {
                out.println("fields that differ (" + r.fields().size() + "):");
                for (FieldDiff f : r.fields()) {
                    out.println(fieldLine(f));
                }
            }
            for (MoveDifference d : r.desync().moveDifferences()) {
                out.println("  only in " + (d.side() == MoveDifference.Side.ONLY_IN_A ? "the server's .gm"
                        : "the client's .gm") + ": " + row(d.move()));
            }
        }
        if (r.runs().size() > 1) {
            out.println("divergences (" + r.runs().size() + "):");
            for (DivergenceRun run : r.runs()) {
                out.println("  " + (run.peer() == 0 ? "server" : "client " + run.peer()) + " frames "
                        + run.firstFrame() + "-" + run.lastFrame() + " " + run.kind().text()
                        + (run.fields().isEmpty() ? "" : " " + String.join(", ", run.fields().subList(0,
                        Math.min(4, run.fields().size()))) + (run.fields().size() > 4 ? ", ..." : "")));
            }
        }
        for (PeerCoverage c : r.coverage()) {
            out.printf("%s: frames %d-%d, %d expected, %d with data, %d compared, %d steps re-simulated, %d lines"
                    + " skipped%s%n", c.peer() == 0 ? "server" : "client " + c.peer(), c.firstFrame(), c.lastFrame(),
                    c.framesExpected(), c.framesWithData(), c.framesCompared(), c.stepsChecked(), c.skippedLines(),
                    c.complete() ? "" : " (incomplete)");
            for (String m : c.missing()) {
                out.println("  missing: " + Safe.text(m));
            }
        }
        for (String n : r.notes()) {
            out.println("note: " + Safe.text(n));
        }
    }

    private static boolean isGm(Path file) throws IOException {
        try (java.io.InputStream in = org.netreplay.replay.io.InputFiles.open(file)) {
            byte[] head = in.readNBytes(GmHeader.MAGIC.length());
            return new String(head, StandardCharsets.ISO_8859_1).equals(GmHeader.MAGIC);
        }
    }

    private static int fail(PrintWriter err, String message) {
        err.println("netreplay desync: " + Safe.text(message));
        err.flush();
        return 2;
    }

    private static String hex(int checksum) {
        return String.format("0x%08x", checksum);
    }

    /**
     * @return a differing field's line: path, both exact values ({@link ExactValues#text}), the unit, the difference
     *         and both sides' bits, e.g. {@code syn[1].x  A=1062.0  B=1062.0001 px  (+1 ulp; 0x4484c000 0x4484c001)}
     */
    static String fieldLine(FieldDiff f) {
        StateField field = f.field();
        String unit = ExactValues.unit(field);
        return String.format(java.util.Locale.ROOT, "  %-28s A=%s  B=%s%s  (%s; bits %s %s)", f.path(),
                Safe.text(ExactValues.text(field, f.valueA())), Safe.text(ExactValues.text(field, f.valueB())),
                unit.isEmpty() ? "" : " " + unit, ExactValues.difference(field, f.valueA(), f.valueB()),
                ExactValues.bits(field, f.valueA()), ExactValues.bits(field, f.valueB()));
    }

    private static String row(GameMove m) {
        return m.frame() + "," + m.type() + "," + m.data1() + "," + m.data2();
    }

    private static void printText(PrintWriter out, DesyncReport r) {
        if (r.inSync()) {
            out.println("in sync: " + r.framesCompared() + " frames compared");
            out.println(r.note());
            return;
        }
        out.println("desync at frame " + r.firstDivergentFrame() + " (last matching frame " + r.lastMatchingFrame()
                + ")");
        out.println("checksum A " + hex(r.checksumA()) + "  B " + hex(r.checksumB()));
        out.println(r.note());
        if (!r.fields().isEmpty()) {
            out.println("fields that differ (" + r.fields().size() + "):");
            for (FieldDiff f : r.fields()) {
                out.println(fieldLine(f));
            }
        }
        if (r.firstMoveDifference() >= 0) {
            out.println("moves first differ on frame " + r.firstMoveDifference());
        }
        if (!r.moveDifferences().isEmpty()) {
            out.println("moves that differ near frame " + r.firstDivergentFrame() + ":");
            for (MoveDifference d : r.moveDifferences()) {
                out.println("  only in " + (d.side() == MoveDifference.Side.ONLY_IN_A ? "A" : "B") + ": "
                        + row(d.move()));
            }
        } else if (!r.movesAround().isEmpty()) {
            out.println("moves of A near frame " + r.firstDivergentFrame() + ":");
            for (GameMove m : r.movesAround()) {
                out.println("  " + row(m));
            }
        }
    }

    static String toJson(DesyncReport r) {
        ObjectNode root = org.netreplay.session.export.JsonOutput.mapper().createObjectNode();
        root.put("inSync", r.inSync());
        root.put("firstDivergentFrame", r.firstDivergentFrame());
        root.put("lastMatchingFrame", r.lastMatchingFrame());
        root.put("checksumA", hex(r.checksumA()));
        root.put("checksumB", hex(r.checksumB()));
        ArrayNode fields = root.putArray("fields");
        for (FieldDiff f : r.fields()) {
            fields.add(org.netreplay.session.export.FieldDiffJson.node(f));
        }
        ArrayNode moves = root.putArray("moveDifferences");
        for (MoveDifference d : r.moveDifferences()) {
            ObjectNode n = moves.addObject();
            n.put("side", d.side() == MoveDifference.Side.ONLY_IN_A ? "A" : "B");
            n.put("frame", d.move().frame());
            n.put("type", d.move().type());
            n.put("data1", d.move().data1());
            n.put("data2", d.move().data2());
        }
        root.put("firstMoveDifference", r.firstMoveDifference());
        root.put("framesCompared", r.framesCompared());
        root.put("note", r.note());
        return org.netreplay.session.export.JsonOutput.text(root);
    }
}

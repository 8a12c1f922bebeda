package org.netreplay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.ProgressListener;
import org.netreplay.pmnet.ReconstructionException;
import org.netreplay.pmnet.desync.PmSessionProver;
import org.netreplay.pmnet.timeline.NetgameRebuilds;
import org.netreplay.pmnet.timeline.RebuiltSession;
import org.netreplay.session.FolderAccess;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.session.SessionOpenException;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.desync.SessionProver;
import org.netreplay.session.export.DesyncReportExport;
import org.netreplay.session.export.PerfettoTrace;
import org.netreplay.session.export.ReportLimitException;
import org.netreplay.session.output.AtomicOutputs;
import org.netreplay.session.output.OutputPlan;
import org.netreplay.session.rebuild.NetgameRebuild;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code netreplay export perfetto DIR... --out F.json}: a session as a trace for ui.perfetto.dev;
 * {@code netreplay export report DIR --html F.html --json F.json [--window N]}: a session's desync report.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Exports a session for other tools.",
        subcommands = {ExportCommand.Perfetto.class, ExportCommand.Report.class})
final class ExportCommand {
    /** @return the session's desync analysis for the trace's divergence runs, or null when it cannot be made */
    static SessionDesyncReport desyncOf(List<Path> paths, Rebuilt rebuilt, FolderAccess access) {
        try {
            return SessionDesync.analyze(paths, SessionDesync.DEFAULT_WINDOW, ProgressListener.NONE, access,
                    rebuilt.provers());
        } catch (IOException | RuntimeException e) {
            return null; // the trace is still written, without divergence runs
        }
    }

    /**
     * A real netgame rebuilt once for an export: what the export carries, and the provers its desync analysis asks
     * so that it proves the session from this rebuild (null: those on the class path, for a session that is not a
     * real netgame's folder; none when the folder could not be rebuilt).
     */
    record Rebuilt(NetgameRebuild rebuild, List<SessionProver> provers) {
    }

    /**
     * @return the real netgame of a lone session folder rebuilt from its logs (docs/reconstruct.md), a
     *         "not rebuilt" when it cannot be, or a null rebuild when the paths are not one real netgame's folder
     */
    static Rebuilt rebuildOf(List<Path> paths, Path levelsOption) throws IOException {
        if (paths.size() != 1 || !Files.isDirectory(paths.get(0))) {
            return new Rebuilt(null, null);
        }
        Path levels = GameChoice.pmLevelsDir(levelsOption);
        try {
            RebuiltSession done = NetgameRebuilds.rebuilt(paths.get(0), Files.isDirectory(levels) ? levels : null,
                    (d, of) -> { });
            if (done == null) {
                return new Rebuilt(null, null);
            }
            return new Rebuilt(NetgameRebuilds.of(done), List.of((folder, progress) ->
                    PmSessionProver.proof(done.proof())));
        } catch (ReconstructionException e) {
            return new Rebuilt(NetgameRebuild.notRebuilt(e.getMessage()), List.of());
        }
    }

    /** The Perfetto / Chrome trace export ({@link PerfettoTrace}). */
    @Command(name = "perfetto", mixinStandardHelpOptions = true,
            description = {"Writes a session (folder or files, as the viewer opens them) as a Chrome/Perfetto "
                    + "trace JSON that ui.perfetto.dev opens: one process per peer with a slice per frame "
                    + "(placed on the logs' own clock: the net CSVs' agt; else frame f at f*25 ms; the trace's "
                    + "metadata says which), instant events for server rewinds, client rewinds and jumps and late "
                    + "cdats, counters per player (dsync, chase, ping; status CSV ping, dif size, rewind, "
                    + "corrections) and, for a real netgame folder, every correction of its clients rebuilt from "
                    + "their logs (docs/reconstruct.md).",
                    "A trace that covers less than its input is still written, and says so: a log of the folder "
                            + "that could not be read, or rows whose values could not be read (a malformed status "
                            + "CSV row, a log line of a counter's type that matches none of its formats), are named "
                            + "on stderr (the first 5 with file:line, then a count per file).",
                    "Exit codes: 0 the whole input exported; 2 bad input (the message names the file), or the "
                            + "trace written without a file or rows of its input (named above); 3 a limit: "
                            + "session.maxLogs (64 logs), the heap a log's index needs, or a row left out at "
                            + "statusCsv.maxLineChars (4,096 chars)."})
    static final class Perfetto implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(names = "--out", required = true, paramLabel = "F.json", description = "The trace file to write.")
        private Path out;

        @Parameters(arity = "1..*", paramLabel = "PATH", description = "Session folder, or log/CSV files.")
        private List<Path> paths;

        @picocli.CommandLine.Mixin
        private FollowSymlinks links;

        @Option(names = "--levels", paramLabel = "DIR",
                description = "Levels folder for rebuilding a real netgame (default: sample-logs/levels).")
        private Path levelsDir;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            OpenSession session = null;
            try {
                new OutputPlan().reads(paths).writes("--out", out).check();
                session = SessionLoader.loadWhole(paths, ProgressListener.NONE, links.access());
                OpenSession loaded = session;
                Rebuilt rebuilt = rebuildOf(paths, levelsDir);
                NetgameRebuild rebuild = rebuilt.rebuild();
                PerfettoTrace.Extras extras = new PerfettoTrace.Extras(rebuild,
                        desyncOf(paths, rebuilt, links.access()));
                PerfettoTrace.Summary[] summary = new PerfettoTrace.Summary[1];
                AtomicOutputs.writeOne(out, file -> summary[0] = PerfettoTrace.write(loaded,
                        LogTypeRegistry.loadDefault(), extras, file));
                PerfettoTrace.Summary s = summary[0];
                spec.commandLine().getOut().printf("%s: %,d frame slices, %,d events, %,d counter samples%s%n",
                        Safe.text(out.toString()), s.frameSlices(), s.instants(), s.counterSamples(),
                        rebuild == null ? "" : String.format(java.util.Locale.ROOT,
                                "; rebuilt netgame: %,d corrections (%s)", rebuild.corrections().size(),
                                Safe.text(rebuild.verdict())));
                return ExportCoverage.report(err, "export perfetto", out, session.problems(), s.skippedRows(),
                        s.skippedRowCount());
            } catch (IOException | RuntimeException | SessionOpenException e) {
                return CliErrors.report(err, "export perfetto", e);
            } finally {
                if (session != null) {
                    session.close();
                }
            }
        }
    }

    /** The desync report export ({@link DesyncReportExport}), from {@link SessionDesync}. */
    @Command(name = "report", mixinStandardHelpOptions = true,
            description = {"Writes a session's desync report (the same analysis as 'desync DIR') as one "
                    + "self-contained HTML page (verdict, diff table, timeline picture, moves around the frame, the "
                    + "log lines of every peer within +/- --window frames; no external resources) and/or JSON.",
                    "Limits: each quoted log line is cut after 4,096 bytes (report.maxLineBytes; the rest is "
                            + "counted, not shown) and at most 2,000 lines of a log are quoted (report.maxLinesPerLog;"
                            + " the report says where it cut): the files are written, stderr names the log and the "
                            + "limit, and the exit code is 3. A report whose log lines or files would pass "
                            + "report.maxBytes (64 MiB) is refused: nothing is written, exit 3.",
                    "Exit codes: 0 written whole (in sync, desync found or nothing to compare: see the report), "
                            + "2 bad input (the message names the file), 3 a limit (named on stderr; see above)."})
    static final class Report implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Parameters(index = "0", paramLabel = "DIR", description = "A session folder or its session.json.")
        private Path dir;

        @Option(names = "--html", paramLabel = "F.html", description = "The HTML page to write.")
        private Path html;

        @Option(names = "--json", paramLabel = "F.json", description = "The JSON report to write.")
        private Path json;

        @picocli.CommandLine.Mixin
        private FollowSymlinks links;

        @Option(names = "--levels", paramLabel = "DIR",
                description = "Levels folder for rebuilding a real netgame (default: sample-logs/levels).")
        private Path levelsDir;

        @Option(names = "--window", paramLabel = "N", defaultValue = "10",
                description = "Frames before and after the divergent frame for log lines, moves and events "
                        + "(default: ${DEFAULT-VALUE}).")
        private int window;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            if (html == null && json == null) {
                err.println("netreplay export report: give --html F.html and/or --json F.json");
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
            if (window < 0 || window > 100_000) {
                err.println("netreplay export report: --window " + window + " must be in 0..100000");
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
            try {
                Path folder = Files.isRegularFile(dir) ? dir.toAbsolutePath().getParent() : dir;
                new OutputPlan().reads(dir).reads(folder).writes("--html", html).writes("--json", json).check();
                Rebuilt rebuilt = rebuildOf(List.of(dir), levelsDir);
                NetgameRebuild rebuild = rebuilt.rebuild();
                SessionDesyncReport report = SessionDesync.analyze(List.of(dir), window, ProgressListener.NONE,
                        links.access(), rebuilt.provers());
                List<DesyncReportExport.LogExcerpt> excerpts = DesyncReportExport.excerpts(report, window);
                Path name = dir.toAbsolutePath().normalize();
                if (name.getFileName() != null && name.getFileName().toString().equals("session.json")) {
                    name = name.getParent();
                }
                String title = String.valueOf(name.getFileName());
                try (AtomicOutputs outs = new AtomicOutputs()) {
                    Path writing = null;
                    try {
                        if (json != null) {
                            writing = json;
                            outs.write(json, file -> DesyncReportExport.writeJson(report, excerpts, window, rebuild, file));
                        }
                        if (html != null) {
                            writing = html;
                            outs.writeText(html, StandardCharsets.UTF_8,
                                    w -> DesyncReportExport.writeHtml(report, title, excerpts, window, rebuild, w));
                        }
                    } catch (ReportLimitException e) {
                        throw e.in(writing);
                    }
                    outs.commit();
                }
                int exit = ExitCodes.OK;
                String written = (html != null ? html : "") + (html != null && json != null ? " and " : "")
                        + (json != null ? json : "");
                for (DesyncReportExport.LogExcerpt x : excerpts) {
                    if (x.truncated()) {
                        err.println("netreplay export report: " + Safe.text(written) + ": quote" + (html != null
                                && json != null ? "" : "s") + " the first " + String.format("%,d",
                                x.lines().size()) + " of the " + String.format("%,d", x.linesInWindow()) + " lines of "
                                + Safe.text(x.file()) + " within \u00b1" + window + " frames (limit "
                                + "report.maxLinesPerLog, " + String.format("%,d", DesyncReportExport.MAX_LINES_PER_LOG)
                                + " lines; the report says where it cut): give a smaller --window");
                    }
                    if (x.linesCut() > 0) {
                        err.println("netreplay export report: " + Safe.text(written) + ": " + String.format("%,d",
                                x.linesCut()) + (x.linesCut() == 1 ? " line" : " lines") + " of " + Safe.text(x.file())
                                + " (the first at line " + x.firstCutLine() + ") quoted only up to " + String.format(
                                "%,d", DesyncReportExport.MAX_LINE_BYTES) + " bytes (limit report.maxLineBytes; each"
                                + " says how many bytes it leaves out)");
                    }
                    exit = x.limited() ? ExitCodes.LIMIT : exit;
                }
                err.flush();
                String verdict = switch (report.verdict()) {
                    case NOT_COMPARABLE -> "not comparable";
                    case INCOMPLETE -> "incomplete (not proven in sync)";
                    case IN_SYNC -> "in sync";
                    case DESYNC -> "desync at frame " + report.firstDivergentFrame() + " (" + report.kind().text() + ")"
                        + (report.runs().size() > 1 ? ", " + report.runs().size() + " divergences" : "");
                };
                spec.commandLine().getOut().println(Safe.text(verdict + ": " + (html != null ? html + " " : "")
                        + (json != null ? json : "")).trim());
                if (rebuild != null) {
                    spec.commandLine().getOut().println(Safe.text(String.format(java.util.Locale.ROOT,
                            "rebuilt netgame: %,d corrections; %s", rebuild.corrections().size(), rebuild.verdict())));
                }
                spec.commandLine().getOut().flush();
                return exit;
            } catch (IOException | RuntimeException e) {
                return CliErrors.report(err, "export report", e);
            }
        }
    }
}

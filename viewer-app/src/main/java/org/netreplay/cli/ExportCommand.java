package org.netreplay.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.session.export.PerfettoTrace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code netreplay export perfetto DIR... --out F.json}: a session as a trace for ui.perfetto.dev. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Exports a session for other tools.",
        subcommands = {ExportCommand.Perfetto.class})
final class ExportCommand {
    /** The Perfetto / Chrome trace export ({@link PerfettoTrace}). */
    @Command(name = "perfetto", mixinStandardHelpOptions = true,
            description = {"Writes a session (folder or files, as the viewer opens them) as a Chrome/Perfetto "
                    + "trace JSON that ui.perfetto.dev opens: one process per peer with a slice per frame "
                    + "(25 ms each, frame f at f*25 ms), instant events for server rewinds, client rewinds and "
                    + "jumps and late cdats, and counters per player (dsync, chase, ping; status CSV ping, dif "
                    + "size, rewind, corrections).",
                    "Exit codes: 0 ok, 2 bad input (the message names the file)."})
    static final class Perfetto implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(names = "--out", required = true, paramLabel = "F.json", description = "The trace file to write.")
        private Path out;

        @Parameters(arity = "1..*", paramLabel = "PATH", description = "Session folder, or log/CSV files.")
        private List<Path> paths;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            OpenSession session = null;
            try {
                session = SessionLoader.load(paths, (done, total) -> { });
                PerfettoTrace.Summary summary;
                try (OutputStream file = Files.newOutputStream(out)) {
                    summary = PerfettoTrace.write(session, LogTypeRegistry.loadDefault(), file);
                }
                spec.commandLine().getOut().printf("%s: %,d frame slices, %,d events, %,d counter samples%n",
                        Safe.text(out.toString()), summary.frameSlices(), summary.instants(),
                        summary.counterSamples());
                return ExitCodes.OK;
            } catch (IOException | RuntimeException e) {
                return CliErrors.report(err, "export perfetto", e);
            } catch (Exception e) {
                return CliErrors.report(err, "export perfetto", e);
            } finally {
                if (session != null) {
                    session.close();
                }
            }
        }
    }
}

package org.netreplay.cli;

import org.netreplay.log.index.Indexer;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.netreplay.log.IndexStats;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.ProgressListener;
import org.netreplay.session.SessionFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code netreplay stats [--json] FILE...}: per text log, the total lines, lines per type number, untagged lines,
 * players seen and first/last frame (counts of {@link IndexStats}; a line is tagged when it starts with a valid
 * {@code [type][player][frame]} prefix, docs/formats.md §1.3). A folder stands for the text logs in it, as found by
 * {@link SessionFiles#scan}. A file that cannot be read is named on stderr, the other files are still processed,
 * and the exit code is 2.
 *
 * <p>The {@code --json} shape is a contract: {@code {"files":[{"path":"...","lines":N,"untagged":N,
 * "types":{"10":N,"44":N},"players":[0,1],"firstFrame":N,"lastFrame":N}]}}.
 */
@Command(name = "stats", mixinStandardHelpOptions = true,
        description = {"Counts lines per type, untagged lines, players and frames of [type][player][frame] logs.",
                "Exit codes: 0 ok, 2 a file that could not be read (named; the others are still counted), 3 a limit: "
                        + "a log over the index's limits, or ~/.netreplay/log-types.json over logTypes.maxBytes "
                        + "(1 MiB; the counts are printed with the built-in type names)."})
final class StatsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print JSON: {\"files\":[{\"path\",\"lines\",\"untagged\",\"types\","
            + "\"players\",\"firstFrame\",\"lastFrame\"}]}")
    boolean json;

    @picocli.CommandLine.Mixin
    FollowSymlinks links;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Log files to count; a folder means the text logs "
            + "in it.")
    List<Path> files;

    @Override
    public Integer call() throws JsonProcessingException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Map<String, Object>> results = new ArrayList<>();
        int exit = 0;
        LogTypeRegistry registry;
        try {
            registry = LogTypeRegistry.loadWithUserFile();
        } catch (IOException e) {
            err.println("netreplay stats: warning: your log types were not loaded (" + Safe.text(e.getMessage())
                    + "); using the built-in ones");
            registry = LogTypeRegistry.loadDefault();
            exit = CliErrors.code(e) == ExitCodes.LIMIT ? ExitCodes.LIMIT : exit; // the counts are whole, the names not
        }
        List<Path> logs = new ArrayList<>();
        for (Path path : files) {
            if (path.toString().isEmpty()) {
                err.println("netreplay stats: an empty path was given (\"\"): name a file or folder");
                exit = Math.max(exit, ExitCodes.BAD_INPUT);
            } else if (Files.isDirectory(path)) {
                try {
                    SessionFiles found = SessionFiles.scan(List.of(path), links.access());
                    for (SessionFiles.Skipped s : found.skipped()) {
                        if (s.refused()) {
                            err.println("netreplay stats: " + Safe.text(s.path()) + ": " + Safe.text(s.reason()));
                            exit = Math.max(exit, ExitCodes.BAD_INPUT);
                        } else {
                            err.println("netreplay stats: skipped " + Safe.text(s.path()) + ": "
                                    + Safe.text(s.reason()));
                        }
                    }
                    if (found.textLogs().isEmpty()) {
                        err.println("netreplay stats: " + Safe.text(path) + ": no text logs in this folder"
                                + (found.skipped().isEmpty() ? " (it is empty)" : ""));
                        exit = Math.max(exit, ExitCodes.BAD_INPUT);
                    }
                    logs.addAll(found.textLogs());
                } catch (IOException e) {
                    exit = Math.max(exit, CliErrors.report(err, "stats", e));
                }
            } else {
                logs.add(path);
            }
        }
        for (Path file : logs) {
            try (LogIndex index = Indexer.build(file, ProgressListener.NONE)) {
                results.add(toJson(file, index.stats()));
                if (!json) {
                    printText(out, registry, file, index.stats());
                }
            } catch (LogReadException | RuntimeException e) {
                exit = Math.max(exit, CliErrors.report(err, "stats", e));
            }
        }
        if (json) {
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("files", results);
            out.println(org.netreplay.session.export.JsonOutput.mapper().writeValueAsString(root));
        }
        out.flush();
        err.flush();
        return exit;
    }

    private static Map<String, Object> toJson(Path file, IndexStats stats) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("path", file.toString());
        m.put("lines", stats.lines());
        m.put("untagged", stats.untagged());
        Map<String, Long> types = new LinkedHashMap<>();
        stats.typeCounts().forEach((type, count) -> types.put(String.valueOf(type), count));
        m.put("types", types);
        m.put("players", List.copyOf(stats.players()));
        m.put("firstFrame", stats.firstFrame());
        m.put("lastFrame", stats.lastFrame());
        return m;
    }

    private static void printText(PrintWriter out, LogTypeRegistry registry, Path file, IndexStats stats) {
        out.println(Safe.text(file));
        out.printf("  lines:     %d%n", stats.lines());
        out.printf("  untagged:  %d%n", stats.untagged());
        out.printf("  players:   %s%n", stats.players());
        out.printf("  frames:    %d .. %d%n", stats.firstFrame(), stats.lastFrame());
        out.println("  lines per type:");
        stats.typeCounts().forEach((type, count) ->
                out.printf("    %3d %-28s %d%n", type, registry.type(type).name(), count));
    }
}

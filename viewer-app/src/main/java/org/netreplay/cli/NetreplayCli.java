package org.netreplay.cli;

import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code netreplay} command line: one picocli subcommand per file in this package. */
@Command(name = "netreplay", mixinStandardHelpOptions = true, version = "netreplay 0.1.0",
        description = "Netgame log viewer, replay engine and desync finder.",
        subcommands = {StatsCommand.class, GmInfoCommand.class, ReplayCommand.class, DesyncCommand.class,
                ExportCommand.class,
                SimulateCommand.class,
                CommandLine.HelpCommand.class})
public final class NetreplayCli {
    private static final Set<String> SUBCOMMANDS =
            Set.of("stats", "gm-info", "replay", "desync", "export", "simulate", "help", "--help", "-h", "--version", "-V");

    /** The viewer's own usage, listed by {@code --help} with the commands. */
    static final String VIEWER_USAGE = "%nViewer: netreplay [--frame N] [--line [LANE:]N] [--search REGEX] "
            + "[--side-by-side] [FILE|FOLDER...]%n  opens logs, net/status CSV folders and .gm recordings as one "
            + "session (the bundled real netgame when no path is given); keys: docs/viewer.md.%n";

    /**
     * Says on stderr why the viewer cannot start with its arguments (the CLI owns the standard streams).
     *
     * @return {@link ExitCodes#BAD_INPUT}
     */
    public static int refuseViewerArguments(String problem) {
        System.err.println("netreplay: " + Safe.text(problem));
        return ExitCodes.BAD_INPUT;
    }

    /** @return whether {@code arg} names a subcommand (or a top-level option) rather than a file to open */
    public static boolean isSubcommand(String arg) {
        return SUBCOMMANDS.contains(arg);
    }

    /**
     * Runs the CLI.
     *
     * @return the exit code ({@link ExitCodes}): 0 success, 1 a finding (desync found), 2 bad input, 3 over a
     *         documented resource limit
     */
    public static int run(String... args) {
        CommandLine cli = new CommandLine(new NetreplayCli());
        cli.setExitCodeExceptionMapper(CliErrors::code);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) ->
                CliErrors.report(commandLine.getErr(), commandLine.getCommandName(), e));
        for (CommandLine sub : cli.getSubcommands().values()) {
            sub.getCommandSpec().usageMessage().footer(ExitCodes.HELP_FOOTER);
        }
        cli.getCommandSpec().usageMessage().footer(VIEWER_USAGE + ExitCodes.HELP_FOOTER);
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError e) {
            return CliErrors.report(cli.getErr(), "netreplay", e);
        }
    }
}

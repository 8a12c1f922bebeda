package org.netreplay.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The {@code netreplay} command line: one picocli subcommand per file in this package. The {@code subcommands} list
 * below is the one place a command is registered: the app launcher and the {@code netreplay} script take the
 * commands from it ({@link CommandWords}; the script through {@code --list-commands}, asked once per build).
 */
@Command(name = "netreplay", mixinStandardHelpOptions = true, version = "netreplay 0.1.0",
        description = "Netgame log viewer, replay engine and desync finder.",
        subcommands = {StatsCommand.class, GmInfoCommand.class, ReplayCommand.class, DesyncCommand.class,
                ExportCommand.class, ReconstructCommand.class,
                SimulateCommand.class,
                CommandLine.HelpCommand.class})
public final class NetreplayCli implements Callable<Integer> {

    /** The viewer's own usage, listed by {@code --help} with the commands. */
    static final String VIEWER_USAGE = "%nViewer: netreplay [--frame N] [--line [LANE:]N] [--search REGEX] "
            + "[--side-by-side] [FILE|FOLDER...]%n  opens logs, net/status CSV folders and .gm recordings as one "
            + "session (the bundled real netgame when no path is given); keys: docs/viewer.md.%n";

    @Spec
    private CommandSpec spec;

    @Option(names = "--list-commands", hidden = true, description = "Print the words that start a command rather "
            + "than the viewer (CommandWords.all()), one a line; the netreplay script reads them.")
    private boolean listCommands;

    /**
     * Without a subcommand: {@code --list-commands} prints {@link CommandWords#all()}; anything else lacks a command.
     *
     * @return {@link ExitCodes#OK} for {@code --list-commands}, else {@link ExitCodes#BAD_INPUT}
     */
    @Override
    public Integer call() {
        CommandLine cli = spec.commandLine();
        if (listCommands) {
            CommandWords.all().forEach(cli.getOut()::println);
            cli.getOut().flush();
            return ExitCodes.OK;
        }
        cli.getErr().println("netreplay: no command given; commands: " + CommandWords.list());
        cli.usage(cli.getErr());
        return ExitCodes.BAD_INPUT;
    }

    /**
     * Says on stderr why the viewer cannot start with its arguments (the CLI owns the standard streams).
     *
     * @return {@link ExitCodes#BAD_INPUT}
     */
    public static int refuseViewerArguments(String problem) {
        System.err.println("netreplay: " + Safe.text(problem));
        return ExitCodes.BAD_INPUT;
    }

    /** @return whether {@code arg} names a subcommand or a top-level option ({@link CommandWords}), not a file */
    public static boolean isSubcommand(String arg) {
        return CommandWords.isCommandWord(arg);
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

    /**
     * The command line alone, without the viewer (the {@code netreplay} script's path for a command: no JavaFX on
     * its class path). Exits with {@link #run}'s code.
     */
    public static void main(String[] args) {
        System.exit(run(args));
    }
}

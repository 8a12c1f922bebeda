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
        return run(System.out, args);
    }

    /**
     * {@link #run} writing straight to the process's standard output (file descriptor 1), so that a write error
     * there is named with its cause (a {@link java.io.PrintStream} would hide it).
     *
     * @return the exit code ({@link ExitCodes})
     */
    public static int runOnStdout(String... args) {
        System.out.flush();
        return run(new java.io.FileOutputStream(java.io.FileDescriptor.out), args);
    }

    /**
     * Runs the CLI with its standard output going to {@code stdout}. A write error there (a full disk, a closed
     * pipe) ends the run with {@link ExitCodes#BAD_INPUT} and a message on stderr, whatever the command returned.
     */
    static int run(java.io.OutputStream stdout, String... args) {
        CheckedStdout checked = new CheckedStdout(stdout);
        java.io.PrintWriter out = new java.io.PrintWriter(new java.io.OutputStreamWriter(checked,
                java.nio.charset.Charset.defaultCharset()), true);
        CommandLine cli = new CommandLine(new NetreplayCli());
        cli.setOut(out);
        cli.setExitCodeExceptionMapper(CliErrors::code);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) ->
                CliErrors.report(commandLine.getErr(), commandName(commandLine), e));
        for (CommandLine sub : cli.getSubcommands().values()) {
            sub.getCommandSpec().usageMessage().footer(ExitCodes.HELP_FOOTER);
        }
        cli.getCommandSpec().usageMessage().footer(VIEWER_USAGE + ExitCodes.HELP_FOOTER);
        int code;
        try {
            code = cli.execute(args);
        } catch (OutOfMemoryError e) {
            code = CliErrors.report(cli.getErr(), null, e);
        }
        out.flush();
        if (checked.failure() != null) {
            CommandLine ran = cli.getParseResult() == null ? cli : deepest(cli);
            cli.getErr().println(CliErrors.prefix(commandName(ran)) + "standard output: "
                    + Safe.text(CliErrors.reason(checked.failure())) + " (the output is incomplete)");
            cli.getErr().flush();
            return Math.max(code, ExitCodes.BAD_INPUT);
        }
        return code;
    }

    /** @return the command's words after {@code netreplay}, e.g. "export report"; null for the top level */
    static String commandName(CommandLine c) {
        StringBuilder name = new StringBuilder();
        for (CommandLine p = c; p != null && p.getParent() != null; p = p.getParent()) {
            name.insert(0, name.length() == 0 ? p.getCommandName() : p.getCommandName() + " ");
        }
        return name.length() == 0 ? null : name.toString();
    }

    private static CommandLine deepest(CommandLine cli) {
        CommandLine.ParseResult r = cli.getParseResult();
        while (r.hasSubcommand()) {
            r = r.subcommand();
        }
        return r.commandSpec().commandLine();
    }

    /**
     * The command line alone, without the viewer (the {@code netreplay} script's path for a command: no JavaFX on
     * its class path). Exits with {@link #run}'s code.
     */
    public static void main(String[] args) {
        System.exit(runOnStdout(args));
    }
}

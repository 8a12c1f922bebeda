package org.netreplay.cli;

import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code netreplay} command line: one picocli subcommand per file in this package. */
@Command(name = "netreplay", mixinStandardHelpOptions = true, version = "netreplay 0.1.0",
        description = "Netgame log viewer, replay engine and desync finder.",
        subcommands = {StatsCommand.class, GmInfoCommand.class, ReplayCommand.class, DesyncCommand.class,
                CommandLine.HelpCommand.class})
public final class NetreplayCli {
    private static final Set<String> SUBCOMMANDS =
            Set.of("stats", "gm-info", "replay", "desync", "help", "--help", "-h", "--version", "-V");

    /** @return whether {@code arg} names a subcommand (or a top-level option) rather than a file to open */
    public static boolean isSubcommand(String arg) {
        return SUBCOMMANDS.contains(arg);
    }

    /**
     * Runs the CLI.
     *
     * @return the exit code: 0 success, 1 a finding (e.g. desync found), 2 bad input
     */
    public static int run(String... args) {
        return new CommandLine(new NetreplayCli()).setExitCodeExceptionMapper(e -> 2).execute(args);
    }
}

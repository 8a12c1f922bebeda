package org.netreplay.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The CLI's commands as picocli knows them from {@link NetreplayCli}'s {@code subcommands}: what the launcher routes
 * to the CLI and what its messages list. Nothing here keeps a list of its own.
 */
public final class CommandWords {
    /** The hidden top-level option that prints {@link #all()}. */
    static final String LIST_OPTION = "--list-commands";

    private CommandWords() {
    }

    /** @return the subcommands' names in registration order ({@code stats}, {@code gm-info}, ..., {@code help}) */
    public static List<String> commands() {
        return new ArrayList<>(new CommandLine(new NetreplayCli()).getSubcommands().keySet());
    }

    /** @return {@link #commands()} joined with ", ", for messages that name every command */
    public static String list() {
        return String.join(", ", commands());
    }

    /**
     * @return every first argument that belongs to the CLI rather than the viewer: the subcommands, then the names
     *         of the visible top-level options ({@code -h}, {@code --help}, {@code -V}, {@code --version})
     */
    public static List<String> all() {
        CommandLine cli = new CommandLine(new NetreplayCli());
        List<String> words = new ArrayList<>(cli.getSubcommands().keySet());
        for (OptionSpec option : cli.getCommandSpec().options()) {
            if (!option.hidden()) {
                words.addAll(List.of(option.names()));
            }
        }
        return words;
    }

    /** @return whether {@code arg} is one of {@link #all()} or {@code --list-commands} */
    public static boolean isCommandWord(String arg) {
        return arg.equals(LIST_OPTION) || all().contains(arg);
    }
}

package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;

/**
 * A command is registered in one place, {@link NetreplayCli}'s {@code subcommands}: every {@code @Command} class of
 * this package is there, and {@code --list-commands} (what the netreplay script reads) and the launcher's
 * {@link NetreplayCli#isSubcommand} answer from it.
 */
class CommandRegistryTest {
    /** @return the names of the {@code @Command} classes compiled into this package, found on disk */
    private static List<String> commandClassNames() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(NetreplayCli.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve("org/netreplay/cli");
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.list(classes)) {
            for (Path f : files.sorted().toList()) {
                String file = f.getFileName().toString();
                if (!file.endsWith(".class") || file.contains("$") || file.equals("NetreplayCli.class")) {
                    continue;
                }
                Class<?> c = Class.forName("org.netreplay.cli." + file.replace(".class", ""));
                Command command = c.getAnnotation(Command.class);
                if (command != null) {
                    names.add(command.name());
                }
            }
        }
        return names;
    }

    @Test
    void everyCommandClassIsRegisteredAndListed() throws Exception {
        List<String> onDisk = commandClassNames();
        assertThat(onDisk).as("the commands of the README")
                .contains("stats", "gm-info", "replay", "desync", "export", "simulate");
        assertThat(CommandWords.commands()).containsAll(onDisk).contains("help");

        CliRun run = CliRun.of("--list-commands");
        assertThat(run.exitCode()).isZero();
        List<String> listed = run.out().lines().toList();
        assertThat(listed).containsAll(onDisk).contains("help", "--help", "-h", "--version", "-V")
                .doesNotContain("--list-commands").doesNotHaveDuplicates();
        for (String word : listed) {
            assertThat(NetreplayCli.isSubcommand(word)).as(word).isTrue();
        }
        assertThat(NetreplayCli.isSubcommand("stast")).isFalse();
        assertThat(NetreplayCli.isSubcommand("sample-logs")).isFalse();
    }

    @Test
    void withoutACommandTheCommandsAreNamedAndTheExitCodeIsBadInput() {
        CliRun run = CliRun.of();
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("no command given")
                .contains("stats, gm-info, replay, desync, export, reconstruct, simulate");
    }
}

package org.netreplay.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.cli.CommandWords;
import org.netreplay.cli.NetreplayCli;

/** The launcher's choice between the CLI and the viewer, and its messages, which name every command. */
class MainTest {
    private static final Map<String, String> DESKTOP = Map.of("DISPLAY", ":0");

    @Test
    void aWordThatIsNeitherACommandNorAPathIsRefusedNamingEveryCommand(@TempDir Path dir) {
        String problem = Main.viewerProblem(List.of("stast"), DESKTOP, "Linux", null);
        assertThat(problem).startsWith("\"stast\" is neither a command (").contains("--help");
        for (String command : List.of("stats", "gm-info", "replay", "desync", "export", "simulate")) {
            assertThat(problem).contains(command);
        }
        for (String command : CommandWords.commands()) {
            assertThat(problem).as("every registered command").contains(command);
        }
        assertThat(Main.viewerProblem(List.of("--frame", "12", dir.toString()), DESKTOP, "Linux", null)).isNull();
        assertThat(Main.viewerProblem(List.of("--side-by-side"), DESKTOP, "Linux", null)).isNull();
    }

    @Test
    void withoutADisplayTheViewerIsRefusedAndTheCommandsAreNamed() {
        String problem = Main.viewerProblem(List.of(), Map.of(), "Linux", null);
        assertThat(problem).contains("no display").contains("xvfb-run").contains("simulate");
        assertThat(Main.viewerProblem(List.of(), Map.of("WAYLAND_DISPLAY", "wayland-0"), "Linux", null)).isNull();
        assertThat(Main.viewerProblem(List.of(), Map.of(), "Linux", "Monocle")).as("headless JavaFX").isNull();
        assertThat(Main.viewerProblem(List.of(), Map.of(), "Windows 11", null)).isNull();
        assertThat(Main.viewerProblem(List.of(), Map.of(), "Mac OS X", null)).isNull();
    }

    @Test
    void theCliTakesItsCommandsAndHelpOptions() {
        for (String word : List.of("stats", "gm-info", "replay", "desync", "export", "simulate", "help", "--help",
                "-h", "--version", "-V")) {
            assertThat(NetreplayCli.isSubcommand(word)).as(word).isTrue();
        }
        assertThat(NetreplayCli.isSubcommand("--frame")).isFalse();
        assertThat(NetreplayCli.isSubcommand("server.txt")).isFalse();
    }
}

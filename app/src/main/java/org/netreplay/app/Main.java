package org.netreplay.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.netreplay.cli.CommandWords;
import org.netreplay.cli.NetreplayCli;
import org.netreplay.viewer.Launcher;

/**
 * The app's one main class (the {@code netreplay} script's viewer path and the installed app's {@code bin/netreplay}):
 * a first argument that picocli knows as a command or top-level option ({@link NetreplayCli#isSubcommand}) runs the
 * CLI, which loads no JavaFX class; anything else opens the viewer ({@link Launcher}), after checking that each path
 * exists and that there is a display.
 */
public final class Main {
    private Main() {
    }

    /**
     * Exits with the CLI's code ({@code org.netreplay.cli.ExitCodes}), 2 when the viewer's arguments cannot be what
     * the user meant, or returns once the viewer's window is closed.
     *
     * @param args a CLI command and its arguments, or the viewer's paths and options
     */
    public static void main(String[] args) {
        if (args.length > 0 && NetreplayCli.isSubcommand(args[0])) {
            System.exit(NetreplayCli.runOnStdout(args));
        }
        String problem = viewerProblem(List.of(args), System.getenv(), System.getProperty("os.name", ""),
                System.getProperty("glass.platform"));
        if (problem != null) {
            System.exit(NetreplayCli.refuseViewerArguments(problem));
        }
        Launcher.main(args);
    }

    /**
     * @param env           the environment ({@code DISPLAY}, {@code WAYLAND_DISPLAY})
     * @param osName        the {@code os.name} property
     * @param glassPlatform the {@code glass.platform} property (Monocle runs headless), or null
     * @return why the viewer cannot start with {@code args}, naming every command, or null: a word that is neither
     *         a command nor an existing file or folder (a mistyped {@code netreplay stast}), or no display on X11
     */
    static String viewerProblem(List<String> args, Map<String, String> env, String osName, String glassPlatform) {
        Path missing = Launcher.firstMissingPath(args);
        if (missing != null) {
            return "\"" + missing + "\" is neither a command (" + CommandWords.list()
                    + ") nor a file or folder; see netreplay --help";
        }
        String os = osName.toLowerCase(Locale.ROOT);
        boolean x11 = !os.startsWith("windows") && !os.startsWith("mac");
        if (x11 && glassPlatform == null && blank(env.get("DISPLAY")) && blank(env.get("WAYLAND_DISPLAY"))) {
            return "no display found (DISPLAY is not set): run the viewer on a desktop or under xvfb-run, or run a "
                    + "command (" + CommandWords.list() + "; netreplay --help)";
        }
        return null;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}

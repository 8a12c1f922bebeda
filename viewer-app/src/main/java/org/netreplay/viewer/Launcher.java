package org.netreplay.viewer;

import org.netreplay.cli.NetreplayCli;

/**
 * Plain main class (not an {@code Application}) so JavaFX starts from the classpath. A first argument that names
 * a CLI subcommand runs the CLI; anything else opens the viewer on the given files and folders.
 */
public final class Launcher {
    private Launcher() {
    }

    /**
     * @param args a CLI subcommand and its arguments, or paths of logs and session folders to open
     */
    public static void main(String[] args) {
        if (args.length > 0 && NetreplayCli.isSubcommand(args[0])) {
            System.exit(NetreplayCli.run(args));
        }
        String problem = problemWith(java.util.List.of(args));
        if (problem != null) {
            System.exit(NetreplayCli.refuseViewerArguments(problem));
        }
        javafx.application.Application.launch(NetReplayApp.class, args);
    }

    /**
     * @return why the viewer's arguments cannot be what the user meant (a word that is neither a command nor an
     *         existing file or folder, e.g. a mistyped {@code ./netreplay stast}), or null
     */
    static String problemWith(java.util.List<String> args) {
        StartupOptions options = StartupOptions.parse(args);
        for (java.nio.file.Path path : options.paths()) {
            if (!java.nio.file.Files.exists(path)) {
                return "\"" + path + "\" is neither a command (stats, gm-info, replay, desync) nor a file or folder;"
                        + " see ./netreplay --help";
            }
        }
        return null;
    }
}

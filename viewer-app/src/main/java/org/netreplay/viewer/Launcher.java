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
        javafx.application.Application.launch(NetReplayApp.class, args);
    }
}

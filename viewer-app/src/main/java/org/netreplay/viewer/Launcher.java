package org.netreplay.viewer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.session.LevelArgument;

/**
 * The viewer's plain main class (not an {@code Application}, so JavaFX starts from the class path). The app
 * launcher ({@code org.netreplay.app.Main}) calls it when the first argument is not a CLI command.
 */
public final class Launcher {
    /** The bundled real netgame, in {@code sample-logs/sessions} under the netreplay folder. */
    static final String BUNDLED_SESSION = "pm-netgame-level3";

    private Launcher() {
    }

    /**
     * Opens the viewer; without a file or folder among the arguments (only options such as {@code --frame N}), on
     * the bundled real netgame when it is there ({@link #withBundledSession}).
     *
     * @param args paths of logs, CSV folders, {@code .gm} files and session folders, and {@link StartupOptions}
     */
    public static void main(String[] args) {
        javafx.application.Application.launch(NetReplayApp.class,
                withBundledSession(List.of(args), bundledSession()).toArray(String[]::new));
    }

    /**
     * @return the first path among the viewer's arguments that is neither a file nor a folder (e.g. a mistyped
     *         command {@code stast}), or null when every path exists
     */
    public static Path firstMissingPath(List<String> args) {
        for (Path path : StartupOptions.parse(args).paths()) {
            if (!Files.exists(path)) {
                return path;
            }
        }
        return null;
    }

    /**
     * @param bundled the bundled session's folder, or null when there is none
     * @return {@code args}, plus {@code bundled} at the end when {@code args} name no path
     */
    static List<String> withBundledSession(List<String> args, Path bundled) {
        if (bundled == null || !StartupOptions.parse(args).paths().isEmpty()) {
            return args;
        }
        List<String> out = new ArrayList<>(args);
        out.add(bundled.toString());
        return out;
    }

    /**
     * @return {@code sample-logs/sessions/pm-netgame-level3} under the netreplay folder
     *         ({@link LevelArgument#defaultLevelsDir()}: {@code -Dnetreplay.rootDir}, {@code $NETREPLAY_HOME} or the
     *         working folder), or null when it is not there
     */
    static Path bundledSession() {
        Path folder = LevelArgument.defaultLevelsDir().resolveSibling("sessions").resolve(BUNDLED_SESSION);
        return Files.isDirectory(folder) ? folder.toAbsolutePath().normalize() : null;
    }
}

package org.netreplay.viewer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.stage.Stage;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.shell.MainViewModel;
import org.netreplay.viewer.shell.MainWindow;
import org.netreplay.viewer.task.FxStallWatchdog;
import org.netreplay.viewer.task.FxTaskRunner;

/**
 * The JavaFX application: builds the main window with the user's preferences and log types
 * ({@code ~/.netreplay/log-types.json} overrides labels, keys, colours, default visibility) and opens the files
 * and folders given
 * on the command line ({@link StartupOptions}: paths, {@code --frame N}, {@code --line [lane:]N},
 * {@code --search REGEX}).
 */
public class NetReplayApp extends Application {
    private FxTaskRunner runner;

    @Override
    public void start(Stage stage) {
        if (Boolean.parseBoolean(System.getProperty("netreplay.lowerBackground", "true"))) {
            org.netreplay.viewer.task.LowPriorityThreads.enable(); // the FX thread and the renderer win the CPU
        }
        runner = new FxTaskRunner(8, Integer.getInteger("netreplay.backgroundCores",
                Math.max(1, Runtime.getRuntime().availableProcessors() - 1)));
        FxStallWatchdog.startIfRequested();
        LogTypeRegistry registry;
        String registryProblem = null;
        try {
            registry = LogTypeRegistry.loadWithUserFile();
        } catch (IOException e) {
            registry = LogTypeRegistry.loadDefault();
            registryProblem = "Your log types were not loaded: " + e.getMessage();
        }
        MainViewModel model = new MainViewModel(runner, registry, ViewerPreferences.forUser());
        StartupOptions options = StartupOptions.parse(getParameters().getRaw());
        if (options.search() != null) {
            model.log().search().queryProperty().set(options.search());
        }
        if (options.frame() != null) {
            int frame = options.frame();
            model.log().afterNextFilter(() -> model.log().navigation().goToFrame(frame));
        } else if (options.line() != null) {
            String line = options.line();
            model.log().afterNextFilter(() -> model.log().navigation().goToLine(line));
        }
        model.sideBySide().enabledProperty().set(options.sideBySide());
        model.session().followProperty().set(options.follow());
        // the session opens in the background while the window is built: its first rows need not wait for it
        model.open(options.paths());
        new MainWindow(stage, model);
        stage.show();
        if (options.problem() != null) {
            model.log().noticeFor(options.problem());
        }
        if (registryProblem != null) {
            model.log().noticeFor(registryProblem);
        }
    }

    @Override
    public void stop() {
        if (runner != null) {
            runner.close();
        }
    }
}

package org.netreplay.viewer;

import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.stage.Stage;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.shell.MainViewModel;
import org.netreplay.viewer.shell.MainWindow;
import org.netreplay.viewer.task.FxTaskRunner;

/**
 * The JavaFX application: builds the main window with the user's preferences and opens the files and folders given
 * on the command line.
 */
public class NetReplayApp extends Application {
    private FxTaskRunner runner;

    @Override
    public void start(Stage stage) {
        runner = new FxTaskRunner(2);
        MainViewModel model = new MainViewModel(runner, LogTypeRegistry.loadDefault(), ViewerPreferences.forUser());
        new MainWindow(stage, model);
        stage.show();
        List<Path> paths = getParameters().getRaw().stream().map(Path::of).toList();
        model.open(paths);
    }

    @Override
    public void stop() {
        if (runner != null) {
            runner.close();
        }
    }
}

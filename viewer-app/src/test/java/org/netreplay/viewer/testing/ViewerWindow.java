package org.netreplay.viewer.testing;

import java.util.prefs.Preferences;
import javafx.stage.Stage;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.shell.MainViewModel;
import org.netreplay.viewer.shell.MainWindow;
import org.netreplay.viewer.task.FxTaskRunner;

/**
 * The viewer's main window for a GUI test, shown in the test's {@code @Start} and closed in its {@code @AfterEach}:
 * its preferences live in memory (no file lock shared with other test JVMs) and its jobs run on a runner of its own.
 */
public final class ViewerWindow implements AutoCloseable {
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock
    private final FxTaskRunner runner = new FxTaskRunner(2);
    private final MainViewModel model =
            new MainViewModel(runner, LogTypeRegistry.loadDefault(), new ViewerPreferences(node));
    private final MainWindow window;

    private ViewerWindow(Stage stage) {
        window = new MainWindow(stage, model);
        stage.show();
    }

    /** Makes the main window on {@code stage} and shows it (FX thread), without a session. */
    public static ViewerWindow show(Stage stage) {
        return new ViewerWindow(stage);
    }

    /** @return the window's model */
    public MainViewModel model() {
        return model;
    }

    /** @return the window */
    public MainWindow window() {
        return window;
    }

    /** Closes the test's windows, stops the runner's jobs and removes the preferences node. */
    @Override
    public void close() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
        runner.close();
        node.removeNode();
    }
}

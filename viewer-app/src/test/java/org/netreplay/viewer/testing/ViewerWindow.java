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
    private final Preferences node;
    private final FxTaskRunner runner;
    private final MainViewModel model;
    private final MainWindow window;

    private ViewerWindow(Stage stage, Preferences node, FxTaskRunner runner) {
        this.node = node;
        this.runner = runner;
        model = new MainViewModel(runner, LogTypeRegistry.loadDefault(), new ViewerPreferences(node));
        window = new MainWindow(stage, model);
        stage.show();
    }

    /** Makes the main window on {@code stage} and shows it (FX thread), without a session. */
    public static ViewerWindow show(Stage stage) {
        // in memory: no file lock
        return new ViewerWindow(stage, new MemoryPreferences().node("test"), new FxTaskRunner(2));
    }

    /**
     * Closes this window as a quit does (its settings saved) and makes a new one on {@code stage} with the same
     * settings, as the next start would find them (FX thread). Close the new one; this one is done.
     */
    public ViewerWindow again(Stage stage) {
        stage.hide();
        return new ViewerWindow(stage, node, runner);
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

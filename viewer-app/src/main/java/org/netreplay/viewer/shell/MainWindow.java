package org.netreplay.viewer.shell;

import java.io.File;
import java.util.List;
import java.util.Objects;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.controlsfx.control.NotificationPane;
import org.netreplay.viewer.charts.ChartsPane;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.filter.CategoryPanel;
import org.netreplay.viewer.logview.LogPage;

/**
 * The main window: menu bar, the category panel and the log page side by side (divider remembered), a
 * notification bar for errors, the status bar; drag-and-drop of files and folders; window geometry remembered.
 */
public final class MainWindow {
    private static final double DEFAULT_DIVIDER = 0.2;
    private final MainViewModel model;
    private final Stage stage;
    private final LogPage page;
    private final SplitPane split;
    private final SplitPane logAndCharts;
    private Node chartsView;
    private final NotificationPane notifications;

    /**
     * Builds the window on {@code stage} (does not show it).
     *
     * @param stage the primary stage
     * @param model the window's state
     */
    public MainWindow(Stage stage, MainViewModel model) {
        this.stage = stage;
        this.model = model;
        this.page = new LogPage(model.log(), model.filter());
        CategoryPanel panel = new CategoryPanel(model.filter());
        ChartsPane charts = new ChartsPane(model.charts(), frame -> model.cursor().goToFrame(frame));
        LogPage peerPage = new LogPage(model.sideBySide().peer(), model.filter(), false);
        peerPage.view().setId("peerPage");
        SplitPane logs = new SplitPane(page.view());
        logs.setId("logPages");
        model.sideBySide().enabledProperty().addListener((obs, old, now) -> {
            if (now && !logs.getItems().contains(peerPage.view())) {
                logs.getItems().add(peerPage.view());
                logs.setDividerPositions(0.5);
            } else if (!now) {
                logs.getItems().remove(peerPage.view());
            }
        });
        BorderPane logsWithSearch = new BorderPane(logs);
        logsWithSearch.setTop(page.searchBar());
        logAndCharts = new SplitPane(logsWithSearch, charts.view());
        logAndCharts.setOrientation(javafx.geometry.Orientation.VERTICAL);
        logAndCharts.setDividerPositions(model.preferences().chartsDivider(0.72));
        SplitPane.setResizableWithParent(charts.view(), false);
        showCharts(model.preferences().chartsShown());
        split = new SplitPane(panel.view(), logAndCharts);
        SplitPane.setResizableWithParent(panel.view(), false);
        split.setDividerPositions(model.preferences().dividerPosition(DEFAULT_DIVIDER));
        notifications = new NotificationPane(split);
        notifications.setId("notifications");
        notifications.setShowFromTop(true);
        notifications.getStyleClass().add(NotificationPane.STYLE_CLASS_DARK);
        BorderPane root = new BorderPane(notifications);
        root.setTop(new MainMenu(model, stage, page, this).view());
        root.setBottom(new StatusBarView(model).view());
        root.getStyleClass().add("netreplay");
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(root, Math.min(1400, screen.getWidth() * 0.9), Math.min(860, screen.getHeight() * 0.9));
        scene.getStylesheets().add(Objects.requireNonNull(
                        MainWindow.class.getResource("/org/netreplay/viewer/viewer.css"))
                .toExternalForm());
        KeyBindings.install(scene, model.filter(), model::cancelOpen);
        scene.setOnDragOver(this::dragOver);
        scene.setOnDragDropped(this::dropped);
        stage.setScene(scene);
        stage.titleProperty().bind(model.titleProperty());
        model.errorProperty().addListener((obs, old, now) -> showError(now));
        model.log().errorProperty().addListener((obs, old, now) -> showError(now));
        restoreGeometry();
        stage.setOnHidden(event -> saveState());
        stage.setOnShown(event -> page.focusLog());
    }

    private void showError(String message) {
        if (message == null || message.isEmpty()) {
            return;
        }
        Label icon = new Label("⚠");
        icon.getStyleClass().add("notification-icon");
        notifications.show(message, icon);
        model.clearError();
        model.log().clearMessages();
    }

    private void dragOver(DragEvent event) {
        if (event.getDragboard().hasFiles()) {
            event.acceptTransferModes(TransferMode.COPY);
        }
        event.consume();
    }

    private void dropped(DragEvent event) {
        List<File> files = event.getDragboard().hasFiles() ? event.getDragboard().getFiles() : List.of();
        if (!files.isEmpty()) {
            model.open(files.stream().map(File::toPath).toList());
        }
        event.setDropCompleted(!files.isEmpty());
        event.consume();
    }

    private void restoreGeometry() {
        ViewerPreferences preferences = model.preferences();
        double[] bounds = preferences.windowBounds();
        if (bounds != null && isOnScreen(bounds)) {
            stage.setX(bounds[0]);
            stage.setY(bounds[1]);
            stage.setWidth(bounds[2]);
            stage.setHeight(bounds[3]);
        }
        stage.setMaximized(preferences.windowMaximized());
    }

    private static boolean isOnScreen(double[] bounds) {
        return !Screen.getScreensForRectangle(new Rectangle2D(bounds[0], bounds[1], bounds[2], bounds[3])).isEmpty();
    }

    private void saveState() {
        ViewerPreferences preferences = model.preferences();
        preferences.setWindowMaximized(stage.isMaximized());
        if (!stage.isMaximized() && stage.getWidth() > 0) {
            preferences.setWindowBounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
        }
        if (split.getDividerPositions().length > 0) {
            preferences.setDividerPosition(split.getDividerPositions()[0]);
        }
        preferences.setChartsShown(chartsShown());
        if (chartsShown()) {
            preferences.setChartsDivider(logAndCharts.getDividerPositions()[0]);
        }
        preferences.flush();
        page.reset();
    }

    /** Shows or hides the timing charts under the log. */
    void showCharts(boolean shown) {
        if (chartsView == null) {
            chartsView = logAndCharts.getItems().get(1);
        }
        if (shown && !logAndCharts.getItems().contains(chartsView)) {
            logAndCharts.getItems().add(chartsView);
            logAndCharts.setDividerPositions(model.preferences().chartsDivider(0.72));
        } else if (!shown) {
            logAndCharts.getItems().remove(chartsView);
        }
    }

    /** @return whether the timing charts are shown */
    boolean chartsShown() {
        return logAndCharts.getItems().size() > 1;
    }

    /** @return the log page (tests and the app use it to focus the log) */
    public LogPage page() {
        return page;
    }

    /** @return the notification bar that shows errors */
    public NotificationPane notifications() {
        return notifications;
    }
}

package org.netreplay.viewer.shell;

import java.io.File;
import java.util.List;
import java.util.Objects;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.controlsfx.control.NotificationPane;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.logview.LogPage;
import org.netreplay.viewer.page.Page;

/**
 * The main window: menu bar, the pages ({@link PagesSplit}: the log page, {@link LogPageView}, and beside it the
 * replay page when the session has a recording, or the replay page alone for a lone {@code .gm}), a
 * notification bar for errors, the status bar; drag-and-drop of files and folders; window geometry remembered.
 */
public final class MainWindow {
    private final MainViewModel model;
    private final Stage stage;
    private final LogPageView logPage;
    /** Remembered divider positions (ComfortPreferences keys): log page | replay page, canvas | inspector. */
    private static final String PAGES_SPLIT = "pages";
    private static final String INSPECTOR_SPLIT = "replay.inspector";
    private final org.netreplay.viewer.inspect.InspectorView inspector;
    private final org.netreplay.viewer.replay.ReplayPageView replayPage;
    private final PagesSplit pagesSplit;
    private final PaneLayout panes;
    /** The replay canvases' and the inspector's strips while they are collapsed (they stand in the replay page). */
    private final PaneStrip replayStrip;
    private final PaneStrip inspectorStrip;
    /** The replay page's canvases and controls (left of the inspector in the replay page's split). */
    private final javafx.scene.Node replayCanvases;
    private final List<Page> pages;
    private final NotificationPane notifications;
    private final Scene scene;
    /** Whether the window was closed (hidden): it lays nothing out any more. */
    private boolean closed;

    /**
     * Builds the window on {@code stage} (does not show it).
     *
     * @param stage the primary stage
     * @param model the window's state
     */
    public MainWindow(Stage stage, MainViewModel model) {
        this.stage = stage;
        this.model = model;
        panes = new PaneLayout(model.preferences());
        this.logPage = new LogPageView(model, panes::toggleCollapsed);
        replayStrip = new PaneStrip(PaneLayout.Pane.REPLAY, true, () -> panes.toggleCollapsed(PaneLayout.Pane.REPLAY));
        inspectorStrip = new PaneStrip(PaneLayout.Pane.INSPECTOR, true,
                () -> panes.toggleCollapsed(PaneLayout.Pane.INSPECTOR));
        this.replayPage = new org.netreplay.viewer.replay.ReplayPageView(model.replay());
        replayPage.addToHeader(new org.netreplay.viewer.netgame.RebuildBannerView(model.netgame()).view());
        replayPage.addToHeader(new org.netreplay.viewer.netgame.CorrectionDetailView(model.corrections()).view());
        this.pages = List.of(logPage, replayPage);
        this.inspector = new org.netreplay.viewer.inspect.InspectorView(model.inspector(), model.comfort(),
                model.theme().darkProperty());
        pagesSplit = new PagesSplit(logPage.view(), replayPage.view());
        replayCanvases = ((javafx.scene.control.SplitPane) replayPage.view()).getItems().get(0);
        attachInspector();
        StackPane pageHost = new StackPane(pagesSplit.view());
        pageHost.setId("pages");
        notifications = messageBar();
        javafx.scene.layout.VBox.setVgrow(pageHost, javafx.scene.layout.Priority.ALWAYS);
        pageHost.setMinHeight(0);
        BorderPane root = new BorderPane(new javafx.scene.layout.VBox(notifications, pageHost));
        root.setTop(new MainMenu(model, stage, logPage.logPage(), logPage, panes).view());
        root.setBottom(new StatusBarView(model).view());
        root.getStyleClass().add("netreplay");
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        // 1400×860, or on a smaller screen all of it but a title bar's height: at 1024×700 every pixel is needed
        scene = new Scene(root, Math.min(1400, screen.getWidth()), Math.min(860, screen.getHeight() - 32));
        scene.getStylesheets().add(Objects.requireNonNull(
                        MainWindow.class.getResource("/org/netreplay/viewer/viewer.css"))
                .toExternalForm());
        scene.getStylesheets().add(resource("/org/netreplay/viewer/viewer-inspect.css"));
        applyTheme(scene, model.theme().themeProperty().get());
        model.theme().themeProperty().addListener((obs, old, now) -> applyTheme(scene, now));
        KeyBindings.installTimelineKeys(scene, model.timeline());
        org.netreplay.viewer.netgame.CorrectionKeys.install(scene, model.corrections());
        measureLatency(scene);
        KeyBindings.install(scene, model.filter(), model::cancelOpen, model.sideBySide()::nextMark,
                model.sideBySide()::previousMark);
        org.netreplay.viewer.replay.ReplayKeys.install(scene, model.replay(),
                pagesSplit::replayShown, replayPage::hasFocus);
        model.replay().sourcesProperty().addListener((obs, old, now) -> arrangePages());
        model.replay().openingProperty().addListener((obs, old, now) -> arrangePages());
        model.replayOnlyProperty().addListener((obs, old, now) -> arrangePages());
        for (PaneLayout.Pane pane : PaneLayout.Pane.values()) {
            panes.effectiveState(pane).addListener((obs, old, now) -> arrangePages());
        }
        panes.replayPlaceProperty().addListener((obs, old, now) -> arrangePages());
        scene.widthProperty().addListener((obs, old, now) -> {
            if (panes.replayBelow(now.doubleValue(), model.sideBySide().panes().size()) != pagesSplit.below()) {
                arrangePages();
            }
        });
        model.sideBySide().panes().addListener((javafx.collections.ListChangeListener<SideBySide.Pane>) change ->
                arrangePages());
        arrangePages(); // a session or recording may be opening already (the app starts opening before the window)
        model.replay().errorProperty().addListener((obs, old, now) -> {
            showError(now);
            model.replay().clearError();
        });
        scene.setOnDragOver(this::dragOver);
        scene.setOnDragDropped(this::dropped);
        stage.setScene(scene);
        stage.titleProperty().bind(model.titleProperty());
        model.errorProperty().addListener((obs, old, now) -> showError(now));
        // a banner about the previous session (or a failed open) goes when another session is shown
        model.session().sessionProperty().addListener((obs, old, now) -> notifications.hide());
        model.log().errorProperty().addListener((obs, old, now) -> showError(now));
        restoreGeometry();
        stage.setOnHidden(event -> {
            closed = true;
            saveState();
        });
        stage.setOnShown(event -> logPage.logPage().focusLog());
        followFiles();
    }

    /** How often a followed session's files are looked at (klogg and {@code tail -f} look about once a second). */
    private static final javafx.util.Duration FOLLOW_EVERY = javafx.util.Duration.seconds(1);

    /** While View ▸ Follow is on, the session's files are looked at every {@link #FOLLOW_EVERY}. */
    private void followFiles() {
        javafx.animation.Timeline ticker = new javafx.animation.Timeline(
                new javafx.animation.KeyFrame(FOLLOW_EVERY, event -> model.session().pollFollowed()));
        ticker.setCycleCount(javafx.animation.Animation.INDEFINITE);
        javafx.beans.value.ChangeListener<Boolean> onOff = (obs, old, now) -> {
            if (now) {
                ticker.play();
            } else {
                ticker.stop();
            }
        };
        model.session().followProperty().addListener(onOff);
        onOff.changed(null, false, model.session().followProperty().get());
        stage.setOnHiding(event -> ticker.stop());
    }

    /** Puts the state inspector beside the replay canvases, its divider where the user left it. */
    private void attachInspector() {
        replayPage.setInspector(inspector.view());
        if (replayPage.view() instanceof javafx.scene.control.SplitPane replaySplit) {
            replaySplit.setDividerPositions(model.comfort().split(INSPECTOR_SPLIT, 0.62));
        }
    }

    private static String resource(String name) {
        return Objects.requireNonNull(MainWindow.class.getResource(name), name).toExternalForm();
    }

    /** The base stylesheets stay; a theme's extra sheet goes last so it wins. */
    private static void applyTheme(Scene scene, org.netreplay.viewer.prefs.Theme theme) {
        for (org.netreplay.viewer.prefs.Theme any : org.netreplay.viewer.prefs.Theme.values()) {
            if (any.extraStylesheet() != null) {
                scene.getStylesheets().remove(resource(any.extraStylesheet()));
            }
        }
        if (theme.extraStylesheet() != null) {
            scene.getStylesheets().add(resource(theme.extraStylesheet()));
        }
    }

    /** With {@code -Dnetreplay.latencyLog=true}: logs key-to-repaint times of type/player toggles and searches. */
    private void measureLatency(Scene scene) {
        org.netreplay.viewer.task.LatencyProbe latency = new org.netreplay.viewer.task.LatencyProbe(scene);
        if (!latency.on()) {
            return;
        }
        scene.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, event -> {
            boolean inText = scene.getFocusOwner() instanceof javafx.scene.control.TextInputControl;
            if (!inText && (event.getCode().isLetterKey() || event.getCode().isDigitKey())) {
                latency.start("toggle " + event.getCode().getName());
            } else if (inText && event.getCode() == javafx.scene.input.KeyCode.ENTER
                    && "searchField".equals(scene.getFocusOwner().getId())) {
                latency.start("search");
            }
        });
        model.log().rowsProperty().addListener((obs, old, now) -> latency.shown());
        boolean[] seen = new boolean[3];
        model.log().rowsProperty().addListener((obs, old, now) -> once(seen, 0, now != null, latency, "first rows"));
        model.indexingProperty().addListener((obs, old, now) -> once(seen, 1, old && !now, latency, "rest indexed"));
        model.charts().seriesProperty().addListener((obs, old, now) ->
                once(seen, 2, now != null, latency, "charts shown"));
        latency.milestoneWhen("window shown", stage::isShowing);
        latency.milestoneWhen("first rows shown", () -> model.log().rowsProperty().get() != null
                && model.log().firstShownProperty().get() >= 0);
        latency.countScrollFrames(() -> model.log().firstShownProperty().get(),
                () -> logPage.logPage().view().lookup("#logList .scroll-bar:vertical .thumb"));
        model.log().hitsProperty().addListener((obs, old, now) -> {
            if (now != null) {
                latency.shown();
            }
        });
    }

    private static void once(boolean[] seen, int which, boolean happened,
                             org.netreplay.viewer.task.LatencyProbe latency, String what) {
        if (happened && !seen[which]) {
            seen[which] = true;
            latency.milestone(what);
        }
    }

    /**
     * Lays the panes out as {@link PaneLayout} says, each whole, as its strip or not at all: the log page's side bar,
     * log, timeline and charts; the replay page (when the session has a recording, or alone for a lone {@code .gm})
     * beside the log page or below it, its canvases and its inspector. When nothing the user asked for can show
     * (every pane of the log page hidden and no recording), the log shows rather than an empty window; when the
     * inspector is hidden, the canvases show (the replay page is theirs alone).
     */
    private void arrangePages() {
        if (closed) {
            return; // a job of the closed window's session ended late: its settings may be gone
        }
        boolean recording = model.replay().sourcesProperty().get() != null || model.replay().openingProperty().get();
        boolean replayOnly = model.replayOnlyProperty().get();
        PaneLayout.PaneState canvases = state(PaneLayout.Pane.REPLAY);
        PaneLayout.PaneState inspectorState = state(PaneLayout.Pane.INSPECTOR);
        boolean replay = replayOnly || recording && (canvases != PaneLayout.PaneState.HIDDEN
                || inspectorState != PaneLayout.PaneState.HIDDEN);
        PaneLayout.PaneState sideBar = state(PaneLayout.Pane.SIDE_BAR);
        PaneLayout.PaneState timeline = state(PaneLayout.Pane.TIMELINE);
        PaneLayout.PaneState charts = state(PaneLayout.Pane.CHARTS);
        PaneLayout.PaneState log = state(PaneLayout.Pane.LOG);
        if (log == PaneLayout.PaneState.HIDDEN && !replay && sideBar == PaneLayout.PaneState.HIDDEN
                && timeline == PaneLayout.PaneState.HIDDEN && charts == PaneLayout.PaneState.HIDDEN) {
            log = PaneLayout.PaneState.SHOWN;
        }
        boolean logPageShows = logPage.arrange(sideBar, log, timeline, charts);
        showInReplayPage(inspectorState == PaneLayout.PaneState.HIDDEN && canvases == PaneLayout.PaneState.HIDDEN
                ? PaneLayout.PaneState.SHOWN : canvases, inspectorState);
        PagesSplit.Shown wanted = replayOnly || replay && !logPageShows ? PagesSplit.Shown.REPLAY
                : replay ? PagesSplit.Shown.BOTH : PagesSplit.Shown.LOG;
        if (pagesSplit.shown() == PagesSplit.Shown.BOTH && wanted != PagesSplit.Shown.BOTH) {
            model.comfort().setSplit(pagesKey(), pagesSplit.dividerPosition());
        }
        boolean below = panes.replayBelow(scene.getWidth(), model.sideBySide().panes().size());
        if (below != pagesSplit.below()) {
            if (pagesSplit.shown() == PagesSplit.Shown.BOTH) {
                model.comfort().setSplit(pagesKey(), pagesSplit.dividerPosition());
            }
            pagesSplit.setBelow(below, model.comfort().split(below ? PAGES_SPLIT_BELOW : PAGES_SPLIT,
                    below ? LOG_SHARE_BELOW : LOG_SHARE_BESIDE));
            logPage.restoreDividersOnceResized();
        }
        pagesSplit.show(wanted, model.comfort().split(pagesKey(), pagesSplit.below() ? LOG_SHARE_BELOW
                : LOG_SHARE_BESIDE));
    }

    private PaneLayout.PaneState state(PaneLayout.Pane pane) {
        return panes.effectiveState(pane).get();
    }

    /** The log page's share of the width beside the replay page until the user moves the divider. */
    private static final double LOG_SHARE_BESIDE = 0.6;
    /**
     * The log page's share of the height above the replay page until the user moves the divider: about half, so at
     * 1024×700 the inspector beside the canvases has room for the first desync's detail line and rows of its tree.
     */
    private static final double LOG_SHARE_BELOW = 0.52;
    /** The remembered divider between the log page and the replay page: one beside, one below. */
    private static final String PAGES_SPLIT_BELOW = "pages.below";

    private String pagesKey() {
        return pagesSplit.below() ? PAGES_SPLIT_BELOW : PAGES_SPLIT;
    }

    /**
     * Shows the replay page's canvases (with their controls) and its inspector, each whole, as its strip (the other
     * takes the width it leaves) or not at all; the divider between them is remembered while both show whole.
     */
    private void showInReplayPage(PaneLayout.PaneState canvases, PaneLayout.PaneState inspectorState) {
        javafx.scene.control.SplitPane replaySplit = (javafx.scene.control.SplitPane) replayPage.view();
        java.util.List<javafx.scene.Node> wanted = new java.util.ArrayList<>();
        if (canvases != PaneLayout.PaneState.HIDDEN) {
            wanted.add(canvases == PaneLayout.PaneState.SHOWN ? replayCanvases : replayStrip.view());
        }
        if (inspectorState != PaneLayout.PaneState.HIDDEN) {
            wanted.add(inspectorState == PaneLayout.PaneState.SHOWN ? inspector.view() : inspectorStrip.view());
        }
        if (!replaySplit.getItems().equals(wanted)) {
            if (bothWhole(replaySplit.getItems())) {
                model.comfort().setSplit(INSPECTOR_SPLIT, replaySplit.getDividerPositions()[0]);
            }
            replaySplit.getItems().setAll(wanted);
            if (wanted.size() == 2) {
                // a strip is as thin as it may be: the divider at its edge leaves it that
                replaySplit.setDividerPositions(bothWhole(wanted) ? model.comfort().split(INSPECTOR_SPLIT, 0.62)
                        : wanted.get(0) == replayStrip.view() ? 0.0 : 1.0);
            }
        }
    }

    /** @return whether {@code items} are the canvases and the inspector, both whole */
    private boolean bothWhole(java.util.List<javafx.scene.Node> items) {
        return items.size() == 2 && items.get(0) == replayCanvases && items.get(1) == inspector.view();
    }

    /**
     * The bar that names errors and warnings, at the top of the window under the menu: it takes its own room while
     * it shows (the pages move down), so it covers neither the search bar nor the side bar's headers.
     */
    private static NotificationPane messageBar() {
        NotificationPane bar = new NotificationPane(new javafx.scene.layout.Region()) {
            /** As high as the bar while it shows (it slides in within that room), else 0. */
            @Override
            protected double computePrefHeight(double width) {
                javafx.scene.Node shown = lookup(".notification-bar");
                javafx.scene.Node inner = lookup(".notification-bar > .pane");
                // the bar's own height once slid in: its content's, and at least its least height (40 px)
                return !isShowing() || shown == null || inner == null ? 0
                        : Math.max(inner.prefHeight(width), shown.minHeight(width));
            }
        };
        javafx.beans.InvalidationListener refit = change -> {
            bar.requestLayout();
            if (bar.getParent() != null) {
                bar.getParent().requestLayout();
            }
        };
        bar.showingProperty().addListener(refit);
        bar.textProperty().addListener(refit);
        // a text of several lines is known in full once the bar is styled: fit again when it has slid in
        bar.addEventHandler(NotificationPane.ON_SHOWN, event -> refit.invalidated(null));
        bar.setId("notifications");
        bar.setShowFromTop(true);
        bar.getStyleClass().add(NotificationPane.STYLE_CLASS_DARK);
        bar.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // the pages give way, not the bar
        return bar;
    }

    private void showError(String message) {
        if (message == null || message.isEmpty()) {
            return;
        }
        Label icon = new Label("⚠");
        icon.getStyleClass().add("notification-icon");
        notifications.show(org.netreplay.viewer.common.VisibleControls.message(message), icon);
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
        } else {
            // a first start (or a stage shown before with another size): the scene's default size
            stage.setWidth(scene.getWidth());
            stage.setHeight(scene.getHeight());
        }
        stage.setMaximized(preferences.windowMaximized());
    }

    private static boolean isOnScreen(double[] bounds) {
        return !Screen.getScreensForRectangle(new Rectangle2D(bounds[0], bounds[1], bounds[2], bounds[3])).isEmpty();
    }

    private void saveState() {
        try {
            saveStateTo(model.preferences());
        } catch (IllegalStateException removed) {
            // the settings node was removed while the window was open (a test's throw-away node): nothing to save;
            // settings are not data, so closing the window must not fail
            System.getLogger(MainWindow.class.getName()).log(System.Logger.Level.DEBUG,
                    "settings not saved: " + removed.getMessage());
        }
    }

    private void saveStateTo(ViewerPreferences preferences) {
        preferences.setWindowMaximized(stage.isMaximized());
        if (!stage.isMaximized() && stage.getWidth() > 0) {
            preferences.setWindowBounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
        }
        logPage.saveState(preferences);
        if (pagesSplit.shown() == PagesSplit.Shown.BOTH) {
            model.comfort().setSplit(pagesKey(), pagesSplit.dividerPosition());
        }
        if (replayPage.view() instanceof javafx.scene.control.SplitPane replaySplit
                && bothWhole(replaySplit.getItems())) {
            model.comfort().setSplit(INSPECTOR_SPLIT, replaySplit.getDividerPositions()[0]);
        }
        preferences.flush();
    }

    /** @return the state inspector (right of the replay canvases) */
    public org.netreplay.viewer.inspect.InspectorView inspector() {
        return inspector;
    }

    /** @return the window's pages: the log page and the replay page */
    public List<Page> pages() {
        return pages;
    }

    /** @return the replay page (its right-hand slot takes the state inspector: {@code setInspector}) */
    public org.netreplay.viewer.replay.ReplayPageView replayPage() {
        return replayPage;
    }

    /** @return the log page (tests and the app use it to focus the log) */
    public LogPage page() {
        return logPage.logPage();
    }

    /** @return which panes show (View ▸ Panes) */
    public PaneLayout panes() {
        return panes;
    }

    /** @return the notification bar that shows errors */
    public NotificationPane notifications() {
        return notifications;
    }
}


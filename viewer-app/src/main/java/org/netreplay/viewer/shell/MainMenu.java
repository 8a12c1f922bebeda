package org.netreplay.viewer.shell;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.netreplay.viewer.logview.LogPage;

/** The menu bar: File (open files/folder, recent, quit), View (type/player shortcuts), Navigate, Help. */
final class MainMenu {
    private final MainViewModel model;
    private final Stage stage;
    private final LogPage page;
    private final Menu recent = new Menu("Open _Recent");
    private final MenuBar bar = new MenuBar();

    private final LogPageView window;
    private final PaneLayout panes;

    MainMenu(MainViewModel model, Stage stage, LogPage page, LogPageView window, PaneLayout panes) {
        this.model = model;
        this.window = window;
        this.panes = panes;
        this.stage = stage;
        this.page = page;
        bar.setId("menuBar");
        bar.getMenus().addAll(fileMenu(), viewMenu(), navigateMenu(), replayMenu(), helpMenu());
        model.recentFiles().addListener((ListChangeListener<Path>) change -> buildRecent());
        buildRecent();
    }

    MenuBar view() {
        return bar;
    }

    private Menu fileMenu() {
        Menu menu = new Menu("_File");
        menu.getItems().addAll(
                item("_Open File(s)…", "Shortcut+O", this::openFiles),
                item("Open _Folder…", "Shortcut+Shift+O", this::openFolder),
                recent,
                samples(),
                item("Re_load", "F5", model::reload),
                item("_Export Perfetto trace…", null, this::exportPerfetto),
                item("Export _desync report…", null, this::exportDesyncReport),
                new SeparatorMenuItem(),
                item("_Quit", "Shortcut+Q", stage::close));
        return menu;
    }

    private Menu viewMenu() {
        Menu menu = new Menu("_View");
        menu.getItems().addAll(
                item("Show all types", null, () -> model.filter().setAllTypes(true)),
                item("Hide all types", null, () -> model.filter().setAllTypes(false)),
                item("Show all players", null, () -> model.filter().setAllPlayers(true)),
                item("All frames", null, () -> model.filter().resetFrameRange()),
                new SeparatorMenuItem(),
                followToggle(),
                panesMenu(),
                sideBySideToggle(),
                detailToggle(),
                item("_Status CSV table…", "Shortcut+Shift+S", this::showStatusTable),
                new SeparatorMenuItem(),
                darkThemeToggle(),
                item("Inspector _ignore rules…", null, () -> org.netreplay.viewer.inspect.IgnoreRulesDialog.edit(
                        stage, model.inspector())));
        return menu;
    }

    private javafx.scene.control.CheckMenuItem sideBySideToggle() {
        javafx.scene.control.CheckMenuItem toggle =
                new javafx.scene.control.CheckMenuItem("Server | clients _side by side");
        toggle.setAccelerator(KeyCombination.keyCombination("Shortcut+D"));
        toggle.selectedProperty().bindBidirectional(model.sideBySide().enabledProperty());
        return toggle;
    }

    /**
     * View ▸ Panes: each pane shown or hidden (Ctrl+1 … Ctrl+5, Ctrl+T for the charts), collapsed to its strip or
     * expanded (Ctrl+Alt+1 … 6), one maximised (Ctrl+Shift+ the show key; again restores), every pane shown again
     * (Ctrl+0), and where the replay page goes.
     */
    private Menu panesMenu() {
        Menu menu = new Menu("_Panes");
        menu.setId("panesMenu");
        Menu collapse = new Menu("_Collapse");
        Menu maximise = new Menu("_Maximise");
        for (PaneLayout.Pane pane : PaneLayout.Pane.values()) {
            javafx.beans.property.ObjectProperty<PaneLayout.PaneState> state = panes.stateProperty(pane);
            menu.getItems().add(check(pane.title(), "pane-" + pane.name(), "Shortcut+" + pane.keyName(),
                    () -> state.get() != PaneLayout.PaneState.HIDDEN, state, () -> panes.toggle(pane)));
            collapse.getItems().add(check(pane.plainTitle(), "collapse-" + pane.name(),
                    "Shortcut+Alt+" + pane.collapseKeyName(), () -> state.get() == PaneLayout.PaneState.COLLAPSED,
                    state, () -> panes.toggleCollapsed(pane)));
            maximise.getItems().add(check(pane.plainTitle(), "maximise-" + pane.name(),
                    "Shortcut+Shift+" + pane.keyName(), () -> panes.maximisedProperty().get() == pane,
                    panes.maximisedProperty(), () -> panes.toggleMaximised(pane)));
        }
        Menu place = new Menu("Replay page _goes");
        javafx.scene.control.ToggleGroup group = new javafx.scene.control.ToggleGroup();
        for (PaneLayout.ReplayPlace where : PaneLayout.ReplayPlace.values()) {
            javafx.scene.control.RadioMenuItem item = new javafx.scene.control.RadioMenuItem(switch (where) {
                case BESIDE -> "_Beside the log";
                case BELOW -> "Be_low the log";
                case AUTO -> String.format("_Automatic (below when the window is narrower than %.0f px or the "
                        + "log is side by side)", PaneLayout.AUTO_BELOW_UNDER_PX);
            });
            item.setId("replayPlace-" + where.name());
            item.setToggleGroup(group);
            item.setSelected(panes.replayPlaceProperty().get() == where);
            item.setOnAction(event -> panes.replayPlaceProperty().set(where));
            panes.replayPlaceProperty().addListener((obs, old, now) -> item.setSelected(now == where));
            place.getItems().add(item);
        }
        menu.getItems().addAll(new SeparatorMenuItem(), collapse, maximise,
                item("Show _all panes", "Shortcut+0", panes::showAll), new SeparatorMenuItem(), place);
        return menu;
    }

    /**
     * @return a check item whose check says {@code checked}, kept up to date as {@code changes} changes; its action
     *         runs {@code action} (the item's own check flips before its action: the layout decides, e.g. a
     *         maximised pane restores first)
     */
    private static javafx.scene.control.CheckMenuItem check(String text, String id, String accelerator,
                                                            java.util.function.BooleanSupplier checked,
                                                            javafx.beans.Observable changes, Runnable action) {
        javafx.scene.control.CheckMenuItem item = new javafx.scene.control.CheckMenuItem(text);
        item.setId(id);
        item.setAccelerator(KeyCombination.keyCombination(accelerator));
        item.setSelected(checked.getAsBoolean());
        changes.addListener(change -> item.setSelected(checked.getAsBoolean()));
        item.setOnAction(event -> {
            action.run();
            item.setSelected(checked.getAsBoolean());
        });
        return item;
    }

    private javafx.scene.control.CheckMenuItem followToggle() {
        javafx.scene.control.CheckMenuItem toggle = new javafx.scene.control.CheckMenuItem("_Follow");
        toggle.setId("followToggle");
        toggle.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+F"));
        toggle.selectedProperty().bindBidirectional(model.session().followProperty());
        return toggle;
    }

    private javafx.scene.control.CheckMenuItem detailToggle() {
        javafx.scene.control.CheckMenuItem toggle = new javafx.scene.control.CheckMenuItem("Line _details");
        toggle.setId("detailToggle");
        toggle.setAccelerator(KeyCombination.keyCombination("Shortcut+J"));
        toggle.setSelected(window.detailShown());
        toggle.selectedProperty().addListener((obs, old, now) -> window.showDetail(now));
        return toggle;
    }

    private javafx.scene.control.CheckMenuItem darkThemeToggle() {
        javafx.scene.control.CheckMenuItem toggle = new javafx.scene.control.CheckMenuItem("_Dark theme");
        toggle.setId("darkTheme");
        toggle.setSelected(model.theme().themeProperty().get().isDark());
        toggle.selectedProperty().addListener((obs, old, now) -> model.theme().themeProperty().set(
                now ? org.netreplay.viewer.prefs.Theme.DARK : org.netreplay.viewer.prefs.Theme.LIGHT));
        model.theme().themeProperty().addListener((obs, old, now) -> toggle.setSelected(now.isDark()));
        return toggle;
    }

    private org.netreplay.viewer.status.StatusTableWindow statusWindow;

    private void showStatusTable() {
        if (statusWindow == null) {
            statusWindow = new org.netreplay.viewer.status.StatusTableWindow(stage, model.statusTable());
        }
        statusWindow.show();
    }

    private Menu navigateMenu() {
        Menu menu = new Menu("_Navigate");
        menu.getItems().addAll(
                item("_Find…", "Shortcut+F", page::focusSearch),
                item("Find _next", "F3", model.sideBySide()::nextHit),
                item("Find _previous", "Shift+F3", model.sideBySide()::previousHit),
                new SeparatorMenuItem(),
                item("Next _mark", "F2", model.sideBySide()::nextMark),
                item("Previous mark", "Shift+F2", model.sideBySide()::previousMark),
                new SeparatorMenuItem(),
                item("Next _desync", "F7", model.timeline()::nextDesync),
                item("Previous desync", "Shift+F7", model.timeline()::previousDesync),
                item("Next _event", "F8", model.timeline()::nextEvent),
                item("Previous event", "Shift+F8", model.timeline()::previousEvent),
                item("Next _correction", "F9", () -> model.corrections().next(false)),
                item("Previous correction", "Shift+F9", () -> model.corrections().previous(false)),
                item("Next large correction", "Shortcut+F9", () -> model.corrections().next(true)),
                item("Previous large correction", "Shortcut+Shift+F9", () -> model.corrections().previous(true)),
                new SeparatorMenuItem(),
                item("Go to _frame…", "Shortcut+G", page::focusGoToFrame),
                item("Go to _line…", "Shortcut+L", page::focusGoToLine),
                item("First line", "Shortcut+Home", model.log().navigation()::selectFirst),
                item("Last line", "Shortcut+End", model.log().navigation()::selectLast));
        return menu;
    }

    /** Replay: play, steps, speeds, follow a player, overlay (the keys are the replay page's, {@code ReplayKeys}). */
    private Menu replayMenu() {
        org.netreplay.viewer.replay.ReplayPageModel replay = model.replay();
        Menu menu = new Menu("_Replay");
        menu.setId("replayMenu");
        Menu speeds = new Menu("_Speed");
        javafx.scene.control.ToggleGroup group = new javafx.scene.control.ToggleGroup();
        for (double speed : org.netreplay.viewer.replay.ReplayPageModel.SPEEDS) {
            javafx.scene.control.RadioMenuItem item = new javafx.scene.control.RadioMenuItem(
                    speed == org.netreplay.viewer.replay.ReplayPageModel.AS_FAST_AS_POSSIBLE ? "As fast as possible"
                            : (speed == Math.floor(speed) ? Integer.toString((int) speed) : Double.toString(speed))
                            + "×");
            item.setToggleGroup(group);
            item.setSelected(replay.speedProperty().get() == speed);
            item.setOnAction(event -> replay.speedProperty().set(speed));
            replay.speedProperty().addListener((obs, old, now) -> item.setSelected(now.doubleValue() == speed));
            speeds.getItems().add(item);
        }
        Menu follow = new Menu("_Follow player");
        for (int p = -1; p < 8; p++) {
            int player = p;
            follow.getItems().add(item(p < 0 ? "Nobody" : "Player " + p, null,
                    () -> replay.followPlayerProperty().set(player)));
        }
        javafx.scene.control.CheckMenuItem overlay = new javafx.scene.control.CheckMenuItem(
                "_Overlay server and client");
        overlay.selectedProperty().bindBidirectional(replay.overlayProperty());
        menu.getItems().addAll(
                item("_Play / pause  (Space)", null, replay::togglePlaying),
                item("One frame on  (→)", null, () -> replay.step(1)),
                item("One frame back  (←)", null, () -> replay.step(-1)),
                item("10 frames on  (Shift+→)", null, () -> replay.step(10)),
                item("10 frames back  (Shift+←)", null, () -> replay.step(-10)),
                item("40 frames on  (Ctrl+→)", null, () -> replay.step(40)),
                item("40 frames back  (Ctrl+←)", null, () -> replay.step(-40)),
                item("First frame", null, replay::toStart),
                item("Last frame", null, replay::toEnd),
                new SeparatorMenuItem(), speeds, follow, overlay, recordingsMenu(),
                new SeparatorMenuItem(),
                item("Stop simulating the rest", null, replay::cancelBuild));
        return menu;
    }

    /**
     * Replay ▸ Recording: the real netgame's recordings (kind, level, last frame, file), the one in use checked;
     * picking another rebuilds the netgame with it.
     */
    private Menu recordingsMenu() {
        org.netreplay.viewer.netgame.NetgameRebuildViewModel netgame = model.netgame();
        Menu menu = new Menu("_Recording");
        menu.setId("recordingMenu");
        Runnable fill = () -> {
            javafx.scene.control.ToggleGroup group = new javafx.scene.control.ToggleGroup();
            menu.getItems().clear();
            for (int i = 0; i < netgame.recordings().size(); i++) {
                int index = i;
                javafx.scene.control.RadioMenuItem item =
                        new javafx.scene.control.RadioMenuItem(netgame.recordings().get(i));
                item.setMnemonicParsing(false);
                item.setToggleGroup(group);
                item.setSelected(netgame.chosenRecordingProperty().get() == i);
                item.setOnAction(event -> netgame.chooseRecording(index));
                menu.getItems().add(item);
            }
            if (menu.getItems().isEmpty()) {
                MenuItem none = new MenuItem("(a real netgame's recordings, once one is open)");
                none.setDisable(true);
                menu.getItems().add(none);
            }
        };
        netgame.recordings().addListener((javafx.collections.ListChangeListener<String>) change -> fill.run());
        netgame.chosenRecordingProperty().addListener((obs, old, now) -> fill.run());
        fill.run();
        return menu;
    }

    private Menu helpMenu() {
        Menu menu = new Menu("_Help");
        menu.getItems().add(item("_Key bindings", "F1", () -> HelpDialog.show(stage)));
        return menu;
    }

    /** File ▸ Open Sample Session: the bundled sessions, e.g. a simulated one with a desync to find with F7. */
    private Menu samples() {
        Menu menu = new Menu("Open _Sample Session");
        for (Path folder : model.sampleSessions()) {
            MenuItem entry = new MenuItem(folder.getFileName().toString());
            entry.setMnemonicParsing(false);
            entry.setOnAction(event -> model.open(List.of(folder)));
            menu.getItems().add(entry);
        }
        if (menu.getItems().isEmpty()) {
            MenuItem none = new MenuItem("(no sample-logs/sessions folder found)");
            none.setDisable(true);
            menu.getItems().add(none);
        }
        return menu;
    }

    private void buildRecent() {
        recent.getItems().clear();
        for (Path path : model.recentFiles()) {
            MenuItem entry = new MenuItem(path.toString());
            entry.setMnemonicParsing(false);
            entry.setOnAction(event -> model.open(List.of(path)));
            recent.getItems().add(entry);
        }
        if (recent.getItems().isEmpty()) {
            MenuItem none = new MenuItem("(none)");
            none.setDisable(true);
            recent.getItems().add(none);
        } else {
            recent.getItems().addAll(new SeparatorMenuItem(), item("Clear recent", null, model::clearRecent));
        }
    }

    private void openFiles() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open log files");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Game logs (*.txt, *.log)", "*.txt", "*.log"),
                new FileChooser.ExtensionFilter("All files", "*"));
        initialFolder().ifPresent(chooser::setInitialDirectory);
        List<File> files = chooser.showOpenMultipleDialog(stage);
        if (files != null && !files.isEmpty()) {
            model.open(files.stream().map(File::toPath).toList());
        }
    }

    private void exportPerfetto() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export a Perfetto trace (opens in ui.perfetto.dev)");
        chooser.setInitialFileName("netreplay-trace.json");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Trace JSON (*.json)", "*.json"));
        initialFolder().ifPresent(chooser::setInitialDirectory);
        File file = chooser.showSaveDialog(stage);
        if (file != null && !model.exportPerfetto(file.toPath())) {
            model.log().noticeFor("Open a session first: there is nothing to export.");
        }
    }

    private void exportDesyncReport() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export a desync report (HTML; a JSON file is written beside it)");
        chooser.setInitialFileName("desync-report.html");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("HTML page (*.html)", "*.html"));
        initialFolder().ifPresent(chooser::setInitialDirectory);
        File file = chooser.showSaveDialog(stage);
        if (file != null && !model.exportDesyncReport(file.toPath())) {
            model.log().noticeFor("Open a session first: there is nothing to export.");
        }
    }

    private void openFolder() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Open a session folder");
        initialFolder().ifPresent(chooser::setInitialDirectory);
        File folder = chooser.showDialog(stage);
        if (folder != null) {
            model.open(List.of(folder.toPath()));
        }
    }

    private java.util.Optional<File> initialFolder() {
        Path last = model.preferences().lastFolder();
        return last != null && last.toFile().isDirectory() ? java.util.Optional.of(last.toFile())
                : java.util.Optional.empty();
    }

    private static MenuItem item(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(event -> action.run());
        return item;
    }
}

package org.netreplay.viewer.replay;

import java.util.Locale;
import javafx.animation.AnimationTimer;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.netreplay.viewer.page.Page;

/**
 * The replay page: a title with one plain sentence about what is shown, the server's and every client's state at
 * the same frame side by side ({@link CanvasGrid}: a row, or a grid when that shows each larger), each canvas
 * titled with its peer and its state's label, the chosen client's outlined (a click on a client's canvas chooses it:
 * the inspector compares it with the server); or one canvas with the server and the chosen client overlaid,
 * differences highlighted; and a controls bar — start, −40, −10, −1, play/pause, +1, +10, +40, end, a frame slider,
 * the frame, speed, follow a player, side by side / overlay, which client, and a progress bar with cancel while the recording is simulated to its end. A
 * right-hand slot takes the state inspector ({@link #setInspector}). Shows what its {@link ReplayPageModel} holds.
 */
public final class ReplayPageView implements Page {
    /** The most of the page's height the title, note and banners take before they scroll. */
    static final double HEADER_SHARE = 0.45;
    /** The least width the canvases and controls take beside the inspector, px. */
    static final double MIN_CANVASES_WIDTH = 230;
    private final ReplayPageModel model;
    private final Viewport viewport = new Viewport();
    private final ReplayCanvas server;
    /** One canvas per client index, made when first needed and kept (each listens to the model for good). */
    private final java.util.List<ReplayCanvas> clients = new java.util.ArrayList<>();
    private final CanvasGrid canvases = new CanvasGrid();
    private final BorderPane main = new BorderPane();
    private final VBox header = new VBox(2);
    private final SplitPane split = new SplitPane(main);
    private final Slider slider = new Slider(0, 1, 0);
    private final Label frameText = new Label();
    private boolean movingSlider;
    private Node inspector;
    private final AnimationTimer clock = new AnimationTimer() {
        private long last = -1;

        @Override
        public void handle(long now) {
            if (last >= 0) {
                model.advanceClock(Math.min(0.25, (now - last) / 1e9));
            }
            last = now;
        }

        @Override
        public void stop() {
            super.stop();
            last = -1;
        }
    };

    /** @param model the page's view model */
    public ReplayPageView(ReplayPageModel model) {
        this.model = model;
        split.setId("replayPage");
        split.getStylesheets().add(java.util.Objects.requireNonNull(
                ReplayPageView.class.getResource("/org/netreplay/viewer/replay/replay.css")).toExternalForm());
        server = new ReplayCanvas(model, viewport, ReplayCanvas.SERVER);
        server.onFit(bounds -> { // the grid's cells follow the level's shape
            if (bounds[2] > 0 && bounds[3] > 0) {
                canvases.setAspect(bounds[2] / bounds[3]);
            }
        });
        canvases.getChildren().add(server);
        main.setMinWidth(MIN_CANVASES_WIDTH); // narrower, a level would be too small to read
        main.setTop(header());
        main.setCenter(canvases);
        main.setBottom(controls());
        main.getStyleClass().add("replay-page");
        model.overlayProperty().addListener((obs, old, now) -> arrangeCanvases());
        model.clientNames().addListener((ListChangeListener<String>) change -> arrangeCanvases());
        model.playingProperty().addListener((obs, old, now) -> {
            if (now) {
                clock.start();
            } else {
                clock.stop();
            }
        });
    }

    private Node header() {
        Label title = new Label();
        title.setId("replayTitle");
        title.setWrapText(true);
        title.getStyleClass().add("replay-title");
        title.textProperty().bind(model.titleProperty());
        Label note = new Label();
        note.setId("replayNote");
        note.getStyleClass().add("replay-note");
        note.setWrapText(true);
        note.textProperty().bind(model.noteProperty());
        header.getChildren().setAll(title, note);
        header.setPadding(new Insets(6, 8, 6, 8));
        // a long note on a narrow page scrolls instead of taking the canvases' height
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(header);
        scroll.setId("replayHeader");
        scroll.getStyleClass().add("replay-header");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setVbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.AS_NEEDED);
        scroll.setFocusTraversable(false);
        scroll.setMinHeight(0);
        scroll.prefViewportHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(() ->
                Math.min(header.prefHeight(Math.max(1, scroll.getWidth())), main.getHeight() * HEADER_SHARE),
                header.heightProperty(), scroll.widthProperty(), main.heightProperty(), title.textProperty(),
                note.textProperty()));
        return scroll;
    }

    /** Adds {@code node} under the title and note (e.g. what a rebuild proved, the selected correction). */
    public void addToHeader(Node node) {
        header.getChildren().add(node);
    }

    private Node controls() {
        Button start = button("|◀", "First frame (Home)", model::toStart, "replayStart");
        Button back40 = button("−40", "40 frames back (Ctrl+←)", () -> model.step(-40), "replayBack40");
        Button back10 = button("−10", "10 frames back (Shift+←)", () -> model.step(-10), "replayBack10");
        Button back1 = button("−1", "One frame back (←)", () -> model.step(-1), "replayBack1");
        Button play = button("▶", "Play / pause (Space)", model::togglePlaying, "replayPlay");
        model.playingProperty().addListener((obs, old, now) -> play.setText(now ? "||" : "▶"));
        Button next1 = button("+1", "One frame on (→)", () -> model.step(1), "replayNext1");
        Button next10 = button("+10", "10 frames on (Shift+→)", () -> model.step(10), "replayNext10");
        Button next40 = button("+40", "40 frames on (Ctrl+→)", () -> model.step(40), "replayNext40");
        Button end = button("▶|", "Last frame (End)", model::toEnd, "replayEnd");
        slider.setId("replaySlider");
        slider.setFocusTraversable(false);
        HBox.setHgrow(slider, Priority.ALWAYS);
        ChangeListener<Number> range = (obs, old, now) -> setSliderRange();
        model.firstFrameProperty().addListener(range);
        model.lastFrameProperty().addListener(range);
        setSliderRange();
        slider.valueProperty().addListener((obs, old, now) -> {
            if (!movingSlider) {
                model.requestFrame((int) Math.round(now.doubleValue()));
            }
        });
        frameText.setId("replayFrame");
        frameText.getStyleClass().add("replay-frame");
        frameText.setMinWidth(Region.USE_PREF_SIZE);
        ChangeListener<Object> showFrame = (obs, old, now) -> showFrame();
        model.frameProperty().addListener(showFrame);
        model.lastFrameProperty().addListener(showFrame);
        showFrame();
        HBox row1 = new HBox(8, slider, frameText);
        row1.setAlignment(Pos.CENTER_LEFT);

        ComboBox<Double> speed = new ComboBox<>();
        speed.setId("replaySpeed");
        speed.setFocusTraversable(false);
        speed.getItems().setAll(ReplayPageModel.SPEEDS);
        speed.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Double value) {
                return value == null ? "" : value == ReplayPageModel.AS_FAST_AS_POSSIBLE ? "as fast as possible"
                        : String.format(Locale.ROOT, "%s×", value == Math.floor(value) ? Integer.toString(
                                value.intValue()) : Double.toString(value));
            }

            @Override
            public Double fromString(String text) {
                return null;
            }
        });
        speed.valueProperty().bindBidirectional(model.speedProperty().asObject());
        speed.setTooltip(new Tooltip("Playback speed ([ slower, ] faster); 1× = 40 frames/s"));
        ComboBox<String> follow = new ComboBox<>();
        follow.setId("replayFollow");
        follow.setFocusTraversable(false);
        follow.getItems().add("follow nobody");
        for (int p = 0; p < 8; p++) {
            follow.getItems().add("follow player " + p);
        }
        follow.getSelectionModel().select(model.followPlayerProperty().get() + 1);
        follow.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) ->
                model.followPlayerProperty().set(now.intValue() - 1));
        model.followPlayerProperty().addListener((obs, old, now) ->
                follow.getSelectionModel().select(now.intValue() + 1));
        ToggleButton overlay = new ToggleButton("Overlay");
        overlay.setId("replayOverlay");
        overlay.setFocusTraversable(false);
        overlay.setTooltip(new Tooltip("The server and the chosen client on one canvas, differing entities outlined "
                + "(off: every peer side by side)"));
        overlay.selectedProperty().bindBidirectional(model.overlayProperty());
        ToggleButton own = new ToggleButton("Client's own simulation");
        own.setId("replayOwnSimulation");
        own.setFocusTraversable(false);
        own.setTooltip(new Tooltip("On: the client's own (predicted / re-simulated) state of each frame. Off: its "
                + "final state (confirmed, i.e. after the server's dif)"));
        own.selectedProperty().bindBidirectional(model.clientOwnSimulationProperty());
        ComboBox<String> clients = new ComboBox<>(model.clientNames());
        clients.setId("replayClient");
        clients.setTooltip(new Tooltip("The client compared with the server in the state inspector (or click its "
                + "canvas)"));
        clients.setFocusTraversable(false);
        clients.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) -> {
            if (now.intValue() >= 0) {
                model.chosenClientProperty().set(now.intValue());
            }
        });
        model.chosenClientProperty().addListener((obs, old, now) -> { // chosen elsewhere (F7, a correction)
            if (now.intValue() >= 0 && now.intValue() < model.clientNames().size()
                    && clients.getSelectionModel().getSelectedIndex() != now.intValue()) {
                clients.getSelectionModel().select(now.intValue());
            }
        });
        model.clientNames().addListener((ListChangeListener<String>) change -> {
            boolean any = !model.clientNames().isEmpty();
            clients.setVisible(any);
            clients.setManaged(any);
            own.setVisible(any);
            own.setManaged(any);
            overlay.setVisible(any);
            overlay.setManaged(any);
            if (any) {
                clients.getSelectionModel().select(model.chosenClientProperty().get());
            }
        });
        clients.setVisible(false);
        clients.setManaged(false);
        own.setVisible(false);
        own.setManaged(false);
        overlay.setVisible(false);
        overlay.setManaged(false);
        ProgressBar progress = new ProgressBar();
        progress.setId("replayProgress");
        progress.progressProperty().bind(model.buildProgressProperty());
        Label activity = new Label();
        activity.textProperty().bind(model.activityProperty());
        Button cancel = button("✕", "Stop simulating the rest (seeks still work)", model::cancelBuild,
                "replayCancel");
        HBox building = new HBox(4, progress, activity, cancel);
        building.setAlignment(Pos.CENTER_LEFT);
        building.visibleProperty().bind(model.buildingProperty());
        building.managedProperty().bind(model.buildingProperty());
        HBox back = new HBox(3, start, back40, back10, back1); // two groups: a narrow page wraps between them
        back.setAlignment(Pos.CENTER_LEFT);
        HBox on = new HBox(3, play, next1, next10, next40, end);
        on.setAlignment(Pos.CENTER_LEFT);
        FlowPane row2 = new FlowPane(6, 4);
        row2.setAlignment(Pos.CENTER_LEFT);
        VBox bar = new VBox(4);
        bar.setId("replayControls");
        bar.getStyleClass().add("replay-controls");
        bar.setPadding(new Insets(6, 8, 6, 8));
        row2.getChildren().addAll(back, on, speed, follow, overlay, clients, own, artMenu(), building);
        bar.getChildren().setAll(row1, row2);
        return bar;
    }

    /** Replay ▸ Art: the game's own tiles and sprites or the schematic, and where the art is read from. */
    private Node artMenu() {
        ReplayArt art = model.art();
        javafx.scene.control.CheckMenuItem gameArt = new javafx.scene.control.CheckMenuItem("The game's art");
        gameArt.setId("replayGameArt");
        gameArt.selectedProperty().bindBidirectional(art.gameArtProperty());
        javafx.scene.control.MenuItem fromFolder = new javafx.scene.control.MenuItem("Art from a folder…");
        fromFolder.setId("replayArtFolder");
        javafx.scene.control.MenuItem bundled = new javafx.scene.control.MenuItem("The viewer's copy of the art");
        bundled.setId("replayArtBundled");
        bundled.disableProperty().bind(art.folderProperty().isNull());
        bundled.setOnAction(event -> art.folderProperty().set(null));
        javafx.scene.control.MenuButton menu = new javafx.scene.control.MenuButton("Art", null, gameArt, fromFolder,
                bundled);
        menu.setId("replayArt");
        menu.setFocusTraversable(false);
        menu.setMinWidth(Region.USE_PREF_SIZE);
        fromFolder.setOnAction(event -> {
            javafx.stage.DirectoryChooser chooser = new javafx.stage.DirectoryChooser();
            chooser.setTitle("A folder with the game's tiles.png, sprites.png, player_tiles.png and sprit001.pm");
            java.io.File chosen = chooser.showDialog(menu.getScene() == null ? null : menu.getScene().getWindow());
            if (chosen != null) {
                art.folderProperty().set(chosen.toPath());
                art.gameArtProperty().set(true);
            }
        });
        Tooltip tip = new Tooltip();
        Runnable describe = () -> {
            String problem = art.problemProperty().get();
            menu.setText(problem.isEmpty() ? "Art" : "Art ⚠");
            tip.setText(!problem.isEmpty() ? problem
                    : !art.gameArtProperty().get() ? "The level is drawn as a schematic (blocks by their flags)"
                    : art.folderProperty().get() == null ? "The level is drawn with the game's own tiles and sprites "
                            + "(the viewer's copy of the game's bitmaps)"
                    : "The level is drawn with the tiles and sprites of " + art.folderProperty().get());
        };
        art.problemProperty().addListener((obs, old, now) -> describe.run());
        art.gameArtProperty().addListener((obs, old, now) -> describe.run());
        art.folderProperty().addListener((obs, old, now) -> describe.run());
        describe.run();
        menu.setTooltip(tip);
        return menu;
    }

    private static Button button(String text, String tip, Runnable action, String id) {
        Button b = new Button(text);
        b.setId(id);
        b.setFocusTraversable(false);
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(event -> action.run());
        b.setMinWidth(Region.USE_PREF_SIZE);
        return b;
    }

    /**
     * Sets the slider's range to first..last frame in an order the Slider accepts at every step (it clamps min and
     * max against each other; bound properties would throw when the new first frame is above the old last).
     */
    private void setSliderRange() {
        int first = model.firstFrameProperty().get();
        int last = Math.max(first, model.lastFrameProperty().get());
        movingSlider = true;
        try {
            slider.setMin(Math.min(first, slider.getMin()));
            slider.setMax(last);
            slider.setMin(first);
        } finally {
            movingSlider = false;
        }
    }

    private void showFrame() {
        int frame = model.frameProperty().get();
        frameText.setText(frame < 0 ? "frame –" : String.format(Locale.ROOT, "frame %,d / %,d", frame,
                model.lastFrameProperty().get()));
        movingSlider = true;
        try {
            if (frame >= 0 && !slider.isValueChanging()) {
                slider.setValue(model.requestedFrame() >= 0 ? model.requestedFrame() : frame);
            }
        } finally {
            movingSlider = false;
        }
    }

    /** The server's canvas, then (side by side, not overlaid) one per client, in the order of the clients' names. */
    private void arrangeCanvases() {
        int shown = model.overlayProperty().get() ? 0 : model.clientNames().size();
        while (clients.size() < shown) {
            clients.add(new ReplayCanvas(model, viewport, clients.size()));
        }
        java.util.List<Node> wanted = new java.util.ArrayList<>();
        wanted.add(server);
        wanted.addAll(clients.subList(0, shown));
        if (!canvases.getChildren().equals(wanted)) {
            canvases.getChildren().setAll(wanted);
        }
        server.repaint();
    }

    /**
     * Puts {@code node} (the state inspector) to the right of the canvas, replacing the one there; null removes it.
     */
    public void setInspector(Node node) {
        if (inspector != null) {
            split.getItems().remove(inspector);
        }
        inspector = node;
        if (node != null) {
            split.getItems().add(node);
            split.setDividerPositions(0.68);
        }
    }

    /** Gives the server canvas the keyboard focus (Home/End then act on the replay). */
    public void focusCanvas() {
        server.requestFocus();
    }

    /** @return whether the keyboard focus is in this page (on a canvas) */
    public boolean hasFocus() {
        return server.isFocused() || clients.stream().anyMatch(Node::isFocused);
    }

    /** @return the page's view model */
    public ReplayPageModel model() {
        return model;
    }

    @Override
    public String title() {
        return "Replay";
    }

    @Override
    public Node view() {
        return split;
    }
}

package org.netreplay.viewer.replay;

import java.util.List;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.viewer.common.ArchitectureException;

/**
 * One peer of the replay page (the server, or one client of the session) drawn on a {@link Canvas} by the game's
 * {@link GameRenderer}, under a title strip naming the peer and how its state at the frame is known (its label:
 * authoritative, predicted, corrected by a dif, re-simulated, no state); a title too long for the strip's width wraps
 * onto more lines (the drawing gives up the height), never cut, and is whole in its tooltip too. The client the inspector compares with the server is the chosen one: its canvas has
 * the {@code :chosen} pseudo-class (outlined). Wheel zooms around the pointer, a drag pans, a double click fits the
 * level, a click chooses the peer's client (a server click keeps the choice) and selects the entity under the
 * pointer (nothing: clears the selection); zoom and pan are the shared {@link Viewport}'s, so every peer shows the
 * same part of the level. The server canvas keeps the followed player centred, and in overlay mode draws the chosen
 * client's differing entities over its own.
 */
@ArchitectureException("it hands the game's StateSchema and state bytes to the game's GameRenderer, which paints "
        + "by field: the schema is the renderer's vocabulary, chosen by the game's id (DeterministicGame)")
final class ReplayCanvas extends Region {
    /** The {@link #peer()} of the server's canvas. */
    static final int SERVER = -1;
    private static final PseudoClass CHOSEN = PseudoClass.getPseudoClass("chosen");
    private static final PseudoClass NO_STATE = PseudoClass.getPseudoClass("no-state");
    private static final double DRAG_THRESHOLD = 4;
    /** The canvas's background (the game's black, a little lifted). */
    static final Color BACKGROUND = Color.rgb(14, 14, 22);
    private final ReplayPageModel model;
    private final Viewport viewport;
    private final int peer;
    private final Canvas level = new Canvas();
    private final Canvas canvas = new Canvas();
    /** What the level layer shows: background key, scale, left, top, width, height. */
    private final double[] levelShown = new double[6];
    private final Label peerName = new Label();
    private final Label stateLabel = new Label();
    private final javafx.scene.layout.VBox title = new javafx.scene.layout.VBox(peerName, stateLabel);
    private final Tooltip titleTip = new Tooltip();
    private String titleText = "";
    private GameRenderer renderer;
    private EntityDiffer differ;
    private List<Sprite> drawn = List.of();
    private double pressX;
    private double pressY;
    private double lastX;
    private double lastY;
    private boolean dragged;
    private java.util.function.Consumer<double[]> onFit = bounds -> { };

    /**
     * @param peer {@link #SERVER}, or the index of a client in {@link ReplayPageModel#clientNames()} (0-based)
     */
    ReplayCanvas(ReplayPageModel model, Viewport viewport, int peer) {
        this.model = model;
        this.viewport = viewport;
        this.peer = peer;
        setId(peer == SERVER ? "serverCanvas" : "clientCanvas" + peer);
        getStyleClass().addAll("replay-canvas", peer == SERVER ? "server-canvas" : "client-canvas");
        title.getStyleClass().add("replay-side-title");
        peerName.getStyleClass().add("replay-side-name");
        stateLabel.getStyleClass().add("replay-side-state");
        for (Label l : List.of(peerName, stateLabel)) {
            l.setTextOverrun(OverrunStyle.ELLIPSIS); // only a word wider than the whole strip
            l.setWrapText(true);
            l.setMinWidth(0);
            l.setMaxWidth(Double.MAX_VALUE);
            l.setMinHeight(Region.USE_PREF_SIZE);
        }
        title.setMinWidth(0);
        Tooltip.install(this, titleTip);
        level.setMouseTransparent(true);
        getChildren().addAll(level, canvas, title);
        setMinSize(120, 120);
        setFocusTraversable(true);
        model.gameProperty().addListener((obs, old, now) -> gameChanged(now));
        model.art().artProperty().addListener((obs, old, now) -> {
            if (renderer != null) {
                renderer.useArt(now);
                java.util.Arrays.fill(levelShown, Double.NaN); // the level is drawn again with the new pictures
                repaint();
            }
        });
        gameChanged(model.gameProperty().get());
        model.serverStateProperty().addListener((obs, old, now) -> repaint());
        model.clientStateProperty().addListener((obs, old, now) -> repaint());
        model.clientStatesProperty().addListener((obs, old, now) -> {
            retitle();
            repaint();
        });
        model.selectedEntityProperty().addListener((obs, old, now) -> repaint());
        model.overlayProperty().addListener((obs, old, now) -> repaint());
        model.followPlayerProperty().addListener((obs, old, now) -> repaint());
        model.serverLabelProperty().addListener((obs, old, now) -> retitle());
        model.serverNameProperty().addListener((obs, old, now) -> retitle());
        model.clientNames().addListener((javafx.collections.ListChangeListener<String>) change -> retitle());
        model.chosenClientProperty().addListener((obs, old, now) -> {
            retitle();
            repaint(); // the server's outlines are its differences with the chosen client
        });
        viewport.onChange(this::repaint);
        addEventFilter(MouseEvent.MOUSE_PRESSED, event -> { // on the title strip or the drawing
            requestFocus();
            if (peer != SERVER && event.getButton() == MouseButton.PRIMARY) {
                model.chosenClientProperty().set(peer); // this client is now the one compared with the server
            }
        });
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        canvas.addEventHandler(ScrollEvent.SCROLL, event -> {
            viewport.zoomAt(Math.exp(event.getDeltaY() * 0.003), event.getX(), event.getY());
            event.consume();
        });
        retitle();
    }

    /** @param listener told the world bounds {left, top, width, height} each time the view fits them */
    void onFit(java.util.function.Consumer<double[]> listener) {
        this.onFit = listener;
    }

    /** @return {@link #SERVER} or the client's index in {@link ReplayPageModel#clientNames()} */
    int peer() {
        return peer;
    }

    private void gameChanged(DeterministicGame game) {
        renderer = game == null ? null : Renderers.forGame(game);
        if (renderer != null) {
            renderer.useArt(model.art().artProperty().get());
        }
        differ = game == null ? null : EntityDiffer.of(game.schema());
        viewport.reset();
        repaint();
    }

    /** @return this canvas's state at the shown frame, or null */
    private byte[] state() {
        if (peer == SERVER) {
            return model.serverStateProperty().get();
        }
        List<SideState> states = model.clientStatesProperty().get();
        return peer < states.size() ? states.get(peer).state() : null;
    }

    private String label() {
        if (peer == SERVER) {
            return model.serverLabelProperty().get();
        }
        List<SideState> states = model.clientStatesProperty().get();
        return peer < states.size() ? states.get(peer).label() : "";
    }

    private String name() {
        if (peer == SERVER) {
            return model.serverNameProperty().get();
        }
        return peer < model.clientNames().size() ? model.clientNames().get(peer) : "";
    }

    /** @return whether this is the chosen client's canvas (the one the inspector compares with the server) */
    boolean chosen() {
        return peer != SERVER && peer == model.chosenClientProperty().get();
    }

    private void retitle() {
        String label = label();
        String name = name();
        titleText = label.isEmpty() ? name : name + "  ·  " + label;
        peerName.setText(name + (chosen() ? "  ·  in the inspector" : ""));
        stateLabel.setText(label.isEmpty() ? " " : label);
        titleTip.setText(titleText + (chosen() ? "\nCompared with the server in the state inspector (F7 and "
                + "F9 choose the client they reach)" : peer == SERVER ? "" : "\nClick to compare this client with "
                + "the server in the state inspector"));
        pseudoClassStateChanged(CHOSEN, chosen());
        pseudoClassStateChanged(NO_STATE, peer != SERVER && !label.isEmpty() && state() == null);
    }

    /** Every canvas of the page shares the page's space equally, whatever size its canvas had before. */
    @Override
    protected double computePrefWidth(double height) {
        return getMinWidth();
    }

    @Override
    protected double computePrefHeight(double width) {
        return getMinHeight();
    }

    /** @return the height of the title strip above the drawing at this width (its lines wrapped), px */
    private double titleHeight(double width) {
        return Math.ceil(title.prefHeight(width));
    }

    @Override
    protected void layoutChildren() {
        double x = snappedLeftInset();
        double y = snappedTopInset();
        double w = Math.max(0, getWidth() - x - snappedRightInset());
        double top = titleHeight(w);
        double h = Math.max(0, getHeight() - y - snappedBottomInset() - top);
        title.resizeRelocate(x, y, w, top);
        level.relocate(x, y + top);
        canvas.relocate(x, y + top);
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            level.setWidth(w);
            level.setHeight(h);
            viewport.resized();
            repaint();
        }
    }

    /** @return where world point (wx, wy) is drawn, in this canvas's local coordinates */
    javafx.geometry.Point2D toLocal(double wx, double wy) {
        return new javafx.geometry.Point2D((wx - viewport.left()) * viewport.scale(),
                (wy - viewport.top()) * viewport.scale() + canvas.getLayoutY()).add(canvas.getLayoutX(), 0);
    }

    /** @return the middle of the drawing (below the title strip), in this node's local coordinates */
    javafx.geometry.Point2D drawingCentre() {
        return new javafx.geometry.Point2D(canvas.getLayoutX() + canvas.getWidth() / 2,
                canvas.getLayoutY() + canvas.getHeight() / 2);
    }

    /** @return the peer's title (name and label) as one line: {@code name  ·  label} */
    String titleText() {
        return titleText;
    }

    /** @return the sprites of the last paint (tests, hit tests) */
    List<Sprite> drawnSprites() {
        return drawn;
    }

    /** Draws the side's state at the model's frame. */
    void repaint() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.clearRect(0, 0, w, h);
        byte[] state = state();
        byte[] other = peer == SERVER ? model.clientStateProperty().get() : model.serverStateProperty().get();
        StateSchema schema = model.schemaProperty().get();
        if (state == null || renderer == null || schema == null || w <= 0 || h <= 0) {
            drawn = List.of();
            clearLevel();
            g.setFill(Color.gray(0.6));
            g.setTextAlign(javafx.scene.text.TextAlignment.CENTER);
            g.fillText(state == null && renderer != null ? ReplayPageModel.NO_STATE : "", w / 2, 24, Math.max(1, w - 12));
            g.setTextAlign(javafx.scene.text.TextAlignment.LEFT);
            return;
        }
        if (!viewport.fitted()) {
            double[] bounds = renderer.bounds(schema, state);
            onFit.accept(bounds);
            viewport.fit(bounds, w, h);
            return; // fit repainted every canvas
        }
        if (peer == SERVER && model.followPlayerProperty().get() >= 0) {
            EntityRef followed = renderer.player(model.followPlayerProperty().get());
            for (Sprite s : renderer.sprites(schema, state)) {
                if (s.ref().equals(followed)) {
                    viewport.centreOn(s.centreX(), s.centreY(), w, h);
                    break;
                }
            }
        }
        paintLevel(schema, state, other, w, h);
        FxPainter painter = new FxPainter(g, viewport.scale(), viewport.left(), viewport.top());
        drawn = SceneDrawer.drawSprites(painter, renderer, schema, state, other,
                peer == SERVER && model.overlayProperty().get(), differ, model.selectedEntityProperty().get());
    }

    /** Redraws the level layer only when the level or the view changed since it was drawn. */
    private void paintLevel(StateSchema schema, byte[] state, byte[] other, double w, double h) {
        double[] now = {renderer.backgroundKey(schema, state, other), viewport.scale(), viewport.left(),
            viewport.top(), w, h};
        if (java.util.Arrays.equals(now, levelShown)) {
            return;
        }
        System.arraycopy(now, 0, levelShown, 0, now.length);
        GraphicsContext g = level.getGraphicsContext2D();
        g.setFill(BACKGROUND);
        g.fillRect(0, 0, w, h);
        renderer.drawBackground(new FxPainter(g, viewport.scale(), viewport.left(), viewport.top()), schema, state,
                other);
    }

    private void clearLevel() {
        GraphicsContext g = level.getGraphicsContext2D();
        g.setFill(BACKGROUND);
        g.fillRect(0, 0, level.getWidth(), level.getHeight());
        java.util.Arrays.fill(levelShown, Double.NaN);
    }

    private void pressed(MouseEvent event) {
        pressX = lastX = event.getX();
        pressY = lastY = event.getY();
        dragged = false;
    }

    private void dragged(MouseEvent event) {
        if (Math.hypot(event.getX() - pressX, event.getY() - pressY) > DRAG_THRESHOLD) {
            dragged = true;
        }
        if (dragged) {
            model.followPlayerProperty().set(-1); // a drag means "look elsewhere"
            viewport.panBy(event.getX() - lastX, event.getY() - lastY);
        }
        lastX = event.getX();
        lastY = event.getY();
    }

    private void released(MouseEvent event) {
        if (dragged || event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        if (event.getClickCount() == 2 && renderer != null && model.serverStateProperty().get() != null) {
            viewport.fit(renderer.bounds(model.schemaProperty().get(), model.serverStateProperty().get()),
                    canvas.getWidth(), canvas.getHeight());
            return;
        }
        Sprite hit = SceneDrawer.hit(drawn, viewport.worldX(event.getX()), viewport.worldY(event.getY()),
                4 / viewport.scale());
        model.selectedEntityProperty().set(hit == null ? null : hit.ref());
    }
}

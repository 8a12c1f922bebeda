package org.netreplay.viewer.replay;

import java.util.List;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.viewer.common.ArchitectureException;

/**
 * One side of the replay page (the server's or the chosen client's state) drawn on a {@link Canvas} by the game's
 * {@link GameRenderer}, under a title naming the side and its frame label. Wheel zooms around the pointer, a drag
 * pans, a double click fits the level, a click selects the entity under the pointer (nothing: clears the selection);
 * zoom and pan are the shared {@link Viewport}'s. The server canvas keeps the followed player centred, and in overlay
 * mode draws the client's differing entities over its own.
 */
@ArchitectureException("it hands the game's StateSchema and state bytes to the game's GameRenderer, which paints "
        + "by field: the schema is the renderer's vocabulary, chosen by the game's id (DeterministicGame)")
final class ReplayCanvas extends Region {
    /** Which state a canvas draws. */
    enum Side { SERVER, CLIENT }

    private static final double DRAG_THRESHOLD = 4;
    /** The canvas's background (the game's black, a little lifted). */
    static final Color BACKGROUND = Color.rgb(14, 14, 22);
    private final ReplayPageModel model;
    private final Viewport viewport;
    private final Side side;
    private final Canvas level = new Canvas();
    private final Canvas canvas = new Canvas();
    /** What the level layer shows: background key, scale, left, top, width, height. */
    private final double[] levelShown = new double[6];
    private final Label title = new Label();
    private GameRenderer renderer;
    private EntityDiffer differ;
    private List<Sprite> drawn = List.of();
    private double pressX;
    private double pressY;
    private double lastX;
    private double lastY;
    private boolean dragged;

    ReplayCanvas(ReplayPageModel model, Viewport viewport, Side side) {
        this.model = model;
        this.viewport = viewport;
        this.side = side;
        setId(side == Side.SERVER ? "serverCanvas" : "clientCanvas");
        getStyleClass().add("replay-canvas");
        title.getStyleClass().add("replay-side-title");
        title.setMouseTransparent(true);
        level.setMouseTransparent(true);
        getChildren().addAll(level, canvas, title);
        setMinSize(120, 120);
        setFocusTraversable(true);
        model.gameProperty().addListener((obs, old, now) -> gameChanged(now));
        gameChanged(model.gameProperty().get());
        model.serverStateProperty().addListener((obs, old, now) -> repaint());
        model.clientStateProperty().addListener((obs, old, now) -> repaint());
        model.selectedEntityProperty().addListener((obs, old, now) -> repaint());
        model.overlayProperty().addListener((obs, old, now) -> repaint());
        model.followPlayerProperty().addListener((obs, old, now) -> repaint());
        model.serverLabelProperty().addListener((obs, old, now) -> retitle());
        model.clientLabelProperty().addListener((obs, old, now) -> retitle());
        model.serverNameProperty().addListener((obs, old, now) -> retitle());
        model.clientNameProperty().addListener((obs, old, now) -> retitle());
        viewport.onChange(this::repaint);
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        canvas.addEventHandler(ScrollEvent.SCROLL, event -> {
            viewport.zoomAt(Math.exp(event.getDeltaY() * 0.003), event.getX(), event.getY());
            event.consume();
        });
        retitle();
    }

    private void gameChanged(DeterministicGame game) {
        renderer = game == null ? null : Renderers.forGame(game);
        differ = game == null ? null : EntityDiffer.of(game.schema());
        viewport.reset();
        repaint();
    }

    private void retitle() {
        String name = side == Side.SERVER ? model.serverNameProperty().get() : model.clientNameProperty().get();
        String label = side == Side.SERVER ? model.serverLabelProperty().get() : model.clientLabelProperty().get();
        title.setText(label.isEmpty() ? name : name + "  ·  " + label);
    }

    /** Side by side, both canvases share the page's width equally, whatever size their canvases had before. */
    @Override
    protected double computePrefWidth(double height) {
        return getMinWidth();
    }

    @Override
    protected double computePrefHeight(double width) {
        return getMinHeight();
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            level.setWidth(w);
            level.setHeight(h);
            viewport.resized();
            repaint();
        }
        title.resizeRelocate(8, 6, Math.min(w - 16, title.prefWidth(-1)), title.prefHeight(-1));
    }

    /** @return where world point (wx, wy) is drawn, in this canvas's local coordinates */
    javafx.geometry.Point2D toLocal(double wx, double wy) {
        return new javafx.geometry.Point2D((wx - viewport.left()) * viewport.scale(),
                (wy - viewport.top()) * viewport.scale());
    }

    /** @return the side's title (name and label) as shown */
    String titleText() {
        return title.getText();
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
        byte[] state = side == Side.SERVER ? model.serverStateProperty().get() : model.clientStateProperty().get();
        byte[] other = side == Side.SERVER ? model.clientStateProperty().get() : model.serverStateProperty().get();
        StateSchema schema = model.schemaProperty().get();
        if (state == null || renderer == null || schema == null || w <= 0 || h <= 0) {
            drawn = List.of();
            clearLevel();
            g.setFill(Color.gray(0.6));
            g.fillText(state == null && renderer != null ? "no state at this frame" : "", 12, 40);
            return;
        }
        if (!viewport.fitted()) {
            viewport.fit(renderer.bounds(schema, state), w, h);
            return; // fit repainted every canvas
        }
        if (side == Side.SERVER && model.followPlayerProperty().get() >= 0) {
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
                side == Side.SERVER && model.overlayProperty().get(), differ, model.selectedEntityProperty().get());
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
        requestFocus();
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

package org.netreplay.viewer.replay;

import javafx.scene.paint.Color;

/**
 * What a {@link GameRenderer} draws with, in world pixels (the canvas maps them to the screen with its zoom and pan).
 * A small subset of {@link javafx.scene.canvas.GraphicsContext} ({@link FxPainter}) so tests can record the calls.
 */
public interface Painter {
    /** @return screen pixels per world pixel (renderers leave out small text when it is below ~0.5) */
    double scale();

    /** Fills a rectangle. */
    void fillRect(Color colour, double x, double y, double w, double h);

    /** Outlines a rectangle; {@code width} is in screen pixels. */
    void strokeRect(Color colour, double width, double x, double y, double w, double h);

    /** Fills the ellipse inside a rectangle. */
    void fillOval(Color colour, double x, double y, double w, double h);

    /** Draws a line; {@code width} is in screen pixels. */
    void line(Color colour, double width, double x1, double y1, double x2, double y2);

    /**
     * Draws a picture of a sheet over a box (world px), mirrored and turned about the box's centre as {@code cell}
     * says. A painter that cannot draw pictures (a test's recorder) may record the call instead.
     */
    void image(ArtCell cell, double x, double y, double w, double h);

    /** Draws text with its left end of the baseline at (x, y); {@code size} is in screen pixels. */
    void text(Color colour, double size, String text, double x, double y);
}

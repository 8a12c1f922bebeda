package org.netreplay.viewer.replay;

import javafx.scene.paint.Color;

/**
 * One entity as a renderer places it in the world: a box (world pixels), its colour, shape and label. The canvas
 * draws sprites, outlines the selected one, finds the one under a click and compares server and client sprites.
 *
 * @param ref    the entity
 * @param x      left, world px
 * @param y      top, world px
 * @param w      width, world px
 * @param h      height, world px
 * @param colour fill colour
 * @param shape  how it is drawn
 * @param label  a short label (e.g. {@code P1}, {@code bouncer}), or ""
 * @param art    the game's own picture drawn over the box instead of its shape, or null (the schematic)
 */
public record Sprite(EntityRef ref, double x, double y, double w, double h, Color colour, Shape shape, String label,
                     ArtCell art) {
    /** A sprite drawn as its shape (no picture). */
    public Sprite(EntityRef ref, double x, double y, double w, double h, Color colour, Shape shape, String label) {
        this(ref, x, y, w, h, colour, shape, label, null);
    }

    /** @return this sprite drawn with {@code cell} (null: as its shape) */
    public Sprite withArt(ArtCell cell) {
        return new Sprite(ref, x, y, w, h, colour, shape, label, cell);
    }

    /** How a sprite is drawn. */
    public enum Shape {
        /** A filled box (players, items, lifts, generic entities). */
        BOX,
        /** A filled ellipse (shots). */
        OVAL,
        /** A box outline only (zones such as triggers). */
        FRAME
    }

    /** @return whether world point (px, py) is inside the sprite's box */
    public boolean contains(double px, double py) {
        return px >= x && px < x + w && py >= y && py < y + h;
    }

    /** @return the box's centre x, world px */
    public double centreX() {
        return x + w / 2;
    }

    /** @return the box's centre y, world px */
    public double centreY() {
        return y + h / 2;
    }
}

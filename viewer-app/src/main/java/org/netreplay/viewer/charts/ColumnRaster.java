package org.netreplay.viewer.charts;

import java.util.Arrays;

/**
 * An ARGB pixel buffer (premultiplied; the charts' colours are opaque) that the charts fill with vertical spans, one
 * pixel column at a time, and hand to the canvas as one image. Drawing each column's bar as a canvas rectangle
 * cost JavaFX's software renderer about 30 µs a rectangle: 170 ms and more per repaint of a wide chart, spent on the
 * render thread while the FX thread waited for it.
 */
final class ColumnRaster {
    private int width;
    private int height;
    private int[] pixels = new int[0];

    /**
     * Clears the buffer to transparent at this size (reusing its array when large enough).
     *
     * @param width  px (≥ 0)
     * @param height px (≥ 0)
     */
    void reset(int width, int height) {
        this.width = width;
        this.height = height;
        int size = width * height;
        if (pixels.length < size) {
            pixels = new int[size];
        } else {
            Arrays.fill(pixels, 0, size, 0);
        }
    }

    /**
     * Paints rows {@code fromY..toY} (inclusive, either order, clipped to the buffer) of column {@code x}.
     *
     * @param x     column, px
     * @param fromY first row, px
     * @param toY   last row, px
     * @param argb  the colour, 0xAARRGGBB (opaque)
     */
    void span(int x, int fromY, int toY, int argb) {
        if (x < 0 || x >= width) {
            return;
        }
        int top = Math.max(0, Math.min(fromY, toY));
        int bottom = Math.min(height - 1, Math.max(fromY, toY));
        for (int y = top, at = top * width + x; y <= bottom; y++, at += width) {
            pixels[at] = argb;
        }
    }

    /** @return the colour at (x, y), 0 where nothing was painted */
    int pixel(int x, int y) {
        return pixels[y * width + x];
    }

    /** @return the pixels, row after row ({@link #width()} per row); the array may be longer */
    int[] pixels() {
        return pixels;
    }

    /** @return px */
    int width() {
        return width;
    }

    /** @return px */
    int height() {
        return height;
    }

    /**
     * @param colour an opaque JavaFX colour
     * @return it as 0xAARRGGBB
     */
    static int argb(javafx.scene.paint.Color colour) {
        return 0xFF000000 | (int) Math.round(colour.getRed() * 255) << 16
                | (int) Math.round(colour.getGreen() * 255) << 8 | (int) Math.round(colour.getBlue() * 255);
    }
}

package org.netreplay.viewer.common;

import java.util.Arrays;

/**
 * An ARGB pixel buffer (premultiplied; the colours are opaque) that the timing charts and the desync timeline fill
 * with vertical spans, one pixel column at a time, and hand to their canvas as one image ({@link #drawOn}). Drawing each column's bar as a canvas rectangle
 * cost JavaFX's software renderer about 30 µs a rectangle: 170 ms and more per repaint of a wide chart, spent on the
 * render thread while the FX thread waited for it.
 */
public final class ColumnRaster {
    private int width;
    private int height;
    private int[] pixels = new int[0];

    /**
     * Clears the buffer to transparent at this size (reusing its array when large enough).
     *
     * @param width  px (≥ 0)
     * @param height px (≥ 0)
     */
    public void reset(int width, int height) {
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
    public void span(int x, int fromY, int toY, int argb) {
        if (x < 0 || x >= width) {
            return;
        }
        int top = Math.max(0, Math.min(fromY, toY));
        int bottom = Math.min(height - 1, Math.max(fromY, toY));
        for (int y = top, at = top * width + x; y <= bottom; y++, at += width) {
            pixels[at] = argb;
        }
    }

    /**
     * Paints a connected line from (x0, y0) to (x1, y1), x0 &lt; x1: in each column after x0, the span from where the
     * line enters the column to where it leaves it (a column of its own per pixel, so no gap at any slope).
     *
     * @param x0   first column, px
     * @param y0   its row, px
     * @param x1   last column, px (&gt; x0)
     * @param y1   its row, px
     * @param argb the colour, 0xAARRGGBB (opaque)
     */
    public void line(int x0, int y0, int x1, int y1, int argb) {
        int dx = x1 - x0;
        for (int x = x0 + 1; x <= x1; x++) {
            int enter = y0 + (int) Math.round((double) (y1 - y0) * (x - 1 - x0) / dx);
            int leave = y0 + (int) Math.round((double) (y1 - y0) * (x - x0) / dx);
            span(x, enter, leave, argb);
        }
    }

    /** @return the colour at (x, y), 0 where nothing was painted */
    public int pixel(int x, int y) {
        return pixels[y * width + x];
    }

    /** @return the pixels, row after row ({@link #width()} per row); the array may be longer */
    public int[] pixels() {
        return pixels;
    }

    /** @return px */
    public int width() {
        return width;
    }

    /** @return px */
    public int height() {
        return height;
    }

    /**
     * Puts the pixels on a canvas as one image at (x, y), reusing {@code image} when it has this size.
     *
     * @param g     the canvas
     * @param image the image of the last call, or null
     * @param x     left, px
     * @param y     top, px
     * @return the image used (pass it to the next call)
     */
    public javafx.scene.image.WritableImage drawOn(javafx.scene.canvas.GraphicsContext g,
                                                   javafx.scene.image.WritableImage image, double x, double y) {
        if (width < 1 || height < 1) {
            return image;
        }
        javafx.scene.image.WritableImage target = image != null && (int) image.getWidth() == width
                && (int) image.getHeight() == height ? image : new javafx.scene.image.WritableImage(width, height);
        target.getPixelWriter().setPixels(0, 0, width, height,
                javafx.scene.image.PixelFormat.getIntArgbPreInstance(), pixels, 0, width);
        g.drawImage(target, x, y);
        return target;
    }

    /**
     * @param colour an opaque JavaFX colour
     * @return it as 0xAARRGGBB
     */
    public static int argb(javafx.scene.paint.Color colour) {
        return 0xFF000000 | (int) Math.round(colour.getRed() * 255) << 16
                | (int) Math.round(colour.getGreen() * 255) << 8 | (int) Math.round(colour.getBlue() * 255);
    }
}

package org.netreplay.viewer.replay;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;

/**
 * A {@link Painter} on a canvas: world pixel (x, y) is drawn at screen ((x − left) × scale, (y − top) × scale).
 * Line widths and text sizes are screen pixels, so outlines and labels stay readable at any zoom.
 */
public final class FxPainter implements Painter {
    private final GraphicsContext g;
    private final double scale;
    private final double left;
    private final double top;
    private final double width;
    private final double height;

    /**
     * @param g     the canvas's graphics context (rectangles wholly outside its canvas are skipped)
     * @param scale screen pixels per world pixel
     * @param left  the world x at the canvas's left edge
     * @param top   the world y at the canvas's top edge
     */
    public FxPainter(GraphicsContext g, double scale, double left, double top) {
        this.g = g;
        this.scale = scale;
        this.left = left;
        this.top = top;
        this.width = g.getCanvas().getWidth();
        this.height = g.getCanvas().getHeight();
    }

    private boolean outside(double x, double y, double w, double h) {
        double sx = sx(x);
        double sy = sy(y);
        return sx > width || sy > height || sx + w * scale < 0 || sy + h * scale < 0;
    }

    private double sx(double x) {
        return (x - left) * scale;
    }

    private double sy(double y) {
        return (y - top) * scale;
    }

    @Override
    public double scale() {
        return scale;
    }

    @Override
    public void fillRect(Color colour, double x, double y, double w, double h) {
        if (outside(x, y, w, h)) {
            return;
        }
        g.setFill(colour);
        g.fillRect(sx(x), sy(y), w * scale, h * scale);
    }

    @Override
    public void strokeRect(Color colour, double width, double x, double y, double w, double h) {
        if (outside(x, y, w, h)) {
            return;
        }
        g.setStroke(colour);
        g.setLineWidth(width);
        g.strokeRect(sx(x), sy(y), w * scale, h * scale);
    }

    @Override
    public void fillOval(Color colour, double x, double y, double w, double h) {
        g.setFill(colour);
        g.fillOval(sx(x), sy(y), w * scale, h * scale);
    }

    @Override
    public void line(Color colour, double width, double x1, double y1, double x2, double y2) {
        if (outside(Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1))) {
            return;
        }
        g.setStroke(colour);
        g.setLineWidth(width);
        g.strokeLine(sx(x1), sy(y1), sx(x2), sy(y2));
    }

    @Override
    public void image(ArtCell cell, double x, double y, double w, double h) {
        if (outside(x, y, w, h)) {
            return;
        }
        // whole screen pixels and no smoothing: the game's pixel art stays sharp and tiles meet without seams
        double left = Math.floor(sx(x));
        double top = Math.floor(sy(y));
        double sw = Math.floor(sx(x + w)) - left;
        double sh = Math.floor(sy(y + h)) - top;
        g.setImageSmoothing(false);
        if (!cell.flipX() && !cell.flipY() && cell.rotation() == 0) {
            g.drawImage(cell.sheet(), cell.sheetX(), cell.sheetY(), cell.side(), cell.side(), left, top, sw, sh);
            return;
        }
        g.save();
        g.translate(left + sw / 2, top + sh / 2);
        g.rotate(Math.toDegrees(cell.rotation()));
        g.scale(cell.flipX() ? -1 : 1, cell.flipY() ? -1 : 1);
        g.drawImage(cell.sheet(), cell.sheetX(), cell.sheetY(), cell.side(), cell.side(), -sw / 2, -sh / 2, sw, sh);
        g.restore();
    }

    @Override
    public void text(Color colour, double size, String text, double x, double y) {
        g.setFill(colour);
        g.setFont(Font.font(size));
        g.fillText(text, sx(x), sy(y));
    }
}

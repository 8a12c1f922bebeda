package org.netreplay.viewer.replay;

import java.util.ArrayList;
import java.util.List;

/**
 * Zoom and pan shared by the replay page's canvases (server and client move together): {@code scale} screen px per
 * world px, and the world point at the canvases' top-left corner. Listeners repaint. Thread safety: FX thread only.
 */
final class Viewport {
    static final double MIN_SCALE = 0.05;
    static final double MAX_SCALE = 16;
    private double scale = 0.3;
    private double left;
    private double top;
    private boolean fitted;
    private boolean moved;
    private final List<Runnable> listeners = new ArrayList<>();

    double scale() {
        return scale;
    }

    double left() {
        return left;
    }

    double top() {
        return top;
    }

    void onChange(Runnable listener) {
        listeners.add(listener);
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }

    /** @return whether {@link #fit} has run since the last {@link #reset()} */
    boolean fitted() {
        return fitted;
    }

    /** Forgets the fit (a new recording): the next paint fits the world again. */
    void reset() {
        fitted = false;
        moved = false;
    }

    /** The canvases were resized: fit again at the next paint unless the user zoomed or panned since the fit. */
    void resized() {
        if (!moved) {
            fitted = false;
        }
    }

    /** Shows world box {@code bounds} = {left, top, width, height} centred in a canvas of {@code w × h} screen px. */
    void fit(double[] bounds, double w, double h) {
        if (w <= 0 || h <= 0) {
            return;
        }
        scale = clamp(Math.min(w / bounds[2], h / bounds[3]));
        left = bounds[0] + (bounds[2] - w / scale) / 2;
        top = bounds[1] + (bounds[3] - h / scale) / 2;
        fitted = true;
        moved = false;
        changed();
    }

    /** Zooms by {@code factor} keeping the world point under screen (sx, sy) in place. */
    void zoomAt(double factor, double sx, double sy) {
        double wx = left + sx / scale;
        double wy = top + sy / scale;
        scale = clamp(scale * factor);
        moved = true;
        left = wx - sx / scale;
        top = wy - sy / scale;
        changed();
    }

    /** Moves the view by a drag of (dx, dy) screen px. */
    void panBy(double dx, double dy) {
        left -= dx / scale;
        top -= dy / scale;
        moved = true;
        changed();
    }

    /** Puts world point (wx, wy) at the centre of a {@code w × h} canvas (follow a player); quiet if it is there. */
    void centreOn(double wx, double wy, double w, double h) {
        double newLeft = wx - w / 2 / scale;
        double newTop = wy - h / 2 / scale;
        if (Math.abs(newLeft - left) > 1e-9 || Math.abs(newTop - top) > 1e-9) {
            left = newLeft;
            top = newTop;
            changed();
        }
    }

    /** @return world x of screen x */
    double worldX(double sx) {
        return left + sx / scale;
    }

    /** @return world y of screen y */
    double worldY(double sy) {
        return top + sy / scale;
    }

    private static double clamp(double s) {
        return Math.max(MIN_SCALE, Math.min(MAX_SCALE, s));
    }
}

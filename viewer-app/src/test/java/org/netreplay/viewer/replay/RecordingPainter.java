package org.netreplay.viewer.replay;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.paint.Color;

/** A {@link Painter} that records every call (world coordinates), so a test can check what a renderer drew. */
final class RecordingPainter implements Painter {
    /**
     * One call: its kind ({@code fillRect}, {@code strokeRect}, {@code fillOval}, {@code line}, {@code text},
     * {@code image}); an image's cell is in {@code cell}.
     */
    record Call(String kind, Color colour, double x, double y, double w, double h, String text, ArtCell cell) {
        Call(String kind, Color colour, double x, double y, double w, double h, String text) {
            this(kind, colour, x, y, w, h, text, null);
        }
    }

    final List<Call> calls = new ArrayList<>();
    private final double scale;

    RecordingPainter(double scale) {
        this.scale = scale;
    }

    @Override
    public double scale() {
        return scale;
    }

    @Override
    public void fillRect(Color colour, double x, double y, double w, double h) {
        calls.add(new Call("fillRect", colour, x, y, w, h, null));
    }

    @Override
    public void strokeRect(Color colour, double width, double x, double y, double w, double h) {
        calls.add(new Call("strokeRect", colour, x, y, w, h, null));
    }

    @Override
    public void fillOval(Color colour, double x, double y, double w, double h) {
        calls.add(new Call("fillOval", colour, x, y, w, h, null));
    }

    @Override
    public void line(Color colour, double width, double x1, double y1, double x2, double y2) {
        calls.add(new Call("line", colour, x1, y1, x2 - x1, y2 - y1, null));
    }

    @Override
    public void image(ArtCell cell, double x, double y, double w, double h) {
        calls.add(new Call("image", null, x, y, w, h, null, cell));
    }

    @Override
    public void text(Color colour, double size, String text, double x, double y) {
        calls.add(new Call("text", colour, x, y, 0, 0, text));
    }

    List<Call> of(String kind) {
        return calls.stream().filter(c -> c.kind().equals(kind)).toList();
    }
}
